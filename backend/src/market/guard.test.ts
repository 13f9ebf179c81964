import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getJson, removeTempDirs, startTestBackend, type TestBackend } from '../testing/harness'
import { COUNTRIES, locales } from './markets'

let backend: TestBackend

beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(async () => {
  await backend.close()
  removeTempDirs()
})

const shopPaths = [
  '/web-api/customer-data',
  '/price-api/prices/formats',
  '/gift-voucher',
  '/whitelabel/switch',
]

describe('X-Channel / X-Locale guard', () => {
  it('keeps the 17 locales of the spec', () => {
    expect(locales).toHaveLength(17)
    expect(COUNTRIES).toEqual([
      'AT',
      'BE',
      'CH',
      'DE',
      'ES',
      'FR',
      'GB',
      'IT',
      'LI',
      'LU',
      'NL',
      'US',
    ])
  })

  it.each(shopPaths)(
    'refuses %s without the headers with 400 and the shop error shape',
    async (path) => {
      const { status, body } = await getJson(`${backend.url}${path}`)
      expect(status).toBe(400)
      expect(typeof body.message.text).toBe('string')
      expect(Object.keys(body.payload.errors).sort()).toEqual(['X-Channel', 'X-Locale'])
    },
  )

  it.each([
    [{ 'x-channel': 'cards-DE' }, ['X-Locale']],
    [{ 'x-locale': 'de-DE' }, ['X-Channel']],
    [{ 'x-channel': 'cards', 'x-locale': 'de-DE' }, ['X-Channel']],
    [{ 'x-channel': 'posters-DE', 'x-locale': 'de-DE' }, ['X-Channel']],
    [{ 'x-channel': 'cards-de', 'x-locale': 'de-DE' }, ['X-Channel']],
    [{ 'x-channel': 'cards-XX', 'x-locale': 'de-DE' }, ['X-Channel']],
    [{ 'x-channel': 'cards-DE', 'x-locale': 'de_DE' }, ['X-Locale']],
    [{ 'x-channel': 'cards-DE', 'x-locale': 'pt-BR' }, ['X-Locale']],
    [{ 'x-channel': 'cards-DE', 'x-locale': 'DE-de' }, ['X-Locale']],
  ])('refuses %j naming %j', async (headers, fields) => {
    const { status, body } = await getJson(`${backend.url}/web-api/customer-data`, { headers })
    expect(status).toBe(400)
    expect(Object.keys(body.payload.errors)).toEqual(fields)
  })

  it.each([
    ['cards-DE', 'de-DE'],
    ['wallart-US', 'en-US'],
    ['cards-CH', 'it-CH'],
    ['wallart-LU', 'fr-LU'],
  ])('lets %s / %s through', async (channel, locale) => {
    const { status } = await getJson(`${backend.url}/web-api/customer-data`, {
      headers: { 'x-channel': channel, 'x-locale': locale },
    })
    expect(status).toBe(200)
  })

  it('checks the headers before looking up the route, and answers unknown shop paths 404 JSON', async () => {
    expect((await getJson(`${backend.url}/web-api/no-such-call`)).status).toBe(400)
    const { status, body } = await getJson(`${backend.url}/web-api/no-such-call`, {
      headers: { 'x-channel': 'cards-DE', 'x-locale': 'de-DE' },
    })
    expect(status).toBe(404)
    expect(body.message.text).toBeTruthy()
  })

  it('does not guard content, health and outbox paths', async () => {
    expect((await getJson(`${backend.url}/healthz`)).status).toBe(200)
    expect((await getJson(`${backend.url}/v2/cdn/spaces/me?token=local-public-token`)).status).toBe(
      200,
    )
    expect((await getJson(`${backend.url}/outbox`)).status).toBe(200)
  })
})
