import { beforeAll, describe, expect, it } from 'vitest'
import { marketFor } from '~/domain/market'
import { referenceBackend } from './support/backend'

/**
 * The storefront's free-format clients against the reference backend (contracts/formats.ts):
 * the same schemas parse the answers on both sides, and the custom size of a
 * wall-art calculator is read, checked and priced in a cm and an inch market.
 */
referenceBackend()
let formats: typeof import('~/services/formats.server')
let customSize: typeof import('~/services/custom-size.server')

beforeAll(async () => {
  formats = await import('~/services/formats.server')
  customSize = await import('~/services/custom-size.server')
})

const wallartDE = marketFor('wallart', 'de', 'de-DE', 'web')
const wallartUS = marketFor('wallart', 'com', 'en-US', 'web')
const wallartCH = marketFor('wallart', 'ch', 'de-CH', 'web')
const query = (values: Record<string, string>) => new URLSearchParams(values)

describe('format clients (contract shared with the backend)', () => {
  it('reads a material’s limits, framed limits and the market’s unit', async () => {
    expect(await formats.formatLimits(wallartDE, 'leinwand')).toEqual({
      materialType: 'leinwand',
      frameType: null,
      unit: 'cm',
      limits: { minWidth: 2000, maxWidth: 20000, minHeight: 2000, maxHeight: 20000, step: 100 },
    })
    const framed = await formats.formatLimits(wallartUS, 'poster', 'holzrahmen')
    expect(framed).toMatchObject({ unit: 'inch', limits: { maxWidth: 10000 } })
  })

  it('reads the aspect ratio of a size', async () => {
    expect(await formats.aspectRatio(wallartDE, { width: 3000, height: 3000 })).toMatchObject({
      orientation: 'square',
      formatGroup: 'square',
    })
  })

  it('reads the calculator’s reference data and the price of a free size in the market’s currency', async () => {
    const reference = await formats.calculatorReference(wallartCH, 'acrylglas')
    expect(reference).toMatchObject({ currency: 'CHF', cmPerInch: 2.54, referenceFormat: '40x60' })
    const priced = await formats.calculatorReference(wallartCH, 'acrylglas', undefined, {
      width: 5500,
      height: 5500,
    })
    expect(priced?.size?.formatType).toBe('55x55')
    expect(priced!.size!.priceCurrent).toBeGreaterThan(reference!.referencePrice.priceCurrent)
  })

  it('answers null (logged) for what the backend refuses: a frame the material does not take', async () => {
    expect(await formats.formatLimits(wallartDE, 'leinwand', 'holzrahmen')).toBeNull()
  })
})

describe('the custom size of a calculator', () => {
  it('prices a size typed in centimetres, as made in whole centimetres', async () => {
    const custom = await customSize.customSizeOf(
      wallartDE,
      query({ customWidth: '45,5', customHeight: '60' }),
      'leinwand',
      null,
    )
    expect(custom?.data).toMatchObject({
      unit: 'cm',
      ranges: { width: { min: '20', max: '200' } },
      shown: { width: '45,5', height: '60' },
      result: {
        kind: 'priced',
        format: '46x60',
        entered: '45,5 x 60 cm',
        made: '46 x 60 cm',
        aSeries: null,
      },
    })
    expect(custom?.selected?.format).toBe('46x60')
    expect(custom!.selected!.price.priceCurrent).toBeGreaterThan(39.95)
  })

  it('prices a size typed in inches in the US, and names a square’s ratio', async () => {
    const custom = await customSize.customSizeOf(
      wallartUS,
      query({ customWidth: '20', customHeight: '20' }),
      'leinwand',
      null,
    )
    expect(custom?.data).toMatchObject({
      unit: 'inch',
      ranges: { width: { min: '7.9', max: '78.7' } },
      result: {
        kind: 'priced',
        format: '51x51',
        entered: '20 x 20 in',
        made: '20.1 x 20.1 in (51 x 51 cm)',
        ratioKey: 'format.square',
      },
    })
  })

  it('says which side is out of range, with the framed limits', async () => {
    const custom = await customSize.customSizeOf(
      wallartDE,
      query({ customWidth: '120', customHeight: '40' }),
      'poster',
      'holzrahmen',
    )
    expect(custom?.data.result).toEqual({ kind: 'out-of-range', sides: ['width'] })
    expect(custom?.data.ranges.width).toEqual({ min: '13', max: '100' })
    expect(custom?.selected).toBeUndefined()
  })

  it('says a side holds no number, and offers nothing it cannot check', async () => {
    const custom = await customSize.customSizeOf(
      wallartDE,
      query({ customWidth: 'abc', customHeight: '40' }),
      'leinwand',
      null,
    )
    expect(custom?.data.result).toEqual({ kind: 'invalid', sides: ['width'] })
    expect(
      await customSize.customSizeOf(wallartDE, query({}), 'leinwand', 'holzrahmen'),
    ).toBeUndefined()
  })
})
