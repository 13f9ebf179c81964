import { expect } from '@playwright/test'
import { marketUrl, test } from './support'

// User keys bucketed in config/flags.yml.
const HERO_ON = '11111111-1111-4111-8111-111111111111'
const CALCULATOR_ON = '22222222-2222-4222-8222-222222222222'
const EVERYONE_ELSE = '33333333-3333-4333-8333-333333333333'
/**
 * Headless Chromium says "HeadlessChrome", which is rightly a crawler: shoppers' browsers are not.
 */
const SHOPPER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/**
 * A new browser context as the project runs them (JavaScript on or off), as a shopper or a crawler.
 */
function newContext(browser: import('@playwright/test').Browser, userAgent: string) {
  return browser.newContext({
    userAgent,
    javaScriptEnabled: test.info().project.use.javaScriptEnabled ?? true,
  })
}

async function withUserKey(
  context: import('@playwright/test').BrowserContext,
  host: string,
  key: string,
) {
  await context.addCookies([{ name: 'shop_uk', value: key, domain: host, path: '/' }])
}

test.describe('feature flags resolved per request (site-chrome §2 A/B block, §4 experiments)', () => {
  test('"An A/B content block shows its on or off children depending on a feature flag"', async ({
    browser,
  }) => {
    const on = await newContext(browser, SHOPPER)
    await withUserKey(on, 'localhost', HERO_ON)
    const onPage = await on.newPage()
    await onPage.goto('/ab-test-demo')
    await expect(onPage.getByRole('heading', { name: 'Dein Jahr in Bildern' })).toBeVisible()
    await expect(
      onPage.getByRole('heading', { name: 'Karten, die von Herzen kommen' }),
    ).toHaveCount(0)

    const off = await newContext(browser, SHOPPER)
    await withUserKey(off, 'localhost', EVERYONE_ELSE)
    const offPage = await off.newPage()
    await offPage.goto('/ab-test-demo')
    await expect(
      offPage.getByRole('heading', { name: 'Karten, die von Herzen kommen' }),
    ).toBeVisible()
    await expect(offPage.getByRole('heading', { name: 'Dein Jahr in Bildern' })).toHaveCount(0)
    await on.close()
    await off.close()
  })

  test('a first visit gets a user key that stays the same on the next page', async ({
    browser,
  }) => {
    const context = await newContext(browser, SHOPPER)
    const page = await context.newPage()
    await page.goto('/ab-test-demo')
    const first = (await context.cookies()).find((cookie) => cookie.name === 'shop_uk')
    expect(first?.value).toMatch(/^[0-9a-f-]{36}$/)
    expect(first?.httpOnly).toBe(true)
    expect(first?.sameSite).toBe('Lax')
    await page.goto('/fotokalender')
    expect((await context.cookies()).find((cookie) => cookie.name === 'shop_uk')?.value).toBe(
      first?.value,
    )
    await context.close()
  })

  test('calculator experiment VOLL-967: the on bucket sees a TOP DEAL label, everyone else does not', async ({
    browser,
  }) => {
    const host = 'wallart-de.localhost'
    const on = await newContext(browser, SHOPPER)
    await withUserKey(on, host, CALCULATOR_ON)
    const onPage = await on.newPage()
    await onPage.goto(marketUrl(host, '/leinwanddruck/'))
    await expect(onPage.locator('#calculator').getByText('TOP DEAL').first()).toBeVisible()

    const off = await newContext(browser, SHOPPER)
    await withUserKey(off, host, EVERYONE_ELSE)
    const offPage = await off.newPage()
    await offPage.goto(marketUrl(host, '/leinwanddruck/'))
    await expect(offPage.locator('#calculator')).toBeVisible()
    await expect(offPage.locator('#calculator').getByText('TOP DEAL')).toHaveCount(0)
    await on.close()
    await off.close()
  })

  test('"Crawlers do not start the feature-flag client": the default variant and no cookie', async ({
    browser,
  }) => {
    const crawler = await newContext(browser, GOOGLEBOT)
    await withUserKey(crawler, 'localhost', HERO_ON)
    const page = await crawler.newPage()
    const response = await page.goto('/ab-test-demo')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Karten, die von Herzen kommen' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Dein Jahr in Bildern' })).toHaveCount(0)
    expect((await response?.allHeaders())?.['set-cookie'] ?? '').not.toContain('shop_uk')
    await crawler.close()
  })
})
