import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { consented } from './extras-support'
import { failOnConsoleErrors, marketUrl, test } from './support'

/**
 * The location suggests a market, never switches it. The e2e stack
 * trusts one proxy hop (playwright.config.ts: TRUSTED_PROXIES=1), so X-Forwarded-For names the
 * shopper's address; the reference backend's table puts 192.0.2.0/24 in Switzerland, 10.0.0.0/8
 * in Germany and loopback nowhere.
 */
const SHOPPER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const inSwitzerland = '192.0.2.10'
const inGermany = '10.20.30.40'

test.use({ userAgent: SHOPPER })

const from = (page: Page, address: string) =>
  page.setExtraHTTPHeaders({ 'x-forwarded-for': address })
const bar = (page: Page) => page.locator('aside.location-bar')

/** Serious WCAG 2.1 AA violations (axe) inside one part of the page. */
async function seriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id)
}

test.describe('location: "where the specification uses it (market suggestion), never changing the market by itself"', () => {
  test.beforeEach(async ({ page }) =>
    consented(page, ['localhost', 'cards-ch.localhost', 'wallart-uk.localhost']),
  )

  test('the market-switch page suggests the shopper’s country’s shop, preselects it and leaves the market as it is', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    await from(page, inSwitzerland)
    const response = await page.goto(marketUrl('localhost', '/land-und-sprache?from=%2F'))
    expect(response?.status()).toBe(200)
    // The page depends on where the shopper is: no shared cache keeps it.
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    const main = page.getByRole('main')
    await expect(main.getByText('Du scheinst in der Schweiz zu sein.')).toBeVisible()
    const link = main.getByRole('link', { name: 'Zu unserem Shop in der Schweiz' })
    await expect(link).toHaveAttribute('href', marketUrl('cards-ch.localhost', '/'))
    await expect(main.locator('form.market-switcher').getByLabel('Land')).toHaveValue('CH')
    // axe needs JavaScript in the page.
    if (testInfo.project.name === 'js')
      expect(await seriousViolations(page, '.location-suggestion')).toEqual([])
    await page.waitForLoadState('networkidle')
    await expect(page).toHaveURL(marketUrl('localhost', '/land-und-sprache?from=%2F'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
    // Only one suggestion on this page: the bar stays away where the page shows it.
    await expect(bar(page)).toHaveCount(0)
    await link.click()
    await expect(page).toHaveURL(marketUrl('cards-ch.localhost', '/'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH')
    noErrors()
  })

  test('no suggestion in the shopper’s own country, nor where the address is in no country', async ({
    page,
  }) => {
    await from(page, inGermany)
    await page.goto(marketUrl('localhost', '/land-und-sprache'))
    await expect(
      page.getByRole('main').locator('form.market-switcher').getByLabel('Land'),
    ).toHaveValue('DE')
    await expect(page.locator('.location-suggestion')).toHaveCount(0)
    await from(page, '127.0.0.1')
    await page.goto(marketUrl('wallart-uk.localhost', '/'))
    await page.waitForLoadState('networkidle')
    await expect(page.locator('.location-suggestion')).toHaveCount(0)
  })

  test('the home page’s document stays public and the same for everyone, wherever the shopper is', async ({
    playwright,
  }) => {
    // As a CDN passes a first visit on: no cookies, the shopper's address in X-Forwarded-For.
    const api = await playwright.request.newContext()
    const home = async (address: string) => {
      const response = await api.get(marketUrl('localhost', '/'), {
        headers: { 'user-agent': SHOPPER, 'x-forwarded-for': address },
      })
      expect(response.headers()['cache-control']).toMatch(/^public\b/)
      return (await response.text()).replace(/nonce="[^"]*"/g, '')
    }
    const swiss = await home(inSwitzerland)
    expect(swiss).not.toContain('location-suggestion')
    expect(swiss).not.toContain('Schweiz zu sein')
    expect(await home(inGermany)).toBe(swiss)
    await api.dispose()
  })

  test('with JavaScript a dismissible bar on the home page offers the suggested shop; the page stays where it is', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    await from(page, inSwitzerland)
    await page.goto(marketUrl('wallart-uk.localhost', '/'))
    if (testInfo.project.name === 'no-js') {
      await page.waitForLoadState('networkidle')
      await expect(bar(page)).toHaveCount(0)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
      return
    }
    await expect(bar(page)).toBeVisible()
    await expect(bar(page)).toContainText('You seem to be in Switzerland.')
    // Switzerland's shop does not speak English: its own language.
    const link = bar(page).getByRole('link', { name: 'Go to our shop in Switzerland' })
    await expect(link).toHaveAttribute('href', marketUrl('wallart-ch.localhost', '/'))
    await expect(page).toHaveURL(marketUrl('wallart-uk.localhost', '/'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
    expect(await seriousViolations(page, 'aside.location-bar')).toEqual([])
    // Closed, it stays closed for the visit.
    await bar(page).getByRole('button', { name: 'Close the suggestion' }).click()
    await expect(bar(page)).toHaveCount(0)
    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(bar(page)).toHaveCount(0)
    noErrors()
  })

  test('the bar’s link goes to the suggested market', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'no-js', 'without JavaScript there is no bar (above)')
    await from(page, inSwitzerland)
    await page.goto(marketUrl('localhost', '/'))
    await bar(page).getByRole('link', { name: 'Zu unserem Shop in der Schweiz' }).click()
    await expect(page).toHaveURL(marketUrl('cards-ch.localhost', '/'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH')
  })

  test('the suggestion comes from a private resource route; crawlers get nothing', async ({
    request,
  }) => {
    const ask = (userAgent: string) =>
      request.get(marketUrl('localhost', '/api/location-suggestion?language=fr'), {
        headers: { 'user-agent': userAgent, 'x-forwarded-for': inSwitzerland },
      })
    const shopper = await ask(SHOPPER)
    expect(shopper.headers()['cache-control']).toBe('private, no-store')
    // The page's language picks the shop's locale where it speaks it.
    expect(await shopper.json()).toEqual({
      suggestion: { country: 'CH', url: marketUrl('cards-ch.localhost', '/fr') },
    })
    const crawler = await ask(
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    )
    expect(await crawler.json()).toEqual({ suggestion: null })
  })
})
