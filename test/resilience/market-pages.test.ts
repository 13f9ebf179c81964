/**
 * Every market's home and error pages are its own (shop-core §3), asked over HTTP with
 * each market's Host as a shopper's browser asks: the language in `lang`, prices in the market's
 * currency and no other, the header translated, and the country's service hotline, never another
 * country's. The browser tests look at a few markets; this sweep covers all 34.
 */
import { Agent } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countryOf, currencyOf, languageOf } from '~/domain/market'
import { telHref } from '~/domain/site-chrome'
import { amountPatterns, cartWord, currencySign, hotlineOf, markets } from '../markets'
import { send } from './support/http'
import { startStack, type Stack } from './support/stack'

const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const hotlines = Object.values(hotlineOf)

/** What a shopper reads: the HTML without scripts, styles and tags, spaces made plain. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ')
const headerOf = (html: string) => /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? ''

let stack: Stack
let agent: Agent

beforeAll(async () => {
  stack = await startStack({ shopApiTimeoutMs: 3_000 })
  agent = new Agent({ keepAlive: true, maxSockets: 2 })
})

afterAll(async () => {
  agent?.destroy()
  await stack?.stop()
})

function get(host: string, path: string) {
  const port = new URL(stack.shop.url).port
  return send({
    base: stack.shop.url,
    path,
    agent,
    headers: [
      ['Host', `${host}:${port}`],
      ['Accept', 'text/html'],
      ['User-Agent', userAgent],
    ],
  })
}

describe('every market shows its own language, currency and hotline', () => {
  it('there are 34 markets, each with a hotline in the shop’s service data', () => {
    expect(markets).toHaveLength(34)
    for (const { locale } of markets) expect(hotlineOf[countryOf(locale)]).toBeTruthy()
  })

  for (const market of markets) {
    const own = hotlineOf[countryOf(market.locale)] as string
    const currency = currencyOf(market.locale)
    const others = hotlines.filter((number) => number !== own)

    it(`${market.channel} ${market.locale}: home page`, async () => {
      const response = await get(market.host, `${market.prefix}/`)
      expect(response.status).toBe(200)
      const html = response.text
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${market.locale}"`))
      const firstPrice = /class="[^"]*\bprice\b[^"]*"[^>]*>([\s\S]*?)<\/[a-z]+>/.exec(html)?.[1]
      expect(textOf(firstPrice ?? '')).toContain(currencySign[currency])
      const header = headerOf(html)
      expect(textOf(header)).toMatch(cartWord[languageOf(market.locale)] as RegExp)
      expect(header).toContain(`href="${telHref(own)}"`)
      const text = textOf(html)
      for (const number of others) {
        expect(text, `another country's hotline ${number}`).not.toContain(number)
        expect(html, `another country's tel link ${number}`).not.toContain(telHref(number))
      }
      for (const [code, pattern] of Object.entries(amountPatterns))
        if (code !== currency) expect(text, `an amount in ${code}`).not.toMatch(pattern)
    })

    it(`${market.channel} ${market.locale}: error page`, async () => {
      // wall art's paths end in a slash (shop-core §2): asked as its links ask
      const slash = market.channel === 'wallart' ? '/' : ''
      const path = `${market.prefix}/gibt-es-nicht-${market.locale}${slash}`
      const response = await get(market.host, path)
      expect(response.status).toBe(404)
      const text = textOf(response.text)
      for (const number of others)
        expect(text, `another country's hotline ${number}`).not.toContain(number)
      expect(response.text).toContain(telHref(own))
    })
  }
})
