import { customerOnlyPageIds } from '~/domain/customer'
import {
  configuratorPrefix,
  normaliseTrailingSlash,
  safeHref,
  withConfiguratorLocale,
  withPathPrefixes,
} from '~/domain/paths'
import { useSite, type Site } from '~/root-data'
import type { Channel, Market } from '~/domain/market'

export type LinkContext = {
  market: Pick<Market, 'sublocalePrefix' | 'platform'> & Partial<Pick<Market, 'channel' | 'locale'>>
  shopOrigins: Partial<Record<Channel, string | null>>
  /**
   * A guest's links to customer-only pages (paths without prefixes) go to the login page, which
   * returns there after signing in: the link lands on a page, not on a redirect.
   */
  guest?: { customerOnly: readonly string[]; login: string }
  /**
   * The shop's other applications where they are configured: a link to one of their paths
   * (basket, orders …; the designer hand-off) goes to their origin, not through a redirect.
   */
  apps?: { shop?: { origin: string; paths: readonly string[] }; designer?: string }
}

export type ContentLinkLike =
  | {
      linktype?: string
      url?: string
      cached_url?: string
      channel?: Channel
    }
  | null
  | undefined

/**
 * A path inside the market, with the market's sublocale and desktop prefixes; on the wall-art
 * channel with its trailing slash, the page's canonical URL.
 */
export function marketPath(path: string, market: LinkContext['market']): string {
  const [pathname, search, hash] = splitUrl(path)
  const rest = `${search}${hash}`
  const prefixed = withPathPrefixes({
    ...(market.sublocalePrefix ? { prefix: market.sublocalePrefix } : {}),
    desktop: market.platform === 'desktop',
    rest: pathname.startsWith('/') ? pathname : `/${pathname}`,
  })
  return `${market.channel ? normaliseTrailingSlash(prefixed, market.channel) : prefixed}${rest}`
}

/**
 * The href of a content link: market paths get the market's prefixes, shop links the
 * other channel's origin, external URLs only safe protocols. Undefined when unsafe.
 */
export function hrefOf(link: ContentLinkLike, context: LinkContext): string | undefined {
  if (!link) return undefined
  if (link.linktype === 'shop' && link.channel) {
    // a page of the other channel, in the same locale on that channel's domain
    const origin = context.shopOrigins[link.channel]
    if (!origin) return undefined
    const path = safeHref(link.url || link.cached_url || '/')
    const inside = path?.startsWith('/') && !path.startsWith('//') ? path : '/'
    return `${origin}${marketPath(inside, { ...context.market, channel: link.channel })}`
  }
  const target = link.url || link.cached_url
  if (!target) return undefined
  const safe = safeHref(target)
  if (!safe) return undefined
  if (safe.startsWith('/') && !safe.startsWith('//')) return internalHref(safe, context)
  return safe
}

/**
 * An internal link as the page it leads to answers it: the designer hand-off with the market's
 * locale, a guest's customer-only page as the login page, every path canonical.
 */
function internalHref(target: string, context: LinkContext): string {
  const [pathname = '/', search = '', hash = ''] = splitUrl(target)
  const bare = pathname.replace(/\/+$/, '') || '/'
  const { guest, market } = context
  if (guest?.customerOnly.includes(bare)) {
    const back = marketPath(`${bare}${search}`, market)
    return `${marketPath(guest.login, market)}?${new URLSearchParams({ redirectTo: back })}`
  }
  const withLocale = market.locale ? withConfiguratorLocale(bare, search, market.locale) : null
  const designer = context.apps?.designer
  if (designer && bare.startsWith(configuratorPrefix))
    return `${designer}${withLocale ?? `${bare}${search}`}${hash}`
  const shopApps = context.apps?.shop
  if (shopApps?.paths.some((path) => bare === path || bare.startsWith(`${path}/`)))
    return `${shopApps.origin}${marketPath(`${pathname}${search}`, market)}${hash}`
  return marketPath(withLocale ?? `${pathname}${search}`, market) + hash
}

function splitUrl(target: string): [string, string, string] {
  const hashAt = target.indexOf('#')
  const hash = hashAt >= 0 ? target.slice(hashAt) : ''
  const beforeHash = hashAt >= 0 ? target.slice(0, hashAt) : target
  const queryAt = beforeHash.indexOf('?')
  return queryAt >= 0
    ? [beforeHash.slice(0, queryAt), beforeHash.slice(queryAt), hash]
    : [beforeHash, '', hash]
}

/** The link context of a page's root data: market, shop origins, and for a guest the login page. */
export function linkContextOf(site: Site): LinkContext {
  const known = contexts.get(site)
  if (known) return known
  const context = contextOf(site)
  contexts.set(site, context)
  return context
}

/** One context per root data: every link of a page asks for it. */
const contexts = new WeakMap<Site, LinkContext>()

function contextOf(site: Site): LinkContext {
  const { market, shopOrigins, customer, pagePaths, appOrigins } = site
  const login = pagePaths['account-login']
  const handOffPaths = Object.entries(pagePaths)
    .filter(([id]) => id.startsWith('hand-off-'))
    .map(([, path]) => path)
  return {
    market,
    shopOrigins,
    ...(appOrigins?.shop || appOrigins?.designer
      ? {
          apps: {
            ...(appOrigins.shop ? { shop: { origin: appOrigins.shop, paths: handOffPaths } } : {}),
            ...(appOrigins.designer ? { designer: appOrigins.designer } : {}),
          },
        }
      : {}),
    // A shared page of a signed-in shopper (the proxy includes their items) links directly.
    ...(!customer.isLoggedIn && site.personal !== 'fragment' && login
      ? {
          guest: {
            customerOnly: customerOnlyPageIds.flatMap((id) => pagePaths[id] ?? []),
            login,
          },
        }
      : {}),
  }
}

/**
 * The href of a localised shop page in the current market (sublocale and desktop prefixes
 * included), from the paths the root loader sends (`pagePaths`). Without root
 * data (the root failed) the home page.
 */
export function usePageHref(): (pageId: string) => string {
  const site = useSite()
  return (pageId) => {
    const path = site?.pagePaths[pageId]
    if (path === undefined) {
      if (site)
        console.error(JSON.stringify({ level: 'error', event: 'unknown-localised-page', pageId }))
      return site ? marketPath('/', site.market) : '/'
    }
    return marketPath(path, site!.market)
  }
}

export { useSite }
