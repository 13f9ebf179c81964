import { adClickIdFromCookies } from '~/domain/calculator-designer'
import { cacheControl, strictestCacheControl } from './cache-policy'

/**
 * The ad-click id every designer link carries ("an optional ad-click id taken from a cookie"),
 * read from the request so the server-rendered links have it without JavaScript.
 */
export function adClickIdOf(request: Request): string | undefined {
  return adClickIdFromCookies(request.headers.get('Cookie') ?? '')
}

/** A page whose designer links carry a shopper's ad-click id is theirs alone: never shared. */
export function withAdClickPrivacy(cache: string, adClickId: string | undefined | null): string {
  return adClickId ? (strictestCacheControl(cache, cacheControl.private) ?? cache) : cache
}
