import { json, type ActionFunctionArgs } from '@remix-run/node'
import { receiveBrowserError } from '~/services/field-figures.server'

/** `POST /api/browser-error`: an error the shopper's browser saw, for the log. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST')
    return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } })
  return receiveBrowserError(request, context)
}

export function loader() {
  return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } })
}
