import { describe, expect, it } from 'vitest'
import {
  browserEventLevel,
  isPageType,
  KeyedRateLimit,
  observedValue,
  parseVitalsBeacon,
  scrubbedText,
  vitalBuckets,
  vitalNames,
} from './field-figures'

describe('a vitals beacon', () => {
  it('is read into figures by page type', () => {
    expect(
      parseVitalsBeacon({
        page: 'products',
        vitals: [
          { name: 'LCP', value: 1800 },
          { name: 'CLS', value: 0.04 },
        ],
      }),
    ).toEqual({
      pageType: 'products',
      vitals: [
        { name: 'LCP', value: 1800 },
        { name: 'CLS', value: 0.04 },
      ],
    })
  })

  it('counts a page type the shop does not have as other', () => {
    expect(
      parseVitalsBeacon({ page: 'evil-label', vitals: [{ name: 'TTFB', value: 90 }] })?.pageType,
    ).toBe('other')
  })

  it('keeps each figure once and drops implausible ones', () => {
    expect(
      parseVitalsBeacon({
        page: 'home',
        vitals: [
          { name: 'INP', value: 80 },
          { name: 'INP', value: 120 },
          { name: 'LCP', value: 10_000_000 },
        ],
      })?.vitals,
    ).toEqual([{ name: 'INP', value: 120 }])
  })

  it('is malformed without figures, with unknown ones, negative values or extra size', () => {
    for (const body of [
      null,
      'LCP=1',
      { page: 'home', vitals: [] },
      { page: 'home', vitals: [{ name: 'FID', value: 3 }] },
      { page: 'home', vitals: [{ name: 'LCP', value: -1 }] },
      { page: 'home', vitals: [{ name: 'LCP', value: '1' }] },
      { page: 'x'.repeat(61), vitals: [{ name: 'LCP', value: 1 }] },
      { page: 'home', vitals: Array(6).fill({ name: 'LCP', value: 1 }) },
      { page: 'home', vitals: [{ name: 'LCP', value: 1e9 }] },
    ])
      expect(parseVitalsBeacon(body)).toBeUndefined()
  })
})

describe('figures in the histograms', () => {
  it('times in seconds, layout shift as it is', () => {
    expect(observedValue('LCP', 2500)).toBe(2.5)
    expect(observedValue('INP', 200)).toBe(0.2)
    expect(observedValue('CLS', 0.1)).toBe(0.1)
  })

  it('have buckets at the good and poor thresholds of each figure', () => {
    const thresholds = {
      LCP: [2.5, 4],
      INP: [0.2, 0.5],
      CLS: [0.1, 0.25],
      FCP: [1.8, 3],
      TTFB: [0.8, 1.8],
    }
    for (const name of vitalNames) {
      for (const threshold of thresholds[name]) expect(vitalBuckets[name]).toContain(threshold)
      expect([...vitalBuckets[name]].sort((a, b) => a - b)).toEqual(vitalBuckets[name])
    }
  })
})

describe('page types', () => {
  it('are the home page, content, other and the localised pages', () => {
    for (const type of ['home', 'content', 'other', 'account-login', 'products'])
      expect(isPageType(type)).toBe(true)
    expect(isPageType('routes')).toBe(false)
    expect(isPageType('account-login/de')).toBe(false)
  })
})

describe('browser messages for the log', () => {
  it('lose e-mail addresses, query strings, fragments and long numbers', () => {
    expect(
      scrubbedText(
        'TypeError at https://shop.example/account?email=jo@example.com&token=abc#x for jo.doe+1@mail.example.org, order 12345678',
      ),
    ).toBe('TypeError at https://shop.example/account for [email], order [number]')
  })

  it('are cut to a short line', () => {
    const text = scrubbedText(`Error: ${'a'.repeat(1_000)}\n   at line`)
    expect(text.length).toBe(301)
    expect(text.endsWith('…')).toBe(true)
    expect(scrubbedText('a\n\n  b')).toBe('a b')
  })

  it('are warnings for a countdown past its date, errors otherwise', () => {
    expect(browserEventLevel('countdown-date-in-past')).toBe('warn')
    expect(browserEventLevel('nuxt-error-page-encountered')).toBe('error')
  })
})

describe('rate limit per sender', () => {
  it('admits the limit in a window, then nothing until the next window; senders are apart', () => {
    let now = 0
    const limit = new KeyedRateLimit(2, 1_000, () => now)
    expect([limit.admit('a'), limit.admit('a'), limit.admit('a')]).toEqual([true, true, false])
    expect(limit.admit('b')).toBe(true)
    now = 1_000
    expect(limit.admit('a')).toBe(true)
  })

  it('holds a bounded number of senders', () => {
    const limit = new KeyedRateLimit(1, 60_000, () => 0, 3)
    for (const key of ['a', 'b', 'c', 'd']) limit.admit(key)
    // `a` was forgotten as the oldest: it starts a new window.
    expect(limit.admit('a')).toBe(true)
    expect(limit.admit('d')).toBe(false)
  })
})
