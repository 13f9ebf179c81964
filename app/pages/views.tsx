import { lazy, Suspense, type ComponentType } from 'react'
import type { PageView } from '~/domain/localised-pages'

type ViewModule = { default: ComponentType }

/**
 * A view loaded on demand: a chunk of its own. Once loaded it renders at once, so a page
 * whose view the browser loaded before hydrating (preloadPageView) hydrates in one pass with
 * no Suspense boundary of its own, like any route module. Until then React.lazy suspends: the
 * server render waits for it (no boundary: it is part of the shell), a client navigation
 * shows nothing in its place for the chunk's round trip.
 */
function view(load: () => Promise<ViewModule>) {
  let loaded: ComponentType | undefined
  const preload = () => load().then((module) => (loaded = module.default))
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function View() {
    const Loaded = loaded
    if (Loaded) return <Loaded />
    return typeof document === 'undefined' ? (
      <Lazy />
    ) : (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    )
  }
  return { View, preload }
}

/**
 * Each localised page's view; the error page never renders one (its loader always
 * throws).
 */
export const views: Readonly<Partial<Record<PageView, ReturnType<typeof view>>>> = {
  account: view(() => import('./account')),
  'account-login': view(() => import('./account-login')),
  'account-new-password': view(() => import('./account-new-password')),
  'account-password-reset': view(() => import('./account-password-reset')),
  'account-sign-up': view(() => import('./account-sign-up')),
  'card-accessories': view(() => import('./card-accessories')),
  configurator: view(() => import('./configurator')),
  express: view(() => import('./express')),
  'gift-voucher': view(() => import('./gift-voucher')),
  'hand-off': view(() => import('./hand-off')),
  logout: view(() => import('./logout')),
  'market-switch': view(() => import('./market-switch')),
  newsletter: view(() => import('./newsletter')),
  'newsletter-confirm': view(() => import('./newsletter-confirm')),
  products: view(() => import('./products')),
  theme: view(() => import('./theme')),
  toolbox: view(() => import('./toolbox')),
  'voucher-redeem': view(() => import('./voucher-redeem')),
  'whitelabel-orders': view(() => import('./whitelabel-orders')),
  wishlist: view(() => import('./wishlist')),
}

/**
 * The attribute naming the server-rendered page's view, for the browser to load it before
 * hydrating.
 */
export const pageViewAttribute = 'data-page-view'

/** Loads the view the server rendered (if any) so hydration finds it ready; never fails. */
export function preloadPageView(): Promise<unknown> {
  const name = document
    .querySelector(`template[${pageViewAttribute}]`)
    ?.getAttribute(pageViewAttribute)
  const entry = name ? views[name as PageView] : undefined
  return entry ? entry.preload().catch(() => undefined) : Promise.resolve()
}
