import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { InfoItems, infoItemsPropsOf, type InfoLinkProps } from '~/components/chrome/InfoItems'
import { personalDataId, personalDataScriptText } from '~/domain/personal-fragment'
import { documentI18n } from '~/i18n/i18n.server'
import { cacheControl } from './cache-policy'
import { getCustomer } from './customer.server'
import { chromeConfig, getGlobalConfig } from './global-config.server'
import { resolveMarket } from './market.server'
import { recordRequest } from './metrics.server'
import { marketSite } from './site.server'
import type { Site } from '~/root-data'

/** Outside the router: the anchor the page's link (SmartLink) renders. */
function PlainLink({ href, children, ...rest }: InfoLinkProps) {
  if (!href) return <span>{children}</span>
  const inside = href.startsWith('/') && !href.startsWith('//')
  return (
    <a href={href} {...(inside ? { 'data-discover': 'true' } : {})} {...rest}>
      {children}
    </a>
  )
}

/**
 * The personal fragment the caching proxy includes into a signed-in shopper's shared page: the
 * header's info items (the account item with their name, the basket count) and the customer for
 * the browser. Cheap: the customer call and the
 * chrome's config from the upstream cache, no page. Never stored by anyone.
 */
export async function personalFragment(request: Request): Promise<Response> {
  const started = performance.now()
  const response = await render(request)
  // Counted apart from page renders: one per signed-in view the proxy assembled.
  recordRequest('personal-fragment', response.status, (performance.now() - started) / 1000)
  return response
}

async function render(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const page = url.searchParams.get('page') ?? '/'
  // The page's own path gives the market its prefixes (sublocale, desktop); only a local path.
  const pageUrl = new URL(/^\/(?![/\\])/.test(page) ? page : '/', url)
  let pageRequest = new Request(pageUrl, { headers: request.headers })
  let resolution = resolveMarket(pageRequest)
  if (resolution.kind !== 'market') {
    pageRequest = new Request(new URL('/', url), { headers: request.headers })
    resolution = resolveMarket(pageRequest)
  }
  if (resolution.kind !== 'market') return new Response('', { status: 404, headers: noStore })
  const { market, origin } = resolution
  const [customer, globalConfig] = await Promise.all([
    getCustomer(pageRequest, market),
    getGlobalConfig(market),
  ])
  const site: Site = {
    market,
    origin,
    path: pageUrl.pathname,
    ...marketSite(market),
    globalConfig: chromeConfig(globalConfig),
    customer,
    newsletter: false,
    treatments: {},
  }
  const items = renderToStaticMarkup(
    <I18nextProvider i18n={documentI18n(market.locale)}>
      <InfoItems {...infoItemsPropsOf(site)} Link={PlainLink} />
    </I18nextProvider>,
  )
  const data = `<script type="application/json" id="${personalDataId}">${personalDataScriptText({ customer })}</script>`
  return new Response(items + data, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': cacheControl.private,
      'X-Robots-Tag': 'noindex',
    },
  })
}

const noStore = { 'Cache-Control': cacheControl.private }
