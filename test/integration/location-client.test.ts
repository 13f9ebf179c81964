import { beforeAll, describe, expect, it } from 'vitest'
import { deviceInfo } from '~/domain/device'
import { marketFor } from '~/domain/market'
import { parsePathPrefixes } from '~/domain/paths'
import { referenceBackend } from './support/backend'

/**
 * The storefront's location client against the reference backend (contracts/location.ts): the
 * shopper's address as the storefront derives it (one trusted proxy hop here) reaches
 * `/api/get-location/` with the shared secret, and the same schema reads the answer.
 */
const backend = referenceBackend()
let location: typeof import('~/services/location.server')

beforeAll(async () => {
  location = await import('~/services/location.server')
})

const desktopBrowser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const cardsDE = marketFor('cards', 'de', 'de-DE', 'web')
const context = (clientAddress: string, userAgent = desktopBrowser) => ({
  clientAddress,
  market: cardsDE,
  device: deviceInfo(userAgent),
  prefixes: parsePathPrefixes('/'),
})

describe('location client (contract shared with the backend)', () => {
  it('reads the country of the address the storefront derived', async () => {
    expect(await location.shopperCountry('192.0.2.9', cardsDE)).toBe('CH')
    expect(await location.shopperCountry('8.8.4.4', cardsDE)).toBeNull()
  })

  it('suggests the home page of the country’s shop on this channel, and nothing in the current country', async () => {
    expect(await location.marketSuggestion(context('198.51.100.3'))).toEqual({
      country: 'FR',
      url: 'http://cards-fr.localhost:3000/',
    })
    expect(await location.marketSuggestion(context('10.0.0.8'))).toBeNull()
  })

  it('asks nothing for crawlers', async () => {
    const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    expect(await location.marketSuggestion(context('203.0.113.3', crawler))).toBeNull()
  })

  it('keeps a location briefly per address, and any failure is no suggestion, never an error', async () => {
    await backend().close()
    expect(await location.shopperCountry('192.0.2.9', cardsDE)).toBe('CH')
    expect(await location.marketSuggestion(context('192.0.2.77'))).toBeNull()
  })
})
