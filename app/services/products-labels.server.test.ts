import { describe, expect, it } from 'vitest'
import { locales } from '~/domain/market'
import { missingLabels, productText } from './products-labels.server'

describe('label catalogues as the server serves them (shop-core §8 "Missing translation")', () => {
  it('every locale has every label the vocabulary names, so none is logged as missing', () => {
    for (const locale of locales) expect(missingLabels(locale), locale).toEqual([])
  })

  it('a region reads its language, with its own overrides', () => {
    expect(productText('de-AT', 'material.leinwand')).toBe(
      productText('de-DE', 'material.leinwand'),
    )
    expect(productText('en-US', 'format.a4')).toBeDefined()
  })
})
