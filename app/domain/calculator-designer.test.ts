import { describe, expect, it } from 'vitest'
import { adClickIdFromCookies, calculatorDesignerUrl } from './calculator-designer'
import type { DesignerConfig } from './designer-url'

const config: DesignerConfig = {
  basePaths: {
    calendar: '/configurator-calendar',
    card: '/configurator-card',
    collage: '/configurator-collage',
    photobook: '/configurator-photobook',
    photobox: '/configurator-photobox',
    photoframe: '/configurator-photo-frame',
  },
  now: new Date('2026-03-02T09:00:00Z'),
  timeZone: 'Europe/Berlin',
}
const web = { locale: 'de-DE', platform: 'web' } as const
const params = (url: string | undefined) =>
  Object.fromEntries(new URL(url ?? 'x:/', 'http://shop').searchParams)
const path = (url: string | undefined) => new URL(url ?? 'x:/', 'http://shop').pathname

describe('the call to action builds the designer URL from material, format and context', () => {
  it('wall art goes to the photo-frame designer with material and format; a frame with the colour, mat and option shown', () => {
    const plain = calculatorDesignerUrl(
      'wallart',
      { material: 'leinwand', format: '40x60' },
      web,
      config,
    )
    expect(path(plain)).toBe('/configurator-photo-frame')
    expect(params(plain)).toEqual({
      locale: 'de-DE',
      platform: 'w',
      materialType: 'leinwand',
      formatType: '40x60',
    })
    const framed = calculatorDesignerUrl(
      'wallart',
      { material: 'poster', format: '50x70' },
      {
        ...web,
        frameType: 'holzrahmen',
        frameVariant: 'holzrahmen-eiche',
        matType: 'mat-weiss',
        matSize: 30,
        optionTypeGroup: 'lamination',
        optionType: 'matte',
      },
      config,
    )
    expect(params(framed)).toMatchObject({
      frameType: 'holzrahmen',
      frameVariant: 'holzrahmen-eiche',
      matType: 'mat-weiss',
      matSize: '30',
      optionTypeGroup: 'lamination',
      optionType: 'matte',
    })
    // Nothing the shopper was not shown: a frame alone brings no mat of its own.
    const shadowGap = calculatorDesignerUrl(
      'wallart',
      { material: 'leinwand', format: '40x60' },
      { ...web, frameType: 'schattenfuge-leinwand' },
      config,
    )
    expect(params(shadowGap)).toEqual({
      locale: 'de-DE',
      platform: 'w',
      materialType: 'leinwand',
      formatType: '40x60',
      frameType: 'schattenfuge-leinwand',
    })
    expect(
      params(
        calculatorDesignerUrl(
          'wallart',
          { material: 'poster', format: '50x70' },
          { ...web, frameType: 'gold', matType: 'mat-weiss', matSize: 30 },
          config,
        ),
      ),
    ).not.toHaveProperty('matType')
    expect(
      params(
        calculatorDesignerUrl(
          'wallart',
          { material: 'poster', format: '50x70' },
          { ...web, frameType: 'gold' },
          config,
        ),
      ).frameType,
    ).toBeUndefined()
  })

  it('a collage needs its design id', () => {
    const url = calculatorDesignerUrl(
      'collage',
      { material: 'poster', format: '40x60' },
      { ...web, designId: '13' },
      config,
    )
    expect(path(url)).toBe('/configurator-collage')
    expect(params(url)).toMatchObject({
      designId: '13',
      materialType: 'poster',
      formatType: '40x60',
    })
    expect(
      calculatorDesignerUrl('collage', { material: 'poster', format: '40x60' }, web, config),
    ).toBeUndefined()
  })

  it('calendars: type, format, mounting with its accessory type, start month and year, the design group', () => {
    const url = calculatorDesignerUrl(
      'calendar',
      { material: 'tischkalender', format: 'a5-quer' },
      { ...web, mountingType: 'holzfuss', designGroupId: '300' },
      config,
    )
    expect(params(url)).toEqual({
      locale: 'de-DE',
      platform: 'w',
      designGroupId: '300',
      type: 'tischkalender',
      formatType: 'a5-quer',
      startMonth: '3',
      year: '2026',
      accessoryTypes: 'holzfuss',
      mountingType: 'holzfuss',
    })
    expect(
      params(
        calculatorDesignerUrl(
          'calendar',
          { material: 'wandkalender', format: 'a4-hoch' },
          { ...web, mountingType: 'spirale' },
          config,
        ),
      ).accessoryTypes,
    ).toBe('without')
  })

  it('photo books: printing and cover from the type, template by orientation, paper, page count', () => {
    const photobook = {
      templates: { landscape: '7101', portrait: '7102', square: '7103' },
      paperType: 'standard',
      pageCount: 24,
    }
    const url = calculatorDesignerUrl(
      'photobook',
      { material: 'digitalfotobuch', format: 'a4-quer' },
      { ...web, designGroupSetId: '4100', photobook },
      config,
    )
    expect(params(url)).toEqual({
      locale: 'de-DE',
      platform: 'w',
      designGroupSetId: '4100',
      photobookPrinting: 'digital',
      photobookCover: 'hard',
      binding: 'pur',
      paperType: 'standard',
      photobookFormat: 'a4-quer',
      photobookPageCount: '24',
      templateId: '7101',
      amount: '1',
    })
    expect(
      calculatorDesignerUrl(
        'photobook',
        { material: 'sofa', format: 'a4-quer' },
        { ...web, photobook },
        config,
      ),
    ).toBeUndefined()
  })

  it('photo books: the cover chosen on the page (lamination, refinement) goes to the designer', () => {
    const photobook = { templates: { landscape: '7401', portrait: '7402', square: '7403' } }
    const cover = { laminationType: 'matt', refinementType: 'gold' }
    const url = calculatorDesignerUrl(
      'photobook',
      { material: 'digitalfotobuch', format: '300-300' },
      { ...web, designGroupSetId: '4400', ...cover, photobook },
      config,
    )
    expect(params(url)).toMatchObject({
      designGroupSetId: '4400',
      templateId: '7403',
      laminationType: 'matt',
      refinementType: 'gold',
    })
    const plain = calculatorDesignerUrl(
      'photobook',
      { material: 'digitalfotobuch', format: '300-300' },
      { ...web, ...cover, refinementType: 'ohne', photobook },
      config,
    )
    expect(params(plain)).not.toHaveProperty('refinementType')
  })

  it('photo box and prints: width and height of the cm format (also for an inch value), type small or prints', () => {
    expect(
      params(
        calculatorDesignerUrl('photobox', { material: 'large', format: '15x10' }, web, config),
      ),
    ).toMatchObject({ width: '15', height: '10', type: 'small' })
    const prints = calculatorDesignerUrl(
      'photoprint',
      { material: 'matte', format: '6x4' },
      { ...web, locale: 'en-US' },
      config,
    )
    expect(path(prints)).toBe('/configurator-photobox')
    expect(params(prints)).toMatchObject({
      locale: 'en-US',
      width: '15',
      height: '10',
      type: 'prints',
    })
    expect(
      calculatorDesignerUrl('photoprint', { material: 'matt', format: '9x9' }, web, config),
    ).toBeUndefined()
  })

  it('cards: theme, design, card format and quantity; a sample is quantity 1 with the sample flag', () => {
    const url = calculatorDesignerUrl(
      'card',
      { material: 'klappkarte-a6', format: '50' },
      { ...web, themeId: '1001', designId: '50101' },
      config,
    )
    expect(params(url)).toEqual({
      locale: 'de-DE',
      platform: 'w',
      designId: '50101',
      themeId: '1001',
      formatType: 'klappkarte-a6',
      quantity: '50',
    })
    expect(
      params(
        calculatorDesignerUrl('card', { material: 'klappkarte-a6', format: 'sample' }, web, config),
      ),
    ).toMatchObject({
      quantity: '1',
      sample: 'true',
      referralSource: 'google-shopping',
    })
  })

  it('cards: a chosen refinement goes to the designer as refinementType; none does not', () => {
    const card = { material: 'klappkarte-a6', format: '50' }
    expect(
      params(calculatorDesignerUrl('card', card, { ...web, refinementType: 'rosegold' }, config)),
    ).toMatchObject({ formatType: 'klappkarte-a6', quantity: '50', refinementType: 'rosegold' })
    expect(
      params(calculatorDesignerUrl('card', card, { ...web, refinementType: 'ohne' }, config)),
    ).not.toHaveProperty('refinementType')
  })

  it('the ad-click id comes from the conversion-linker cookie or a gclid cookie, and reaches the URL', () => {
    expect(adClickIdFromCookies('a=1; _gcl_aw=GCL.1700000000.Cj0KCQ-abc_1; b=2')).toBe(
      'Cj0KCQ-abc_1',
    )
    expect(adClickIdFromCookies('gclid=xyz')).toBe('xyz')
    expect(adClickIdFromCookies('gclid=<script>')).toBeUndefined()
    expect(adClickIdFromCookies('')).toBeUndefined()
    const url = calculatorDesignerUrl(
      'wallart',
      { material: 'poster', format: '50x70' },
      { ...web, platform: 'desktop', adClickId: 'Cj0' },
      config,
    )
    expect(params(url)).toMatchObject({ platform: 'd', gclid: 'Cj0' })
  })
})
