import { describe, expect, it } from 'vitest'
import { designGroupHref } from './design-groups'
import { productPagePath } from './product-pages'

describe('productPagePath', () => {
  it('is the identifying query of each product page', () => {
    expect(productPagePath({ product: 'calendar', designGroupId: '555' })).toBe(
      '/products?designGroupId=555',
    )
    expect(productPagePath({ product: 'photobook', designGroupSetId: '4400' })).toBe(
      '/products?type=photobook&designGroupSetId=4400',
    )
    expect(productPagePath({ product: 'collage', designId: '13' })).toBe(
      '/products?type=collage&designId=13',
    )
    expect(productPagePath({ product: 'photobox', photoboxType: 'prints' })).toBe(
      '/products?photoboxType=prints',
    )
    expect(productPagePath({ product: 'photoframe', frameType: 'holzrahmen' })).toBe(
      '/products?frameType=holzrahmen',
    )
    expect(productPagePath({ product: 'theme', themeId: 'a b' })).toBe('/themes/a%20b')
  })

  it('is the address the design pickers link to, so links, canonical and sitemap agree', () => {
    expect(productPagePath({ product: 'photobook', designGroupSetId: '4200' })).toBe(
      designGroupHref('photobook', '/products', '4200'),
    )
  })
})
