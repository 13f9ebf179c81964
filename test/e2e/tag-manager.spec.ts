import { expect, type BrowserContext, type Page } from '@playwright/test'
import { newEmail, signUpViaApi, useSession } from './extras-support'
import { backendUrl, marketUrl, test, waitForHydration, waitUntilLive } from './support'

/**
 * The tag manager after consent, against the reference backend's stand-in
 * (playwright.config.ts: `GTM-E2ETEST` everywhere, `G-E2ETEST` on wallart-DE).
 */

/** Headless Chromium is a crawler (isbot); consent is per visitor, so a shopper's browser it is. */
const SHOPPER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

async function shopper(
  browser: { newContext: (options: object) => Promise<BrowserContext> },
  js: boolean,
) {
  const context = await browser.newContext({ userAgent: SHOPPER, javaScriptEnabled: js })
  const requested: string[] = []
  context.on('request', (request) => {
    const url = request.url()
    if (url.startsWith(`${backendUrl}/gtm.js`) || url.startsWith(`${backendUrl}/gtag/js`))
      requested.push(url)
  })
  return { context, requested }
}

/** The data layer as plain values: gtag's `arguments` entries as arrays; null when absent. */
function dataLayerOf(page: Page) {
  return page.evaluate(() => {
    const layer = (window as Window & { dataLayer?: unknown[] }).dataLayer
    if (!layer) return null
    return layer.map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ) as (Record<string, unknown> | unknown[])[]
  })
}

const eventsOf = async (page: Page) =>
  ((await dataLayerOf(page)) ?? []).map((entry) =>
    Array.isArray(entry) ? `${String(entry[0])}:${String(entry[1])}` : String(entry.event),
  )

/** A client-side navigation, as a link inside the app makes it. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    const router = (window as Window & { __remixRouter?: { navigate: (to: string) => unknown } })
      .__remixRouter
    void router?.navigate(to)
  }, path)
  await expect(page).toHaveURL(new RegExp(`${path}$`))
}

/** Nothing may load on its own later: give a late request time to show. */
const settle = (page: Page) => page.waitForTimeout(400)

