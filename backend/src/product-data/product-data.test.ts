import { describe, expect, it } from 'vitest'
import { FormatGroupAnswer } from '../../../contracts/prices'
import {
  AccessoryAnswer,
  AccessoryPriceAnswer,
  FormatGroupPricesImagesAnswer,
  InitialDataAnswer,
  PhotoboxesAnswer,
  SkuContainerAnswer,
} from '../../../contracts/product-data'
import { openDatabase } from '../db/database'
import { COUNTRIES, channels, locales } from '../market/markets'
import { contractBackend, marketHeaders } from '../testing/contract-calls'
import { getJson, tempDir, CARDS_DE } from '../testing/harness'
import { currencyOfCountry, seedProductData } from './seed'

const CARDS_CH = marketHeaders('cards', 'de-CH')
const CARDS_GB = marketHeaders('cards', 'en-GB')
const WALLART_DE = marketHeaders('wallart', 'de-DE')
const WALLART_US = marketHeaders('wallart', 'en-US')
const WALLART_LI = marketHeaders('wallart', 'de-LI')

const { backend, get, expectRefused } = contractBackend(CARDS_DE)

/** Every locale with the country it is sold in (de-CH → CH). */
const markets = channels.flatMap((channel) =>
  locales.map((locale) => marketHeaders(channel, locale)),
)

