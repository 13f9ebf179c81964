import { afterAll, describe, expect, it } from 'vitest'
import {
  BoundedImpressionObserver,
  closeFlagClient,
  evaluateFlags,
  IMPRESSION_OBSERVER_MAX_ENTRIES,
  impressionObserver,
} from './flags.server'
import { requestContext, localLoadContext } from './request-context.server'

// Every first visit brings a new user key, and the Split SDK remembered every
// impression (key × flag) of the last 500 000 to deduplicate them: the storefront's heap grew
// with each new shopper until about 170 MB.

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
// Flags of config/flags.yml: every evaluation of a new key is one impression per flag.
const FLAGS = [
  'home_hero_experiment',
  'product_matrix_wallart',
  'calculator_layout_voll_965',
  'calculator_top_deal_voll_967',
  'calculator_acrylic_prices_voll_1409',
]

const firstVisit = () =>
  new Request('http://localhost:3000/', {
    headers: { host: 'localhost:3000', 'user-agent': CHROME },
  })

const impression = (keyName: string, time: number, feature = 'home_hero_experiment') => ({
  keyName,
  feature,
  treatment: 'off',
  label: 'default rule',
  changeNumber: 1,
  time,
})

afterAll(() => closeFlagClient())

describe('flag impressions kept in memory ("resident memory … not growing")', () => {
  it('after more new user keys than the bound, the flag client remembers at most the bound of impressions', async () => {
    const visits = Math.ceil((IMPRESSION_OBSERVER_MAX_ENTRIES * 1.5) / FLAGS.length)
    for (let visit = 0; visit < visits; visit++) {
      const request = firstVisit()
      const { setCookie } = await evaluateFlags(
        request,
        requestContext(request, localLoadContext()),
        FLAGS,
      )
      expect(setCookie).toBeDefined()
    }
    // The SDK used this observer (not its own 500 000-entry one) for every impression, and
    // it stopped growing at its bound.
    expect(impressionObserver.size).toBe(IMPRESSION_OBSERVER_MAX_ENTRIES)
  })

  it('the same impression is recognised (deduplicated) while remembered, the least recently seen is forgotten first', () => {
    const observer = new BoundedImpressionObserver(3)
    expect(observer.testAndSet(impression('a', 1))).toBeUndefined()
    expect(observer.testAndSet(impression('b', 2))).toBeUndefined()
    expect(observer.testAndSet(impression('c', 3))).toBeUndefined()
    // Seen again: the previous time, and 'a' becomes the most recent.
    expect(observer.testAndSet(impression('a', 4))).toBe(1)
    // A fourth key evicts the least recently seen ('b'), not 'a'.
    expect(observer.testAndSet(impression('d', 5))).toBeUndefined()
    expect(observer.size).toBe(3)
    expect(observer.testAndSet(impression('a', 6))).toBe(4)
    expect(observer.testAndSet(impression('b', 7))).toBeUndefined()
    // The flag is part of what is remembered: another flag for the same key is a new impression.
    expect(observer.testAndSet(impression('a', 8, 'product_matrix_wallart'))).toBeUndefined()
    expect(observer.size).toBe(3)
  })

  it('100 000 new keys leave an observer of 1 000 entries at 1 000', () => {
    const observer = new BoundedImpressionObserver(1_000)
    for (let key = 0; key < 100_000; key++) observer.testAndSet(impression(`key-${key}`, key))
    expect(observer.size).toBe(1_000)
  })
})
