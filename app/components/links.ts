import type { Channel, Market } from '~/domain/market'
import { safeHref, withPathPrefixes } from '~/domain/paths'

export type LinkContext = {
  market: Pick<Market, 'sublocalePrefix' | 'platform'>
  shopOrigins: Partial<Record<Channel, string | null>>
}

export type ContentLinkLike = {
  linktype?: string
  url?: string
  cached_url?: string
  channel?: Channel
} | null | undefined

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
  if (safe.startsWith('/') && !safe.startsWith('//')) return marketPath(safe, context.market)
  return safe
}
