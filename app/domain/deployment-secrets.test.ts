import { describe, expect, it } from 'vitest'
import { isPlaceholderSecret, secretProblems } from './deployment-secrets'

const own = {
  STORYBLOK_WEBHOOK_SECRET: 'c0b5a1f9e2d84e7f9a61',
  CLIENT_ADDRESS_SECRET: '5e8d2c7a1b9f4e3d8c20',
  METRICS_TOKEN: '9a7c3e1f5b2d8e4a6c01',
}

describe('secrets a production shop sets itself', () => {
  it('the built-in defaults and anything saying change-me are placeholders', () => {
    expect(isPlaceholderSecret('local-webhook-secret-change-me')).toBe(true)
    expect(isPlaceholderSecret('local-client-address-secret-change-me')).toBe(true)
    expect(isPlaceholderSecret('change-me-metrics-token-0123456789')).toBe(true)
    expect(isPlaceholderSecret('CHANGE_ME_please_0123')).toBe(true)
    expect(isPlaceholderSecret(own.METRICS_TOKEN)).toBe(false)
  })

  it('production against another shop API: each default, placeholder or missing token is named', () => {
    const problems = secretProblems({
      production: true,
      embedded: false,
      STORYBLOK_WEBHOOK_SECRET: 'local-webhook-secret-change-me',
      CLIENT_ADDRESS_SECRET: 'local-client-address-secret-change-me',
      METRICS_TOKEN: undefined,
    })
    expect(problems).toHaveLength(3)
    expect(problems.join('\n')).toMatch(
      /STORYBLOK_WEBHOOK_SECRET.*CLIENT_ADDRESS_SECRET.*METRICS_TOKEN/s,
    )
    expect(
      secretProblems({
        production: true,
        embedded: false,
        ...own,
        METRICS_TOKEN: 'change-me-0123456789',
      }),
    ).toEqual([expect.stringMatching(/^METRICS_TOKEN/)])
  })

  it('own secrets pass; development and the embedded reference backend keep the defaults', () => {
    expect(secretProblems({ production: true, embedded: false, ...own })).toEqual([])
    const defaults = {
      STORYBLOK_WEBHOOK_SECRET: 'local-webhook-secret-change-me',
      CLIENT_ADDRESS_SECRET: 'local-client-address-secret-change-me',
      METRICS_TOKEN: undefined,
    }
    expect(secretProblems({ production: false, embedded: false, ...defaults })).toEqual([])
    expect(secretProblems({ production: true, embedded: true, ...defaults })).toEqual([])
  })

  it('with Google sign-in on, its cookie secret must be the shop’s own', () => {
    const google = { production: true, embedded: false, ...own, googleSignIn: true }
    expect(secretProblems(google)).toEqual([expect.stringMatching(/^GOOGLE_COOKIE_SECRET/)])
    expect(
      secretProblems({ ...google, GOOGLE_COOKIE_SECRET: 'local-google-cookie-secret-change-me' }),
    ).toEqual([expect.stringMatching(/^GOOGLE_COOKIE_SECRET/)])
    expect(secretProblems({ ...google, GOOGLE_COOKIE_SECRET: '3f9a1c7e5b2d8f4a6c0e' })).toEqual([])
    expect(secretProblems({ ...google, googleSignIn: false })).toEqual([])
  })
})
