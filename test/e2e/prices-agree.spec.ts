import { expect, type Locator } from '@playwright/test'
import { consented } from './extras-support'
import { failOnConsoleErrors, marketUrl, test } from './support'

/**
 * One source for every price: a home page's "from" price is where the tile's
 * calculator page starts, and the percentage the campaign banner names is the share every
 * struck-through price loses. Read as the shopper reads them, in three markets' wall-art shops.
 */

const markets = [
  { locale: 'en-GB', host: 'wallart-uk.localhost', tile: /Canvas print/ },
  { locale: 'de-DE', host: 'wallart-de.localhost', tile: /Leinwandbild/ },
  { locale: 'en-US', host: 'wallart-com.localhost', tile: /Canvas print/ },
] as const

const text = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/\s+/gu, ' ').trim()

/** The amount of a price text: "from £12.15", "ab 13,97 €", "$15.36". */
function amountOf(price: string): number {
  const match = /(\d+(?:[.,]\d{3})*)[.,](\d{2})(?!\d)/u.exec(price)
  expect(match, `a price in "${price}"`).not.toBeNull()
  return Number(`${match![1]!.replace(/[.,]/g, '')}.${match![2]}`)
}

// Two tests, so each reads two pages per market: en-GB and de-DE (pounds, euros), then en-US.
for (const group of [markets.slice(0, 2), markets.slice(2)]) {
  test(`${group.map((market) => market.locale).join(', ')}: home tiles start where their calculator starts, and the banner’s percentage is the one struck through`, async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page)
    await consented(
      page,
      group.map((market) => market.host),
    )
    for (const market of group) {
      // Both readings are the server's HTML: no need to wait for images or scripts.
      await page.goto(marketUrl(market.host, '/'), { waitUntil: 'domcontentloaded' })
      const banner = page.locator('.action-bar--campaign a')
      const percent = Number(/(\d+)\s*%/u.exec(await text(banner))?.[1])
      expect(percent, `${market.locale}: the banner names a percentage`).toBeGreaterThan(0)

      const tile = page
        .locator('.block--product-overview')
        .getByRole('link', { name: market.tile })
        .first()
      const from = amountOf(await text(tile.locator('.price')))

      const href = (await tile.getAttribute('href'))!
      await page.goto(marketUrl(market.host, href), { waitUntil: 'domcontentloaded' })
      await expect(page.locator('#calculator')).toBeVisible()
      const current = await page.locator('#calculator .price__current').allTextContents()
      expect(current.length, `${market.locale}: the calculator shows prices`).toBeGreaterThan(0)
      expect(from, `${market.locale}: "from" is the calculator's cheapest`).toBe(
        Math.min(...current.map(amountOf)),
      )

      // Read at once: the calculator may re-render as it hydrates.
      const struck = await page
        .locator('#calculator .price--discount')
        .evaluateAll((tags) =>
          tags.map((tag) => [
            tag.querySelector('.price__current')?.textContent ?? '',
            tag.querySelector('.price__original')?.textContent ?? '',
          ]),
        )
      expect(
        struck.length,
        `${market.locale}: the campaign's prices are struck through`,
      ).toBeGreaterThan(0)
      for (const [now, was] of struck) {
        // Cents are rounded: the share struck is the banner's percentage to half a point.
        expect(Math.abs((1 - amountOf(now!) / amountOf(was!)) * 100 - percent)).toBeLessThan(0.5)
      }
    }
    noErrors()
  })
}
