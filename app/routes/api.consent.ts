import { json, type ActionFunctionArgs } from '@remix-run/node'
import { consentFormResponse } from '~/services/consent.server'

/** `POST /api/consent`: the consent notice's choice without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, { status: 405 })
  return consentFormResponse(request)
}

export function loader() {
  return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } })
}
