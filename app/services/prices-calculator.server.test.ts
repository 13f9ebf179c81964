import { describe, expect, it } from 'vitest'
import { calculatorBlockSource, designerBasePaths, pageContextOf } from './prices-calculator.server'
import { productOfQuery } from './products-page.server'

describe('reading a calculator block from a story (content is data from outside)', () => {
  it('keeps the documented fields of a calculator block', () => {
    const source = calculatorBlockSource({
      _uid: 'u1',
      component: 'calculator',
      product: 'wallart',
      headline: 'Format wählen',
      ctaText: 'Leinwand gestalten',
      materials: [
        {
          value: 'leinwand',
          labelTranslationKey: 'material.leinwand',
          label: 'Leinwand',
          formats: ['20x30', '40x60'],
          initiallySelectedFormat: '40x60',
          group: 'classic',
        },
      ],
      moreFormats: ['100x150'],
      labels: [{ index: 1, text: 'Bestseller', backgroundColor: '#0b6e4f', textColor: '#ffffff' }],
    })
    expect(source).toEqual({
      _uid: 'u1',
      product: 'wallart',
      headline: 'Format wählen',
      ctaText: 'Leinwand gestalten',
      materials: [
        {
          value: 'leinwand',
          labelTranslationKey: 'material.leinwand',
          label: 'Leinwand',
          formats: ['20x30', '40x60'],
          initiallySelectedFormat: '40x60',
          group: 'classic',
        },
      ],
      moreFormats: ['100x150'],
      labels: [{ index: 1, text: 'Bestseller', backgroundColor: '#0b6e4f', textColor: '#ffffff' }],
    })
  })

  it('drops what it cannot use: unknown products, materials without formats, an initial format not in the list, broken labels', () => {
    expect(
      calculatorBlockSource({
        component: 'calculator',
        product: 'sofa',
        materials: [{ value: 'x', formats: ['1'] }],
      }),
    ).toBeUndefined()
    expect(calculatorBlockSource({ component: 'teaser-hero', product: 'wallart' })).toBeUndefined()
    expect(calculatorBlockSource(null)).toBeUndefined()
    const source = calculatorBlockSource({
      component: 'calculator',
      product: 'calendar',
      materials: [
        {
          value: 'wandkalender',
          formats: ['a4-hoch', 7, 'a3-hoch'],
          initiallySelectedFormat: 'a9',
        },
        { value: 'leer', formats: [] },
        'junk',
      ],
      labels: [{ index: 'one', text: 'x' }, { index: 0 }],
      moreFormats: 'a6-hoch',
    })
    expect(source?.materials).toEqual([
      {
        value: 'wandkalender',
        formats: ['a4-hoch', 'a3-hoch'],
        initiallySelectedFormat: 'a4-hoch',
      },
    ])
    expect(source?.labels).toEqual([])
    expect(source?.moreFormats).toEqual([])
  })
})

describe('the products page ("/products") and its context', () => {
  it("detects the product from the query, leaving out the calculator's own selection", () => {
    expect(
      productOfQuery(
        new URLSearchParams('designGroupId=300&materialType=tischkalender&formatType=a5-quer'),
      ),
    ).toBe('calendar')
    expect(
      productOfQuery(
        new URLSearchParams('type=photobook&designGroupSetId=4200&materialType=echtfotobuch'),
      ),
    ).toBe('photobook')
    expect(
      productOfQuery(new URLSearchParams('type=collage&designId=13&materialType=poster')),
    ).toBe('collage')
    expect(productOfQuery(new URLSearchParams('photoboxType=prints&materialType=matt'))).toBe(
      'photoprint',
    )
    expect(productOfQuery(new URLSearchParams('photoboxType=small'))).toBe('photobox')
    expect(productOfQuery(new URLSearchParams('frameType=holzrahmen&materialType=poster'))).toBe(
      'photoframe',
    )
    expect(productOfQuery(new URLSearchParams('themeId=1001'))).toBe('card')
    // A material alone is the calculator's selection, not a photo frame.
    expect(
      productOfQuery(new URLSearchParams('materialType=poster&formatType=40x60')),
    ).toBeUndefined()
    expect(productOfQuery(new URLSearchParams(''))).toBeUndefined()
  })

  it('takes the design context from the URL, well-formed values only', () => {
    expect(
      pageContextOf(
        new URL(
          'http://shop/products?designGroupId=300&designId=abc&startDate=2027-01-01&themeId=0',
        ),
      ),
    ).toEqual({
      designGroupId: '300',
      startDate: '2027-01-01',
    })
  })

  it("the designer base paths are the shop's configurator paths with the market's prefixes", () => {
    expect(designerBasePaths({ platform: 'web' })).toMatchObject({
      calendar: '/configurator-calendar',
      photoframe: '/configurator-photo-frame',
    })
    expect(designerBasePaths({ sublocalePrefix: 'fr', platform: 'desktop' }).card).toBe(
      '/fr/d/configurator-card',
    )
  })
})
