import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { decode } from 'turbo-stream'

export const shopPort = Number(process.env.E2E_PORT ?? 4300)
export const backendUrl = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4301}`

/**
 * The URL of a path on a market host: `cards-ch.localhost`, `wallart-de.localhost`, `localhost`.
 */
export function marketUrl(host: string, path = '/'): string {
  return `http://${host}:${shopPort}${path}`
}

/** Fails the test when the page logs an unexpected console error. */
export function failOnConsoleErrors(page: Page, allowed: RegExp[] = []) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text())))
      errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return () => expect(errors, 'console errors').toEqual([])
}

/**
 * The scripts a page's HTML loads: its modulepreload links and every "/build/….js" its module
 * scripts import.
 */
export function buildScriptsOf(html: string): string[] {
  const scripts = new Set<string>()
  for (const [, path] of html.matchAll(/<link rel="modulepreload" href="(\/build\/[^"]+\.js)"/g))
    scripts.add(path!)
  for (const [, body] of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    // Not the inline route manifest (its own URL is never loaded with lazy route discovery).
    for (const [, path] of body!
      .replace(/^window\.__remixManifest = .*$/m, '')
      .matchAll(/"(\/build\/[^"]+\.js)"/g))
      scripts.add(path!)
  }
  return [...scripts]
}

/**
 * The hydration data a page's HTML carries: single fetch's turbo-stream chunks, decoded as the
 * browser does.
 */
export async function remixContextOf(
  html: string,
): Promise<{ state: { loaderData: Record<string, unknown> } }> {
  const chunks = [
    ...html.matchAll(/window\.__remixContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g),
  ].map(([, literal]) => JSON.parse(literal!) as string)
  if (chunks.length === 0) throw new Error('no single-fetch data in the page')
  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
  const decoded = await decode(stream)
  await decoded.done
  return { state: decoded.value as { loaderData: Record<string, unknown> } }
}

/** Waits until the page is live: the root layout's first effect marks `<html data-hydrated>`. */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 })
}

/**
 * Waits until React has hydrated the element. React marks the DOM nodes it owns with
 * `__reactProps$…`; the server's HTML has no such key.
 */
export async function waitUntilLive(locator: Locator) {
  const live = () =>
    locator.evaluate((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactProps$')),
    )
  await expect.poll(live, { message: 'the part is hydrated', timeout: 15_000 }).toBe(true)
}

/**
 * Playwright's `test` whose `page.goto` in the `js` project returns once an HTML page is live
 * (hydrated), as a shopper with JavaScript would wait for it: the load event alone does not mean
 * hydrated. A `waitUntil` given by the test is taken as it is.
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
