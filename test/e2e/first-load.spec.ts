/**
 * A page's first load (ADR 136, ADR 138): the HTML paints first and then loads its scripts; the
 * hydration data is a JSON block; the first frame waits for the main content. Without
 * JavaScript the same HTML is the whole page.
 */
import { expect } from '@playwright/test'
import { buildScriptsOf, failOnConsoleErrors, marketUrl, remixContextOf, test } from './support'

const pages = [
  ['home page', 'localhost', '/'],
  ['wall-art product page', 'wallart-de.localhost', '/leinwanddruck/'],
  ['card theme page', 'localhost', '/themes/1001'],
] as const

for (const [label, host, path] of pages) {
  test(`${label}: the HTML carries its data as a JSON block, no preload links, and a first frame that waits for #main`, async ({ page }) => {
    const response = await page.goto(marketUrl(host, path))
    expect(response?.status()).toBe(200)
    const html = (await response?.text()) ?? ''
    expect(html).not.toContain('rel="modulepreload"')
    expect(remixContextOf(html).state.loaderData).toHaveProperty('root')
    // The data is parsed by the module loader after the first frame, not by an inline script in the parser's task (ADR 138).
    expect(html).not.toMatch(/<script(?![^>]*type=)[^>]*>window\.__remixContext =/)
    expect(buildScriptsOf(html).some((script) => script.includes('/entry.client-')), 'the entry is among the loaded scripts').toBe(true)
    // A render-blocking expect link whose target is missing would hold the first frame until the whole document is parsed.
    expect(html).toContain('<link rel="expect" href="#main" blocking="render"/>')
    await expect(page.locator('#main')).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
}

test('"Shoppers use it with and without JavaScript": with JavaScript the scripts are requested after the first frame and the page hydrates without errors', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'no-js', 'nothing is loaded or hydrated without JavaScript')
  const noErrors = failOnConsoleErrors(page)
  // Runs before the page's own scripts: its callback is the first frame's first, before the loader's.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      ;(window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now()
    })
  })
  await page.goto(marketUrl('wallart-de.localhost', '/leinwanddruck/'))
  const timing = await page.evaluate(() => ({
    firstFrameAt: (window as unknown as { firstFrameAt?: number }).firstFrameAt ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/build/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }))
  expect(timing.firstFrameAt).not.toBeNull()
  expect(timing.scripts.length).toBeGreaterThan(5)
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstFrameAt!)
  // page.goto (test/e2e/support.ts) has waited for the hydration mark.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  noErrors()
})
