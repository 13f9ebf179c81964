import { expect, type Page } from '@playwright/test'
import { withoutConsentNotice } from './calculator-support'
import { failOnConsoleErrors, marketUrl, test } from './support'

/**
 * The shop search: the header's GET form to the localised search page, results grouped by kind,
 * typo correction, the no-result help, and with JavaScript the suggestions while typing (an
 * accessible combobox). The same form works without JavaScript.
 */

const searchForm = (page: Page) => page.locator('header form[role="search"]')
const results = (page: Page) => page.locator('.search-results')

async function searchFromHeader(page: Page, query: string) {
  await searchForm(page).locator('input[name="q"]').fill(query)
  await Promise.all([
    page.waitForURL(/[?&]q=/),
    searchForm(page).locator('button[type="submit"]').click(),
  ])
}

test.beforeEach(async ({ context }) =>
  withoutConsentNotice(context, ['cards-de.localhost', 'cards-uk.localhost']),
)

test('German market: a misspelt product, a theme and an article from the header', async ({
  page,
}) => {
  const noErrors = failOnConsoleErrors(page)
  await page.goto(marketUrl('cards-de.localhost', '/'))
  await searchFromHeader(page, 'Hochzeitskartn')
  expect(new URL(page.url()).pathname).toBe('/suche')
  await expect(page).toHaveTitle(/Suchergebnisse/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  await expect(page.locator('.search-page__corrected')).toContainText('hochzeitskarten')
  const products = results(page).locator('[data-kind="product"]')
  await expect(products.getByRole('heading', { name: 'Produkte' })).toBeVisible()
  await expect(products.getByRole('link').first()).toHaveAttribute('href', '/hochzeitskarten')

  await searchFromHeader(page, 'Bunte Ballons')
  const theme = results(page).locator('[data-kind="theme"]').getByRole('link').first()
  await expect(theme).toHaveAttribute('href', '/themes/1001')

  await searchFromHeader(page, 'Was schreibe ich in die Karte')
  const article = results(page).locator('[data-kind="article"]').getByRole('link').first()
  await expect(article).toHaveAttribute('href', '/magazin/was-schreibe-ich-in-die-karte')
  await article.click()
  await expect(page).toHaveURL(/\/magazin\/was-schreibe-ich-in-die-karte$/)
  noErrors()
})

test('English market: results, the normalised URL, and help when nothing matches', async ({
  page,
}) => {
  const noErrors = failOnConsoleErrors(page)
  await page.goto(marketUrl('cards-uk.localhost', '/search?q=%20wedding%20%20cards%20&x=1'))
  expect(new URL(page.url()).search).toBe('?q=wedding+cards')
  await expect(searchForm(page).locator('input[name="q"]')).toHaveValue('wedding cards')
  await expect(results(page).getByRole('link').first()).toHaveAttribute('href', '/wedding-cards')

  await searchFromHeader(page, 'xylophone orchestra')
  await expect(page.getByRole('status')).toContainText('No results for “xylophone orchestra”')
  await expect(page.locator('.search-help').getByRole('link', { name: 'Cards' })).toBeVisible()
  await expect(
    page.locator('.search-help').getByRole('link', { name: 'Contact customer service' }),
  ).toBeVisible()

  await page.goto(marketUrl('cards-uk.localhost', '/search'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
  await expect(page.locator('.search-help').getByRole('link').first()).toBeVisible()
  noErrors()
})

test('suggestions while typing: ArrowDown and Enter open the suggestion’s page', async ({
  page,
}, testInfo) => {
  const noErrors = failOnConsoleErrors(page)
  await page.goto(marketUrl('cards-uk.localhost', '/'))
  if (testInfo.project.name !== 'js') {
    // without JavaScript the field stays the plain form: no list, Enter asks the results page
    const plain = searchForm(page).getByRole('searchbox')
    await plain.pressSequentially('weddin', { delay: 30 })
    await expect(page.getByRole('listbox')).toHaveCount(0)
    await plain.press('Enter')
    await expect(page).toHaveURL(marketUrl('cards-uk.localhost', '/search?q=weddin'))
    await expect(
      page
        .locator('main')
        .getByRole('link', { name: /Wedding cards/ })
        .first(),
    ).toBeVisible()
    return
  }
  const field = searchForm(page).getByRole('combobox')
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  await field.pressSequentially('weddin', { delay: 30 })
  const listbox = page.getByRole('listbox')
  await expect(listbox.getByRole('option').first()).toHaveText(/Wedding cards/)
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await expect(field).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!)
  await field.press('ArrowDown')
  const first = listbox.getByRole('option').first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
  await field.press('Escape')
  await expect(listbox).toBeHidden()
  await field.press('ArrowDown')
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await field.press('Enter')
  await expect(page).toHaveURL(marketUrl('cards-uk.localhost', '/wedding-cards'))

  // A click on a suggestion works as well.
  const again = searchForm(page).getByRole('combobox')
  await again.fill('')
  await again.pressSequentially('colourful ball', { delay: 30 })
  await page.getByRole('option', { name: /Colourful balloons/ }).click()
  await expect(page).toHaveURL(/\/themes\/\d+$/)
  noErrors()
})
