import { json, type ActionFunctionArgs } from '@remix-run/node'
import { receiveVitals } from '~/services/field-figures.server'

/** `POST /api/vitals`: a page view's Core Web Vitals, sent by beacon when the page hides. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST')
    return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } })
  return receiveVitals(request, context)
}

export function loader() {
  return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } })
}
