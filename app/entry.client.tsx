import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { reloadOnStaleBuild } from './components/reload-on-stale-build'
import { warmPriceFormatter } from './domain/price'

reloadOnStaleBuild()

// The market's price formatter is built in this task, hydration starts in the next (ADR 136).
const market = (window as { __remixContext?: { state?: { loaderData?: { root?: { market?: { locale?: unknown; currency?: unknown } } } } } })
  .__remixContext?.state?.loaderData?.root?.market
if (typeof market?.locale === 'string' && typeof market.currency === 'string') warmPriceFormatter(market.locale, market.currency)

setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    )
  })
})
