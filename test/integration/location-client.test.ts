import { beforeAll, describe, expect, it } from 'vitest'
import { deviceInfo } from '~/domain/device'
import { marketFor } from '~/domain/market'
import { parsePathPrefixes } from '~/domain/paths'
import { runInRequestScope } from '~/services/request-scope.server'
import { referenceBackend } from './support/backend'

/**
 * The storefront's location client against the reference backend (contracts/location.ts, ADR
 * 037): the shopper's address as the storefront derives it (one trusted proxy hop here) reaches
 * `/api/get-location/` with the shared secret, and the same schema reads the answer.
 */
const backend = referenceBackend()
let location: typeof import('~/services/location.server')

beforeAll(async () => {
  process.env.TRUSTED_PROXIES = '1'
  location = await import('~/services/location.server')
})

const desktopBrowser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const cardsDE = marketFor('cards', 'de', 'de-DE', 'web')
const fromAddress = (address: string) =>
  new Request('http://localhost:3000/land-und-sprache', {
    headers: { 'x-forwarded-for': address },
  })
const inScope = <T>(work: () => Promise<T>) => runInRequestScope(work, { peer: '127.0.0.1' })
const context = (userAgent = desktopBrowser) => ({
  market: cardsDE,
  device: deviceInfo(userAgent),
  prefixes: parsePathPrefixes('/'),
})

describe('location client (contract shared with the backend)', () => {
  it('reads the country of the address the storefront derived', async () => {
    expect(await inScope(() => location.shopperCountry(fromAddress('192.0.2.9'), cardsDE))).toBe(
      'CH',
    )
    expect(await inScope(() => location.shopperCountry(fromAddress('8.8.4.4'), cardsDE))).toBeNull()
  })

  it('suggests the home page of the country’s shop on this channel, and nothing in the current country', async () => {
    expect(
      await inScope(() => location.marketSuggestion(fromAddress('198.51.100.3'), context())),
    ).toEqual({ country: 'FR', url: 'http://cards-fr.localhost:3000/' })
    expect(
      await inScope(() => location.marketSuggestion(fromAddress('10.0.0.8'), context())),
    ).toBeNull()
  })

  it('asks nothing for crawlers', async () => {
    const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    expect(
      await inScope(() => location.marketSuggestion(fromAddress('203.0.113.3'), context(crawler))),
    ).toBeNull()
  })

  it('keeps a location briefly per address, and any failure is no suggestion, never an error', async () => {
    await backend().close()
    expect(await inScope(() => location.shopperCountry(fromAddress('192.0.2.9'), cardsDE))).toBe(
      'CH',
    )
    expect(
      await inScope(() => location.marketSuggestion(fromAddress('192.0.2.77'), context())),
    ).toBeNull()
  })
})
