import { describe, expect, it } from 'vitest'
import { locationSuggestion, shopCountryFor, suggestionOf } from './location'

const germanCards = { channel: 'cards', country: 'DE', language: 'de' } as const

describe('the market suggestion from a location', () => {
  it('suggests the located country’s shop on the same channel, in the page’s language when it speaks it', () => {
    expect(locationSuggestion({ located: 'CH', market: germanCards, crawler: false })).toEqual({
      channel: 'cards',
      country: 'CH',
      locale: 'de-CH',
    })
    expect(
      locationSuggestion({
        located: 'BE',
        market: { channel: 'wallart', country: 'FR', language: 'fr' },
        crawler: false,
      }),
    ).toEqual({ channel: 'wallart', country: 'BE', locale: 'fr-BE' })
  })

  it('falls back to the country’s own language when its shop does not speak the page’s', () => {
    expect(locationSuggestion({ located: 'ES', market: germanCards, crawler: false })?.locale).toBe(
      'es-ES',
    )
  })

  it('suggests nothing in the shopper’s own country, for an unknown location or for crawlers', () => {
    expect(locationSuggestion({ located: 'DE', market: germanCards, crawler: false })).toBeNull()
    expect(locationSuggestion({ located: null, market: germanCards, crawler: false })).toBeNull()
    expect(locationSuggestion({ located: 'PL', market: germanCards, crawler: false })).toBeNull()
    expect(locationSuggestion({ located: 'CH', market: germanCards, crawler: true })).toBeNull()
  })

  it('countries without a shop of their own go to their neighbour’s', () => {
    expect(shopCountryFor('MC')).toBe('FR')
    expect(shopCountryFor('va')).toBe('IT')
    expect(shopCountryFor('gb')).toBe('GB')
    expect(shopCountryFor('')).toBeNull()
    expect(shopCountryFor(undefined)).toBeNull()
    expect(
      locationSuggestion({ located: 'SM', market: germanCards, crawler: false })?.country,
    ).toBe('IT')
  })
})

describe('reading the resource route’s answer in the browser', () => {
  it('keeps a shop country with an absolute http(s) URL', () => {
    const suggestion = { country: 'CH', url: 'https://www.printhaus.ch/' }
    expect(suggestionOf({ suggestion })).toEqual(suggestion)
  })

  it('anything else is no suggestion', () => {
    expect(suggestionOf(null)).toBeNull()
    expect(suggestionOf({ suggestion: null })).toBeNull()
    expect(suggestionOf({ suggestion: { country: 'XX', url: 'https://a.example/' } })).toBeNull()
    expect(suggestionOf({ suggestion: { country: 'CH', url: 'javascript:alert(1)' } })).toBeNull()
    expect(suggestionOf({ suggestion: { country: 'CH', url: '//evil.example/' } })).toBeNull()
    expect(suggestionOf({ suggestion: { country: 'CH', url: 42 } })).toBeNull()
  })
})
