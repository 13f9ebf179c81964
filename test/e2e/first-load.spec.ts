/**
 * A page's first load on the stock Remix pipeline: the HTML preloads the page's
 * modules and carries its data as single fetch's stream (hydration.spec.ts: React hydrates it
 * without errors). Without JavaScript the same HTML is the whole page.
 */
import { expect } from '@playwright/test'
import { buildScriptsOf, failOnConsoleErrors, marketUrl, remixContextOf, test } from './support'

const pages = [
  ['home page', 'localhost', '/'],
  ['wall-art product page', 'wallart-de.localhost', '/leinwanddruck/'],
  ['card theme page', 'localhost', '/themes/1001'],
] as const

for (const [label, host, path] of pages) {
  test(`${label}: the HTML preloads its modules and carries its route data for hydration`, async ({
    page,
  }) => {
    const response = await page.goto(marketUrl(host, path))
    expect(response?.status()).toBe(200)
    const html = (await response?.text()) ?? ''
    expect(html).toContain('rel="modulepreload"')
    expect(html).not.toContain('blocking="render"')
    expect((await remixContextOf(html)).state.loaderData).toHaveProperty('root')
    expect(
      buildScriptsOf(html).some((script) => script.includes('/entry.client-')),
      'the entry is among the loaded scripts',
    ).toBe(true)
    await expect(page.locator('#main')).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
}

test('a client-side navigation on the wall-art channel loads the data of a trailing-slash page without a redirect loop', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'no-js', 'client-side navigation needs JavaScript')
  const noErrors = failOnConsoleErrors(page)
  const data: { url: string; status: number }[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.data'))
      data.push({ url: response.url(), status: response.status() })
  })
  await page.goto(marketUrl('wallart-de.localhost', '/'))
  const link = page.locator('a[href="/leinwanddruck/"]:visible').first()
  await link.click()
  await expect(page).toHaveURL(marketUrl('wallart-de.localhost', '/leinwanddruck/'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Prefetch on hover and the navigation itself: every data request answered 200, none redirected.
  expect(data.length).toBeGreaterThan(0)
  expect(
    data.filter((entry) => entry.status !== 200),
    'data requests not answered 200',
  ).toEqual([])
  noErrors()
})
