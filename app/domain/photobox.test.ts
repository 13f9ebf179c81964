import { describe, expect, it } from 'vitest'
import { sizeTextOf } from './calculator-format'
import { photoboxDesignerType, photoboxSizes, printFormats } from './photobox'
import { isSizeString } from './size'

describe('photo box and prints (shop-core §3 "Photo box and prints")', () => {
  it('"Photo box sizes: small and large (MAX)."', () => {
    expect(photoboxSizes).toEqual(['small', 'large'])
  })

  it('"Print formats: 10x10, 10x12, 13x9, 15x10, 18x13, 30x20 cm"', () => {
    expect(printFormats.map((format) => format.cm)).toEqual([
      '10x10',
      '10x12',
      '13x9',
      '15x10',
      '18x13',
      '30x20',
    ])
    for (const { cm } of printFormats) expect(isSizeString(cm)).toBe(true)
  })

  it('"in en-US 4x4, 4x4.5, 5x3.5, 6x4, 7x5, 12x8 inches"', () => {
    // The photo box's prints are a card-shop product: its unit is cm, en-US shows inches all the same.
    const labels = (locale: 'en-US' | 'en-GB') =>
      printFormats.map((format) => sizeTextOf('photobox', format.cm, { locale, unit: 'cm' }))
    expect(labels('en-US')).toEqual([
      '4 x 4 in',
      '4 x 4.5 in',
      '5 x 3.5 in',
      '6 x 4 in',
      '7 x 5 in',
      '12 x 8 in',
    ])
    expect(labels('en-GB')).toEqual([
      '10 x 10 cm',
      '10 x 12 cm',
      '13 x 9 cm',
      '15 x 10 cm',
      '18 x 13 cm',
      '30 x 20 cm',
    ])
  })

  it('shows one format with its unit: inches in en-US, cm elsewhere', () => {
    const label = (format: string, locale: 'de-DE' | 'en-US') =>
      sizeTextOf('photobox', format, { locale, unit: 'cm' })
    expect(label('15x10', 'de-DE')).toBe('15 x 10 cm')
    expect(label('15x10', 'en-US')).toBe('6 x 4 in')
    expect(label('10x12', 'en-US')).toBe('4 x 4.5 in')
    expect(label('20x20', 'en-US')).toBe('20 x 20 cm')
  })

  it('each inch format keeps the orientation of its cm format', () => {
    for (const { cm, inch } of printFormats) {
      const [cw = 0, ch = 0] = cm.split('x').map(Number)
      const [iw = 0, ih = 0] = inch.split('x').map(Number)
      expect(Math.sign(cw - ch)).toBe(Math.sign(iw - ih))
    }
  })

  it('"type small for the photo box, otherwise photo prints"', () => {
    expect(photoboxDesignerType('photobox')).toBe('small')
    expect(photoboxDesignerType('photoprint')).toBe('prints')
  })
})
