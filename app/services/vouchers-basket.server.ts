import { localisedPagePath } from '~/domain/localised-pages'
import { withPathPrefixes } from '~/domain/paths'
import { ShopApiError } from './shop-api.server'
import { carriesShopCookie } from './shop-cookies.server'
import type { RequestContext } from './request-context.server'

/**
 * What the basket-filling calls (gift vouchers, voucher codes, card accessories, the
 * whitelabel switch, the wishlist) send along: the market, the shopper's cookies (session
 * and the anonymous basket, names configurable), the page as referrer and their address.
 */
export function shopperCall(request: Request, context: RequestContext) {
  return {
    market: context.market,
    cookie: request.headers.get('cookie'),
    referer: context.url.toString(),
    clientAddress: context.clientAddress,
  }
}

/**
 * The basket, where the shop's basket application takes over (a hand-off page in the reference
 * setup).
 */
export function basketHref(context: Pick<RequestContext, 'market'>): string {
  const { market } = context
  return withPathPrefixes({
    ...(market.sublocalePrefix ? { prefix: market.sublocalePrefix } : {}),
    desktop: market.platform === 'desktop',
    rest: localisedPagePath('hand-off-basket', market.language),
  })
}

/** `payload.errors` of a shop API error answer: the names of the fields it refused. */
export function refusedFields(error: unknown): string[] {
  if (!(error instanceof ShopApiError)) return []
  const errors = (error.body as { payload?: { errors?: unknown } } | null)?.payload?.errors
  return errors && typeof errors === 'object' ? Object.keys(errors) : []
}

/** The status an upstream failure is answered with. */
export function upstreamStatus(error: unknown): number {
  return error instanceof ShopApiError && error.status === 429 ? 429 : 503
}

/** Log fields of a failure, without bodies that may carry personal data. */
export function failureOf(error: unknown): Record<string, unknown> {
  if (error instanceof ShopApiError) return { status: error.status, path: error.path }
  return { err: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }
}

/**
 * Whether the request may have a session or an anonymous basket: without either there is nothing to
 * ask the shop.
 */
export function mayHaveBasket(request: Request): boolean {
  return carriesShopCookie(request)
}
