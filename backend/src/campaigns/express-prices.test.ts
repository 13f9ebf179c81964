import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ExpressShopAnswer } from '../../../contracts/campaigns'
import { ArticleAnswer, ShippingInformationAnswer } from '../../../contracts/prices'
import { getJson, removeTempDirs, startTestBackend, type TestBackend } from '../testing/harness'

// One article, one price per market: the express range answers the price API's prices
// and the shipping information's express cut-off, in every market of both channels.

let backend: TestBackend

beforeAll(async () => {
  // Monday 2 March 2026, 10:00 in Berlin and Zurich.
  backend = await startTestBackend()
})
afterAll(async () => {
  await backend.close()
  removeTempDirs()
})

const headers = (channel: string, locale: string) => ({
  'x-channel': `${channel}-${locale.slice(3)}`,
  'x-locale': locale,
})
const get = (path: string, channel: string, locale: string) =>
  getJson(`${backend.url}${path}`, { headers: headers(channel, locale) })

const markets = [
  ['cards', 'de-DE'],
  ['cards', 'de-CH'],
  ['cards', 'fr-CH'],
  ['cards', 'de-LI'],
  ['cards', 'en-GB'],
  ['cards', 'fr-FR'],
  ['wallart', 'de-DE'],
  ['wallart', 'fr-CH'],
  ['wallart', 'en-GB'],
  ['wallart', 'en-US'],
] as const

describe('the express range agrees with the price API and the shipping information', () => {
  it.each(markets)('%s %s: every express price is the article’s price', async (channel, locale) => {
    const { body } = await get('/web-api/express-shop', channel, locale)
    const { payload } = ExpressShopAnswer.parse(body)
    expect(payload.products.length).toBeGreaterThan(0)
    for (const product of payload.products) {
      const answer = await get(
        `/price-api/prices/article?sku=${encodeURIComponent(product.sku)}`,
        channel,
        locale,
      )
      expect(answer.status, product.sku).toBe(200)
      const article = ArticleAnswer.parse(answer.body).payload
      expect(article.currency).toBe(payload.currency)
      expect(
        { priceCurrent: product.priceCurrent, priceOriginal: product.priceOriginal },
        `${locale} ${product.sku}`,
      ).toEqual({ priceCurrent: article.priceCurrent, priceOriginal: article.priceOriginal })
    }
  })

  it.each(markets)('%s %s: the cut-off is the express deadline’s time', async (channel, locale) => {
    const express = ExpressShopAnswer.parse(
      (await get('/web-api/express-shop', channel, locale)).body,
    )
    const shipping = ShippingInformationAnswer.parse(
      (await get('/web-api/shipping-information', channel, locale)).body,
    )
    const deadline = shipping.payload.expressLodEnd
    expect(deadline).not.toBeNull()
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: shipping.payload.timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(deadline!))
    for (const product of express.payload.products) expect(product.cutOff).toBe(local)
  })

  it('answers the A4 wall calendar at the calculator’s prices (francs rounded to 0.05)', async () => {
    const calendar = async (locale: string) =>
      ExpressShopAnswer.parse(
        (await get('/web-api/express-shop', 'cards', locale)).body,
      ).payload.products.find((product) => product.id === 'wall-calendar-a4')?.priceCurrent
    expect(await calendar('de-DE')).toBe(24.99)
    expect(await calendar('fr-CH')).toBe(27.5)
  })
})
