import { register } from '~/services/metrics.server'
import { operatorRefusal } from '~/services/operator-access.server'
import type { LoaderFunctionArgs } from '@remix-run/node'

/**
 * Prometheus metrics, protected: only with `Authorization: Bearer $METRICS_TOKEN`.
 * Without a configured token the endpoint does not exist (404).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const refusal = operatorRefusal(request)
  if (refusal) return refusal
  return new Response(await register.metrics(), {
    headers: { 'content-type': register.contentType, 'cache-control': 'no-store' },
  })
}
