import { describe, expect, it } from 'vitest'
import {
  FramePriceAnswer,
  PhotoFrameArticleAnswer,
  PhotoFrameDataAnswer,
  PhotoFramePricesFormatGroupAnswer,
  PhotoFramePricesFormatsAnswer,
  PhotoFramePricesFromAnswer,
  VariantsForFrameTypesAnswer,
  photoFrameCalls,
} from '../../../contracts/photo-frames'
import { frameTypes } from '../../../contracts/vocabulary'
import { openDatabase } from '../db/database'
import { defaultCatalogue } from '../prices/catalogue'
import { contractBackend, marketHeaders } from '../testing/contract-calls'
import { tempDir, CARDS_DE } from '../testing/harness'
import { photoFrameRange } from './range'
import { photoFramePriceRows, seedPhotoFrames } from './seed'

const WALLART_DE = marketHeaders('wallart', 'de-DE')
const WALLART_CH = marketHeaders('wallart', 'fr-CH')
const WALLART_UK = marketHeaders('wallart', 'en-GB')
const WALLART_US = marketHeaders('wallart', 'en-US')

const paths = {
  data: photoFrameCalls.data.path,
  group: photoFrameCalls.pricesFormatGroup.path,
  formats: photoFrameCalls.pricesFormats.path,
  article: photoFrameCalls.priceArticle.path,
  from: photoFrameCalls.pricesFrom.path,
  variants: photoFrameCalls.variantsForFrameTypes.path,
  frame: photoFrameCalls.frame.path,
}

const { get, expectRefused } = contractBackend(WALLART_DE)

