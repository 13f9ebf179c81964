import { describe, expect, it } from 'vitest'
import {
  captchaOrigins,
  captchaTokenOf,
  captchaWidgetOf,
  isLoopbackUrl,
  resolveCaptchaSetup,
  type CaptchaSetupInput,
} from './captcha'

const base: CaptchaSetupInput = {
  testToken: 'test-captcha-token',
  shopApiUrl: 'http://127.0.0.1:3001',
  production: true,
  allowTestToken: false,
}
const remote = { ...base, shopApiUrl: 'https://shop-api.example.com' }

describe('isLoopbackUrl', () => {
  it('knows this machine by name and address, and nothing else', () => {
    for (const url of [
      'http://127.0.0.1:3001',
      'http://localhost:3001',
      'http://[::1]:3001',
      'http://127.1.2.3',
    ])
      expect(isLoopbackUrl(url), url).toBe(true)
    for (const url of [
      'http://backend:3001',
      'https://shop-api.example.com',
      'http://127.0.0.1.example.com',
      'http://10.0.0.1',
      'not a url',
    ])
      expect(isLoopbackUrl(url), url).toBe(false)
  })
})

describe('resolveCaptchaSetup', () => {
  it('unset, against the reference backend on this machine: the test token', () => {
    const result = resolveCaptchaSetup(base)
    expect(result).toEqual({
      ok: true,
      setup: { provider: 'test', testToken: 'test-captcha-token' },
    })
  })

  it('unset, against another shop API: the newsletter is off, with a warning naming what to set', () => {
    const result = resolveCaptchaSetup(remote)
    expect(result.ok && result.setup.provider).toBe('off')
    expect(result.ok && result.warning).toMatch(
      /newsletter form is switched off.*CAPTCHA_PROVIDER=turnstile or recaptcha with CAPTCHA_SITE_KEY/,
    )
  })

  it('the test token against another shop API in production refuses to boot, with a clear message', () => {
    const result = resolveCaptchaSetup({ ...remote, provider: 'test' })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.problem).toMatch(
      /CAPTCHA_PROVIDER=test .*shop-api\.example\.com.*not the reference backend/,
    )
  })

  it('the test token is allowed outside production, and where the reference backend is said to stand in', () => {
    expect(resolveCaptchaSetup({ ...remote, provider: 'test', production: false }).ok).toBe(true)
    expect(resolveCaptchaSetup({ ...remote, provider: 'test', allowTestToken: true }).ok).toBe(true)
  })

  it('a widget provider needs its site key', () => {
    expect(resolveCaptchaSetup({ ...remote, provider: 'turnstile' })).toEqual({
      ok: false,
      problem: expect.stringMatching(/needs CAPTCHA_SITE_KEY/),
    })
    const result = resolveCaptchaSetup({ ...remote, provider: 'recaptcha', siteKey: 'site-key-1' })
    expect(result).toEqual({
      ok: true,
      setup: { provider: 'recaptcha', siteKey: 'site-key-1', testToken: 'test-captcha-token' },
    })
  })

  it('off is off, even on the reference backend', () => {
    const result = resolveCaptchaSetup({ ...base, provider: 'off' })
    expect(result.ok && result.setup.provider).toBe('off')
  })
})

describe('the widget, the CSP origins and the posted token', () => {
  it('renders the test token, a provider widget or nothing', () => {
    expect(captchaWidgetOf({ provider: 'test', testToken: 't' })).toEqual({
      kind: 'test',
      name: 'recaptchaToken',
      value: 't',
    })
    expect(captchaWidgetOf({ provider: 'turnstile', siteKey: 'k', testToken: 't' })).toEqual({
      kind: 'turnstile',
      siteKey: 'k',
    })
    expect(captchaWidgetOf({ provider: 'off', testToken: 't' })).toBeNull()
  })

  it('allows the provider’s origins only when its widget is in use', () => {
    expect(captchaOrigins({ provider: 'turnstile', siteKey: 'k', testToken: 't' })).toEqual([
      'https://challenges.cloudflare.com',
    ])
    expect(captchaOrigins({ provider: 'recaptcha', siteKey: 'k', testToken: 't' })).toContain(
      'https://www.gstatic.com',
    )
    expect(captchaOrigins({ provider: 'test', testToken: 't' })).toEqual([])
  })

  it('reads the token from the field the widget fills', () => {
    const form = (entries: [string, string][]) => new URLSearchParams(entries)
    expect(captchaTokenOf(form([['recaptchaToken', 'a']]))).toBe('a')
    expect(captchaTokenOf(form([['cf-turnstile-response', 'b']]))).toBe('b')
    expect(captchaTokenOf(form([['g-recaptcha-response', 'c']]))).toBe('c')
    expect(
      captchaTokenOf(
        form([
          ['recaptchaToken', ' '],
          ['cf-turnstile-response', 'd'],
        ]),
      ),
    ).toBe('d')
    expect(captchaTokenOf(form([]))).toBe('')
  })
})
