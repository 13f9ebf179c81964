import { expect, type BrowserContext } from '@playwright/test'
import { test, waitForHydration } from './support'

/** Headless Chromium is a crawler (isbot); consent is per visitor, so a shopper's browser it is. */
const SHOPPER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

/** Every tracking request any page of the context sends, with the paths of its page views. */
async function trackingRequests(context: BrowserContext) {
  const sent: { url: string; paths: string[] }[] = []
  // Routed (and passed on unchanged): a beacon's body is readable only from a route.
  await context.route('**/api/track*', async (route) => {
    let paths: string[] = []
    try {
      const body = JSON.parse(route.request().postDataBuffer()?.toString() ?? '{}') as {
        events?: { properties?: { path?: string } }[]
      }
      paths = (body.events ?? []).map((event) => event.properties?.path ?? '')
    } catch {
      paths = ['<unreadable>']
    }
    sent.push({ url: route.request().url(), paths })
    await route.continue()
  })
  return sent
}

/**
 * Read through the browser's cookie store, which learns of a `document.cookie` write a moment
 * later: poll it.
 */
async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'consent')?.value
}

test.describe('consent is one source of truth', () => {
  test('nothing is tracked before a choice or after declining; withdrawing drops what was queued', async ({
    browser,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'js',
      'the tracker is JavaScript; the no-js project has its own test',
    )
    const context = await browser.newContext({ userAgent: SHOPPER })
    const sent = await trackingRequests(context)
    const page = await context.newPage()
    // What leaving the page does (the tracker sends its queue on pagehide), on a live page.
    const leave = () => page.evaluate(() => window.dispatchEvent(new Event('pagehide')))

    // No choice yet: the banner asks, and the page's view is not kept, not even once accepted.
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.locator('.consent-banner')).toBeVisible()
    await leave()
    await page.locator('.consent-banner button.button--primary').click()
    await expect.poll(() => consentCookie(context)).toBe('granted')
    await leave()

    // Accepted: this page's view is queued; the footer link reopens the choice and declining drops
    // it.
    await page.goto('/fotokalender')
    await waitForHydration(page)
    await expect(page.locator('.consent-banner')).toHaveCount(0)
    await page.locator('[data-consent-reopen]').click()
    await expect(page.locator('.consent-banner')).toBeVisible()
    await page.locator('.consent-banner button.button--secondary').click()
    await expect.poll(() => consentCookie(context)).toBe('declined')
    await leave()

    // Declined: nothing is queued, and accepting later does not send it.
    await page.goto('/ab-test-demo')
    await waitForHydration(page)
    await leave()
    await page.locator('[data-consent-reopen]').click()
    await page.locator('.consent-banner button.button--primary').click()
    await leave()

    // Granted: this page's view leaves with the page, and nothing before it ever did.
    await page.goto('/block-showcase')
    await waitForHydration(page)
    await leave()
    await expect.poll(() => sent.flatMap((request) => request.paths)).toContain('/block-showcase')
    expect(sent.flatMap((request) => request.paths)).toEqual(['/block-showcase'])
    await context.close()
  })

  test('the footer’s privacy settings reopen the choice as soon as the page is live', async ({
    browser,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'js',
      'the banner is the script’s; the no-js project has the notice’s form',
    )
    const context = await browser.newContext({ userAgent: SHOPPER })
    await context.addCookies([
      {
        name: 'consent',
        value: 'granted',
        url: new URL('/', testInfo.project.use.baseURL).toString(),
      },
    ])
    const page = await context.newPage()
    await page.goto('/fotokalender', { waitUntil: 'domcontentloaded' })
    await waitForHydration(page)
    await page.locator('[data-consent-reopen]').click()
    await expect(page.locator('.consent-banner')).toBeVisible()
    await context.close()
  })

  test('without JavaScript the notice’s form stores the choice in the same cookie, and nothing is tracked', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'no-js', 'the form is the no-JavaScript path')
    const context = await browser.newContext({ userAgent: SHOPPER, javaScriptEnabled: false })
    const sent = await trackingRequests(context)
    const page = await context.newPage()
    await page.goto('/fotokalender?x=1')
    await expect(page.locator('[data-consent-reopen]')).toHaveAttribute('href', '#consent-choice')
    await expect(page.locator('#consent-choice form')).toBeVisible()
    await page.locator('#consent-choice button[value="declined"]').click()
    await expect(page).toHaveURL(/\/fotokalender\?x=1$/)
    await expect.poll(() => consentCookie(context)).toBe('declined')
    // The footer link leads to the choice again: it can be changed.
    await page.locator('[data-consent-reopen]').click()
    await page.locator('#consent-choice button[value="granted"]').click()
    await expect.poll(() => consentCookie(context)).toBe('granted')
    await page.goto('/')
    expect(sent).toEqual([])
    // A cross-site post is refused; a malformed one is a 400.
    const crossSite = await page.request.post('/api/consent', {
      form: { consent: 'declined' },
      headers: { origin: 'https://evil.example' },
    })
    expect(crossSite.status()).toBe(403)
    const malformed = await page.request.post('/api/consent', {
      form: { consent: 'maybe' },
      headers: { origin: new URL(page.url()).origin },
    })
    expect(malformed.status()).toBe(400)
    await context.close()
  })
})
