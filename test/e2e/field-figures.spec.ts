import { expect, type BrowserContext, type Page } from '@playwright/test'
import { test, waitForHydration } from './support'

/** Headless Chromium is a crawler (isbot); field figures are a shopper's, so a shopper's browser. */
const SHOPPER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

/** Every vitals beacon of the context, with the figures it named (passed on unchanged). */
async function vitalsBeacons(context: BrowserContext) {
  const sent: { page: string; names: string[] }[] = []
  await context.route('**/api/vitals', async (route) => {
    const body = JSON.parse(route.request().postDataBuffer()?.toString() ?? '{}') as {
      page?: string
      vitals?: { name: string }[]
    }
    sent.push({ page: body.page ?? '', names: (body.vitals ?? []).map(({ name }) => name) })
    await route.continue()
  })
  return sent
}

async function answerNotice(page: Page, choice: 'accept' | 'decline') {
  await page.goto('/fotokalender')
  await waitForHydration(page)
  const button = choice === 'accept' ? 'button--primary' : 'button--secondary'
  await page.locator(`.consent-banner button.${button}`).click()
  await expect(page.locator('.consent-banner')).toHaveCount(0)
}

test.describe('field figures from shoppers who accepted statistics', () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    'field figures are measured and sent by the page’s JavaScript',
  )

  test('accepting statistics sends the page’s figures by beacon when the shopper leaves', async ({
    browser,
  }) => {
    const context = await browser.newContext({ userAgent: SHOPPER })
    const sent = await vitalsBeacons(context)
    const page = await context.newPage()
    await answerNotice(page, 'accept')
    // web-vitals is loaded after the choice and has measured the page.
    await page.locator('html[data-field-figures]').waitFor({ state: 'attached' })
    const beacon = page.waitForRequest(
      (request) => request.url().endsWith('/api/vitals') && request.method() === 'POST',
    )
    // What leaving the page does (the figures go with it), on a live page.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')))
    await beacon
    await expect.poll(() => sent.length).toBeGreaterThan(0)
    expect(sent[0]!.page).toBe('content')
    expect(sent[0]!.names).toContain('TTFB')
    await context.close()
  })

  test('declining sends nothing, and web-vitals is never loaded', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: SHOPPER })
    const sent = await vitalsBeacons(context)
    const scripts: string[] = []
    context.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    const page = await context.newPage()
    await answerNotice(page, 'decline')
    // Left as in the other test; a beacon would leave before the next page is live.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')))
    await page.goto('/')
    await waitForHydration(page)
    expect(sent).toEqual([])
    await expect(page.locator('html[data-field-figures]')).toHaveCount(0)
    expect(scripts.filter((url) => /field-figures-runtime/.test(url))).toEqual([])
    await context.close()
  })
})
