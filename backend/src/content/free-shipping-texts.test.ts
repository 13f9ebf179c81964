import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { frontends } from '../product-data/data'

/**
 * One free-shipping threshold per market and channel: the shop API's shipping
 * information (the shop frontends' `freeFrom`) is the authority; the content's thresholds and
 * every story text that restates one agree with it.
 */

type ContentMarket = { lang: string; country: string; currency: string; intl: string }
type MarketsModule = {
  MARKETS: Record<string, ContentMarket>
  FREE_SHIPPING: Record<'cards' | 'wallart', Record<string, number>>
  SHIPPING_COST: Record<'cards' | 'wallart', Record<string, number>>
  freeShipping: (market: ContentMarket, channel?: 'cards' | 'wallart') => string
  shippingCost: (market: ContentMarket, channel?: 'cards' | 'wallart') => string
}

const contentRoot = resolve(__dirname, '../../content')
const markets = (await import(
  pathToFileURL(join(contentRoot, 'lib', 'markets.mjs')).href
)) as MarketsModule
const channels = ['cards', 'wallart'] as const

/**
 * Every string of a story but the field translations of sublocales (`text__i18n__de-at`): those
 * write amounts the sublocale's way and are checked in their own market.
 */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      if (!key.includes('__i18n__')) stringsOf(item, out)
  return out
}

function storyFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return storyFiles(path)
    return name.endsWith('.json') ? [path] : []
  })
}

/** Phrases the texts use to promise free delivery, in every language of the shop. */
const freeDelivery =
  /versandkostenfrei|versand (?:ist )?kostenlos|free (?:shipping|delivery)|is free on orders|envío (?:es )?gratis|livraison (?:est )?offerte|elle est offerte|spedizione (?:è )?gratuita|gratis verzen|verzending gratis|verzenden we gratis/iu

describe('the free-shipping threshold', () => {
  it.each(channels)(
    '%s: the content restates the shop API’s threshold in every market',
    (channel) => {
      for (const [locale, market] of Object.entries(markets.MARKETS)) {
        const frontend = frontends[market.country]
        expect(frontend, locale).toBeDefined()
        expect(markets.FREE_SHIPPING[channel][market.currency], `${channel} ${locale}`).toBe(
          frontend!.shipping[channel].freeFrom,
        )
      }
    },
  )

  it.each(channels)('%s: no story text names another threshold', (channel) => {
    for (const [locale, market] of Object.entries(markets.MARKETS)) {
      const dir = join(contentRoot, 'stories', channel, locale)
      const own = markets.freeShipping(market, channel)
      const other = markets.freeShipping(market, channel === 'cards' ? 'wallart' : 'cards')
      const promises = storyFiles(dir)
        .flatMap((file) => stringsOf(JSON.parse(readFileSync(file, 'utf8'))))
        .filter((text) => freeDelivery.test(text) && /\d/.test(text))
      expect(promises.length, `${channel} ${locale}`).toBeGreaterThan(0)
      for (const text of promises) {
        expect(text.includes(other), `${channel} ${locale}: ${text}`).toBe(false)
        if (text.includes(market.currency === 'EUR' ? '€' : own.replace(/[\d.,\s\u00a0]/gu, '')))
          expect(text, `${channel} ${locale}`).toContain(own)
      }
    }
  })
})

/** Phrases the texts use for the flat fee below the threshold, in every language of the shop. */
const flatFee =
  /pauschal|pauschale|flat rate|forfait|tarifa plana|forfettario|spedizione standard: |daaronder (?:rekenen we|betaal je)/iu

describe('the shipping fee below the threshold', () => {
  it.each(channels)('%s: the content restates the shop API’s fee in every market', (channel) => {
    for (const [locale, market] of Object.entries(markets.MARKETS)) {
      expect(markets.SHIPPING_COST[channel][market.currency], `${channel} ${locale}`).toBe(
        frontends[market.country]!.shipping[channel].cost,
      )
    }
  })

  it.each(channels)('%s: every story text that names the fee names this one', (channel) => {
    let named = 0
    for (const [locale, market] of Object.entries(markets.MARKETS)) {
      const dir = join(contentRoot, 'stories', channel, locale)
      const own = markets.shippingCost(market, channel)
      const texts = storyFiles(dir)
        .flatMap((file) => stringsOf(JSON.parse(readFileSync(file, 'utf8'))))
        .filter((text) => flatFee.test(text) && /\d/.test(text))
      for (const text of texts) expect(text, `${channel} ${locale}`).toContain(own)
      named += texts.length
    }
    expect(named, channel).toBeGreaterThan(10)
  })
})
