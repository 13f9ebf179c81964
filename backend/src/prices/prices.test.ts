import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ArticleAnswer,
  CalendarPriceAnswer,
  CardPriceAnswer,
  CollageDesignAnswer,
  FormatGroupAnswer,
  FormatsAnswer,
  PhotobookPriceAnswer,
  PhotoboxDataAnswer,
  PhotoOptionsGroupsAnswer,
  priceCalls,
  ShippingInformationAnswer,
  ShopErrorAnswer,
  ThemeAnswer,
} from '../../../contracts/prices'
import { contractBackend, marketHeaders } from '../testing/contract-calls'
import { getJson, startTestBackend, CARDS_DE } from '../testing/harness'
import { defaultCatalogue, parseCatalogue } from './catalogue'
import { pricesModuleWith } from './routes'

const CARDS_CH = marketHeaders('cards', 'de-CH')
const WALLART_DE = marketHeaders('wallart', 'de-DE')
const WALLART_CH = marketHeaders('wallart', 'fr-CH')
const WALLART_US = marketHeaders('wallart', 'en-US')

const { backend, get, expectRefused } = contractBackend(CARDS_DE)

describe('GET /price-api/prices/formats (materialType, frameType → payload.formats[] formatType, priceCurrent, priceOriginal)', () => {
  it('answers every format of a material with current and original prices in the market currency', async () => {
    const { status, body, response } = await get(
      '/price-api/prices/formats?materialType=leinwand',
      WALLART_DE,
    )
    expect(status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    const { payload } = FormatsAnswer.parse(body)
    expect(payload).toMatchObject({ currency: 'EUR', materialType: 'leinwand', frameType: null })
    expect(payload.formats.find((format) => format.formatType === '40x60')).toEqual({
      formatType: '40x60',
      priceCurrent: 39.95,
      priceOriginal: 59.95,
    })
  })

  it('converts to CHF rounded to 0.05, and a large acrylic-glass format costs over 1000 CHF', async () => {
    const { payload } = FormatsAnswer.parse(
      (await get('/price-api/prices/formats?materialType=acrylglas', WALLART_CH)).body,
    )
    expect(payload.currency).toBe('CHF')
    for (const format of payload.formats) expect(Math.round(format.priceCurrent * 100) % 5).toBe(0)
    expect(
      payload.formats.find((format) => format.formatType === '120x180')?.priceCurrent,
    ).toBeGreaterThanOrEqual(1000)
  })

  it('answers USD in en-US and GBP in en-GB', async () => {
    expect(
      FormatsAnswer.parse(
        (await get('/price-api/prices/formats?materialType=poster', WALLART_US)).body,
      ).payload.currency,
    ).toBe('USD')
    const gb = marketHeaders('wallart', 'en-GB')
    expect(
      FormatsAnswer.parse((await get('/price-api/prices/formats?materialType=poster', gb)).body)
        .payload.currency,
    ).toBe('GBP')
  })

  it('with a frame type answers framed prices, dearer than unframed in every format', async () => {
    const plain = FormatsAnswer.parse(
      (await get('/price-api/prices/formats?materialType=poster', WALLART_DE)).body,
    ).payload.formats
    const framed = FormatsAnswer.parse(
      (await get('/price-api/prices/formats?materialType=poster&frameType=holzrahmen', WALLART_DE))
        .body,
    ).payload
    expect(framed.frameType).toBe('holzrahmen')
    for (const format of framed.formats) {
      expect(format.priceCurrent).toBeGreaterThan(
        plain.find((candidate) => candidate.formatType === format.formatType)!.priceCurrent,
      )
    }
  })

  it('refuses bad parameters with 400: missing, unknown value, frame not offered, unknown or repeated parameter', async () => {
    await expectRefused('/price-api/prices/formats', 400, 'materialType')
    await expectRefused('/price-api/prices/formats?materialType=gold', 400, 'materialType')
    await expectRefused('/price-api/prices/formats?materialType=', 400, 'materialType')
    await expectRefused(
      '/price-api/prices/formats?materialType=poster&frameType=goldrahmen',
      400,
      'frameType',
    )
    await expectRefused(
      '/price-api/prices/formats?materialType=acrylglas&frameType=holzrahmen',
      400,
      'frameType',
    )
    await expectRefused('/price-api/prices/formats?materialType=poster&size=big', 400, 'size')
    await expectRefused(
      '/price-api/prices/formats?materialType=poster&materialType=leinwand',
      400,
      'materialType',
    )
  })
})

describe('GET /price-api/prices/article (sku)', () => {
  it.each([
    ['wallart-leinwand-40x60', 'wallart', 'leinwand', '40x60'],
    ['calendar-wandkalender-a4-hoch', 'calendar', 'wandkalender', 'a4-hoch'],
    ['photobook-echtfotobuch-300-300', 'photobook', 'echtfotobuch', '300-300'],
    ['photobox-large-15x10', 'photobox', 'large', '15x10'],
    ['photoprint-matt-10x10', 'photoprint', 'matt', '10x10'],
    ['card-klappkarte-a6-50', 'card', 'klappkarte-a6', '50'],
    ['card-postkarte-a6-sample', 'card', 'postkarte-a6', 'sample'],
  ])(
    '%s names the product, its material option and format, with prices',
    async (sku, productType, materialType, formatType) => {
      const { status, body } = await get(`/price-api/prices/article?sku=${sku}`)
      expect(status).toBe(200)
      expect(ArticleAnswer.parse(body).payload).toMatchObject({
        sku,
        productType,
        materialType,
        formatType,
        currency: 'EUR',
      })
    },
  )

  it('refuses a malformed SKU with 400 and an unknown one with 404', async () => {
    await expectRefused('/price-api/prices/article', 400, 'sku')
    await expectRefused('/price-api/prices/article?sku=LEINWAND', 400, 'sku')
    await expectRefused('/price-api/prices/article?sku=..%2Fetc', 400, 'sku')
    await expectRefused('/price-api/prices/article?sku=wallart-leinwand-1x1', 404, 'sku')
    await expectRefused('/price-api/prices/article?sku=sofa-leinwand-40x60', 404, 'sku')
    await expectRefused('/price-api/prices/article?sku=card-klappkarte-a6-7', 404, 'sku')
  })

  it('answers 404 for a product the channel does not sell (calendars in the wall-art shop)', async () => {
    await expectRefused(
      '/price-api/prices/article?sku=calendar-wandkalender-a4-hoch',
      404,
      undefined,
      WALLART_DE,
    )
  })
})

describe('GET /price-api/prices/format-group (materialType, frameType)', () => {
  it('groups formats by aspect ratio with the cheapest price of each group as its from-price', async () => {
    const { payload } = FormatGroupAnswer.parse(
      (await get('/price-api/prices/format-group?materialType=leinwand', WALLART_DE)).body,
    )
    const threeTwo = payload.groups.find((group) => group.formatGroup === '3-2')!
    expect(threeTwo.formatTypes).toEqual(expect.arrayContaining(['20x30', '40x60', '60x90']))
    expect(threeTwo.fromPrice).toEqual({ priceCurrent: 19.95, priceOriginal: 29.95 })
    expect(payload.groups.find((group) => group.formatGroup === 'square')?.formatTypes).toEqual([
      '30x30',
      '50x50',
      '60x60',
    ])
  })

  it('refuses bad parameters with 400', async () => {
    await expectRefused('/price-api/prices/format-group?materialType=wood', 400, 'materialType')
    await expectRefused(
      '/price-api/prices/format-group?materialType=poster&frameType=artbox',
      400,
      'frameType',
    )
  })
})

describe('GET /price-api/photo-options-groups (materialType, optionType, optionTypeGroup → a payload field holding the price)', () => {
  it('answers the asked option in payload.price and the whole group in payload.options', async () => {
    const { status, body } = await get(
      '/price-api/photo-options-groups?materialType=leinwand&optionTypeGroup=stretcher-frame&optionType=38mm',
      WALLART_DE,
    )
    expect(status).toBe(200)
    const { payload } = PhotoOptionsGroupsAnswer.parse(body)
    expect(payload.price).toBe(9.95)
    expect(payload.options.map((option) => option.optionType)).toEqual(['25mm', '38mm'])
    expect(payload.options[0]?.isDefault).toBe(true)
  })

  it('lists the frames of a material, its default frame first (poster: holzrahmen)', async () => {
    const { payload } = PhotoOptionsGroupsAnswer.parse(
      (
        await get(
          '/price-api/photo-options-groups?materialType=poster&optionTypeGroup=frame',
          WALLART_DE,
        )
      ).body,
    )
    expect(payload.price).toBeNull()
    expect(payload.options[0]).toMatchObject({ optionType: 'holzrahmen', isDefault: true })
  })

  it('refuses bad parameters with 400 and options the material does not have with 404', async () => {
    await expectRefused(
      '/price-api/photo-options-groups?materialType=leinwand',
      400,
      'optionTypeGroup',
    )
    await expectRefused(
      '/price-api/photo-options-groups?materialType=leinwand&optionTypeGroup=colour',
      400,
      'optionTypeGroup',
    )
    await expectRefused(
      '/price-api/photo-options-groups?materialType=leinwand&optionTypeGroup=frame&optionType=Gold%20Frame',
      400,
      'optionType',
    )
    await expectRefused(
      '/price-api/photo-options-groups?materialType=poster&optionTypeGroup=drilling',
      404,
      'optionTypeGroup',
    )
    await expectRefused(
      '/price-api/photo-options-groups?materialType=leinwand&optionTypeGroup=frame&optionType=holzrahmen',
      404,
      'optionType',
    )
  })
})

describe('GET /web-api/card-price (formatType, quantity, themeId)', () => {
  it('answers every quantity step and the free sample, cheaper per card in larger quantities', async () => {
    const { payload } = CardPriceAnswer.parse(
      (await get('/web-api/card-price?formatType=postkarte-a6')).body,
    )
    expect(payload.prices).toHaveLength(42)
    const unit = (quantity: number) =>
      payload.prices.find((price) => price.quantity === quantity)!.unitPrice
    expect(unit(1000)).toBeLessThan(unit(10))
    expect(payload.prices.find((price) => price.quantity === 'sample')).toMatchObject({
      priceCurrent: 0,
    })
  })

  it('answers one quantity, with the discount of the format (klappkarte-a6: 20 %)', async () => {
    const { payload } = CardPriceAnswer.parse(
      (await get('/web-api/card-price?formatType=klappkarte-a6&quantity=50&themeId=1001')).body,
    )
    expect(payload.prices).toEqual([
      { quantity: 50, priceCurrent: 63.6, priceOriginal: 79.5, unitPrice: 1.27 },
    ])
    expect(payload.themeId).toBe('1001')
  })

  it('lists the refinements a format takes and adds the surcharge to every card', async () => {
    const plain = CardPriceAnswer.parse(
      (await get('/web-api/card-price?formatType=klappkarte-a6&quantity=50')).body,
    ).payload
    expect(plain.refinementType).toBeNull()
    expect(plain.refinements).toEqual([
      { refinementType: 'ohne', unitPrice: 0 },
      { refinementType: 'gold', unitPrice: 0.35 },
      { refinementType: 'silber', unitPrice: 0.35 },
      { refinementType: 'rosegold', unitPrice: 0.45 },
      { refinementType: 'relief', unitPrice: 0.55 },
    ])
    const gold = CardPriceAnswer.parse(
      (await get('/web-api/card-price?formatType=klappkarte-a6&quantity=50&refinementType=gold'))
        .body,
    ).payload
    expect(gold.refinementType).toBe('gold')
    expect(gold.prices).toEqual([
      { quantity: 50, priceCurrent: 81.1, priceOriginal: 97, unitPrice: 1.62 },
    ])
    const sample = CardPriceAnswer.parse(
      (
        await get(
          '/web-api/card-price?formatType=klappkarte-a6&quantity=sample&refinementType=relief',
        )
      ).body,
    ).payload
    expect(sample.prices[0]).toMatchObject({ quantity: 'sample', priceCurrent: 0 })
    // Postcards take foil but no relief or rose gold; francs convert the surcharge itself.
    const postcard = CardPriceAnswer.parse(
      (await get('/web-api/card-price?formatType=postkarte-a6', CARDS_CH)).body,
    ).payload
    expect(postcard.refinements).toEqual([
      { refinementType: 'ohne', unitPrice: 0 },
      { refinementType: 'gold', unitPrice: 0.4 },
      { refinementType: 'silber', unitPrice: 0.4 },
    ])
    await expectRefused(
      '/web-api/card-price?formatType=postkarte-a6&refinementType=relief',
      404,
      'refinementType',
    )
    await expectRefused(
      '/web-api/card-price?formatType=postkarte-a6&refinementType=platin',
      400,
      'refinementType',
    )
  })

  it('refuses bad parameters with 400 and unknown themes with 404', async () => {
    await expectRefused('/web-api/card-price', 400, 'formatType')
    await expectRefused('/web-api/card-price?formatType=klappkarte-a6&quantity=7', 400, 'quantity')
    await expectRefused('/web-api/card-price?formatType=klappkarte-a6&quantity=0', 400, 'quantity')
    await expectRefused('/web-api/card-price?formatType=klappkarte-a6&quantity=-5', 400, 'quantity')
    await expectRefused(
      '/web-api/card-price?formatType=klappkarte-a6&quantity=1e3',
      400,
      'quantity',
    )
    await expectRefused('/web-api/card-price?formatType=klappkarte-a6&themeId=abc', 400, 'themeId')
    await expectRefused('/web-api/card-price?formatType=klappkarte-a6&themeId=9999', 404, 'themeId')
    await expectRefused(
      '/web-api/card-price?formatType=klappkarte-quadratisch&themeId=1003',
      404,
      'formatType',
    )
    await expectRefused('/web-api/card-price?formatType=postkarte-a6', 404, undefined, WALLART_DE)
  })
})

describe('GET /web-api/calendar-price (calendarType, formatType)', () => {
  it('answers the formats of a calendar type with its mountings', async () => {
    const { payload } = CalendarPriceAnswer.parse(
      (await get('/web-api/calendar-price?calendarType=tischkalender')).body,
    )
    expect(payload).toMatchObject({ defaultMountingType: 'holzfuss', currency: 'EUR' })
    expect(payload.formats[0]).toEqual({
      formatType: 'a5-quer',
      priceCurrent: 17.99,
      priceOriginal: 21.99,
    })
  })

  it('answers CHF on the Swiss shop', async () => {
    const { payload } = CalendarPriceAnswer.parse(
      (await get('/web-api/calendar-price?calendarType=wandkalender&formatType=a3-hoch', CARDS_CH))
        .body,
    )
    expect(payload.formats).toEqual([
      { formatType: 'a3-hoch', priceCurrent: 38.5, priceOriginal: 38.5 },
    ])
  })

  it('refuses bad parameters with 400 and a format the type does not have with 404', async () => {
    await expectRefused('/web-api/calendar-price', 400, 'calendarType')
    await expectRefused('/web-api/calendar-price?calendarType=jahreskalender', 400, 'calendarType')
    await expectRefused(
      '/web-api/calendar-price?calendarType=wandkalender&formatType=A4%20hoch',
      400,
      'formatType',
    )
    await expectRefused(
      '/web-api/calendar-price?calendarType=wandkalender&formatType=a6-hoch',
      404,
      'formatType',
    )
  })
})

describe('GET /web-api/photobook-price (type, photobookFormat, photobookPageCount, designGroupSetId)', () => {
  it('answers the base page count, templates and papers; more pages cost more', async () => {
    const base = PhotobookPriceAnswer.parse(
      (await get('/web-api/photobook-price?type=digitalfotobuch&photobookFormat=a4-quer')).body,
    ).payload
    expect(base).toMatchObject({
      designGroupSetId: '4100',
      templates: { landscape: '7101', portrait: '7102', square: '7103' },
      defaultPaperType: 'standard',
    })
    expect(base.formats).toEqual([
      {
        formatType: 'a4-quer',
        photobookPageCount: 24,
        priceCurrent: 29.99,
        priceOriginal: 39.99,
        pricePerExtraPages: 0.99,
      },
    ])
    const more = PhotobookPriceAnswer.parse(
      (
        await get(
          '/web-api/photobook-price?type=digitalfotobuch&photobookFormat=a4-quer&photobookPageCount=30&designGroupSetId=4200',
        )
      ).body,
    ).payload
    expect(more.formats[0]).toMatchObject({ photobookPageCount: 30, priceCurrent: 32.96 })
    expect(more.templates.square).toBe('7203')
  })

  it('refuses bad parameters with 400 and unknown sets or formats with 404', async () => {
    await expectRefused('/web-api/photobook-price', 400, 'type')
    await expectRefused('/web-api/photobook-price?type=fotobuch', 400, 'type')
    await expectRefused(
      '/web-api/photobook-price?type=digitalfotobuch&photobookPageCount=25',
      400,
      'photobookPageCount',
    )
    await expectRefused(
      '/web-api/photobook-price?type=digitalfotobuch&photobookPageCount=500',
      400,
      'photobookPageCount',
    )
    await expectRefused(
      '/web-api/photobook-price?type=digitalfotobuch&photobookPageCount=zwei',
      400,
      'photobookPageCount',
    )
    await expectRefused(
      '/web-api/photobook-price?type=digitalfotobuch&designGroupSetId=99',
      404,
      'designGroupSetId',
    )
    await expectRefused(
      '/web-api/photobook-price?type=fotoheft&photobookFormat=a3-quer',
      404,
      'photobookFormat',
    )
  })
})

describe('GET /web-api/photobox-data (photoboxType, paperType)', () => {
  it('answers box and print formats with width and height in cm', async () => {
    const prints = PhotoboxDataAnswer.parse(
      (await get('/web-api/photobox-data?photoboxType=prints&paperType=matt')).body,
    ).payload
    expect(prints).toMatchObject({
      printsPerBox: null,
      paperType: 'matt',
      paperTypes: ['glaenzend', 'matt'],
    })
    expect(prints.formats.map((format) => format.formatType)).toEqual([
      '10x10',
      '10x12',
      '13x9',
      '15x10',
      '18x13',
      '30x20',
    ])
    expect(prints.formats.find((format) => format.formatType === '13x9')).toMatchObject({
      width: 13,
      height: 9,
    })
    const box = PhotoboxDataAnswer.parse(
      (await get('/web-api/photobox-data?photoboxType=small')).body,
    ).payload
    expect(box.printsPerBox).toBe(50)
  })

  it('refuses bad parameters with 400', async () => {
    await expectRefused('/web-api/photobox-data', 400, 'photoboxType')
    await expectRefused('/web-api/photobox-data?photoboxType=medium', 400, 'photoboxType')
    await expectRefused(
      '/web-api/photobox-data?photoboxType=prints&paperType=seide',
      400,
      'paperType',
    )
  })
})

// The list, `/web-api/themes`, is the card module's (backend/src/cards).
describe('GET /web-api/themes/{id}', () => {
  it('answers a theme with its name in the language of X-Locale', async () => {
    const { payload: french } = ThemeAnswer.parse(
      (await get('/web-api/themes/1002', marketHeaders('cards', 'fr-FR'))).body,
    )
    expect(french.theme).toMatchObject({ themeId: '1002', name: 'Alliances dorées' })
    const { payload: theme } = ThemeAnswer.parse((await get('/web-api/themes/1001')).body)
    expect(theme.theme).toMatchObject({
      themeId: '1001',
      name: 'Bunte Ballons',
      initialFormatType: 'klappkarte-a6',
      initialQuantity: 50,
    })
  })

  it('refuses a malformed id with 400, an unknown one with 404, and query parameters on the id call with 400', async () => {
    await expectRefused('/web-api/themes/abc', 400, 'themeId')
    await expectRefused('/web-api/themes/9999', 404, 'themeId')
    await expectRefused('/web-api/themes/1001?format=x', 400, 'format')
  })
})

describe('GET /web-api/shipping-information (lodStart, safetyLodEnd, lodEnd, expressLodEnd, saturdayLodEnd)', () => {
  it('answers the lead times of the market from the clock (Monday 10:00 in Berlin: today 14:00, express too)', async () => {
    backend().clock.time = Date.parse('2026-03-02T09:00:00Z')
    const { payload } = ShippingInformationAnswer.parse(
      (await get('/web-api/shipping-information')).body,
    )
    expect(payload).toEqual({
      lodStart: '2026-03-01T23:00:00.000Z',
      safetyLodEnd: null,
      lodEnd: '2026-03-02T13:00:00.000Z',
      expressLodEnd: '2026-03-02T13:00:00.000Z',
      saturdayLodEnd: null,
      timeZone: 'Europe/Berlin',
    })
  })

  it('refuses bad parameters with 400', async () => {
    await expectRefused('/web-api/shipping-information?productType=sofa', 400, 'productType')
    await expectRefused('/web-api/shipping-information?when=now', 400, 'when')
  })
})

describe('GET /web-api/collage-designer-design-group/{designId} (cached per design id)', () => {
  it('answers the design with its materials and formats', async () => {
    const { payload } = CollageDesignAnswer.parse(
      (await get('/web-api/collage-designer-design-group/13')).body,
    )
    expect(payload).toMatchObject({
      designId: '13',
      name: 'Herz aus Fotos',
      initialMaterialType: 'poster',
      initialFormatType: '40x60',
    })
  })

  it('refuses a malformed id with 400 and an unknown one with 404', async () => {
    await expectRefused('/web-api/collage-designer-design-group/abc', 400, 'designId')
    await expectRefused('/web-api/collage-designer-design-group/0', 400, 'designId')
    await expectRefused('/web-api/collage-designer-design-group/404', 404, 'designId')
  })
})

describe('every price call', () => {
  const paths = Object.values(priceCalls).map((call) => call.path.replace(/:(\w+)/, '1001'))

  it('needs X-Channel and X-Locale (400 before routing)', async () => {
    for (const path of paths) await expectRefused(path, 400, 'X-Channel', {})
  })

  it('answers 400 or 404 with a JSON error — never 500 — whatever the query holds', async () => {
    const names = [
      'materialType',
      'frameType',
      'sku',
      'optionType',
      'optionTypeGroup',
      'formatType',
      'quantity',
      'themeId',
      'calendarType',
      'type',
      'photobookFormat',
      'photobookPageCount',
      'designGroupSetId',
      'photoboxType',
      'paperType',
      'occasion',
      'productType',
      'x',
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.array(
          fc.tuple(
            fc.constantFrom(...names),
            fc.oneof(
              fc.string(),
              fc.constantFrom('leinwand', '40x60', '50', 'sample', '-1', '1e9', '%', '..'),
            ),
          ),
          { maxLength: 4 },
        ),
        async (path, pairs) => {
          const query = new URLSearchParams(pairs).toString()
          const { status, body } = await get(`${path}${query ? `?${query}` : ''}`)
          expect([200, 400, 404]).toContain(status)
          if (status !== 200) ShopErrorAnswer.parse(body)
        },
      ),
      { numRuns: 150 },
    )
  })
})

