import { describe, expect, it } from 'vitest'
import { detectProductType } from './product-type'

const detect = (query: string) => detectProductType(new URLSearchParams(query))

describe('product type detection, rule by rule (shop-core §3, site-chrome §3)', () => {
  it('"card, category, occasion or themeId means a card"', () => {
    expect(detect('card=1')).toBe('card')
    expect(detect('category=wedding')).toBe('card')
    expect(detect('occasion=birth')).toBe('card')
    expect(detect('themeId=42')).toBe('card')
  })

  it('"designGroupId, or designId with no collage hint, means a calendar"', () => {
    expect(detect('designGroupId=5')).toBe('calendar')
    expect(detect('designId=5')).toBe('calendar')
  })

  it('"designGroupSetId with type photobook means a photobook"', () => {
    expect(detect('designGroupSetId=3&type=photobook')).toBe('photobook')
  })

  it('"designId with type collage means a collage"', () => {
    expect(detect('designId=9&type=collage')).toBe('collage')
  })

  it('"A photobox type means photobox or prints"', () => {
    expect(detect('photoboxType=small')).toBe('photobox')
    expect(detect('photoboxType=large')).toBe('photobox')
    expect(detect('photoboxType=prints')).toBe('photoprint')
  })

  it('"A material or frame type means a collage when a design id or collage flag is present; otherwise a photo frame."', () => {
    expect(detect('materialType=poster&designId=9')).toBe('collage')
    expect(detect('frameType=holzrahmen&collage=1')).toBe('collage')
    expect(detect('materialType=poster')).toBe('photoframe')
    expect(detect('frameType=holzrahmen')).toBe('photoframe')
  })

  it('"A calendar type means a calendar."', () => {
    expect(detect('type=wandkalender')).toBe('calendar')
  })

  it('"A photobook type or printing means a photobook."', () => {
    expect(detect('type=echtfotobuch')).toBe('photobook')
    expect(detect('photobookPrinting=digital')).toBe('photobook')
  })

  it('"A themeId means a card."', () => {
    expect(detect('themeId=1')).toBe('card')
  })

  it('nothing known means no product type', () => {
    expect(detect('')).toBeUndefined()
    expect(detect('sku=ABC&type=unknown')).toBeUndefined()
    expect(detect('designGroupSetId=3')).toBeUndefined()
  })

  it('accepts a plain record as well as search params; empty values are absent', () => {
    expect(detectProductType({ designId: '9', type: 'collage' })).toBe('collage')
    expect(detectProductType({ themeId: '', designId: '5' })).toBe('calendar')
  })
})

describe('product type detection, the conflicts between the two documents', () => {
  it('site-chrome: "designGroupId or designId means calendar" yields to "designId with type collage means collage"', () => {
    expect(detect('designId=9&type=collage')).toBe('collage')
  })

  it('"designId with no collage hint" is a calendar; the collage flag is a collage hint', () => {
    expect(detect('designId=9&collage=1')).toBe('collage')
  })

  it('a material with a design id is a collage, not a calendar', () => {
    expect(detect('designId=9&materialType=leinwand')).toBe('collage')
  })

  it('a photobook rule beats the calendar rule for designGroupId', () => {
    expect(detect('designGroupId=5&designGroupSetId=3&type=photobook')).toBe('photobook')
  })

  it('a card parameter beats every other rule', () => {
    expect(detect('themeId=1&designId=9&type=collage')).toBe('card')
    expect(detect('occasion=birth&type=echtfotobuch')).toBe('card')
  })

  it('a photobox type beats a bare design id', () => {
    expect(detect('photoboxType=small&designId=9')).toBe('photobox')
  })

  it('a material or frame type beats a photobox type', () => {
    expect(detect('photoboxType=small&frameType=holzrahmen')).toBe('photoframe')
  })

  it('a type=collage without a design id is still a collage (the collage page falls back to a default id)', () => {
    expect(detect('type=collage')).toBe('collage')
  })
})
