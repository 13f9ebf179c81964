/**
 * React's own hydration: the server's HTML is hydrated in place, so what a shopper
 * did before the scripts ran stays, and the browser logs no hydration mismatch.
 */
import { expect } from '@playwright/test'
import { consented } from './extras-support'
import { failOnConsoleErrors, marketUrl, test, waitForHydration } from './support'

test("an e-mail typed into the home page's newsletter block before its code is live is kept, and the form submits", async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name === 'no-js',
    'without JavaScript nothing hydrates; the plain GET form is tested in content.spec.ts',
  )
  await consented(page)
  const noErrors = failOnConsoleErrors(page)
  // The page's scripts wait until the shopper has typed.
  let release = () => {}
  const typed = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/build/**/*.js', async (route) => {
    await typed
    await route.continue()
  })
  await page.goto(marketUrl('localhost', '/'), { waitUntil: 'domcontentloaded' })
  const form = page.locator('.block--newsletter form')
  const field = form.getByLabel('Deine E-Mail-Adresse')
  await field.fill('frueh@example.com')
  const kept = await field.elementHandle()
  const id = await field.getAttribute('id')
  release()
  await waitForHydration(page)
  // Every lazily loaded part (the newsletter block's among them) has arrived and hydrated.
  await page.waitForLoadState('networkidle')
  expect(
    await kept?.evaluate((element) => element.isConnected),
    'the same element, not a re-render',
  ).toBe(true)
  await expect(field).toHaveAttribute('id', id ?? '')
  await expect(field).toHaveValue('frueh@example.com')
  await Promise.all([
    page.waitForURL(/\/newsletter\?email=frueh%40example\.com$/),
    form.getByRole('button', { name: 'Weiter zur Anmeldung' }).click(),
  ])
  noErrors()
})

const pages = [
  ['home page', 'localhost', '/'],
  ['wall-art product page', 'wallart-de.localhost', '/leinwanddruck/'],
  ['card theme page', 'localhost', '/themes/1001'],
] as const

for (const [label, host, path] of pages) {
  test(`${label}: hydrates without a mismatch or a client re-render`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'no-js', 'nothing hydrates without JavaScript')
    await consented(page, [host])
    // React reports a mismatch (or a boundary it had to render afresh) as an error; none is
    // allowed.
    const noErrors = failOnConsoleErrors(page)
    await page.goto(marketUrl(host, path))
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    noErrors()
  })
}
