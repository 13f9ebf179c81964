import { cssBundleHref } from '@remix-run/css-bundle'
import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useLocation,
} from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import { SiteChrome } from './components/chrome/SiteChrome'
import { useFieldFigures } from './components/field-figures'
import { useNonce } from './components/nonce'
import { StaticErrorPage } from './components/StaticErrorPage'
import { useTagManager } from './components/tag-manager'
import { trackPageView } from './components/tracking'
import { capSharedMaxAge } from './domain/campaigns'
import { cartArticlesAmountOf } from './domain/customer'
import { leavesPersonalPartsToProxy } from './domain/personal-fragment'
import { folderKey, siteKey, surrogateKeyHeader, surrogateKeyValue } from './domain/surrogate-keys'
import { TranslationsScript } from './i18n/react'
import { type Site, useSite } from './root-data'
import { cacheControl, pageHeaders } from './services/cache-policy'
import { campaignState } from './services/campaigns.server'
import { anonymousCustomer, getCustomer, mayHaveSession } from './services/customer.server'
import { env } from './services/env.server'
import { applyFlagHeaders, evaluateFlags } from './services/flags.server'
import { chromeConfig, getGlobalConfig } from './services/global-config.server'
import { googleSignInConfig } from './services/google-sign-in.server'
import { newsletterAvailable } from './services/newsletter.server'
import { requestContext } from './services/request-context.server'
import { timed } from './services/server-timing.server'
import { marketSite } from './services/site.server'
import { tagManagerFor } from './services/tag-manager.server'
import './styles/app.css'
import './styles/chrome.css'
import './styles/content.css'
import './styles/product.css'
import './styles/design-groups.css'
import './styles/account.css'
import './styles/cards.css'
import './styles/wallart-views.css'
import './styles/photo-frames.css'

export const links: LinksFunction = () => [
  ...(cssBundleHref ? [{ rel: 'stylesheet', href: cssBundleHref }] : []),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = requestContext(request, load)
  const { market, origin, url } = context
  // Through a proxy that assembles ESI, a shopper's page is the shared one: no customer here.
  const shared = leavesPersonalPartsToProxy({
    surrogateEsi: load.surrogateEsi,
    dataRequest: load.dataRequest,
    mayHaveSession: mayHaveSession(request),
  })
  const [globalConfig, customer, campaign] = await Promise.all([
    timed(load, 'global-config', () => getGlobalConfig(market)),
    shared ? anonymousCustomer : timed(load, 'customer', () => getCustomer(request, market)),
    timed(load, 'campaigns', () => campaignState(market)),
  ])
  // Flags the global config names (e.g. the burger's product-matrix item) are evaluated here.
  const flags = await timed(load, 'flags', () =>
    evaluateFlags(request, context, globalConfig.flags),
  )
  const headers = new Headers({
    'Cache-Control':
      customer.isLoggedIn || cartArticlesAmountOf(customer) > 0 || flags.personalised
        ? cacheControl.private
        : // The CDN must not keep a campaign's banner or prices past its start or end.
          capSharedMaxAge(cacheControl.publicPage, campaign.secondsToBoundary),
  })
  applyFlagHeaders(headers, flags)
  // Every page renders the chrome of its folder's global config.
  headers.set(
    surrogateKeyHeader,
    surrogateKeyValue([siteKey, folderKey(market.channel, market.locale)]),
  )
  // Plain data with its headers (single fetch): no JSON round trip on every request.
  return data<Site>(
    {
      market,
      origin,
      path: url.pathname,
      ...marketSite(market),
      // The chrome renders (and hydrates) from this: navigation with flyouts and burger levels,
      // footer, as one JSON text.
      globalConfig: chromeConfig(globalConfig),
      customer,
      // Off without a configured captcha: the newsletter blocks are left out.
      newsletter: newsletterAvailable(),
      treatments: flags.treatments,
      tagManager: tagManagerFor(market),
      vitalsSampleRate: env().VITALS_SAMPLE_RATE,
      campaign: campaign.banner,
      google: googleSignInConfig(),
      ...(shared ? { personal: 'fragment' as const } : {}),
    },
    { headers },
  )
}

export const headers = pageHeaders

export function Layout({ children }: { children: ReactNode }) {
  const data = useSite()
  const nonce = useNonce()
  // The last effect of the first render (pages and error pages alike): the page is live.
  // End-to-end tests wait for this mark before they act as a shopper with JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <html lang={data?.market.locale ?? 'de-DE'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <TranslationsScript />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { pathname } = useLocation()
  useEffect(() => trackPageView(pathname), [pathname])
  useTagManager(pathname)
  useFieldFigures(useSite()?.vitalsSampleRate)
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  )
}

/** Only when the root itself fails: a static page that needs no data at all. */
export function ErrorBoundary() {
  const error = useRouteError()
  return <StaticErrorPage error={error} />
}
