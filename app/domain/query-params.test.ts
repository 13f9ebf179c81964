import { describe, expect, it } from 'vitest'
import { paramOf } from './query-params'

describe('query parameters (shop-core §3 "Query parameter names")', () => {
  it('reads a parameter from search params or a record; an empty value counts as absent', () => {
    expect(paramOf(new URLSearchParams('designId=7'), 'designId')).toBe('7')
    expect(paramOf(new URLSearchParams('designId='), 'designId')).toBeUndefined()
    expect(paramOf(new URLSearchParams(''), 'designId')).toBeUndefined()
    expect(paramOf({ matSize: 30 }, 'matSize')).toBe('30')
    expect(paramOf({ collage: true }, 'collage')).toBe('true')
    expect(paramOf({ collage: false, a: null, b: undefined }, 'collage')).toBeUndefined()
    expect(paramOf({ a: null }, 'a')).toBeUndefined()
  })
})
