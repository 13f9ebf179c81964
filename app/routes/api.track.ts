import { json, type ActionFunctionArgs } from '@remix-run/node'
import { readBody } from '~/services/request-body.server'
import { trackEvents } from '~/services/track.server'

const MAX_BODY_BYTES = 64 * 1024

/** `POST /api/track`: the browser's batched events (sent by beacon when the page hides). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, { status: 405 })
  const text = new TextDecoder().decode(await readBody(request, MAX_BODY_BYTES))
  if (text.length > MAX_BODY_BYTES) return json({ error: 'Payload too large' }, { status: 413 })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return json({ error: 'Malformed JSON' }, { status: 400 })
  }
  const result = await trackEvents(request.headers.get('cookie') ?? '', body)
  if (result.status === 400)
    return json({ error: 'Expected { events: [...] } with 1 to 50 events' }, { status: 400 })
  return new Response(result.status === 204 ? null : JSON.stringify(result), {
    status: result.status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })
}

export function loader() {
  return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } })
}
