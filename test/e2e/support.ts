import { expect, type Page } from '@playwright/test'

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
