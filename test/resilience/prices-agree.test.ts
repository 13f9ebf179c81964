/**
 * One source for every price: in each of the 34 markets (17 locales on 2 channels) the home
 * page's product tiles show the shop's live price of the article they name, with the running
 * campaign, and that price is the lowest the tile's page shows (its calculator's cheapest); the
 * campaign banner is the running campaign's, and the percentage it names is the percentage
 * struck through on the tile's page; no page strikes a price through without a running campaign
 * that names the product. As a guest, over loopback, against the production build and the
 * reference content and shop.
 */
import { readFileSync } from 'node:fs'
import { Agent } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaignProductTypeOf, discountedPrice, discountOf } from '~/domain/campaign-prices'
import { runningCampaign, type CampaignRule } from '~/domain/campaigns'
import {
  countryOf,
  languageOf,
  sublocalePrefixOf,
  tlds,
  type Channel,
  type Locale,
  type Tld,
} from '~/domain/market'
import { send, type RawResponse } from './support/http'
import { root, startStack, type Stack } from './support/stack'

const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

let stack: Stack
let agent: Agent

beforeAll(async () => {
  stack = await startStack({ shopApiTimeoutMs: 3_000, shopEnv: { STORYBLOK_RATE_LIMIT: '50' } })
  agent = new Agent({ keepAlive: true, maxSockets: 4 })
})

afterAll(async () => {
  agent?.destroy()
  await stack?.stop()
})

type Market = { host: string; channel: Channel; locale: Locale; home: string }

/** The 34 markets: one host per channel and country, each of its locales under its prefix. */
function markets(): Market[] {
  type HostTable = { markets: { channel: Channel; tld: Tld; hosts: string[] }[] }
  const table = JSON.parse(readFileSync(join(root, 'config/hosts.json'), 'utf8')) as HostTable
  return table.markets.flatMap((market) => {
    const host = market.hosts.find((name) => name.startsWith(`${market.channel}-`))
    if (!host) return []
    return tlds[market.tld].locales.map((locale) => {
      const prefix = sublocalePrefixOf(locale)
      return { host, channel: market.channel, locale, home: prefix ? `/${prefix}/` : '/' }
    })
  })
}

async function page(market: Market, path: string): Promise<string> {
  const response: RawResponse = await send({
    base: stack.shop.url,
    path,
    agent,
    headers: [
      ['Host', `${market.host}:${new URL(stack.shop.url).port}`],
      ['Accept', 'text/html'],
      ['User-Agent', userAgent],
    ],
  })
  expect(response.status, `${market.host}${path}`).toBe(200)
  return response.text
}

async function shop<T>(market: Market, path: string): Promise<T> {
  const response = await fetch(`${stack.backend.url}${path}`, {
    headers: {
      'X-Channel': `${market.channel}-${countryOf(market.locale)}`,
      'X-Locale': market.locale,
    },
  })
  expect(response.status, path).toBe(200)
  return ((await response.json()) as { payload: T }).payload
}

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .trim()

/** An amount as a page writes it ("from £12.15", "ab 1.234,50 €", "1'234.50 CHF"). */
function amountOf(text: string): number {
  const digits = decode(text).replace(/[^\d.,']/g, '')
  const decimal = /[.,](\d{1,2})$/.exec(digits)
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,']/g, '')
  const amount = Number(decimal ? `${whole}.${decimal[1]}` : whole)
  if (!Number.isFinite(amount) || digits === '') throw new Error(`not an amount: ${text}`)
  return amount
}

type Tile = { title: string; href: string; sku: string; price: number }

/** The product tiles of a page that show a price of an article they name. */
function pricedTiles(html: string): Tile[] {
  const tiles: Tile[] = []
  for (const [, href, inner] of html.matchAll(/<a class="tile" href="([^"]+)">([\s\S]*?)<\/a>/g)) {
    const title = /class="tile__title">([^<]*)</.exec(inner!)
    const price = /<span class="price" data-sku="([^"]+)">([\s\S]*?)<\/span>/.exec(inner!)
    if (title && price)
      tiles.push({
        href: decode(href!),
        title: decode(title[1]!),
        sku: price[1]!,
        price: amountOf(price[2]!),
      })
  }
  return tiles
}

/** The current price of every price tag of a page, and the struck-through ones' pairs. */
function priceTags(html: string) {
  const current = [...html.matchAll(/class="price__current">([\s\S]*?)<\/span>/g)].map((match) =>
    amountOf(match[1]!),
  )
  const struck = [
    ...html.matchAll(
      /class="price__current">([\s\S]*?)<\/span>\s*<s class="price__original">([\s\S]*?)<\/s>/g,
    ),
  ].map((match) => ({ now: amountOf(match[1]!), was: amountOf(match[2]!) }))
  return { current, struck }
}

type Campaign = CampaignRule & { banner: Record<string, string>; code?: string | null }

describe.each(markets())('$host $locale', (market) => {
  it('tiles show the lowest live price, the banner names the campaign its prices apply', async () => {
    const [home, { campaigns }] = await Promise.all([
      page(market, market.home),
      shop<{ campaigns: Campaign[] }>(market, '/web-api/campaign-data'),
    ])
    const running = runningCampaign(campaigns, Date.now())
    const banner = /data-campaign="([^"]+)"><a[^>]*>([\s\S]*?)<\/a>/.exec(home)
    if (running) {
      expect(banner?.[1], 'the banner is the running campaign’s').toBe(running.id)
      expect(decode(banner![2]!)).toBe(running.banner[languageOf(market.locale)])
    } else expect(banner, 'no banner without a running campaign').toBeNull()
    // The percentage the banner names is the campaign's own.
    const named = banner ? /(\d+)\s*%/.exec(decode(banner[2]!)) : null
    if (named && running && !running.code)
      expect(running.discounts.map((d) => (d.kind === 'percent' ? d.percent : null))).toContain(
        Number(named[1]),
      )

    const tiles = pricedTiles(home)
    expect(tiles.length, 'the home page shows priced tiles').toBeGreaterThan(2)
    for (const tile of tiles) {
      const article = await shop<{ productType: string; priceCurrent: number }>(
        market,
        `/price-api/prices/article?sku=${tile.sku}`,
      )
      const discount = discountOf(running, article.productType)
      const live = discountedPrice({ ...article, priceOriginal: article.priceCurrent }, discount)
      expect(tile.price, `${tile.title}: the shop's price with the campaign`).toBe(
        live.priceCurrent,
      )

      const target = await page(market, tile.href)
      const { current, struck } = priceTags(target)
      // "from" is where the tile's page starts: its cheapest price, when it shows prices.
      if (current.length > 0)
        expect(tile.price, `${tile.title}: the lowest price of ${tile.href}`).toBe(
          Math.min(...current),
        )
      const percent = discount?.kind === 'percent' ? discount.percent : undefined
      const productType = campaignProductTypeOf(article.productType)
      for (const { now, was } of struck) {
        expect(
          percent,
          `${tile.href} strikes ${was} through: a campaign names ${productType}`,
        ).toBeDefined()
        // Cents are rounded: the share struck is the banner's percentage to half a point.
        expect(Math.abs((1 - now / was) * 100 - percent!)).toBeLessThan(0.5)
      }
    }
  })
})
