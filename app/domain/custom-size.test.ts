import { describe, expect, it } from 'vitest'
import { formatSizeText } from './calculator-format'
import {
  allowsCustomSize,
  checkCustomSize,
  customSizeCaption,
  limitTexts,
  madeSizeText,
  readCustomSize,
  roundToStep,
  sideInUnit,
  sizeInUnit,
  type SizeLimits,
} from './custom-size'
import type { Locale, Unit } from './market'
import type { Size } from './size'

const query = (values: Record<string, string>) => new URLSearchParams(values)
const canvas: SizeLimits = {
  minWidth: 2000,
  maxWidth: 20000,
  minHeight: 2000,
  maxHeight: 20000,
  step: 100,
}

describe('reading the custom-size form (site-chrome §5 "Dimension input", shop-core §3, §9)', () => {
  it('is nothing when the form was not sent', () => {
    expect(readCustomSize(query({ materialType: 'leinwand' }), 'cm')).toEqual({ kind: 'none' })
  })

  it('reads centimetres with a comma or a dot as the decimal mark, into tenths of a millimetre', () => {
    expect(readCustomSize(query({ customWidth: '45,5', customHeight: '60' }), 'cm')).toEqual({
      kind: 'size',
      tenths: { width: 4550, height: 6000 },
      shown: { width: '45,5', height: '60' },
    })
    expect(readCustomSize(query({ customWidth: '45.5', customHeight: '60' }), 'cm')).toMatchObject({
      tenths: { width: 4550 },
      shown: { width: '45,5' },
    })
  })

  it('"Inch values convert to centimetres by multiplying by 2.54"; inches show a dot', () => {
    expect(readCustomSize(query({ customWidth: '12,5', customHeight: '16' }), 'inch')).toEqual({
      kind: 'size',
      tenths: { width: 3175, height: 4064 },
      shown: { width: '12.5', height: '16' },
    })
  })

  it('"at most 4 integer digits and at most 1 decimal digit", leading zeros stripped', () => {
    expect(
      readCustomSize(query({ customWidth: '123456', customHeight: '007,25' }), 'cm'),
    ).toMatchObject({
      tenths: { width: 123400, height: 720 },
      shown: { width: '1234', height: '7,2' },
    })
  })

  it('names the sides that are empty, zero or hold no number', () => {
    expect(readCustomSize(query({ customWidth: 'abc', customHeight: '60' }), 'cm')).toEqual({
      kind: 'invalid',
      sides: ['width'],
      shown: { width: '', height: '60' },
    })
    expect(readCustomSize(query({ customWidth: '', customHeight: '0' }), 'cm')).toMatchObject({
      kind: 'invalid',
      sides: ['width', 'height'],
    })
    expect(readCustomSize(query({ customHeight: '40' }), 'cm')).toMatchObject({
      kind: 'invalid',
      sides: ['width'],
    })
  })
})

describe('checking a custom size against the limits', () => {
  it('rounds to the workshop’s step (whole centimetres) and names the format by it', () => {
    expect(roundToStep({ width: 4550, height: 5949 }, 100)).toEqual({ width: 4600, height: 5900 })
    expect(checkCustomSize({ width: 4550, height: 6000 }, canvas)).toEqual({
      ok: true,
      size: { width: 4600, height: 6000 },
      format: '46x60',
    })
    expect(checkCustomSize({ width: 3175, height: 4064 }, canvas)).toMatchObject({
      format: '32x41',
    })
  })

  it('names the sides out of range, the limits included', () => {
    expect(checkCustomSize({ width: 1940, height: 6000 }, canvas)).toEqual({
      ok: false,
      sides: ['width'],
    })
    expect(checkCustomSize({ width: 1950, height: 20040 }, canvas)).toEqual({
      ok: true,
      size: { width: 2000, height: 20000 },
      format: '20x200',
    })
    expect(checkCustomSize({ width: 123400, height: 20100 }, canvas)).toEqual({
      ok: false,
      sides: ['width', 'height'],
    })
  })
})

describe('sizes and limits in the shopper’s unit', () => {
  it('writes centimetres with the locale’s mark and inches to one decimal', () => {
    expect(sideInUnit(4550, 'cm', 'de-DE')).toBe('45,5')
    expect(sideInUnit(2100, 'cm', 'de-DE')).toBe('21')
    expect(sideInUnit(2970, 'cm', 'en-GB')).toBe('29.7')
    expect(sideInUnit(2000, 'inch', 'en-US')).toBe('7.9')
    expect(sideInUnit(20000, 'inch', 'en-US')).toBe('78.7')
    const text = (size: Size, unit: Unit, locale: Locale) =>
      formatSizeText(sizeInUnit(size, unit), unit, locale)
    expect(text({ width: 3175, height: 4064 }, 'inch', 'en-US')).toBe('12.5 x 16 in')
    expect(text({ width: 4550, height: 6000 }, 'cm', 'fr-FR')).toBe('45,5 x 60 cm')
  })

  it('gives each side’s range', () => {
    expect(limitTexts(canvas, 'cm', 'de-DE')).toEqual({
      width: { min: '20', max: '200' },
      height: { min: '20', max: '200' },
    })
    expect(limitTexts(canvas, 'inch', 'en-US').width).toEqual({ min: '7.9', max: '78.7' })
  })

  it('offers custom sizes in the wall-art and framed-picture calculators only', () => {
    expect(allowsCustomSize('wallart')).toBe(true)
    expect(allowsCustomSize('photoframe')).toBe(true)
    expect(allowsCustomSize('collage')).toBe(false)
    expect(allowsCustomSize('photoprint')).toBe(false)
  })
})

describe('the custom size’s texts', () => {
  it('leaves out the parts that are missing or empty: no stray separators', () => {
    expect(customSizeCaption('55,5 x 70 cm', [null, '5:4'])).toBe('55,5 x 70 cm (5:4)')
    expect(customSizeCaption('21 x 29,7 cm', ['A4', '1:√2'])).toBe('21 x 29,7 cm (A4 · 1:√2)')
    expect(customSizeCaption('45,5 x 60 cm', [null, undefined])).toBe('45,5 x 60 cm')
    expect(customSizeCaption('45,5 x 60 cm', ['', '  '])).toBe('45,5 x 60 cm')
    expect(customSizeCaption('40 x 60 cm', ['', '3:2'])).toBe('40 x 60 cm (3:2)')
  })

  it('says the made size only when it differs in a cm market', () => {
    const entered = { width: 4550, height: 6000 }
    expect(madeSizeText(entered, { width: 4600, height: 6000 }, 'cm', 'de-DE')).toBe('46 x 60 cm')
    expect(
      madeSizeText({ width: 4000, height: 6000 }, { width: 4000, height: 6000 }, 'cm', 'de-DE'),
    ).toBeNull()
  })

  it('gives the inch shopper the inches the picture will have, with the centimetres made', () => {
    // 12.5 x 16 in are made as 32 x 41 cm: 12.6 x 16.1 in.
    expect(
      madeSizeText({ width: 3175, height: 4064 }, { width: 3200, height: 4100 }, 'inch', 'en-US'),
    ).toBe('12.6 x 16.1 in (32 x 41 cm)')
    // Whole centimetres that are the entered inches still say so: the workshop's size is named.
    expect(
      madeSizeText({ width: 5080, height: 5080 }, { width: 5100, height: 5100 }, 'inch', 'en-US'),
    ).toBe('20.1 x 20.1 in (51 x 51 cm)')
  })
})
