import { expect } from '@playwright/test'
import { consented } from './extras-support'
import { failOnConsoleErrors, marketUrl, test } from './support'

/**
 * The photo box page priced from `/price-api/photoboxes`,
 * express delivery on the pages of products that ship express (24 h, 48 h in Switzerland), an
 * accessory's detail and prices (`/accessory`, `/price-api/accessory`), and the SKU page from
 * `/web-api/sku/container` with the material's format groups and their pictures.
 */
test.describe('photo boxes, express texts, accessories and SKU pages', () => {
  test.beforeEach(async ({ page }) =>
    consented(page, [
      'localhost',
      'cards-ch.localhost',
      'wallart-de.localhost',
      'wallart-com.localhost',
    ]),
  )

  test('"Photo box sizes: small and large (MAX)": the photo box page shows both boxes with their prices', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    await page.goto(marketUrl('localhost', '/products?photoboxType=small'))
    const sizes = page.getByRole('region', { name: 'Unsere Fotoboxen' })
    const small = sizes.locator('[data-photobox="small"]')
    const large = sizes.locator('[data-photobox="large"]')
    await expect(small).toContainText('Fotobox')
    await expect(small).toContainText('50 Abzüge in der Box')
    await expect(small.locator('.price__current')).toHaveText('ab\u00a017,99\u00a0€')
    await expect(large).toContainText('Fotobox MAX')
    await expect(large).toContainText('150 Abzüge in der Box')
    await expect(large).toContainText('15 x 10 cm')
    await expect(large.locator('.price__current')).toHaveText('ab\u00a039,99\u00a0€')
    await expect(small.getByRole('link')).toHaveAttribute('aria-current', 'page')
    // A photo box does not ship express: no express promise on its page.
    await expect(page.locator('.express-note')).toHaveCount(0)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({
        path: testInfo.outputPath(`photobox-${testInfo.project.name}-${width}.png`),
        fullPage: true,
      })
    }
    await large.getByRole('link').click()
    await expect(page).toHaveURL(/\?photoboxType=large$/)
    await expect(
      page.getByRole('region', { name: 'Unsere Fotoboxen' }).locator('[data-photobox="large"] a'),
    ).toHaveAttribute('aria-current', 'page')
    noErrors()
  })

  test('"Express delivery in 24 h": photo prints ship express in Germany', async ({ page }) => {
    await page.goto(marketUrl('localhost', '/products?photoboxType=prints'))
    const note = page.locator('.express-note')
    await expect(note).toContainText('Expresslieferung in 24 h')
    await expect(note).toContainText('Bestellschluss 14:00 Uhr an Werktagen.')
  })

  test('"Express delivery in 48 h (Swiss)": the same product in Switzerland', async ({
    page,
  }, testInfo) => {
    await page.goto(marketUrl('cards-ch.localhost', '/products?photoboxType=prints'))
    const note = page.locator('.express-note')
    await expect(note).toContainText('Expresslieferung in 48 h')
    // One express cut-off per market: the shipping information's.
    await expect(note).toContainText('Bestellschluss 14:00 Uhr')
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({
        path: testInfo.outputPath(`express-ch-${testInfo.project.name}-${width}.png`),
      })
    }
  })

  test('an accessory with its description and prices: the envelope per size class', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    await page.goto(marketUrl('localhost', '/kartenzubehoer?accessoryType=ribbon&quantity=10'))
    const ribbon = page.locator('.accessory-detail[data-accessory="ribbon"]')
    await expect(ribbon.getByRole('heading', { level: 2 })).toHaveText('Satinband')
    await expect(ribbon).toContainText('Passt zu: Karten, Bilderbox')
    await expect(ribbon.locator('[data-variant="default"]')).toContainText('Preis pro Karte')
    await expect(ribbon.locator('[data-variant="default"] .price__current')).toHaveText(
      '0,45\u00a0€',
    )
    await expect(ribbon.locator('[data-quantity="100"] .price__current')).toHaveText('45,00\u00a0€')
    await page.goto(
      marketUrl('localhost', '/kartenzubehoer?accessoryType=envelope&quantity=50&sizeClass=large'),
    )
    const envelope = page.locator('.accessory-detail[data-accessory="envelope"]')
    await expect(envelope.locator('[data-variant="standard"] .price__current')).toHaveText(
      '0,95\u00a0€',
    )
    await expect(envelope.locator('[data-variant="large"] .price__current')).toHaveText(
      '1,80\u00a0€',
    )
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({
        path: testInfo.outputPath(`accessory-${testInfo.project.name}-${width}.png`),
        fullPage: true,
      })
    }
    noErrors()
  })

  test('a SKU page: the article, its express delivery, and the other formats by aspect ratio', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    await page.goto(marketUrl('wallart-de.localhost', '/products?sku=wallart-leinwand-40x60'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leinwand 40 x 60 cm')
    // This week's campaign: 30 % off wall art, the regular price struck through.
    await expect(page.locator('.sku-page__price .price__current')).toHaveText('27,97\u00a0€')
    await expect(page.locator('.sku-page__price s.price__original')).toContainText('39,95\u00a0€')
    await expect(page.locator('.sku-page__options')).toContainText('Format40 x 60 cm')
    await expect(page.locator('.express-note')).toContainText('Expresslieferung in 24 h')
    await expect(page.locator('.service-info')).toContainText('+49 30 577 028 90')
    const groups = page.locator('.sku-page__groups')
    await expect(groups.locator('[aria-current="true"]')).toContainText('3:2')
    await expect(page.locator('[data-format="40x60"] a')).toHaveAttribute('aria-current', 'page')
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({
        path: testInfo.outputPath(`sku-${testInfo.project.name}-${width}.png`),
        fullPage: true,
      })
    }
    await groups.getByRole('link', { name: /Quadratisch/ }).click()
    await expect(page).toHaveURL(/formatGroup=square/)
    const square = page.locator('[data-format="50x50"]')
    await expect(square.locator('.price__current')).toHaveText('27,97\u00a0€')
    await square.getByRole('link').click()
    await expect(page).toHaveURL(/sku=wallart-leinwand-50x50$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leinwand 50 x 50 cm')
    noErrors()
  })

  test('a SKU page in the US wall-art shop: whole inches as in the calculator, and dollars; an unknown SKU is a 404', async ({
    page,
  }) => {
    await page.goto(marketUrl('wallart-com.localhost', '/products?sku=wallart-poster-50x70'))
    // 50 x 70 cm is 19.7 x 27.6 in: US shoppers read whole inches everywhere.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Poster 20 x 28 in')
    await expect(page.locator('.sku-page__options')).toContainText('20 x 28 in')
    await expect(page.locator('.sku-page__price .price__current')).toContainText('$')
    await expect(page.locator('[data-format="50x70"] .tile__title')).toHaveText('20 x 28 in')
    const response = await page.goto(
      marketUrl('wallart-com.localhost', '/products?sku=wallart-poster-41x61'),
    )
    expect(response?.status()).toBe(404)
  })
})
