import { expect, type Page } from '@playwright/test'
import { consented } from './extras-support'
import { failOnConsoleErrors, marketUrl, test, waitForHydration } from './support'

const hosts = [
  'localhost',
  'cards-fr.localhost',
  'cards-ch.localhost',
  'wallart-de.localhost',
  'wallart-uk.localhost',
]

async function switchTo(page: Page, country: string, language: string) {
  const switcher = page.locator('footer form.market-switcher')
  await switcher.getByLabel('Land').selectOption({ label: country })
  await switcher.getByLabel('Sprache').selectOption({ label: language })
  await switcher.getByRole('button', { name: 'Wechseln' }).click()
}

test.describe('market switcher: "a choice of country and language that leads to the same page in the other market"', () => {
  test.beforeEach(async ({ page }) => consented(page, hosts))

  test('from a German product page to its French counterpart', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page)
    await page.goto(marketUrl('localhost', '/fotokalender'))
    await switchTo(page, 'Frankreich', 'Français')
    await expect(page).toHaveURL(marketUrl('cards-fr.localhost', '/calendrier-photo'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
    // And back: the French footer speaks French.
    const switcher = page.locator('footer form.market-switcher')
    await switcher.getByLabel('Pays').selectOption({ label: 'Allemagne' })
    await switcher.getByLabel('Langue').selectOption({ label: 'Deutsch' })
    await switcher.getByRole('button', { name: 'Changer' }).click()
    await expect(page).toHaveURL(marketUrl('localhost', '/fotokalender'))
    noErrors()
  })

  test('a choice made before the page is live is kept when it goes live (the scripts load after the first paint)', async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'no-js',
      'without JavaScript the page never goes live; the plain form is tested above',
    )
    // The page's scripts wait until the shopper has chosen.
    let release = () => {}
    const chosen = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/build/**/*.js', async (route) => {
      await chosen
      await route.continue()
    })
    await page.goto(marketUrl('localhost', '/fotokalender'), { waitUntil: 'domcontentloaded' })
    const switcher = page.locator('footer form.market-switcher')
    await switcher.getByLabel('Land').selectOption({ label: 'Frankreich' })
    await switcher.getByLabel('Sprache').selectOption({ label: 'Français' })
    const kept = await switcher.elementHandle()
    release()
    await waitForHydration(page)
    // React hydrates the server's form in place: the same elements, the shopper's choice
    // kept.
    await page.waitForLoadState('networkidle')
    expect(await kept?.evaluate((form) => form.isConnected)).toBe(true)
    await expect(switcher.getByLabel('Land')).toHaveValue('FR')
    await expect(switcher.getByLabel('Sprache')).toHaveValue('fr')
    await switcher.getByRole('button', { name: 'Wechseln' }).click()
    await expect(page).toHaveURL(marketUrl('cards-fr.localhost', '/calendrier-photo'))
  })

  test('"or to that market\'s home page when the page has no counterpart"', async ({ page }) => {
    await page.goto(marketUrl('localhost', '/fotobox'))
    await switchTo(page, 'Frankreich', 'Français')
    await expect(page).toHaveURL(marketUrl('cards-fr.localhost', '/'))
  })

  test('a country that does not speak the chosen language gets its own; Swiss French keeps a theme page with its query', async ({
    page,
  }) => {
    await page.goto(marketUrl('localhost', '/themes/1002?quantity=50'))
    await switchTo(page, 'Schweiz', 'Français')
    await expect(page).toHaveURL(marketUrl('cards-ch.localhost', '/fr/themes/1002?quantity=50'))
    await page.goto(marketUrl('wallart-de.localhost', '/leinwanddruck/'))
    const switcher = page.locator('footer form.market-switcher')
    await switcher.getByLabel('Land').selectOption({ label: 'Vereinigtes Königreich' })
    await switcher.getByRole('button', { name: 'Wechseln' }).click()
    await expect(page).toHaveURL(marketUrl('wallart-uk.localhost', '/canvas-prints/'))
  })

  test('localised shop pages lead to the same page in the other language', async ({ page }) => {
    await page.goto(marketUrl('localhost', '/geschenkgutschein'))
    await switchTo(page, 'Schweiz', 'Italiano')
    await expect(page).toHaveURL(marketUrl('cards-ch.localhost', '/it/buono-regalo'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buono regalo')
  })

  test('the switch is also a page of its own (GET form, no JavaScript needed)', async ({
    page,
  }) => {
    const response = await page.goto(
      marketUrl('localhost', '/land-und-sprache?from=%2Ffotokalender'),
    )
    expect(response?.status()).toBe(200)
    const form = page.getByRole('main').locator('form.market-switcher')
    await form.getByLabel('Land').selectOption({ label: 'Vereinigtes Königreich' })
    await form.getByLabel('Sprache').selectOption({ label: 'English' })
    await form.getByRole('button', { name: 'Wechseln' }).click()
    await expect(page).toHaveURL(marketUrl('cards-uk.localhost', '/photo-calendar'))
    const invalid = await page.goto(marketUrl('localhost', '/land-und-sprache?country=XX&from=%2F'))
    expect(invalid?.status()).toBe(400)
  })
})
