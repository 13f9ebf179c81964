import { expect, type Locator, type Page } from '@playwright/test'
import { consented } from './extras-support'
import { backendUrl, marketUrl, test } from './support'

/**
 * One article, one price per market, and one cut-off written with the market's clock.
 * The home tile naming the A4 wall calendar, the calendar calculator with A4 chosen and the
 * express page show the same price (the price API's, with the running campaign); the express
 * page's cut-off is the shipping information's express deadline.
 */

const markets = [
  {
    name: 'de-DE',
    host: 'localhost',
    home: '/',
    calendar: '/fotokalender',
    express: '/expressversand',
    tile: /Wandkalender A4/,
    prints: /Fotoabzüge 15 x 10 cm/,
  },
  {
    name: 'fr-CH',
    host: 'cards-ch.localhost',
    home: '/fr/',
    calendar: '/fr/calendrier-photo',
    express: '/fr/livraison-express',
    tile: /Calendrier mural A4/,
    prints: /Tirages 15 x 10 cm/,
  },
  {
    name: 'en-GB',
    host: 'cards-uk.localhost',
    home: '/',
    calendar: '/photo-calendar',
    express: '/express-delivery',
    tile: /A4 wall calendar|Wall calendar A4/,
    prints: /15 x 10 cm photo prints/,
  },
] as const

/** A price's text as the shopper reads it (spaces of any kind as one). */
const plain = async (locator: Locator) =>
  ((await locator.first().textContent()) ?? '').replace(/\s+/gu, ' ').trim()

/** The amount in a price text ("ab 19,99 €", "à partir de 22.00 CHF", "from £19.58"). */
const amountOf = (text: string) => {
  const digits = /(\d+)[.,](\d{2})/.exec(text)
  return digits ? Number(`${digits[1]}.${digits[2]}`) : Number.NaN
}

async function tilePrice(page: Page, host: string, path: string, name: RegExp) {
  await page.goto(marketUrl(host, path))
  const tile = page.locator('.block--product-overview').getByRole('link', { name }).first()
  await expect(tile).toBeVisible()
  return plain(tile.locator('.price'))
}

test.describe('one price per article and market', () => {
  test.beforeEach(({ page }) =>
    consented(page, [...markets.map((market) => market.host), 'wallart-com.localhost']),
  )

  for (const market of markets) {
    test(`${market.name}: the A4 wall calendar costs the same on the home tile, in the calculator and on the express page`, async ({
      page,
    }) => {
      const fromTile = amountOf(await tilePrice(page, market.host, market.home, market.tile))

      await page.goto(
        marketUrl(market.host, `${market.calendar}?materialType=wandkalender&formatType=a4-hoch`),
      )
      const summary = page.locator('.calculator__summary')
      const fromCalculator = amountOf(await plain(summary.locator('.price__current')))

      await page.goto(marketUrl(market.host, market.express))
      const express = page.locator('[data-product="wall-calendar-a4"]')
      const fromExpress = amountOf(await plain(express.locator('.price__current')))
      const regularExpress = amountOf(await plain(express.locator('s.price__original')))

      expect(fromCalculator, 'calculator').not.toBeNaN()
      expect(fromTile, 'home tile vs calculator').toBe(fromCalculator)
      expect(fromExpress, 'express page vs calculator').toBe(fromCalculator)

      // The regular price the express page strikes through is the price API's article price.
      const response = await fetch(
        `${backendUrl}/price-api/prices/article?sku=calendar-wandkalender-a4-hoch`,
        {
          headers: {
            'x-channel': `cards-${market.name.slice(3)}`,
            'x-locale': market.name,
          },
        },
      )
      const article = ((await response.json()) as { payload: { priceCurrent: number } }).payload
      expect(regularExpress, 'express regular price vs price API').toBe(article.priceCurrent)
    })
  }

  test('de-DE: photo prints 15 x 10 cm cost the same on the home tile and the express page', async ({
    page,
  }) => {
    const [market] = markets
    const fromTile = amountOf(await tilePrice(page, market.host, market.home, market.prints))
    await page.goto(marketUrl(market.host, market.express))
    const fromExpress = amountOf(
      await plain(page.locator('[data-product="photo-prints-10x15"] .price__current')),
    )
    expect(fromTile).not.toBeNaN()
    expect(fromTile).toBe(fromExpress)
  })

  test('the express cut-off is written with the market’s clock: 12-hour in en-US, 24-hour in Germany', async ({
    page,
  }) => {
    await page.goto(marketUrl('wallart-com.localhost', '/express-delivery'))
    const american = page.locator('[data-product="canvas-20x30"]')
    await expect(american).toContainText(/Order by 2:00\sPM/u)
    await expect(american).not.toContainText('14:00')
    // The SKU page's express note: the same clock.
    await page.goto(marketUrl('wallart-com.localhost', '/products?sku=wallart-leinwand-40x60'))
    await expect(page.locator('.express-note')).toContainText(/Order by 2:00\sPM/u)
    await page.goto(marketUrl('localhost', '/expressversand'))
    await expect(page.locator('[data-product="wall-calendar-a4"]')).toContainText(
      'Bestellschluss 14:00 Uhr',
    )
  })
})
