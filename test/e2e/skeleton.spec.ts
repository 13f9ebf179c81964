import { expect } from '@playwright/test'
import { failOnConsoleErrors, test } from './support'

test.describe('walking skeleton: the shop renders content stories', () => {
  test('the home page shows the home story’s content', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page)
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/Printhaus/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('.block--teaser-hero')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible()
    noErrors()
  })

  test('the product page renders its story', async ({ page }) => {
    const response = await page.goto('/fotokalender')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Fotokalender/i)
  })

  test("an unknown path shows the 404 page with 'Page not found' and the full path", async ({
    page,
  }) => {
    const response = await page.goto('/gibt-es-nicht/wirklich-nicht?x=1')
    expect(response?.status()).toBe(404)
    const heading = page.locator('.error-page > h1')
    await expect(heading).toContainText('Seite nicht gefunden')
    await expect(heading).toContainText('/gibt-es-nicht/wirklich-nicht?x=1')
    // The site chrome stays: the shopper can navigate on.
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible()
  })

  test('a single unknown segment is a 404, never the home page', async ({ page }) => {
    const response = await page.goto('/xyz-unbekannt')
    expect(response?.status()).toBe(404)
  })
})
