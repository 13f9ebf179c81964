import { checkFeatureFlags } from '~/services/campaigns.server'
import { requestContext } from '~/services/request-context.server'
import type { LoaderFunctionArgs } from '@remix-run/node'

/**
 * Diagnostics: the shop's flag names against the backend's `/web-api/feature-flags`;
 * differences are logged at warn. 502 when the backend does not answer. Never cached.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const headers = { 'content-type': 'application/json', 'cache-control': 'no-store' }
  try {
    const check = await checkFeatureFlags(requestContext(request, load).market)
    return new Response(JSON.stringify(check), { status: 200, headers })
  } catch {
    return new Response(JSON.stringify({ status: 'unavailable' }), { status: 502, headers })
  }
}
