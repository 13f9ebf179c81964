import { env } from './env.server'

/**
 * The shop API's cookie names: the session and the anonymous basket.
 * The reference backend's names are the defaults; a real shop API that names them otherwise
 * is configured with `SESSION_COOKIE_NAME` and `BASKET_COOKIE_NAME`.
 */
export function shopCookieNames(): { session: string; basket: string } {
  const { SESSION_COOKIE_NAME, BASKET_COOKIE_NAME } = env()
  return { session: SESSION_COOKIE_NAME, basket: BASKET_COOKIE_NAME }
}

/** Whether the request carries a session or an anonymous basket cookie of the shop API. */
export function carriesShopCookie(request: Request): boolean {
  const { session, basket } = shopCookieNames()
  const names = new Set([session, basket])
  return (request.headers.get('cookie') ?? '')
    .split(';')
    .some((pair) => names.has(pair.split('=')[0]!.trim()))
}

/** A cleared session cookie, for a logout the shop API could not answer. */
export function clearedSessionCookie(): string {
  return `${shopCookieNames().session}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`
}
