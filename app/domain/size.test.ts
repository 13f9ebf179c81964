import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  aSeriesNameOf,
  aSeriesNames,
  aSeriesPageSizesMm,
  cmPerInch,
  cmToInch,
  cmToTenthsOfMm,
  formatSize,
  inchToCm,
  isSizeString,
  parseSize,
  tenthsOfMmToCm,
} from './size'

describe('size strings (shop-core §5 "A size string is valid only when width and height are positive integers (no zero, no leading zero) joined by \'x\'")', () => {
  it('accepts {width}x{height}', () => {
    expect(isSizeString('30x20')).toBe(true)
    expect(parseSize('30x20')).toEqual({ width: 30, height: 20 })
    expect(parseSize('1x1')).toEqual({ width: 1, height: 1 })
  })

  it('rejects zero, leading zeros, signs, decimals, spaces and other separators', () => {
    for (const bad of [
      '0x20',
      '30x0',
      '030x20',
      '30x020',
      '-3x2',
      '+3x2',
      '3.5x2',
      '30 x 20',
      '30X20',
      '30*20',
      'x20',
      '30x',
      '',
      '30x20x10',
    ]) {
      expect(isSizeString(bad), bad).toBe(false)
      expect(parseSize(bad), bad).toBeUndefined()
    }
  })

  it('rejects numbers beyond safe integers', () => {
    expect(parseSize('99999999999999999999x1')).toBeUndefined()
  })

  it('formatSize writes a size and refuses non-sizes', () => {
    expect(formatSize({ width: 60, height: 40 })).toBe('60x40')
    expect(() => formatSize({ width: 0, height: 40 })).toThrow(RangeError)
    expect(() => formatSize({ width: 1.5, height: 40 })).toThrow(RangeError)
  })

  const side = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })

  it('property: formatting then parsing gives the size back', () => {
    fc.assert(
      fc.property(side, side, (width, height) => {
        expect(parseSize(formatSize({ width, height }))).toEqual({ width, height })
      }),
    )
  })

  it('property: a valid string formats back to itself', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{0,8}x[1-9][0-9]{0,8}$/), (value) => {
        const size = parseSize(value)
        expect(size && formatSize(size)).toBe(value)
      }),
    )
  })

  it('property: a string with a zero-led side is never valid', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        side,
        (a, b) => !isSizeString(`0${a}x${b}`) && !isSizeString(`${b}x0${a}`),
      ),
    )
  })
})

describe('units (shop-core §9 "Inch to cm factor 2.54")', () => {
  it('an inch is 2.54 cm', () => {
    expect(cmPerInch).toBe(2.54)
    expect(inchToCm(1)).toBe(2.54)
    expect(inchToCm(12)).toBe(30.48)
    expect(cmToInch(25.4)).toBe(10)
  })

  it('property: inch → cm → inch round-trips to a hundredth of an inch', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10_000, noNaN: true }), (inches) => {
        expect(cmToInch(inchToCm(inches))).toBeCloseTo(inches, 2)
      }),
    )
  })
})

describe('dimensions (shop-core §3 "Dimensions are held in tenths of a millimetre and shown in cm")', () => {
  it('converts tenths of a millimetre to cm and back', () => {
    expect(tenthsOfMmToCm(2100)).toBe(21)
    expect(tenthsOfMmToCm(1485)).toBe(14.85)
    expect(cmToTenthsOfMm(29.7)).toBe(2970)
  })

  it('property: tenths → cm → tenths round-trips', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        (tenths) => cmToTenthsOfMm(tenthsOfMmToCm(tenths)) === tenths,
      ),
    )
  })
})

describe('A-series (shop-core §3 "The A-series names A8 to A0 are derived from them"; ISO 216)', () => {
  it('lists A0 to A8 with the ISO 216 page sizes in mm', () => {
    expect(aSeriesNames).toEqual(['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'])
    expect(aSeriesPageSizesMm.A4).toEqual({ width: 210, height: 297 })
    expect(aSeriesPageSizesMm.A0).toEqual({ width: 841, height: 1189 })
    expect(aSeriesPageSizesMm.A8).toEqual({ width: 52, height: 74 })
  })

  it('each size halves the one before (the long side of the next is the short side of this)', () => {
    for (let i = 1; i < aSeriesNames.length; i++) {
      const bigger = aSeriesPageSizesMm[aSeriesNames[i - 1] as (typeof aSeriesNames)[number]]
      const smaller = aSeriesPageSizesMm[aSeriesNames[i] as (typeof aSeriesNames)[number]]
      expect(smaller.height).toBe(bigger.width)
    }
  })

  it('names dimensions given in tenths of a millimetre, in either orientation', () => {
    expect(aSeriesNameOf({ width: 2100, height: 2970 })).toBe('A4')
    expect(aSeriesNameOf({ width: 2970, height: 2100 })).toBe('A4')
    expect(aSeriesNameOf({ width: 4200, height: 5940 })).toBe('A2')
    expect(aSeriesNameOf({ width: 520, height: 740 })).toBe('A8')
  })

  it('accepts the ISO 216 tolerances (±1.5 mm up to 150 mm, ±2 mm up to 600 mm, ±3 mm above) and no more', () => {
    expect(aSeriesNameOf({ width: 1495, height: 2120 })).toBe('A5')
    expect(aSeriesNameOf({ width: 1500, height: 2120 })).toBeUndefined()
    expect(aSeriesNameOf({ width: 8440, height: 11860 })).toBe('A0')
    expect(aSeriesNameOf({ width: 8450, height: 11890 })).toBeUndefined()
  })

  it('square and other formats have no A-series name', () => {
    expect(aSeriesNameOf({ width: 2000, height: 2000 })).toBeUndefined()
    expect(aSeriesNameOf({ width: 4000, height: 1500 })).toBeUndefined()
  })
})