test.describe('the tag manager loads only after consent', () => {
  test('the CSP allows the configured tag manager’s origin', async ({ page }) => {
    const response = await page.goto('/')
    const csp = response?.headers()['content-security-policy'] ?? ''
    for (const directive of ['script-src', 'connect-src', 'img-src'])
      expect(csp).toMatch(new RegExp(`${directive} [^;]*${backendUrl.replace(/\./g, '\\.')}`))
  })

  test('nothing before a choice; accepting loads it once with the page view; withdrawing stops the pushes', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'js', 'the no-js project has its own test')
    const { context, requested } = await shopper(browser, true)
    const page = await context.newPage()
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.locator('.consent-banner')).toBeVisible()
    await settle(page)
    expect(requested).toEqual([])
    expect(await dataLayerOf(page)).toBeNull()

    await page.locator('.consent-banner button.button--primary').click()
    await expect.poll(() => requested).toEqual([`${backendUrl}/gtm.js?id=GTM-E2ETEST`])
    // The stand-in ran (the CSP let it) after the start and the page view.
    await expect.poll(() => eventsOf(page)).toContain('tag_manager_loaded')
    const layer = (await dataLayerOf(page)) ?? []
    expect(layer[0]).toMatchObject({ event: 'gtm.js' })
    expect(layer).toContainEqual({
      event: 'landingpage_view',
      page_path: '/',
      market: 'cards-DE',
      locale: 'de-DE',
      currency: 'EUR',
    })
    expect(layer).toContainEqual({ event: 'login_state', isLoggedIn: false })
    // Never who the shopper is.
    expect(JSON.stringify(layer)).not.toMatch(/@|displayName|customerNumber/)

    // A client-side navigation is one more page view, not one more script.
    await navigate(page, '/fotokalender')
    await expect
      .poll(async () => (await eventsOf(page)).filter((event) => event === 'landingpage_view'))
      .toHaveLength(2)
    expect(requested).toHaveLength(1)

    // Withdrawn: the script stays loaded, but nothing more is pushed.
    await page.locator('[data-consent-reopen]').click()
    await page.locator('.consent-banner button.button--secondary').click()
    const before = (await dataLayerOf(page))?.length
    await navigate(page, '/')
    await settle(page)
    expect((await dataLayerOf(page))?.length).toBe(before)
    expect(requested).toHaveLength(1)
    await context.close()
  })

  test('declining loads nothing, on this page or the next', async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'js', 'the no-js project has its own test')
    const { context, requested } = await shopper(browser, true)
    const page = await context.newPage()
    await page.goto('/fotokalender')
    await waitForHydration(page)
    await page.locator('.consent-banner button.button--secondary').click()
    await navigate(page, '/')
    await page.goto('/ab-test-demo')
    await waitForHydration(page)
    await settle(page)
    expect(requested).toEqual([])
    expect(await dataLayerOf(page)).toBeNull()
    await context.close()
  })

  test('with consent stored: a measurement id gets gtag commands, the calculator its product view, logging=0 no customer entries', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'js', 'the no-js project has its own test')
    const { context, requested } = await shopper(browser, true)
    await context.addCookies([
      { name: 'consent', value: 'granted', url: marketUrl('wallart-de.localhost') },
    ])
    const page = await context.newPage()
    await page.goto(marketUrl('wallart-de.localhost', '/leinwanddruck/?logging=0'))
    await waitForHydration(page)
    await expect.poll(() => requested).toEqual([`${backendUrl}/gtag/js?id=G-E2ETEST`])
    // The calculator reports its product view once it is live, with the page.
    await waitUntilLive(page.locator('.calculator').first())
    await expect.poll(() => eventsOf(page)).toContain('event:view_item')
    const layer = (await dataLayerOf(page)) ?? []
    expect(layer).toContainEqual(['config', 'G-E2ETEST', { send_page_view: false }])
    expect(layer).toContainEqual([
      'event',
      'landingpage_view',
      { page_path: '/leinwanddruck/', market: 'wallart-DE', locale: 'de-DE', currency: 'EUR' },
    ])
    const view = layer.find(
      (entry) => Array.isArray(entry) && entry[1] === 'view_item',
    ) as unknown[]
    expect(view[2]).toMatchObject({
      ecommerce: { currency: 'EUR', items: [{ item_id: expect.any(String) }] },
    })
    expect(await eventsOf(page)).not.toContain('event:login_state')
    await context.close()
  })

  test('a logged-in customer: the login state in the data layer, the identity only to session analytics once it is there', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'js', 'session analytics is JavaScript')
    const { context } = await shopper(browser, true)
    const page = await context.newPage()
    await context.addCookies([{ name: 'consent', value: 'granted', url: marketUrl('localhost') }])
    await useSession(page, await signUpViaApi(page.request, newEmail('tag-manager')))
    // The session-analytics tool arrives late, as one the tag manager loads: found by polling.
    await page.addInitScript(() => {
      const calls: unknown[][] = []
      Object.assign(window, { hjCalls: calls })
      setTimeout(
        () => Object.assign(window, { hj: (...args: unknown[]) => calls.push(args) }),
        2500,
      )
    })
    await page.goto('/')
    await waitForHydration(page)
    await expect
      .poll(() => page.evaluate(() => (window as Window & { hjCalls?: unknown[][] }).hjCalls), {
        timeout: 8_000,
      })
      .toEqual([['identify', expect.stringMatching(/\S/), { displayName: 'Mia Merkel' }]])
    const layer = (await dataLayerOf(page)) ?? []
    expect(layer).toContainEqual({ event: 'login_state', isLoggedIn: true })
    expect(JSON.stringify(layer)).not.toMatch(/Mia|Merkel|example\.test/)
    await context.close()
  })

  test('tracking=0 keeps the tag manager away for the visit, even with consent', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'js', 'the no-js project has its own test')
    const { context, requested } = await shopper(browser, true)
    await context.addCookies([{ name: 'consent', value: 'granted', url: marketUrl('localhost') }])
    const page = await context.newPage()
    await page.goto('/?tracking=0')
    await waitForHydration(page)
    await navigate(page, '/fotokalender')
    await settle(page)
    expect(requested).toEqual([])
    expect(await dataLayerOf(page)).toBeNull()
    await context.close()
  })

  test('without JavaScript no tag-manager request is made, not even after accepting', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'no-js', 'the no-JavaScript path')
    const { context, requested } = await shopper(browser, false)
    const page = await context.newPage()
    await page.goto('/fotokalender')
    await page.locator('#consent-choice button[value="granted"]').click()
    await expect(page).toHaveURL(/\/fotokalender$/)
    expect((await context.cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe(
      'granted',
    )
    await page.goto('/')
    await page.goto(marketUrl('wallart-de.localhost', '/leinwanddruck/'))
    expect(requested).toEqual([])
    await context.close()
  })
})
