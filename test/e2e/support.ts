import { test as base, expect, type Page } from '@playwright/test'

export const shopPort = Number(process.env.E2E_PORT ?? 4300)
export const backendUrl = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4301}`

/** The URL of a path on a market host: `cards-ch.localhost`, `wallart-de.localhost`, `localhost`. */
export function marketUrl(host: string, path = '/'): string {
  return `http://${host}:${shopPort}${path}`
}

/** Fails the test when the page logs an unexpected console error. */
export function failOnConsoleErrors(page: Page, allowed: RegExp[] = []) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text()))) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return () => expect(errors, 'console errors').toEqual([])
}

/** The scripts a page's HTML has its module loader import: every "/build/….js" in its module scripts (ADR 136). */
export function buildScriptsOf(html: string): string[] {
  const scripts = new Set<string>()
  for (const [, body] of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    // Not the inline route manifest (its own URL is never loaded with lazy route discovery).
    for (const [, path] of body!.replace(/^window\.__remixManifest = .*$/m, '').matchAll(/"(\/build\/[^"]+\.js)"/g)) scripts.add(path!)
  }
  return [...scripts]
}

/** The hydration data a page's HTML carries: a JSON block the context script reads (ADR 136). */
export function remixContextOf(html: string): { state: { loaderData: Record<string, unknown> } } {
  const json = html.match(/<script type="application\/json" id="shop-remix-context">([\s\S]*?)<\/script>/)?.[1]
  if (!json) throw new Error('no <script type="application/json" id="shop-remix-context"> in the page')
  return JSON.parse(json) as { state: { loaderData: Record<string, unknown> } }
}

/** Waits until the page is live: the root layout's first effect marks `<html data-hydrated>` (ADR 136). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 })
}

/**
 * Playwright's `test` whose `page.goto` in the `js` project returns once an HTML page is live,
 * as a shopper would wait for it: the scripts load after the first paint (ADR 136), so the load
 * event no longer means hydrated. A `waitUntil` given by the test is taken as it is.
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    if (testInfo.project.name === 'js') {
      const goto = page.goto.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        const html = (response?.headers()['content-type'] ?? '').startsWith('text/html')
        if (html && !options?.waitUntil) await waitForHydration(page)
        return response
      }
    }
    await use(page)
  },
})
