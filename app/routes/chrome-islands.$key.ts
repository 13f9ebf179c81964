import type { LoaderFunctionArgs } from '@remix-run/node'
import { splitChrome } from '~/components/chrome/chrome-islands.server'
import { cacheControl } from '~/services/cache-policy'
import { chromeConfig, getGlobalConfig } from '~/services/global-config.server'
import { resolveMarket } from '~/services/market.server'

/** The answer for the key a page names: it never changes (the key is a hash of the data). */
const forever = 'public, max-age=31536000, immutable'

/**
 * `GET /chrome-islands/{key}[?prefix={sublocale}]`: the chrome data only islands read —
 * flyout groups, burger levels, footer (ADR 134) — of the request's market (the host and
 * the sublocale prefix, as a page path names it). For the key the page was rendered with
 * the answer is cacheable for good; for another key (the content changed since) it is the
 * current data, cached briefly.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const prefix = url.searchParams.get('prefix') ?? ''
  if (prefix !== '' && !/^[a-z]{2}$/.test(prefix)) return notFound()
  // The market as a page of this host under that prefix would have it.
  const resolution = resolveMarket(new Request(new URL(prefix ? `/${prefix}/` : '/', url), { headers: request.headers }))
  if (resolution.kind !== 'market' || (resolution.market.sublocalePrefix ?? '') !== prefix) return notFound()
  const split = splitChrome(chromeConfig(await getGlobalConfig(resolution.market)))
  return new Response(JSON.stringify(split.islands), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': split.key === params.key ? forever : cacheControl.notFound,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

function notFound() {
  return new Response(JSON.stringify({ error: 'Not found' }), {
    status: 404,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl.notFound },
  })
}
