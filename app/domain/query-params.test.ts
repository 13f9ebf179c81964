import { describe, expect, it } from 'vitest'
import { paramOf, productParams, queryParamNames } from './query-params'

describe('query parameter names (shop-core §3 "Defined per product")', () => {
  it('"designId, designGroupId, designGroupSetId, formatType, materialType, frameType, matSize, matType, quantity, startDate, startMonth, year, amount, mountingType, paperType, refinementType, photobookFormat, photobookPageCount, themeId, sku, optionType, optionTypeGroup, type"', () => {
    expect(queryParamNames).toHaveLength(23)
    expect(new Set(queryParamNames).size).toBe(23)
  })

  it('reads a parameter from search params or a record; an empty value counts as absent', () => {
    expect(paramOf(new URLSearchParams('designId=7'), 'designId')).toBe('7')
    expect(paramOf(new URLSearchParams('designId='), 'designId')).toBeUndefined()
    expect(paramOf(new URLSearchParams(''), 'designId')).toBeUndefined()
    expect(paramOf({ matSize: 30 }, 'matSize')).toBe('30')
    expect(paramOf({ collage: true }, 'collage')).toBe('true')
    expect(paramOf({ collage: false, a: null, b: undefined }, 'collage')).toBeUndefined()
    expect(paramOf({ a: null }, 'a')).toBeUndefined()
  })

  it('productParams keeps the known names only', () => {
    expect(productParams(new URLSearchParams('designId=7&utm_source=x&type=collage&sku='))).toEqual(
      { designId: '7', type: 'collage' },
    )
  })
})
