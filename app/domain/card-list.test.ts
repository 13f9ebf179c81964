import { describe, expect, it } from 'vitest'
import {
  canonicalCardListSearch,
  cardListSearch,
  offeredFacetValues,
  pageLinks,
  readCardListQuery,
} from './card-list'

const read = (search: string, occasion?: Parameters<typeof readCardListQuery>[1]) =>
  readCardListQuery(new URLSearchParams(search), occasion)
/** Where a URL belongs, its list read once as the card-list block reads it. */
const canonical = (search: URLSearchParams, occasion?: Parameters<typeof readCardListQuery>[1]) =>
  canonicalCardListSearch(search, readCardListQuery(search, occasion), occasion)

describe('the card list query (shop-core §3 "Cards", §9 "Card page sizes: 12 and 48")', () => {
  it('defaults to every card in the shop order, 12 a page, page 1', () => {
    expect(read('')).toEqual({ filters: {}, sort: 'sort', pageSize: 12, page: 1 })
  })

  it('reads the occasion, the seven filters, the sort key, the page size and the page', () => {
    expect(
      read(
        'occasion=wedding&aspectRatio=square&category=invitation&color=gold&label=new&product=klappkarte-a6&punching=die-cut&style=elegant&sort=popularity&pageSize=48&page=3',
      ),
    ).toEqual({
      occasion: 'wedding',
      filters: {
        aspectRatio: 'square',
        category: 'invitation',
        color: 'gold',
        label: 'new',
        product: 'klappkarte-a6',
        punching: 'die-cut',
        style: 'elegant',
      },
      sort: 'popularity',
      pageSize: 48,
      page: 3,
    })
  })

  it('leaves out what it does not know: unknown values, sort keys, page sizes and page numbers', () => {
    expect(
      read('occasion=halloween&color=mauve&style=&sort=price&pageSize=20&page=0&colour=red'),
    ).toEqual({ filters: {}, sort: 'sort', pageSize: 12, page: 1 })
    expect(read('page=-2').page).toBe(1)
    expect(read('page=2.5').page).toBe(1)
    expect(read('page=999999').page).toBe(1)
    expect(read('pageSize=48.0').pageSize).toBe(12)
  })

  it("takes each parameter's first value", () => {
    expect(read('color=gold&color=red').filters).toEqual({ color: 'gold' })
  })

  it("holds the occasion page's own occasion whatever the URL says", () => {
    expect(read('occasion=christmas&color=red', 'birth')).toMatchObject({
      occasion: 'birth',
      filters: { color: 'red' },
    })
  })
})

describe('canonical list URLs (shareable, one CDN entry per list)', () => {
  it('writes only what differs from the defaults, in one order, after the other parameters', () => {
    const query = read('style=modern&color=blue&sort=created&pageSize=48&page=2')
    expect(cardListSearch(query, new URLSearchParams('utm_source=mail&color=x'))).toBe(
      '?utm_source=mail&color=blue&style=modern&sort=created&pageSize=48&page=2',
    )
    expect(cardListSearch(read(''), new URLSearchParams())).toBe('')
    expect(cardListSearch(read('occasion=birth'), new URLSearchParams(), 'birth')).toBe('')
  })

  it("sends the filter form's empty fields, defaults, unknown values and repeats to the canonical URL", () => {
    expect(
      canonical(
        new URLSearchParams(
          'occasion=&aspectRatio=&category=&color=gold&label=&product=&punching=&style=&sort=sort&pageSize=12',
        ),
      ),
    ).toBe('?color=gold')
    expect(canonical(new URLSearchParams('page=1'))).toBe('')
    expect(canonical(new URLSearchParams('color=mauve&gclid=1'))).toBe('?gclid=1')
    expect(canonical(new URLSearchParams('color=gold&color=gold'))).toBe('?color=gold')
    expect(canonical(new URLSearchParams('style=modern&color=blue'))).toBe(
      '?color=blue&style=modern',
    )
    expect(canonical(new URLSearchParams('occasion=birth'), 'birth')).toBe('')
  })

  it('leaves a canonical URL alone, whatever else it carries', () => {
    expect(canonical(new URLSearchParams(''))).toBeUndefined()
    expect(
      canonical(new URLSearchParams('utm_source=x&color=gold&sort=popularity&page=2')),
    ).toBeUndefined()
    expect(canonical(new URLSearchParams('color=red'), 'birth')).toBeUndefined()
  })
})

describe('page links', () => {
  it('shows every page of a list of up to ten pages, so every design is two clicks away', () => {
    expect(pageLinks(1, 1)).toEqual([1])
    expect(pageLinks(2, 4)).toEqual([1, 2, 3, 4])
    expect(pageLinks(3, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageLinks(1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(pageLinks(10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('keeps the first, the last, the current page and its neighbours, with gaps for the rest', () => {
    expect(pageLinks(1, 12)).toEqual([1, 2, 'gap', 12])
    expect(pageLinks(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12])
    expect(pageLinks(12, 12)).toEqual([1, 'gap', 11, 12])
    expect(pageLinks(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12])
  })
})

describe('filter values offered', () => {
  const colours = [
    { value: 'white', count: 0 },
    { value: 'red', count: 3 },
    { value: 'gold', count: 0 },
  ]
  it('a value that would show no design is not offered', () => {
    expect(offeredFacetValues(colours, undefined)).toEqual([{ value: 'red', count: 3 }])
  })
  it('the chosen value stays, even when nothing matches it now, so it can be taken back', () => {
    expect(offeredFacetValues(colours, 'gold').map(({ value }) => value)).toEqual(['red', 'gold'])
  })
})
