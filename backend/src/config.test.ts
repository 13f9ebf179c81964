import { describe, expect, it } from 'vitest'
import { readConfig } from './config'

describe('backend configuration', () => {
  it('has a default for everything', () => {
    const result = readConfig({}, '/repo')
    expect(result).toEqual({
      ok: true,
      env: expect.objectContaining({
        BACKEND_HOST: '127.0.0.1',
        BACKEND_PORT: 3001,
        BACKEND_DATA_DIR: '/repo/data',
        BACKEND_CONTENT_DIR: '/repo/backend/content',
        STORYBLOK_PUBLIC_TOKEN: 'local-public-token',
        STORYBLOK_PREVIEW_TOKEN: 'local-preview-token',
        STOREFRONT_URL: 'http://localhost:3000',
        CAPTCHA_TEST_TOKEN: 'test-captcha-token',
      }),
    })
  })

  it('accepts port 0 and resolves directories against the working directory', () => {
    const result = readConfig(
      { BACKEND_PORT: '0', BACKEND_DATA_DIR: 'tmp/d', BACKEND_CONTENT_DIR: '/abs/content' },
      '/repo',
    )
    expect(result.ok && result.env).toMatchObject({
      BACKEND_PORT: 0,
      BACKEND_DATA_DIR: '/repo/tmp/d',
      BACKEND_CONTENT_DIR: '/abs/content',
    })
  })

  it('names every invalid variable', () => {
    const result = readConfig({
      BACKEND_PORT: 'abc',
      STOREFRONT_URL: 'not a url',
      BACKEND_LOG_LEVEL: 'loud',
    })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.problems.join('\n')).toMatch(/BACKEND_PORT="abc"/)
      expect(result.problems.join('\n')).toMatch(/STOREFRONT_URL/)
      expect(result.problems.join('\n')).toMatch(/BACKEND_LOG_LEVEL/)
    }
  })

  it('refuses a port out of range', () => {
    expect(readConfig({ BACKEND_PORT: '70000' }).ok).toBe(false)
  })

  it('takes a country code for loopback addresses and refuses anything else', () => {
    const result = readConfig({ BACKEND_LOCATION_DEFAULT: 'CH' })
    expect(result.ok && result.env.BACKEND_LOCATION_DEFAULT).toBe('CH')
    const unset = readConfig({})
    expect(unset.ok && unset.env).not.toHaveProperty('BACKEND_LOCATION_DEFAULT')
    expect(readConfig({ BACKEND_LOCATION_DEFAULT: 'Schweiz' }).ok).toBe(false)
  })
})

describe('the client-address secret', () => {
  it('the default is refused once the backend listens beyond this machine', () => {
    const refused = readConfig({ BACKEND_HOST: '0.0.0.0' })
    expect(refused.ok).toBe(false)
    expect(refused.ok ? [] : refused.problems).toEqual([
      expect.stringMatching(/^CLIENT_ADDRESS_SECRET: .*BACKEND_HOST=0\.0\.0\.0/),
    ])
    expect(
      readConfig({ BACKEND_HOST: '0.0.0.0', CLIENT_ADDRESS_SECRET: 'an-own-secret-4f1b9c' }).ok,
    ).toBe(true)
    expect(readConfig({ BACKEND_HOST: '127.0.0.1' }).ok).toBe(true)
  })
})

describe('the Google test issuer', () => {
  it('is off unless asked for, and asked for only on loopback and without Google’s key set', () => {
    const unset = readConfig({})
    expect(unset.ok && unset.env.GOOGLE_TEST_ISSUER).toBe(false)
    const on = readConfig({ GOOGLE_TEST_ISSUER: '1' })
    expect(on.ok && on.env.GOOGLE_TEST_ISSUER).toBe(true)
    const reachable = readConfig({
      GOOGLE_TEST_ISSUER: '1',
      BACKEND_HOST: '0.0.0.0',
      CLIENT_ADDRESS_SECRET: 'an-own-secret-4f1b9c',
    })
    expect(reachable.ok ? [] : reachable.problems).toEqual([
      expect.stringMatching(/^GOOGLE_TEST_ISSUER: .*0\.0\.0\.0/),
    ])
    const both = readConfig({
      GOOGLE_TEST_ISSUER: 'true',
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
    })
    expect(both.ok).toBe(false)
    expect(readConfig({ GOOGLE_TEST_ISSUER: 'yes' }).ok).toBe(false)
  })
})
