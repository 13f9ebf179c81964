import { expect } from '@playwright/test'
import { consented } from './extras-support'
import { failOnConsoleErrors, marketUrl, test } from './support'

/**
 * The express shop with lead times and cut-off, and the campaigns of
 * `/web-api/campaign-data`: the reference backend runs one campaign this week (Monday to Sunday
 * in the market's time zone), one that ended last Sunday and one that starts next Monday.
 */
test.describe('express shop and campaigns', () => {
  test.beforeEach(async ({ page }) =>
    consented(page, ['localhost', 'cards-ch.localhost', 'wallart-uk.localhost']),
  )

  test('"Express delivery in 24 h": the German express page lists its products with lead time, cut-off and the running campaign’s price', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    await page.goto(marketUrl('localhost', '/'))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Expressversand' }).click()
    await expect(page).toHaveURL(/\/expressversand$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expressversand')
    const calendar = page.locator('[data-product="wall-calendar-a4"]')
    await expect(calendar).toContainText('Wandkalender A4')
    await expect(calendar).toContainText('Lieferung in 24 Stunden')
    await expect(calendar).toContainText('Bestellschluss 14:00 Uhr (Werktage)')
    // This week's campaign: 20 % on calendars; the regular price struck through.
    await expect(calendar.locator('.price__current')).toHaveText('ab\u00a019,99\u00a0€')
    await expect(calendar.locator('s.price__original')).toContainText('24,99\u00a0€')
    // Last week's 15 % on cards has ended: the postcards keep their price.
    const postcards = page.locator('[data-product="postcards-a6"]')
    await expect(postcards.locator('.price__current')).toHaveText('ab\u00a01,49\u00a0€')
    await expect(postcards.locator('s.price__original')).toHaveCount(0)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({
        path: testInfo.outputPath(`express-de-${width}.png`),
        fullPage: true,
      })
    }
    noErrors()
  })

  test('"or 48 h (Swiss)": the Swiss express page says 48 hours, the shipping information’s cut-off and francs', async ({
    page,
  }) => {
    await page.goto(marketUrl('cards-ch.localhost', '/expressversand'))
    const calendar = page.locator('[data-product="wall-calendar-a4"]')
    await expect(calendar).toContainText('Lieferung in 48 Stunden')
    // One cut-off per market: the shipping information's express deadline.
    await expect(calendar).toContainText('Bestellschluss 14:00 Uhr')
    // The price API's francs (rounded to 0.05), 20 % off.
    await expect(calendar.locator('.price__current')).toHaveText('ab\u00a0CHF\u00a022.00')
    await expect(calendar.locator('s.price__original')).toContainText('CHF\u00a027.50')
  })

  test('the running campaign’s banner is in the chrome, the expired and the future ones are not', async ({
    page,
  }, testInfo) => {
    const response = await page.goto(marketUrl('localhost', '/'))
    const banner = page.locator('.action-bar--campaign')
    await expect(banner).toHaveAttribute('data-campaign', 'calendar-week')
    await expect(banner.getByRole('link')).toHaveText('Nur bis Sonntag: 20 % auf alle Fotokalender')
    await expect(banner.getByRole('link')).toHaveAttribute('href', '/fotokalender')
    await expect(page.getByText('Herbstaktion')).toHaveCount(0)
    await expect(page.getByText('Ab Montag')).toHaveCount(0)
    // The CDN keeps the page no longer than until the campaign ends (Sunday 23:59 in Berlin).
    const cacheControl = response?.headers()['cache-control'] ?? ''
    const sMaxAge = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1])
    expect(sMaxAge).toBeGreaterThan(0)
    expect(sMaxAge).toBeLessThanOrEqual(300)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 700 })
      await page.screenshot({ path: testInfo.outputPath(`campaign-de-${width}.png`) })
    }
  })

  test('the wall-art shop in English: its own campaign, the express page at /express-delivery', async ({
    page,
  }) => {
    await page.goto(marketUrl('wallart-uk.localhost', '/express-delivery'))
    await expect(page.locator('.action-bar--campaign')).toHaveAttribute(
      'data-campaign',
      'wallart-week',
    )
    await expect(page.locator('.action-bar--campaign')).toContainText('30 % off all wall art')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Express delivery')
    const canvas = page.locator('[data-product="canvas-20x30"]')
    await expect(canvas).toContainText('Delivered in 24 hours')
    await expect(canvas).toContainText('Order by 14:00 on working days')
    await expect(canvas.locator('s.price__original')).toHaveCount(1)
  })
})
