import { describe, expect, it } from 'vitest'
import { marketFor } from './market'
import {
  commandsFor,
  gtagStartCommands,
  loginStateEntry,
  marketKeyOf,
  pageViewEntry,
  parseTagManagerIds,
  productViewEntry,
  sessionAnalyticsIdentify,
  sessionAnalyticsPolls,
  tagManagerIdFor,
  tagManagerKindOf,
  tagManagerScriptUrl,
  tagManagerStartEntry,
} from './tag-manager'
import { mayPush } from './tracking'

const cardsDe = marketFor('cards', 'de', 'de-DE', 'web')
const wallartCh = marketFor('wallart', 'ch', 'fr-CH', 'web')
const on = { tracking: true, logging: true }

describe('tag manager configuration', () => {
  it('reads market keys, channels and * to valid ids; empty is no tag manager', () => {
    expect(parseTagManagerIds('')).toEqual({ ok: true, ids: {} })
    expect(parseTagManagerIds('{"cards-DE":"GTM-ABC1","wallart":"G-XYZ9","*":"GTM-ALL"}')).toEqual({
      ok: true,
      ids: { 'cards-DE': 'GTM-ABC1', wallart: 'G-XYZ9', '*': 'GTM-ALL' },
    })
  })

  it('refuses what is not a JSON object, an unknown market and an invalid id', () => {
    expect(parseTagManagerIds('GTM-ABC')).toMatchObject({ ok: false })
    expect(parseTagManagerIds('["GTM-ABC"]')).toMatchObject({ ok: false })
    expect(parseTagManagerIds('{"cards-XX":"GTM-ABC"}')).toMatchObject({
      ok: false,
      problem: 'not a market key, channel or *: cards-XX',
    })
    expect(parseTagManagerIds('{"posters-DE":"GTM-ABC"}')).toMatchObject({ ok: false })
    expect(parseTagManagerIds('{"*":"GTM-abc"}')).toMatchObject({ ok: false })
    expect(parseTagManagerIds('{"*":"UA-123"}')).toMatchObject({ ok: false })
    expect(parseTagManagerIds('{"*":7}')).toMatchObject({ ok: false })
  })

  it('picks the market’s own id, then its channel’s, then *', () => {
    const ids = { 'cards-DE': 'GTM-DE', wallart: 'G-WALL', '*': 'GTM-ALL' }
    expect(marketKeyOf(wallartCh)).toBe('wallart-CH')
    expect(tagManagerIdFor(ids, cardsDe)).toBe('GTM-DE')
    expect(tagManagerIdFor(ids, wallartCh)).toBe('G-WALL')
    expect(tagManagerIdFor(ids, marketFor('cards', 'ch', 'de-CH', 'web'))).toBe('GTM-ALL')
    expect(tagManagerIdFor({ 'cards-DE': 'GTM-DE' }, wallartCh)).toBeUndefined()
  })

  it('loads gtm.js for a container and gtag/js for a measurement id', () => {
    expect(tagManagerKindOf('GTM-A1')).toBe('gtm')
    expect(tagManagerKindOf('G-A1')).toBe('gtag')
    expect(tagManagerScriptUrl('https://www.googletagmanager.com', 'GTM-A1')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-A1',
    )
    expect(tagManagerScriptUrl('http://127.0.0.1:3001', 'G-A1')).toBe(
      'http://127.0.0.1:3001/gtag/js?id=G-A1',
    )
  })
})

describe('what may be pushed', () => {
  it('nothing before consent or after declining', () => {
    expect(mayPush('visit', 'unknown', on)).toBe(false)
    expect(mayPush('visit', 'declined', on)).toBe(false)
    expect(mayPush('customer', 'declined', on)).toBe(false)
    expect(mayPush('visit', 'granted', on)).toBe(true)
    expect(mayPush('customer', 'granted', on)).toBe(true)
  })

  it('tracking=0 stops everything, logging=0 what is about the customer', () => {
    expect(mayPush('visit', 'granted', { tracking: false, logging: true })).toBe(false)
    expect(mayPush('customer', 'granted', { tracking: false, logging: true })).toBe(false)
    expect(mayPush('visit', 'granted', { tracking: true, logging: false })).toBe(true)
    expect(mayPush('customer', 'granted', { tracking: true, logging: false })).toBe(false)
  })
})

describe('data-layer entries', () => {
  it('starts the container and counts the page view with its market', () => {
    expect(tagManagerStartEntry(1000)).toEqual({ 'gtm.start': 1000, event: 'gtm.js' })
    expect(pageViewEntry('/fotokalender', cardsDe)).toEqual({
      event: 'landingpage_view',
      page_path: '/fotokalender',
      market: 'cards-DE',
      locale: 'de-DE',
      currency: 'EUR',
    })
  })

  it('pushes the login state alone, never who the customer is', () => {
    expect(loginStateEntry(true)).toEqual({ event: 'login_state', isLoggedIn: true })
  })

  it('describes the calculator’s selection as a product view', () => {
    expect(
      productViewEntry({
        product: 'poster',
        material: 'fineart',
        format: '30x40',
        frame: 'black',
        price: 29.95,
        currency: 'CHF',
      }),
    ).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'CHF',
        value: 29.95,
        items: [
          {
            item_id: 'poster',
            item_variant: 'fineart|30x40|black',
            material: 'fineart',
            format: '30x40',
            frame: 'black',
            price: 29.95,
          },
        ],
      },
    })
    const unpriced = productViewEntry({
      product: 'canvas',
      material: 'canvas',
      format: '20x30',
      price: null,
      currency: 'EUR',
    })
    expect(unpriced.ecommerce).toEqual({
      currency: 'EUR',
      items: [
        { item_id: 'canvas', item_variant: 'canvas|20x30', material: 'canvas', format: '20x30' },
      ],
    })
  })

  it('gives a measurement id gtag commands and a container the objects', () => {
    const entry = { event: 'landingpage_view', page_path: '/' }
    expect(commandsFor('gtm', entry)).toEqual([entry])
    expect(commandsFor('gtag', entry)).toEqual([['event', 'landingpage_view', { page_path: '/' }]])
    expect(commandsFor('gtag', { 'gtm.start': 1 })).toEqual([{ 'gtm.start': 1 }])
    expect(gtagStartCommands('G-A1', 0)).toEqual([
      ['js', new Date(0)],
      ['config', 'G-A1', { send_page_view: false }],
    ])
  })
})

describe('session analytics', () => {
  it('polls every 2 s for up to 60 s: 30 polls after the first try', () => {
    expect(sessionAnalyticsPolls()).toBe(30)
    expect(sessionAnalyticsPolls({ everyMs: 2_000, forMs: 5_000 })).toBe(2)
  })

  it('identifies with the uid and the display name', () => {
    expect(sessionAnalyticsIdentify('4711', 'Erika M.')).toEqual([
      'identify',
      '4711',
      { displayName: 'Erika M.' },
    ])
  })
})
