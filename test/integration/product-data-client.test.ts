import { beforeAll, describe, expect, it } from 'vitest'
import { marketFor } from '~/domain/market'
import { referenceBackend } from './support/backend'

/**
 * The storefront's product-data client against the reference backend (contracts/product-data.ts):
 * the contract's schemas read every answer, a warm call is answered from the cache,
 * and a refused call degrades to null.
 */
referenceBackend()
let data: typeof import('~/services/product-data.server')
let cache: typeof import('~/services/cache.server')

beforeAll(async () => {
  data = await import('~/services/product-data.server')
  cache = await import('~/services/cache.server')
})

const cardsDE = marketFor('cards', 'de', 'de-DE', 'web')
const cardsCH = marketFor('cards', 'ch', 'de-CH', 'web')
const wallartDE = marketFor('wallart', 'de', 'de-DE', 'web')
const wallartUS = marketFor('wallart', 'com', 'en-US', 'web')

describe('product-data client', () => {
  it('reads both photo boxes with their from prices; the wall-art shop has none', async () => {
    const overview = await data.photoboxOverview(cardsCH)
    expect(overview?.currency).toBe('CHF')
    expect(overview?.boxes.map((box) => box.photoboxType)).toEqual(['small', 'large'])
    expect(await data.photoboxOverview(wallartDE)).toBeNull()
  })

  it('reads the format groups and one group’s formats with pictures', async () => {
    const groups = await data.formatGroups(wallartUS, 'leinwand')
    expect(groups?.currency).toBe('USD')
    const square = await data.formatGroupPricesImages(wallartUS, 'leinwand', 'square')
    expect(square?.groups).toHaveLength(1)
    expect(square?.groups[0]!.fromPrice).toEqual(
      groups?.groups.find((group) => group.formatGroup === 'square')?.fromPrice,
    )
  })

  it('reads an accessory and its prices in the market’s currency', async () => {
    const ribbon = await data.accessories(cardsDE, 'ribbon')
    expect(ribbon?.accessories[0]?.name).toBe('Satinband')
    const prices = await data.accessoryPrices(cardsCH, 'envelope')
    expect(prices?.currency).toBe('CHF')
    expect(prices?.variants.map((variant) => variant.variant)).toEqual([
      'standard',
      'compact',
      'large',
    ])
    expect(await data.accessoryPrices(wallartDE, 'envelope')).toBeNull()
  })

  it('reads a SKU container, and says which one the shop does not have', async () => {
    const container = await data.skuContainer(wallartDE, 'wallart-leinwand-40x60')
    expect(container).toMatchObject({ name: 'Leinwand', formatGroup: '3-2', currency: 'EUR' })
    expect(await data.skuContainer(wallartDE, 'wallart-leinwand-41x61')).toBe('unknown')
  })

  it('keeps the shop frontend’s initial data: a warm call makes no upstream call', async () => {
    const first = await data.shopFrontend(cardsCH)
    expect(first?.paymentMethods).toContain('twint')
    const misses = cache.cacheStats.misses
    const second = await data.shopFrontend(cardsCH)
    expect(second).toEqual(first)
    expect(cache.cacheStats.misses).toBe(misses)
  })
})
