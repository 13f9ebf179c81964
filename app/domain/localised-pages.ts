/**
 * Shop pages (not content stories) whose paths are localised per language. The table is
 * plain data (localised-pages.json): remix.config.js makes each page's routes from it
 * (page-routes.mjs); this module types it and answers path look-ups for links.
 */
import table from './localised-pages.json'
import type { Language } from './market'
import type { specialPrefixes } from './special-prefixes'

/** The route modules (app/routes/{view}.tsx); several pages may share one. */
export type PageView =
  | 'logout'
  | 'account'
  | 'account-login'
  | 'account-sign-up'
  | 'account-password-reset'
  | 'account-new-password'
  | 'newsletter'
  | 'newsletter-confirm'
  | 'error'
  | 'configurator'
  | 'hand-off'
  | 'products'
  | 'theme'
  | 'wishlist'
  | 'whitelabel-orders'
  | 'gift-voucher'
  | 'voucher-redeem'
  | 'card-accessories'
  | 'market-switch'
  | 'express'
  | 'toolbox'
  | 'search'

export type LocalisedPage = {
  /** Page id (links; with the path's language, the route id: `account-login/de`). */
  id: string
  /**
   * The page module; none for paths a resource route of their own answers (`/consent-notice.js`,
   * `/llms.txt`).
   */
  view?: PageView
  /** Path per language, without sublocale prefix. */
  paths: Readonly<Record<Language, string>>
  /** Also match everything below the path (`/warenkorb/…`). */
  splat?: boolean
}

/**
 * Special prefixes served by other applications of the shop (ordering, reviews, …): the
 * storefront recognises them, never asks the content system, and hands them off.
 */
export const handOffKinds = [
  'orders',
  'basket',
  'checkout',
  'recommendation',
  'registrationVerification',
  'reviews',
  'users',
  'motifs',
  'corporateCustomers',
  'whitelabelService',
] as const satisfies readonly (keyof typeof specialPrefixes)[]

/**
 * Every localised page: accounts, newsletter, the consent notice's script and llms.txt (resource
 * routes of their own), the configurators, the hand-off prefixes (`hand-off-{kind}`), product
 * pages without a story (`/themes/{id}`; `/themes` alone is a 404), wishlist, vouchers,
 * accessories, whitelabel orders, the market switch, the toolbox, the express shop and the search.
 */
export const localisedPages = table as readonly LocalisedPage[]

const byId = new Map(localisedPages.map((page) => [page.id, page]))

/** The path of a localised page in a language (without prefixes). */
export function localisedPagePath(id: string, language: Language): string {
  const page = byId.get(id)
  if (!page) throw new Error(`Unknown localised page: ${id}`)
  return page.paths[language]
}
