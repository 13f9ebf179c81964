import { describe, expect, it } from 'vitest'
import {
  cmSizeToInches,
  describeFormat,
  formatSizeText,
  isCalculatorProduct,
  printFormatOf,
  sizeTextOf,
} from './calculator-format'

const de = { locale: 'de-DE', unit: 'cm' } as const
const us = { locale: 'en-US', unit: 'inch' } as const
const usCards = { locale: 'en-US', unit: 'cm' } as const

describe('format names in the calculator (label catalogues, units)', () => {
  it('wall art: cm sizes, and "inch for en-US" on the wall-art channel', () => {
    expect(describeFormat('wallart', '40x60', de)).toEqual({
      kind: 'size',
      width: 40,
      height: 60,
      unit: 'cm',
    })
    expect(describeFormat('wallart', '40x60', us)).toEqual({
      kind: 'size',
      width: 16,
      height: 24,
      unit: 'inch',
    })
    expect(describeFormat('collage', '20x30', us)).toEqual({
      kind: 'size',
      width: 8,
      height: 12,
      unit: 'inch',
    })
    expect(describeFormat('wallart', 'custom', de)).toEqual({ kind: 'text', text: 'custom' })
  })

  it('centimetres become whole inches (2.54 cm per inch)', () => {
    expect(cmSizeToInches({ width: 30, height: 40 })).toEqual({ width: 12, height: 16 })
    expect(cmSizeToInches({ width: 1, height: 1 })).toEqual({ width: 1, height: 1 })
  })

  it('print formats: cm, "in en-US 4x4, 4x4.5, 5x3.5, 6x4, 7x5, 12x8 inches" whatever the channel', () => {
    expect(describeFormat('photoprint', '15x10', de)).toEqual({
      kind: 'size',
      width: 15,
      height: 10,
      unit: 'cm',
    })
    expect(describeFormat('photoprint', '15x10', usCards)).toEqual({
      kind: 'size',
      width: 6,
      height: 4,
      unit: 'inch',
    })
    expect(describeFormat('photobox', '4x4.5', usCards)).toEqual({
      kind: 'size',
      width: 4,
      height: 4.5,
      unit: 'inch',
    })
    expect(describeFormat('photoprint', '6x4', de)).toEqual({
      kind: 'size',
      width: 15,
      height: 10,
      unit: 'cm',
    })
    expect(printFormatOf('12x8')).toBe('30x20')
    expect(printFormatOf('9x9')).toBeUndefined()
  })

  it('calendars and photo books: DIN names from the label catalogue with their orientation, other sizes in cm', () => {
    expect(describeFormat('calendar', 'a4-hoch', de)).toEqual({
      kind: 'label',
      key: 'format.a4',
      orientation: 'portrait',
    })
    expect(describeFormat('photobook', 'a3-quer', de)).toEqual({
      kind: 'label',
      key: 'format.a3',
      orientation: 'landscape',
    })
    expect(describeFormat('calendar', '300-300', de)).toEqual({
      kind: 'label',
      key: 'format.30x30',
    })
    expect(describeFormat('photobook', '200-200', de)).toEqual({
      kind: 'label',
      key: 'format.20x20',
    })
    expect(describeFormat('calendar', '265-120', de)).toEqual({
      kind: 'size',
      width: 26.5,
      height: 12,
      unit: 'cm',
    })
    expect(describeFormat('calendar', 'a8-hoch', de)).toEqual({ kind: 'text', text: 'a8-hoch' })
  })

  it('cards: the format is a quantity, or the free sample', () => {
    expect(describeFormat('card', '50', de)).toEqual({ kind: 'quantity', quantity: 50 })
    expect(describeFormat('card', 'sample', de)).toEqual({ kind: 'sample' })
    expect(describeFormat('card', '05', de)).toEqual({ kind: 'text', text: '05' })
  })

  it("size texts use the locale's decimal mark and unit", () => {
    expect(formatSizeText({ width: 26.5, height: 12 }, 'cm', 'de-DE')).toBe('26,5 x 12 cm')
    expect(formatSizeText({ width: 4, height: 4.5 }, 'inch', 'en-US')).toBe('4 x 4.5 in')
    expect(formatSizeText({ width: 12.54, height: 16 }, 'inch', 'en-US')).toBe('12.5 x 16 in')
  })

  it('a size format reads the same wherever a page shows it; other formats have no size text', () => {
    expect(sizeTextOf('wallart', '40x60', de)).toBe('40 x 60 cm')
    // "16 x 24 in", not "15.7 x 23.6 in": whole inches for US shoppers.
    expect(sizeTextOf('wallart', '40x60', us)).toBe('16 x 24 in')
    expect(sizeTextOf('wallart', '50x70', us)).toBe('20 x 28 in')
    expect(sizeTextOf('photobox', '15x10', de)).toBe('15 x 10 cm')
    expect(sizeTextOf('photobox', '10x12', usCards)).toBe('4 x 4.5 in')
    expect(sizeTextOf('photobox', '20x20', usCards)).toBe('20 x 20 cm')
    expect(sizeTextOf('calendar', 'a4-hoch', de)).toBeUndefined()
    expect(sizeTextOf('card', '50', de)).toBeUndefined()
  })

  it('knows the calculator products', () => {
    expect(isCalculatorProduct('wallart')).toBe(true)
    expect(isCalculatorProduct('sofa')).toBe(false)
    expect(isCalculatorProduct(undefined)).toBe(false)
  })
})
