import { describe, expect, it } from 'vitest'
import { photoboxDesignerType, photoboxSizes, printFormatLabelsFor, printFormats } from './photobox'
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
    expect(printFormatLabelsFor('en-US')).toEqual(['4x4', '4x4.5', '5x3.5', '6x4', '7x5', '12x8'])
    expect(printFormatLabelsFor('en-GB')).toEqual([
      '10x10',
      '10x12',
      '13x9',
      '15x10',
      '18x13',
      '30x20',
    ])
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
