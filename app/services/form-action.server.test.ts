import { describe, expect, it } from 'vitest'
import { failureStatus, fieldErrorsOf, redirectTarget } from './account.server'
import { forwardedCookies, honeypotAnswer, redirectWithCookies } from './form-action.server'
import { ShopApiError } from './shop-api.server'

const post = (headers: Record<string, string>, url = 'http://localhost:3000/mein-konto/anmelden') =>
  new Request(url, { method: 'POST', headers })

describe('customer form plumbing', () => {
  it('forwards the backend’s cookies, adding Secure when the shopper used https', () => {
    const cookie = 'shop_session=abc; Path=/; HttpOnly; SameSite=Lax'
    expect(forwardedCookies(post({}), [cookie]).getSetCookie()).toEqual([cookie])
    // The URL's protocol is Express's (X-Forwarded-Proto only from a trusted proxy).
    expect(forwardedCookies(post({}, 'https://shop.example/x'), [cookie]).getSetCookie()).toEqual([
      `${cookie}; Secure`,
    ])
    expect(
      forwardedCookies(post({ 'x-forwarded-proto': 'https' }), [cookie]).getSetCookie(),
    ).toEqual([cookie])
    expect(
      forwardedCookies(post({}, 'https://shop.example/x'), [`${cookie}; Secure`]).getSetCookie(),
    ).toEqual([`${cookie}; Secure`])
    const response = redirectWithCookies(post({}), '/mein-konto', [cookie])
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/mein-konto')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('a filled honeypot gets the success redirect and nothing else', () => {
    const bot = new FormData()
    bot.set('website', 'https://spam.example')
    const answer = honeypotAnswer(bot, 'sign-up', '/mein-konto')
    expect(answer?.status).toBe(303)
    expect(answer?.headers.get('location')).toBe('/mein-konto')
    expect(answer?.headers.get('set-cookie')).toBeNull()
    expect(honeypotAnswer(new FormData(), 'sign-up', '/mein-konto')).toBeNull()
  })

  it('redirectTo must be a path on this shop', () => {
    const form = new FormData()
    form.set('redirectTo', '//evil.example/')
    expect(redirectTarget(form, '/mein-konto')).toBe('/mein-konto')
    form.set('redirectTo', '/fotokalender?x=1')
    expect(redirectTarget(form, '/mein-konto')).toBe('/fotokalender?x=1')
  })

  it('reads payload.errors per field; throttling stays 429, other failures are 503', () => {
    const error = new ShopApiError(
      400,
      { message: { text: 'x' }, payload: { errors: { email: ['taken', 3], bad: 'no' } } },
      '/web-api/customer-signup',
    )
    expect(fieldErrorsOf(error)).toEqual({ email: ['taken'] })
    expect(fieldErrorsOf(new ShopApiError(500, null, '/x'))).toEqual({})
    expect(failureStatus(new ShopApiError(429, null, '/x'))).toBe(429)
    expect(failureStatus(new ShopApiError(500, null, '/x'))).toBe(503)
    expect(failureStatus(new Error('timeout'))).toBe(503)
  })
})
