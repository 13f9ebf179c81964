import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { marketUrl, shopPort, test as base } from './support'

/**
 * axe runs inside the page, which a browser with JavaScript switched off does not allow. In
 * the no-JS project the pages are therefore rendered in a browser whose page scripts are all
 * blocked: the server-rendered document, never hydrated — what a shopper without JavaScript
 * gets. The js project uses its own page.
 */
const test = base.extend<{ shop: Page }>({
  shop: async ({ page, browser, viewport }, use, testInfo) => {
    if (testInfo.project.name !== 'no-js') return use(page)
    const context = await browser.newContext({ javaScriptEnabled: true, viewport })
    await context.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    )
    const blocked = await context.newPage()
    await use(blocked)
    await context.close()
  },
})

/** Serious or critical axe violations of the page as it is now (WCAG 2.1 A and AA rules). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }))
}

const consent = (page: Page) =>
  page
    .context()
    .addCookies([{ name: 'consent', value: 'granted', url: `http://localhost:${shopPort}` }])

const pages = [
  { name: 'the home page', host: 'localhost', path: '/', status: 200 },
  { name: 'a landing page (cards)', host: 'localhost', path: '/fotokalender', status: 200 },
  {
    name: 'a landing page (wall art)',
    host: 'wallart-de.localhost',
    path: '/leinwanddruck/',
    status: 200,
  },
  { name: 'the error page', host: 'localhost', path: '/gibt-es-nicht', status: 404 },
  { name: 'the login page', host: 'localhost', path: '/mein-konto/anmelden', status: 200 },
  { name: 'the sign-up page', host: 'localhost', path: '/mein-konto/registrieren', status: 200 },
]

test.describe('accessibility: no serious or critical axe violation', () => {
  // axe walks the whole server-rendered chrome (burger levels, flyouts, footer): slow on a loaded
  // machine.
  test.describe.configure({ timeout: 90_000 })
  for (const { name, host, path, status } of pages) {
    test(`${name} (${path})`, async ({ shop }) => {
      const response = await shop.goto(marketUrl(host, path))
      expect(response?.status()).toBe(status)
      await shop.waitForLoadState('networkidle')
      expect(await seriousViolations(shop)).toEqual([])
    })
  }

  test('the home page with the consent banner or notice, on a phone', async ({ shop }) => {
    await shop.setViewportSize({ width: 375, height: 800 })
    await shop.goto('/')
    await shop.waitForLoadState('networkidle')
    expect(await seriousViolations(shop)).toEqual([])
  })

  test('the open burger navigation, down to its tertiary level', async ({ shop }) => {
    await consent(shop)
    await shop.setViewportSize({ width: 375, height: 800 })
    await shop.goto('/')
    await shop.locator('details.burger > summary').click()
    await shop.locator('.burger summary', { hasText: 'Karten' }).first().click()
    await shop.locator('.burger summary', { hasText: 'Anlässe' }).click()
    await expect(shop.locator('.burger__accordion[open]')).toHaveCount(1)
    expect(await seriousViolations(shop)).toEqual([])
  })

  test('an open flyout and the login dialog (js)', async ({ shop }, testInfo) => {
    test.skip(
      testInfo.project.name === 'no-js',
      'flyouts by keyboard and dialogs need JavaScript; their no-JS twins (links, the login page) are checked above',
    )
    await consent(shop)
    await shop.setViewportSize({ width: 1440, height: 900 })
    await shop.goto('/')
    await shop
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Karten', exact: true })
      .hover()
    await expect(shop.locator('#flyout-0')).toBeVisible()
    expect(await seriousViolations(shop)).toEqual([])
    await shop.locator('header .info-item--account a').click()
    await expect(
      shop.getByRole('dialog', { name: 'Anmelden' }).getByLabel('E-Mail-Adresse'),
    ).toBeVisible()
    expect(await seriousViolations(shop)).toEqual([])
  })
})
