import { describe, expect, it } from 'vitest'
import {
  canonicalSearchString,
  groupByKind,
  normaliseSearchQuery,
  searchQueryMaxLength,
  searchHref,
  searchItems,
  searchQueryOf,
} from './search'

describe('normaliseSearchQuery', () => {
  it('trims and collapses whitespace', () => {
    expect(normaliseSearchQuery('  Hochzeits   karten \n')).toBe('Hochzeits karten')
    expect(normaliseSearchQuery('\t\u00a0 ')).toBe('')
  })

  it('cuts a long query to 100 characters, counting letters not UTF-16 units', () => {
    expect(normaliseSearchQuery('a'.repeat(150))).toHaveLength(searchQueryMaxLength)
    expect([...normaliseSearchQuery('😀'.repeat(120))]).toHaveLength(searchQueryMaxLength)
    expect(normaliseSearchQuery(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99))
  })

  it('keeps case and diacritics (the index folds them)', () => {
    expect(normaliseSearchQuery('Grüße')).toBe('Grüße')
  })
})

describe('canonicalSearchString', () => {
  const check = (search: string) => canonicalSearchString(new URLSearchParams(search))

  it('keeps a normalised query as it is', () => {
    expect(check('q=fotobuch')).toBeNull()
    expect(check('q=wedding+cards')).toBeNull()
    expect(check('')).toBeNull()
  })

  it('redirects to the normalised query, without other parameters', () => {
    expect(check('q=%20wedding%20%20cards%20')).toBe('?q=wedding+cards')
    expect(check('q=fotobuch&utm_source=x')).toBe('?q=fotobuch')
    expect(check('q=a&q=b')).toBe('?q=a')
    expect(check(`q=${'x'.repeat(120)}`)).toBe(`?q=${'x'.repeat(100)}`)
  })

  it('sends a blank query to the bare page', () => {
    expect(check('q=')).toBe('')
    expect(check('q=+++')).toBe('')
    expect(check('page=2')).toBe('')
  })
})

describe('searchQueryOf', () => {
  it('reads the normalised query', () => {
    expect(searchQueryOf(new URLSearchParams('q=+Fotobox+'))).toBe('Fotobox')
    expect(searchQueryOf(new URLSearchParams(''))).toBe('')
  })
})

describe('groupByKind', () => {
  it('groups products, themes, articles and service pages in that order, dropping empty groups', () => {
    const results = [
      { kind: 'service' as const, id: 1 },
      { kind: 'product' as const, id: 2 },
      { kind: 'service' as const, id: 3 },
      { kind: 'product' as const, id: 4 },
    ]
    expect(groupByKind(results)).toEqual([
      { kind: 'product', results: [results[1], results[3]] },
      { kind: 'service', results: [results[0], results[2]] },
    ])
  })
})

describe('searchHref and searchItems', () => {
  const cardsDe = { channel: 'cards' as const, platform: 'web' as const }
  const wallartChFr = {
    channel: 'wallart' as const,
    platform: 'web' as const,
    sublocalePrefix: 'fr',
  }

  it('adds the market’s prefixes and the wall-art trailing slash, keeping the query', () => {
    expect(searchHref('/hochzeitskarten', cardsDe)).toBe('/hochzeitskarten')
    expect(searchHref('/products?designGroupId=330', cardsDe)).toBe('/products?designGroupId=330')
    expect(searchHref('/toiles', wallartChFr)).toBe('/fr/toiles/')
    expect(searchHref('/products?type=collage&designId=7', wallartChFr)).toBe(
      '/fr/products/?type=collage&designId=7',
    )
    expect(searchHref('/themes/1001', { ...cardsDe, platform: 'desktop' })).toBe('/d/themes/1001')
  })

  it('maps the answer’s results to links, a missing picture to null', () => {
    expect(
      searchItems(
        [
          { kind: 'theme', title: 'Bunte Ballons', text: 'Kartendesign', path: '/themes/1001' },
          {
            kind: 'product',
            title: 'Fotobuch',
            text: 'Dein Fotobuch',
            path: '/fotobuch',
            image: 'https://a.storyblok.com/f/1/a.jpg',
          },
        ],
        cardsDe,
      ),
    ).toEqual([
      {
        kind: 'theme',
        title: 'Bunte Ballons',
        text: 'Kartendesign',
        href: '/themes/1001',
        image: null,
      },
      {
        kind: 'product',
        title: 'Fotobuch',
        text: 'Dein Fotobuch',
        href: '/fotobuch',
        image: 'https://a.storyblok.com/f/1/a.jpg',
      },
    ])
  })
})
