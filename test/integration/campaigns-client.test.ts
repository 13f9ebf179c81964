import { beforeAll, describe, expect, it } from 'vitest'
import { marketFor } from '~/domain/market'
import { referenceBackend } from './support/backend'

/**
 * The storefront's campaign, express-shop and flag clients against the reference backend
 * (contracts/campaigns.ts): the same schemas read the answers, the running campaign
 * is decided by the storefront's rule, and a second call is answered from the cache.
 */
referenceBackend()
let campaigns: typeof import('~/services/campaigns.server')
let cache: typeof import('~/services/cache.server')

beforeAll(async () => {
  // The backend's clock: Monday 2 March 2026, 10:00 in Berlin.
  campaigns = await import('~/services/campaigns.server')
  cache = await import('~/services/cache.server')
})

const cardsDE = marketFor('cards', 'de', 'de-DE', 'web')
const cardsCH = marketFor('cards', 'ch', 'de-CH', 'web')
const monday = Date.parse('2026-03-02T09:00:00.000Z')

describe('campaign client', () => {
  it('shows this week’s campaign and caps the CDN at its end, Sunday 23:59 in Berlin', async () => {
    const state = await campaigns.campaignState(cardsDE, monday)
    expect(state.banner).toEqual({
      id: 'calendar-week',
      text: 'Nur bis Sonntag: 20 % auf alle Fotokalender',
      path: '/fotokalender',
      code: null,
    })
    // Until Monday 9 March 00:00 CET: the end of this one, the start of the next.
    expect(state.secondsToBoundary).toBe((Date.parse('2026-03-08T23:00:00Z') - monday) / 1000)
  })

  it('shows nothing once the campaigns it knows have ended', async () => {
    const state = await campaigns.campaignState(cardsDE, Date.parse('2026-04-01T00:00:00Z'))
    expect(state.banner).toBeNull()
    expect(state.secondsToBoundary).toBeUndefined()
  })

  it('answers a warm call from the cache, without asking the backend', async () => {
    await campaigns.campaignData(cardsCH)
    const misses = cache.cacheStats.misses
    const hits = cache.cacheStats.hits
    await campaigns.campaignData(cardsCH)
    expect(cache.cacheStats.misses).toBe(misses)
    expect(cache.cacheStats.hits).toBe(hits + 1)
  })
})

describe('express-shop and feature-flag clients', () => {
  it('reads the Swiss express range: 48 h, francs', async () => {
    const shop = await campaigns.expressShop(cardsCH)
    expect(shop.currency).toBe('CHF')
    expect(shop.timeZone).toBe('Europe/Zurich')
    expect(new Set(shop.products.map((product) => product.leadTimeHours))).toEqual(new Set([48]))
  })

  it('compares the shop’s flag names with the backend’s list', async () => {
    const check = await campaigns.checkFeatureFlags(cardsDE)
    expect(check.backend.map((flag) => flag.name)).toContain('product_matrix_wallart')
    expect(check.missing).not.toContain('product_matrix_wallart')
    expect(check.unknown).toContain('home_hero_experiment')
  })
})
