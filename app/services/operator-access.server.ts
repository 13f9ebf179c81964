import { timingSafeEqual } from 'node:crypto'
import { env } from './env.server'

/**
 * The operators' endpoints (metrics, diagnostics) answer only with
 * `Authorization: Bearer $METRICS_TOKEN`: without a configured token they do not exist (404),
 * with a wrong or missing one they ask for it (401). Null: the request may pass.
 */
export function operatorRefusal(request: Request): Response | null {
  const token = env().METRICS_TOKEN
  if (!token) return new Response('Not found', { status: 404 })
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '')
  const expected = Buffer.from(token)
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return new Response('Unauthorized', { status: 401, headers: { 'www-authenticate': 'Bearer' } })
  return null
}
