import { afterAll, describe, expect, it, vi } from 'vitest'

// A real shop API that names its cookies otherwise; env() reads them once.
vi.stubEnv('SESSION_COOKIE_NAME', 'SESSID')
vi.stubEnv('BASKET_COOKIE_NAME', 'cart_token')
const { carriesShopCookie, clearedSessionCookie } = await import('./shop-cookies.server')
const { mayHaveSession } = await import('./customer.server')
afterAll(() => vi.unstubAllEnvs())

const withCookie = (cookie: string) =>
  new Request('http://localhost:3000/', { headers: { cookie } })

describe('configurable shop API cookie names', () => {
  it('recognises the configured session and basket cookies, and only those', () => {
    expect(carriesShopCookie(withCookie('a=1; SESSID=abc'))).toBe(true)
    expect(carriesShopCookie(withCookie('cart_token=xyz'))).toBe(true)
    expect(mayHaveSession(withCookie('SESSID=abc'))).toBe(true)
    // The reference backend's names mean nothing to this shop API.
    expect(mayHaveSession(withCookie('shop_session=abc; shop_basket=1'))).toBe(false)
    expect(carriesShopCookie(withCookie('xSESSID=abc'))).toBe(false)
  })

  it('clears the configured session cookie on a logout the shop API could not answer', () => {
    expect(clearedSessionCookie()).toBe('SESSID=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
  })
})