describe('seeding the catalogue', () => {
  it('seeds once per catalogue: a restart with the same file keeps the rows, a changed file replaces them', async () => {
    const first = await startTestBackend({ modules: [pricesModuleWith(defaultCatalogue)] })
    const price = async (url: string) =>
      FormatsAnswer.parse(
        (
          await getJson(`${url}/price-api/prices/formats?materialType=poster`, {
            headers: WALLART_DE,
          })
        ).body,
      ).payload.formats[0]!.priceCurrent
    expect(await price(first.url)).toBe(9.95)
    expect(first.logs.some((line) => line.event === 'price-catalogue-seeded')).toBe(true)
    await first.close()

    const again = await startTestBackend({
      dataDir: first.dataDir,
      modules: [pricesModuleWith(defaultCatalogue)],
    })
    expect(again.logs.some((line) => line.event === 'price-catalogue-seeded')).toBe(false)
    expect(await price(again.url)).toBe(9.95)
    await again.close()

    const changed = parseCatalogue(JSON.parse(JSON.stringify(defaultCatalogue)))
    changed.wallart.materials.poster!.formats['20x30'] = [8.95, 9.95]
    const reseeded = await startTestBackend({
      dataDir: first.dataDir,
      modules: [pricesModuleWith(changed)],
    })
    expect(reseeded.logs.some((line) => line.event === 'price-catalogue-seeded')).toBe(true)
    expect(await price(reseeded.url)).toBe(8.95)
    await reseeded.close()
  })

  it('refuses a catalogue whose original price is below its current price', () => {
    const broken = JSON.parse(JSON.stringify(defaultCatalogue))
    broken.calendars.types.wandkalender.formats['a4-hoch'] = [30, 20]
    expect(() => parseCatalogue(broken)).toThrow(/original below current/)
  })
})