describe('GET /web-api/product-selection-photo-frame/data (frame types, variants, materials, mats)', () => {
  it('lists the seven frame types, each with a black default variant (shop-core §3)', async () => {
    const { status, body, response } = await get(paths.data)
    expect(status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    const { payload } = PhotoFrameDataAnswer.parse(body)
    expect(payload).toMatchObject({ currency: 'EUR', unit: 'cm' })
    expect(payload.frameTypes.map((frame) => frame.frameType).sort()).toEqual([...frameTypes])
    for (const frame of payload.frameTypes) {
      expect(frame.defaultVariant.endsWith('-schwarz'), frame.frameType).toBe(true)
      expect(frame.variants.filter((variant) => variant.isDefault)).toEqual([
        expect.objectContaining({ frameVariant: frame.defaultVariant, colour: 'schwarz' }),
      ])
      expect(frame.materials.filter((material) => material.isDefault)).toHaveLength(1)
    }
    const alu = payload.frameTypes.find((frame) => frame.frameType === 'alurahmen')!
    expect(alu.defaultVariant).toBe('alurahmen-eckig-schwarz')
    expect(alu.variants).toHaveLength(14)
    expect(new Set(alu.variants.map((variant) => variant.shape))).toEqual(
      new Set(['eckig', 'rund']),
    )
  })

  it('"Holzrahmen and alurahmen default to a white mat of size 30; the other frames default to no mat."', async () => {
    const { payload } = PhotoFrameDataAnswer.parse((await get(paths.data)).body)
    for (const frame of payload.frameTypes) {
      const mat = frame.mats.find((candidate) => candidate.isDefault)
      expect(mat, frame.frameType).toEqual(
        frame.frameType === 'holzrahmen' || frame.frameType === 'alurahmen'
          ? { matType: 'mat-weiss', matSize: 30, isDefault: true }
          : { matType: 'mat-none', matSize: 0, isDefault: true },
      )
    }
  })

  it('names the default option of each material (the print option a frame is made with)', async () => {
    const { payload } = PhotoFrameDataAnswer.parse(
      (await get(`${paths.data}?frameType=schattenfuge-leinwand`)).body,
    )
    expect(payload.frameTypes).toHaveLength(1)
    expect(payload.frameTypes[0]!.materials).toEqual([
      {
        materialType: 'leinwand',
        isDefault: true,
        optionTypeGroup: 'stretcher-frame',
        optionTypes: ['25mm', '38mm'],
        defaultOptionType: '25mm',
      },
    ])
    expect(payload.frameTypes[0]!.glassType).toBeNull()
  })

  it('answers in inches and dollars in en-US, francs in Switzerland, pounds in the UK', async () => {
    const us = PhotoFrameDataAnswer.parse((await get(paths.data, WALLART_US)).body).payload
    expect([us.currency, us.unit]).toEqual(['USD', 'inch'])
    const ch = PhotoFrameDataAnswer.parse((await get(paths.data, WALLART_CH)).body).payload
    expect([ch.currency, ch.unit]).toEqual(['CHF', 'cm'])
    const uk = PhotoFrameDataAnswer.parse((await get(paths.data, WALLART_UK)).body).payload
    expect([uk.currency, uk.unit]).toEqual(['GBP', 'cm'])
  })

  it('refuses an unknown frame type (404), a malformed one and unknown parameters (400)', async () => {
    await expectRefused(`${paths.data}?frameType=bambusrahmen`, 404, 'frameType')
    await expectRefused(`${paths.data}?frameType=Holz%20rahmen`, 400, 'frameType')
    await expectRefused(`${paths.data}?frame=holzrahmen`, 400, 'frame')
    await expectRefused(`${paths.data}?frameType=holzrahmen&frameType=artbox`, 400, 'frameType')
  })

  it('the card shop sells no frames: every call answers 404 there', async () => {
    for (const path of [
      paths.data,
      `${paths.group}?frameType=holzrahmen`,
      `${paths.formats}?frameType=holzrahmen`,
      `${paths.article}?frameType=holzrahmen&formatType=40x60`,
      paths.from,
      paths.variants,
      `${paths.frame}?frameType=holzrahmen`,
    ]) {
      const error = await expectRefused(path, 404, undefined, CARDS_DE)
      expect(error.message.text).toBe('Bilderrahmen gibt es in diesem Shop nicht.')
    }
  })
})

describe('GET …/prices-format-group and …/prices-formats (prices per format group and per format)', () => {
  it('groups a frame’s formats by aspect ratio, each group from its cheapest format', async () => {
    const { status, body } = await get(`${paths.group}?frameType=holzrahmen`)
    expect(status).toBe(200)
    const { payload } = PhotoFramePricesFormatGroupAnswer.parse(body)
    expect(payload).toMatchObject({
      frameType: 'holzrahmen',
      frameVariant: 'holzrahmen-schwarz',
      materialType: 'poster',
      matType: 'mat-weiss',
      matSize: 30,
    })
    const formats = PhotoFramePricesFormatsAnswer.parse(
      (await get(`${paths.formats}?frameType=holzrahmen`)).body,
    ).payload.formats
    for (const group of payload.groups) {
      const members = formats.filter((format) => format.formatGroup === group.formatGroup)
      expect(members.map((format) => format.formatType)).toEqual(group.formatTypes)
      expect(group.fromPrice.priceCurrent).toBe(
        Math.min(...members.map((format) => format.priceCurrent)),
      )
    }
    expect(payload.groups.map((group) => group.formatGroup)).toEqual(
      expect.arrayContaining(['3-2', 'square', '4-3']),
    )
  })

  it("prices a poster in a wooden frame: print + the frame's option price + mat, dearer with a mat", async () => {
    const formats = async (query: string) =>
      PhotoFramePricesFormatsAnswer.parse((await get(`${paths.formats}?${query}`)).body).payload
        .formats
    const withMat = await formats('frameType=holzrahmen&matType=mat-weiss')
    const without = await formats('frameType=holzrahmen&matType=mat-none')
    const at = (list: typeof withMat, format: string) => list.find((f) => f.formatType === format)
    // Poster 40x60 19.95 + holzrahmen 29.95 + mat 2 m × 2.50; 30x40 14.95 + 29.95 + 1.40 m × 2.50.
    expect(at(without, '40x60')).toMatchObject({ priceCurrent: 49.9, width: 40, height: 60 })
    expect(at(withMat, '40x60')?.priceCurrent).toBe(54.9)
    expect(at(without, '30x40')?.priceCurrent).toBe(44.9)
    expect(at(withMat, '30x40')?.priceCurrent).toBe(48.4)
    // Only the formats the frame is made in: a fotorahmen goes up to 50 cm.
    const small = await formats('frameType=fotorahmen')
    expect(Math.max(...small.map((format) => Math.max(format.width, format.height)))).toBe(50)
  })

  it('filters by format group; a group the frame does not have is a 404', async () => {
    const { payload } = PhotoFramePricesFormatsAnswer.parse(
      (await get(`${paths.formats}?frameType=holzrahmen&formatGroup=square`)).body,
    )
    expect(payload.formatGroup).toBe('square')
    expect(payload.formats.length).toBeGreaterThan(0)
    for (const format of payload.formats) expect(format.width).toBe(format.height)
    await expectRefused(`${paths.formats}?frameType=holzrahmen&formatGroup=6-1`, 404, 'formatGroup')
  })

  it('shows inch sizes in en-US for the same formats', async () => {
    const { payload } = PhotoFramePricesFormatsAnswer.parse(
      (await get(`${paths.formats}?frameType=holzrahmen`, WALLART_US)).body,
    )
    expect(payload.unit).toBe('inch')
    expect(payload.formats.find((format) => format.formatType === '40x60')).toMatchObject({
      width: 16,
      height: 24,
    })
  })

  it('refuses a variant, material or mat the frame is not made with (404) and a bad mat size (400)', async () => {
    await expectRefused(
      `${paths.group}?frameType=holzrahmen&frameVariant=alurahmen-eckig-gold`,
      404,
      'frameVariant',
    )
    await expectRefused(
      `${paths.group}?frameType=holzrahmen&materialType=leinwand`,
      404,
      'materialType',
    )
    await expectRefused(`${paths.group}?frameType=artbox&matType=mat-weiss`, 404, 'matType')
    await expectRefused(
      `${paths.group}?frameType=holzrahmen&matType=mat-none&matSize=30`,
      404,
      'matType',
    )
    await expectRefused(`${paths.group}?frameType=holzrahmen&matSize=15`, 400, 'matSize')
    await expectRefused(`${paths.group}`, 400, 'frameType')
  })
})

describe('GET …/price-article (the chosen article)', () => {
  it('answers the article with its SKU, price and discount in the market currency', async () => {
    const { status, body } = await get(
      `${paths.article}?frameType=schattenfuge-leinwand&formatType=40x60`,
    )
    expect(status).toBe(200)
    const { payload } = PhotoFrameArticleAnswer.parse(body)
    // Canvas 40x60 39.95 (was 59.95) + schattenfuge-leinwand 34.95: the price calls' framed row.
    expect(payload).toMatchObject({
      sku: 'photoframe-schattenfuge-leinwand-schwarz-leinwand-mat-none-0-40x60',
      materialType: 'leinwand',
      optionType: '25mm',
      priceCurrent: 74.9,
      priceOriginal: 94.9,
      formatGroup: '3-2',
    })
  })

  it('a gold aluminium frame costs more than the black one', async () => {
    const price = async (variant: string) =>
      PhotoFrameArticleAnswer.parse(
        (await get(`${paths.article}?frameType=alurahmen&frameVariant=${variant}&formatType=50x70`))
          .body,
      ).payload.priceCurrent
    expect(await price('alurahmen-eckig-gold')).toBeGreaterThan(
      await price('alurahmen-eckig-schwarz'),
    )
  })

  it('converts to CHF rounded to 0.05', async () => {
    const { payload } = PhotoFrameArticleAnswer.parse(
      (await get(`${paths.article}?frameType=holzrahmen&formatType=30x40`, WALLART_CH)).body,
    )
    expect(payload.currency).toBe('CHF')
    expect(Math.round(payload.priceCurrent * 100) % 5).toBe(0)
  })

  it('refuses a format the frame is not made in (404) and a malformed one (400)', async () => {
    await expectRefused(
      `${paths.article}?frameType=fotorahmen&formatType=100x150`,
      404,
      'formatType',
    )
    await expectRefused(`${paths.article}?frameType=holzrahmen&formatType=40x`, 400, 'formatType')
    await expectRefused(`${paths.article}?frameType=holzrahmen`, 400, 'formatType')
  })
})

describe('GET …/prices-from, /web-api/variants-for-frame-types and /price-api/frame', () => {
  it('answers every frame type’s cheapest price with its defaults; one when asked', async () => {
    const { payload } = PhotoFramePricesFromAnswer.parse((await get(paths.from)).body)
    expect(payload.prices.map((price) => price.frameType).sort()).toEqual([...frameTypes])
    const holz = payload.prices.find((price) => price.frameType === 'holzrahmen')!
    const group = PhotoFramePricesFormatGroupAnswer.parse(
      (await get(`${paths.group}?frameType=holzrahmen`)).body,
    ).payload
    expect(holz.priceCurrent).toBe(
      Math.min(...group.groups.map((entry) => entry.fromPrice.priceCurrent)),
    )
    const one = PhotoFramePricesFromAnswer.parse(
      (await get(`${paths.from}?frameType=artbox`)).body,
    ).payload
    expect(one.prices.map((price) => price.frameType)).toEqual(['artbox'])
    await expectRefused(`${paths.from}?frameType=bambusrahmen`, 404, 'frameType')
  })

  it('lists the variants of the frame types asked for, or of all', async () => {
    const { payload } = VariantsForFrameTypesAnswer.parse(
      (await get(`${paths.variants}?frameTypes=holzrahmen,alurahmen`)).body,
    )
    expect(payload.frameTypes.map((frame) => frame.frameType)).toEqual(['holzrahmen', 'alurahmen'])
    expect(payload.frameTypes[0]!.variants.map((variant) => variant.frameVariant)).toEqual([
      'holzrahmen-schwarz',
      'holzrahmen-weiss',
      'holzrahmen-eiche',
      'holzrahmen-nussbaum',
    ])
    const all = VariantsForFrameTypesAnswer.parse((await get(paths.variants)).body).payload
    expect(all.frameTypes).toHaveLength(7)
    await expectRefused(`${paths.variants}?frameTypes=holzrahmen,bambus`, 404, 'frameTypes')
    await expectRefused(`${paths.variants}?frameTypes=holzrahmen,,artbox`, 400, 'frameTypes')
  })

  it('prices the frame alone: the article less the print', async () => {
    const { payload } = FramePriceAnswer.parse(
      (await get(`${paths.frame}?frameType=holzrahmen&matType=mat-none&formatType=40x60`)).body,
    )
    expect(payload.formats).toEqual([
      expect.objectContaining({ formatType: '40x60', priceCurrent: 29.95, priceOriginal: 29.95 }),
    ])
    const all = FramePriceAnswer.parse((await get(`${paths.frame}?frameType=holzrahmen`)).body)
    expect(all.payload.matType).toBe('mat-weiss')
    expect(all.payload.formats.length).toBeGreaterThan(5)
    await expectRefused(`${paths.frame}?frameType=fotorahmen&formatType=100x150`, 404, 'formatType')
  })
})

describe('the seed (persisted, reseeded only on change)', () => {
  it('keeps the rows through a restart and reseeds when the range changes', () => {
    const db = openDatabase(tempDir('photo-frames'))
    const now = () => 0
    expect(seedPhotoFrames(db, photoFrameRange, defaultCatalogue, now)).toBe(true)
    expect(seedPhotoFrames(db, photoFrameRange, defaultCatalogue, now)).toBe(false)
    const count = () =>
      db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM photo_frame_prices').get()!.n
    expect(count()).toBe(photoFramePriceRows(photoFrameRange, defaultCatalogue).length)
    const smaller = { ...photoFrameRange, frameTypes: photoFrameRange.frameTypes.slice(0, 1) }
    expect(seedPhotoFrames(db, smaller, defaultCatalogue, now)).toBe(true)
    expect(count()).toBe(photoFramePriceRows(smaller, defaultCatalogue).length)
    db.close()
  })

  it('never prices an original below the current price, in any currency', () => {
    for (const row of photoFramePriceRows(photoFrameRange, defaultCatalogue))
      expect(row.priceOriginal).toBeGreaterThanOrEqual(row.priceCurrent)
  })
})
