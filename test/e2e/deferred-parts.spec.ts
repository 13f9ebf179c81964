/**
 * Parts below the fold or hidden until opened (ADR 192): the server sends them in full, so
 * they are there without JavaScript; with JavaScript their code loads when they come into view
 * or the shopper interacts, and a navigation started before that is not held back.
 */
import { expect, type Page } from '@playwright/test'
import { consented } from './extras-support'
import { failOnConsoleErrors, marketUrl, test, waitUntilLive } from './support'

test.use({ viewport: { width: 390, height: 844 } })

/** The deferred parts' chunks the page has asked for so far. */
function deferredChunks(page: Page) {
  const asked: string[] = []
  page.on('request', (request) => {
    const name = /\/(hidden-chrome|content-block-modules|CalculatorBlock)-[^/]+\.js$/.exec(
      request.url(),
    )?.[1]
    if (name) asked.push(name)
  })
  return asked
}

test.describe('deferred parts on a phone (ADR 192)', () => {
  test.beforeEach(({ page }) => consented(page))

  test('the footer and the blocks below the hero are in the page at once; with JavaScript their code comes when the shopper scrolls to them', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const asked = deferredChunks(page)
    await page.goto(marketUrl('localhost', '/'))
    const footer = page.locator('footer.site-footer')
    const newsletter = page.locator('.block--newsletter form')
    const imprint = footer.getByRole('link', { name: 'Impressum' }).first()
    await expect(imprint).toBeAttached()
    await expect(newsletter.getByLabel('Deine E-Mail-Adresse')).toBeAttached()
    if (testInfo.project.name === 'js') {
      await page.waitForLoadState('networkidle')
      expect(asked, 'nothing below the fold loads before it is wanted').toEqual([])
      await waitUntilLive(newsletter)
      expect(asked).toContain('content-block-modules')
      await waitUntilLive(footer.locator('.footer-columns'))
      expect(asked).toContain('hidden-chrome')
    }
    await imprint.click()
    await expect(page).toHaveURL(/\/impressum$/)
    noErrors()
  })

  test('a navigation started before any deferred part has loaded arrives, without a reload with JavaScript', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const asked = deferredChunks(page)
    await page.goto(marketUrl('localhost', '/'))
    const js = testInfo.project.name === 'js'
    if (js) {
      await page.waitForLoadState('networkidle')
      expect(asked).toEqual([])
      await page.evaluate(
        () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
      )
    }
    // The main navigation's calendar item, in the strip at the top of a phone's page.
    await page.locator('header a[href="/fotokalender"]:visible').first().click()
    await expect(page).toHaveURL(/\/fotokalender$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    if (js)
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
        'a client-side navigation',
      ).toBe(true)
    noErrors()
  })
})