describe('GET /price-api/photoboxes', () => {
  it('answers both box sizes, small and large (MAX), with their formats, prints per box and a from price', async () => {
    const { status, body, response } = await get('/price-api/photoboxes')
    expect(status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    const { payload } = PhotoboxesAnswer.parse(body)
    expect(payload.currency).toBe('EUR')
    expect(payload.paperType).toBe('glaenzend')
    expect(payload.boxes.map((box) => box.photoboxType)).toEqual(['small', 'large'])
    const [small, large] = payload.boxes
    expect(small!.printsPerBox).toBe(50)
    expect(large!.printsPerBox).toBe(150)
    expect(small!.fromPrice.priceCurrent).toBe(
      Math.min(...small!.formats.map((format) => format.priceCurrent)),
    )
    expect(small!.formats.find((format) => format.formatType === '15x10')).toEqual({
      formatType: '15x10',
      width: 15,
      height: 10,
      priceCurrent: 19.99,
      priceOriginal: 24.99,
    })
    expect(small!.image.src).toMatch(/^https:\/\/a\.storyblok\.com\/.+photobox/)
  })

  it('prices in francs in Switzerland and pounds in the UK', async () => {
    const ch = PhotoboxesAnswer.parse((await get('/price-api/photoboxes', CARDS_CH)).body).payload
    const gb = PhotoboxesAnswer.parse((await get('/price-api/photoboxes', CARDS_GB)).body).payload
    expect(ch.currency).toBe('CHF')
    expect(gb.currency).toBe('GBP')
    expect(ch.boxes[0]!.fromPrice.priceCurrent).not.toBe(gb.boxes[0]!.fromPrice.priceCurrent)
  })

  it('refuses a paper it does not print on (400) and is not sold by the wall-art shop (404)', async () => {
    await expectRefused('/price-api/photoboxes?paperType=canvas', 400, 'paperType')
    await expectRefused('/price-api/photoboxes?size=small', 400, 'size')
    await expectRefused('/price-api/photoboxes', 404, 'photoboxType', WALLART_DE)
  })
})

describe('GET /price-api/prices/format-group-prices-images', () => {
  it('groups a material’s formats by aspect ratio, each format with its price and a picture cut to it', async () => {
    const { status, body } = await get(
      '/price-api/prices/format-group-prices-images?materialType=leinwand',
      WALLART_DE,
    )
    expect(status).toBe(200)
    const { payload } = FormatGroupPricesImagesAnswer.parse(body)
    const groups = new Map(payload.groups.map((group) => [group.formatGroup, group]))
    expect(groups.get('square')!.formats.map((format) => format.formatType)).toEqual([
      '30x30',
      '50x50',
      '60x60',
    ])
    const threeTwo = groups.get('3-2')!
    expect(threeTwo.formats.map((format) => format.formatType)).toContain('40x60')
    expect(threeTwo.fromPrice.priceCurrent).toBe(19.95)
    // 40 × 60 is portrait: its picture is 200 × 300.
    const portrait = threeTwo.formats.find((format) => format.formatType === '40x60')!
    expect([portrait.image.width, portrait.image.height]).toEqual([200, 300])
    expect(groups.get('3-1')!.image).toMatchObject({ width: 100, height: 300 })
  })

  it('agrees with /price-api/prices/format-group on every group’s from price', async () => {
    const withImages = FormatGroupPricesImagesAnswer.parse(
      (await get('/price-api/prices/format-group-prices-images?materialType=acrylglas', WALLART_US))
        .body,
    ).payload
    const plain = FormatGroupAnswer.parse(
      (await get('/price-api/prices/format-group?materialType=acrylglas', WALLART_US)).body,
    ).payload
    expect(withImages.currency).toBe('USD')
    expect(withImages.groups.map((group) => [group.formatGroup, group.fromPrice])).toEqual(
      plain.groups.map((group) => [group.formatGroup, group.fromPrice]),
    )
  })

  it('answers one group when asked, and refuses unknown ones', async () => {
    const { payload } = FormatGroupPricesImagesAnswer.parse(
      (
        await get(
          '/price-api/prices/format-group-prices-images?materialType=leinwand&formatGroup=square',
          WALLART_DE,
        )
      ).body,
    )
    expect(payload.groups.map((group) => group.formatGroup)).toEqual(['square'])
    await expectRefused(
      '/price-api/prices/format-group-prices-images?materialType=fototapete&formatGroup=square',
      404,
      'formatGroup',
      WALLART_DE,
    )
    await expectRefused(
      '/price-api/prices/format-group-prices-images?materialType=wood',
      400,
      'materialType',
      WALLART_DE,
    )
    await expectRefused(
      '/price-api/prices/format-group-prices-images?materialType=poster&frameType=artbox',
      400,
      'frameType',
      WALLART_DE,
    )
  })
})

describe('GET /accessory and GET /price-api/accessory', () => {
  it('lists the channel’s accessories with name, description, pictures and the products they go with', async () => {
    const cards = AccessoryAnswer.parse((await get('/accessory')).body).payload.accessories
    const wallart = AccessoryAnswer.parse((await get('/accessory', WALLART_DE)).body).payload
      .accessories
    expect(cards.map((accessory) => accessory.accessoryType)).toContain('envelope')
    expect(wallart.map((accessory) => accessory.accessoryType)).toEqual([
      'box',
      'posterbar',
      'screw',
    ])
    const ribbon = cards.find((accessory) => accessory.accessoryType === 'ribbon')!
    expect(ribbon).toMatchObject({ name: 'Satinband', unit: 'card', maxQuantity: 5000 })
    expect(ribbon.description).toContain('Satinband')
  })

  it('answers one accessory in the market’s language; one the channel does not sell is a 404', async () => {
    const { payload } = AccessoryAnswer.parse(
      (await get('/accessory?accessoryType=posterbar', WALLART_US)).body,
    )
    expect(payload.accessories).toHaveLength(1)
    expect(payload.accessories[0]!.productTypes).toEqual(['wallart'])
    await expectRefused('/accessory?accessoryType=envelope', 404, 'accessoryType', WALLART_DE)
    await expectRefused('/accessory?accessoryType=glitter', 400, 'accessoryType')
  })

  it('needs the market like every shop call', async () => {
    const { status } = await getJson(`${backend().url}/accessory`, {})
    expect(status).toBe(400)
  })

  it('prices an envelope per size class with the country’s surcharge (shop-core §9)', async () => {
    const de = AccessoryPriceAnswer.parse(
      (await get('/price-api/accessory?accessoryType=envelope')).body,
    ).payload
    const ch = AccessoryPriceAnswer.parse(
      (await get('/price-api/accessory?accessoryType=envelope', CARDS_CH)).body,
    ).payload
    expect(de.variants).toEqual([
      { variant: 'standard', priceCurrent: 0.95, priceOriginal: 0.95 },
      { variant: 'compact', priceCurrent: 1.1, priceOriginal: 1.1 },
      { variant: 'large', priceCurrent: 1.8, priceOriginal: 1.8 },
    ])
    expect(ch.currency).toBe('CHF')
    expect(ch.variants.map((variant) => variant.priceCurrent)).toEqual([1, 1.2, 2.9])
    expect(de.quantities.find((entry) => entry.quantity === 10)!.priceCurrent).toBe(9.5)
  })

  it('prices a piece accessory in the market’s currency, the same as /web-api/card-accessory-price', async () => {
    const ours = AccessoryPriceAnswer.parse(
      (await get('/price-api/accessory?accessoryType=posterbar', WALLART_LI)).body,
    ).payload
    const theirs = await get(
      '/web-api/card-accessory-price?accessoryType=posterbar&quantity=2',
      WALLART_LI,
    )
    expect(ours).toMatchObject({ currency: 'CHF', unit: 'piece' })
    expect(ours.quantities.find((entry) => entry.quantity === 2)!.priceCurrent).toBe(
      (theirs.body as { payload: { priceCurrent: number } }).payload.priceCurrent,
    )
    await expectRefused('/price-api/accessory', 400, 'accessoryType')
    await expectRefused('/price-api/accessory?accessoryType=pen', 404, 'accessoryType', WALLART_LI)
  })
})

describe('GET /web-api/sku/container', () => {
  it('answers a wall-art article with name, pictures, options, price, format group and delivery', async () => {
    const { status, body } = await get(
      '/web-api/sku/container?sku=wallart-leinwand-40x60',
      WALLART_DE,
    )
    expect(status).toBe(200)
    const { payload } = SkuContainerAnswer.parse(body)
    expect(payload).toMatchObject({
      sku: 'wallart-leinwand-40x60',
      currency: 'EUR',
      productType: 'wallart',
      materialType: 'leinwand',
      formatType: '40x60',
      name: 'Leinwand',
      priceCurrent: 39.95,
      priceOriginal: 59.95,
      formatGroup: '3-2',
      width: 40,
      height: 60,
      delivery: { standardDays: 3, expressHours: 24 },
    })
    expect(payload.options).toEqual([
      { name: 'Material', value: 'Leinwand' },
      { name: 'Format', value: '40 × 60 cm' },
    ])
  })

  it('shows sizes in inches in en-US on the wall-art channel', async () => {
    const { payload } = SkuContainerAnswer.parse(
      (await get('/web-api/sku/container?sku=wallart-poster-50x70', WALLART_US)).body,
    )
    expect(payload.currency).toBe('USD')
    expect(payload.options[1]).toEqual({ name: 'Size', value: '19.7 × 27.6 in' })
  })

  it('says express in 48 h in Switzerland, and no express for a product without it', async () => {
    const prints = SkuContainerAnswer.parse(
      (await get('/web-api/sku/container?sku=photoprint-glaenzend-15x10', CARDS_CH)).body,
    ).payload
    expect(prints.delivery.expressHours).toBe(48)
    expect(prints.currency).toBe('CHF')
    const box = SkuContainerAnswer.parse(
      (await get('/web-api/sku/container?sku=photobox-large-15x10')).body,
    ).payload
    expect(box.delivery.expressHours).toBeNull()
    expect(box.name).toBe('Fotobox MAX')
  })

  it('refuses malformed SKUs (400) and unknown ones or ones the channel does not sell (404)', async () => {
    await expectRefused('/web-api/sku/container?sku=NOPE', 400, 'sku')
    await expectRefused('/web-api/sku/container', 400, 'sku')
    await expectRefused('/web-api/sku/container?sku=wallart-leinwand-41x61', 404, 'sku', WALLART_DE)
    await expectRefused('/web-api/sku/container?sku=card-postkarte-a6-50', 404, 'sku', WALLART_DE)
    await expectRefused('/web-api/sku/container?sku=mug-white-small', 404, 'sku')
  })
})

describe('GET /web-api/shop-frontends-initial-data', () => {
  it('answers every market of both channels, currency per locale and inches only in en-US wall art', async () => {
    for (const headers of markets) {
      const { status, body, response } = await get('/web-api/shop-frontends-initial-data', headers)
      expect(status, headers['x-channel']).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
      const { payload } = InitialDataAnswer.parse(body)
      const country = headers['x-locale'].slice(3)
      expect(payload.currency).toBe(currencyOfCountry(country))
      expect(payload.unit).toBe(headers['x-channel'] === 'wallart-US' ? 'inch' : 'cm')
      expect(payload.paymentMethods.length).toBeGreaterThan(0)
    }
  })

  it('offers TWINT in Switzerland and iDEAL in the Netherlands', async () => {
    const ch = InitialDataAnswer.parse(
      (await get('/web-api/shop-frontends-initial-data', CARDS_CH)).body,
    )
    const nl = InitialDataAnswer.parse(
      (
        await get('/web-api/shop-frontends-initial-data', {
          'x-channel': 'cards-NL',
          'x-locale': 'nl-NL',
        })
      ).body,
    )
    expect(ch.payload.paymentMethods).toContain('twint')
    expect(ch.payload.freeShippingFrom).toBe(69)
    expect(nl.payload.paymentMethods[0]).toBe('ideal')
  })
})

describe('seed', () => {
  it('persists the data once and reseeds only after a change', () => {
    const db = openDatabase(tempDir('product-data'))
    try {
      expect(seedProductData(db, () => 0)).toBe(true)
      expect(seedProductData(db, () => 1)).toBe(false)
      const countries = db
        .prepare<[], { country: string }>(
          "SELECT country FROM shop_frontends WHERE channel = 'wallart'",
        )
        .all()
        .map((row) => row.country)
      expect(countries.sort()).toEqual([...COUNTRIES])
    } finally {
      db.close()
    }
  })
})
