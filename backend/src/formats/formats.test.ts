import { describe, expect, it } from 'vitest'
import {
  AspectRatioAnswer,
  CalculatorReferenceAnswer,
  FormatLimitsAnswer,
} from '../../../contracts/formats'
import { ShopErrorAnswer } from '../../../contracts/prices'
import { defaultCatalogue } from '../prices/catalogue'
import { contractBackend, marketHeaders } from '../testing/contract-calls'
import { productionLimits } from './limits'
import { roundToStep, sideText } from './routes'
import { fitLine, limitRows } from './seed'

/**
 * The free-format calls (contracts/formats.ts): every answer parsed with the
 * contract, for both channels and the cm and inch markets.
 */
const WALLART_DE = marketHeaders('wallart', 'de-DE')
const WALLART_US = marketHeaders('wallart', 'en-US')
const { get: call } = contractBackend(WALLART_DE)

describe('GET /web-api/product-selection-photo-frame/format-limits', () => {
  it('answers a material’s limits in tenths of a millimetre, and the market’s unit', async () => {
    const { status, body, response } = await call(
      '/web-api/product-selection-photo-frame/format-limits?materialType=leinwand',
    )
    expect(status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    expect(FormatLimitsAnswer.parse(body).payload).toEqual({
      materialType: 'leinwand',
      frameType: null,
      unit: 'cm',
      limits: { minWidth: 2000, maxWidth: 20000, minHeight: 2000, maxHeight: 20000, step: 100 },
    })
  })

  it('takes the tighter limits of material and frame; inch in en-US wall art, cm on the card channel', async () => {
    const framed = await call(
      '/web-api/product-selection-photo-frame/format-limits?materialType=poster&frameType=holzrahmen',
      WALLART_US,
    )
    const { payload } = FormatLimitsAnswer.parse(framed.body)
    expect(payload.unit).toBe('inch')
    expect(payload.limits).toMatchObject({ minWidth: 1300, maxWidth: 10000 })
    const cards = await call(
      '/web-api/product-selection-photo-frame/format-limits?materialType=poster',
      marketHeaders('cards', 'en-US'),
    )
    expect(FormatLimitsAnswer.parse(cards.body).payload.unit).toBe('cm')
  })

  it('refuses a frame the material does not take, an unknown material and unknown parameters (400)', async () => {
    for (const query of [
      'materialType=leinwand&frameType=holzrahmen',
      'materialType=marble',
      'materialType=leinwand&size=big',
      'materialType=leinwand&materialType=poster',
      '',
    ]) {
      const { status, body } = await call(
        `/web-api/product-selection-photo-frame/format-limits?${query}`,
      )
      expect(status, query).toBe(400)
      expect(() => ShopErrorAnswer.parse(body)).not.toThrow()
    }
  })

  it('refuses a call without market headers', async () => {
    const { status } = await call(
      '/web-api/product-selection-photo-frame/format-limits?materialType=leinwand',
      {},
    )
    expect(status).toBe(400)
  })
})

describe('GET /web-api/aspect-ratio', () => {
  it('answers ratio, orientation and the format group of a size', async () => {
    const { status, body } = await call('/web-api/aspect-ratio?width=6000&height=4000')
    expect(status).toBe(200)
    expect(AspectRatioAnswer.parse(body).payload).toEqual({
      width: 6000,
      height: 4000,
      ratio: 1.5,
      orientation: 'landscape',
      formatGroup: '3-2',
    })
    const square = AspectRatioAnswer.parse(
      (await call('/web-api/aspect-ratio?width=300&height=300')).body,
    )
    expect(square.payload).toMatchObject({ orientation: 'square', formatGroup: 'square' })
    const odd = AspectRatioAnswer.parse(
      (await call('/web-api/aspect-ratio?width=5000&height=8000')).body,
    )
    expect(odd.payload).toMatchObject({
      orientation: 'portrait',
      formatGroup: 'standard',
      ratio: 1.6,
    })
  })

  it('refuses zero, decimals, leading zeros and a missing side (400)', async () => {
    for (const query of [
      'width=0&height=10',
      'width=10.5&height=10',
      'width=010&height=10',
      'width=10',
    ]) {
      const { status, body } = await call(`/web-api/aspect-ratio?${query}`)
      expect(status, query).toBe(400)
      expect(() => ShopErrorAnswer.parse(body)).not.toThrow()
    }
  })
})

describe('GET /web-api/calculator/reference', () => {
  it('answers the reference data of a material: unit, factor, limits, reference format and price by area', async () => {
    const { status, body } = await call('/web-api/calculator/reference?materialType=leinwand')
    expect(status).toBe(200)
    const { payload } = CalculatorReferenceAnswer.parse(body)
    expect(payload).toMatchObject({
      currency: 'EUR',
      unit: 'cm',
      cmPerInch: 2.54,
      referenceFormat: '40x60',
      // The catalogue's own 40x60 canvas price.
      referencePrice: { priceCurrent: 39.95, priceOriginal: 59.95 },
      size: null,
    })
    expect(payload.areaRate.current.perSquareMetre).toBeGreaterThan(50)
    expect(payload.areaRate.current.perSquareMetre).toBeLessThan(150)
  })

  it('prices a free size by area, between the catalogue’s neighbours, rounded to whole centimetres', async () => {
    const { body } = await call(
      '/web-api/calculator/reference?materialType=leinwand&width=4550&height=6040',
    )
    const { size } = CalculatorReferenceAnswer.parse(body).payload
    expect(size).toMatchObject({ width: 4600, height: 6000, formatType: '46x60' })
    // 40x60 costs 39.95 and 50x70 costs 49.95 in the catalogue.
    expect(size!.priceCurrent).toBeGreaterThan(39.95)
    expect(size!.priceCurrent).toBeLessThan(49.95)
    expect(size!.priceOriginal).toBeGreaterThanOrEqual(size!.priceCurrent)
    expect(Math.round(size!.priceCurrent * 100) % 5).toBe(0)
  })

  it('answers the catalogue’s price for a listed format in either orientation', async () => {
    const { body } = await call(
      '/web-api/calculator/reference?materialType=poster&width=7000&height=5000',
    )
    expect(CalculatorReferenceAnswer.parse(body).payload.size).toMatchObject({
      formatType: '70x50',
      priceCurrent: 24.95,
    })
  })

  it('prices in the market’s currency, framed with the frame', async () => {
    const plain = CalculatorReferenceAnswer.parse(
      (
        await call(
          '/web-api/calculator/reference?materialType=poster&width=4500&height=4500',
          WALLART_US,
        )
      ).body,
    ).payload
    const framed = CalculatorReferenceAnswer.parse(
      (
        await call(
          '/web-api/calculator/reference?materialType=poster&frameType=holzrahmen&width=4500&height=4500',
          WALLART_US,
        )
      ).body,
    ).payload
    expect(plain).toMatchObject({ currency: 'USD', unit: 'inch', frameType: null })
    expect(framed.frameType).toBe('holzrahmen')
    expect(framed.size!.priceCurrent).toBeGreaterThan(plain.size!.priceCurrent)
    const chf = CalculatorReferenceAnswer.parse(
      (
        await call(
          '/web-api/calculator/reference?materialType=poster',
          marketHeaders('cards', 'de-CH'),
        )
      ).body,
    ).payload
    expect(chf.currency).toBe('CHF')
  })

  it('refuses a size outside the limits with the allowed range in the market’s unit (400)', async () => {
    const cm = await call(
      '/web-api/calculator/reference?materialType=leinwand&width=500&height=6000',
    )
    expect(cm.status).toBe(400)
    expect(ShopErrorAnswer.parse(cm.body).payload.errors).toEqual({
      width: ['Zwischen 20 und 200 cm.'],
    })
    const inch = await call(
      '/web-api/calculator/reference?materialType=leinwand&width=6000&height=30000',
      WALLART_US,
    )
    expect(inch.status).toBe(400)
    expect(ShopErrorAnswer.parse(inch.body)).toMatchObject({
      message: { text: 'We cannot make this size in this material.' },
      payload: { errors: { height: ['Between 7.9 and 78.7 in.'] } },
    })
  })

  it('refuses a width without a height and malformed sizes (400)', async () => {
    for (const query of ['width=4000', 'width=-4&height=4000', 'width=40cm&height=4000']) {
      const { status } = await call(`/web-api/calculator/reference?materialType=leinwand&${query}`)
      expect(status, query).toBe(400)
    }
  })
})

describe('the seed and its rules', () => {
  it('fits a line through prices by area, never below zero', () => {
    expect(
      fitLine([
        { x: 1, y: 3 },
        { x: 2, y: 5 },
        { x: 3, y: 7 },
      ]),
    ).toEqual({ base: 1, slope: 2 })
    expect(
      fitLine([
        { x: 1, y: 5 },
        { x: 2, y: 3 },
      ]).slope,
    ).toBe(0)
    expect(fitLine([])).toEqual({ base: 0, slope: 0 })
  })

  it('has limits for every material the catalogue prices, and for every frame each takes', () => {
    const rows = limitRows(defaultCatalogue, productionLimits)
    for (const [material, data] of Object.entries(defaultCatalogue.wallart.materials)) {
      expect(
        rows
          .filter((row) => row.material === material)
          .map((row) => row.frame)
          .sort(),
      ).toEqual(['', ...data.frames].sort())
    }
    for (const row of rows) {
      expect(row.minWidth).toBeLessThanOrEqual(row.maxWidth)
      expect(row.minHeight).toBeLessThanOrEqual(row.maxHeight)
    }
  })

  it('rounds to the production step and writes sides in the market’s unit', () => {
    expect(roundToStep(4550, 100)).toBe(4600)
    expect(roundToStep(4, 100)).toBe(100)
    expect(sideText(2000, 'cm', 'de-DE')).toBe('20')
    expect(sideText(2000, 'inch', 'en-US')).toBe('7.9')
    expect(sideText(4550, 'cm', 'de-DE')).toBe('45,5')
  })
})
