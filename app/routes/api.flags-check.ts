import { checkFeatureFlags } from '~/services/campaigns.server'
import { operatorRefusal } from '~/services/operator-access.server'
import { requestContext } from '~/services/request-context.server'
import type { LoaderFunctionArgs } from '@remix-run/node'

/**
 * Diagnostics for operators (the metrics token, as `/metrics`): the shop's flag names against
 * the backend's `/web-api/feature-flags`, the check cached briefly; differences are logged at
 * warn when it is made. 502 when the backend does not answer. The answer is never stored.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const refusal = operatorRefusal(request)
  if (refusal) return refusal
  const headers = { 'content-type': 'application/json', 'cache-control': 'no-store' }
  try {
    const check = await checkFeatureFlags(requestContext(request, load).market)
    return new Response(JSON.stringify(check), { status: 200, headers })
  } catch {
    return new Response(JSON.stringify({ status: 'unavailable' }), { status: 502, headers })
  }
}
