import { timingSafeEqual } from 'node:crypto'
import { env } from '~/services/env.server'
import { register } from '~/services/metrics.server'
import type { LoaderFunctionArgs } from '@remix-run/node'

/**
 * Prometheus metrics, protected: only with `Authorization: Bearer $METRICS_TOKEN`.
 * Without a configured token the endpoint does not exist (404).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = env().METRICS_TOKEN
  if (!token) return new Response('Not found', { status: 404 })
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '')
  const expected = Buffer.from(token)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return new Response('Unauthorized', { status: 401, headers: { 'www-authenticate': 'Bearer' } })
  }
  return new Response(await register.metrics(), {
    headers: { 'content-type': register.contentType, 'cache-control': 'no-store' },
  })
}
