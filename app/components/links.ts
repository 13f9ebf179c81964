import { normaliseTrailingSlash, safeHref, withPathPrefixes } from '~/domain/paths'
import { useRootData } from '~/root-data'
import type { Channel, Market } from '~/domain/market'

export type LinkContext = {
  market: Pick<Market, 'sublocalePrefix' | 'platform'> & Partial<Pick<Market, 'channel'>>
  shopOrigins: Partial<Record<Channel, string | null>>
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

/** A path inside the market, with the market's sublocale and desktop prefixes. */
export function marketPath(path: string, market: LinkContext['market']): string {
  const [pathname = '/', rest = ''] = path.split(/(?=[?#])/, 2)
  const prefixed = withPathPrefixes({
    ...(market.sublocalePrefix ? { prefix: market.sublocalePrefix } : {}),
    desktop: market.platform === 'desktop',
    rest: pathname.startsWith('/') ? pathname : `/${pathname}`,
  })
  return `${prefixed}${rest}`
}

/**
 * The href of a content link: market paths get the market's prefixes, shop links the
 * other channel's origin, external URLs only safe protocols. Undefined when unsafe.
 */
export function hrefOf(link: ContentLinkLike, context: LinkContext): string | undefined {
  if (!link) return undefined
  if (link.linktype === 'shop' && link.channel) {
    const origin = context.shopOrigins[link.channel]
    return origin ? `${origin}/` : undefined
  }
  const target = link.url || link.cached_url
  if (!target) return undefined
  const safe = safeHref(target)
  if (!safe) return undefined
  if (safe.startsWith('/') && !safe.startsWith('//')) {
    // The page's canonical path (the wall-art channel's trailing slash): no redirect hop, and a
    // client-side navigation lands on the same URL a document request would.
    const [pathname = '/', rest = ''] = safe.split(/(?=[?#])/, 2)
    const canonical = context.market.channel
      ? normaliseTrailingSlash(pathname, context.market.channel)
      : pathname
    return marketPath(`${canonical}${rest}`, context.market)
  }
  return safe
}

/**
 * The href of a localised shop page in the current market (sublocale and desktop prefixes
 * included), from the paths the root loader sends (`pagePaths`, ADR 106). Without root
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

/** The root loader's data: market, global config, customer. Undefined if the root failed. */
export function useSite() {
  return useRootData()
}
