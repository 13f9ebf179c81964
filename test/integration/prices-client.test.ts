import { beforeAll, describe, expect, it } from 'vitest'
import { marketFor } from '~/domain/market'
import { referenceBackend } from './support/backend'

/**
 * The storefront's price clients against the reference backend (contracts/prices.ts): the
 * same schemas parse the answers on both sides, so a drift between them fails here.
 */
referenceBackend({ contentDir: 'backend/content' })
let prices: typeof import('~/services/prices.server')
let shipping: typeof import('~/services/shipping.server')
let products: typeof import('~/services/products.server')

beforeAll(async () => {
  prices = await import('~/services/prices.server')
  shipping = await import('~/services/shipping.server')
  products = await import('~/services/products.server')
})

const wallartCH = marketFor('wallart', 'ch', 'de-CH', 'web')
const cardsDE = marketFor('cards', 'de', 'de-DE', 'web')

describe('price clients (contract shared with the backend)', () => {
  it('reads wall-art format prices, framed prices and a frame option price in the market currency', async () => {
    const plain = await prices.wallArtFormatPrices(wallartCH, 'acrylglas')
    expect(plain?.get('120x180')).toEqual({ priceCurrent: 1044.95, priceOriginal: 1044.95 })
    const framed = await prices.wallArtFormatPrices(wallartCH, 'acrylglas', 'schattenfuge-platte')
    expect(framed?.get('40x60')?.priceCurrent).toBeGreaterThan(plain!.get('40x60')!.priceCurrent)
    expect(await prices.optionPrice(wallartCH, 'leinwand', 'stretcher-frame', '38mm')).toEqual({
      priceCurrent: 10.95,
      priceOriginal: 10.95,
    })
    expect((await prices.frameOptions(wallartCH, 'poster'))[0]).toMatchObject({
      optionType: 'holzrahmen',
      isDefault: true,
    })
  })

  it('reads calendars, photo books, photo boxes, cards, SKUs, themes, collage designs and lead times', async () => {
    expect((await prices.calendarPrices(cardsDE, 'wandkalender'))?.defaultMountingType).toBe(
      'spirale',
    )
    expect(
      (await prices.photobookPrices(cardsDE, 'echtfotobuch', '4300'))?.templates.landscape,
    ).toBe('7301')
    expect((await prices.photoboxData(cardsDE, 'prints', 'matt'))?.paperType).toBe('matt')
    expect((await prices.cardPrices(cardsDE, 'postkarte-a6', '1003'))?.prices).toHaveLength(42)
    expect(await prices.articleBySku(cardsDE, 'calendar-tischkalender-a5-quer')).toMatchObject({
      materialType: 'tischkalender',
      formatType: 'a5-quer',
    })
    expect((await products.themeById(cardsDE, '1004'))?.name).toBe('Kleine Füße')
    expect((await products.collageDesign(cardsDE, 27))?.initialFormatType).toBe('30x90')
    expect((await shipping.shippingInformation(cardsDE))?.timeZone).toBe('Europe/Berlin')
  })

  it('answers null (and logs) when the backend refuses the call: the calculator then shows "Not available"', async () => {
    expect(await prices.wallArtFormatPrices(wallartCH, 'gold')).toBeNull()
    expect(
      await prices.calendarPrices(marketFor('wallart', 'de', 'de-DE', 'web'), 'wandkalender'),
    ).toBeNull()
    expect(await products.themeById(cardsDE, '9999')).toBeNull()
    expect(await products.themeById(cardsDE, '../x')).toBeNull()
  })
})
