import { expect, type Page } from '@playwright/test'
import { cartCount, consented } from './extras-support'
import { failOnConsoleErrors, marketUrl, test } from './support'

/**
 * Without JavaScript the price comes with the page after "Update price"; with it as soon as
 * something changes.
 */
async function updatePrice(page: Page, javaScript: boolean) {
  if (!javaScript) await page.getByRole('button', { name: 'Preis berechnen' }).click()
}

test.describe('card accessories (shop-core §3 "Cards", §9 envelope surcharges and free sample cards)', () => {
  test.beforeEach(async ({ page }) => consented(page, ['localhost', 'cards-ch.localhost']))

  test('"Envelope surcharge per card (size class: AT / DE / CH)": add an envelope and see the surcharge', async ({
    page,
  }, testInfo) => {
    const javaScript = testInfo.project.name !== 'no-js'
    const noErrors = failOnConsoleErrors(page)
    await page.goto(marketUrl('localhost', '/kartenzubehoer'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kartenzubehör')
    // The envelope is preselected with the standard size: 0,95 € per card in Germany.
    await expect(page.locator('.accessory-summary__surcharge dd')).toHaveText('0,95 €')

    await page.locator('label.x-choice', { hasText: 'DIN lang (220 × 110 mm)' }).click()
    await updatePrice(page, javaScript)
    await expect(page.locator('.accessory-summary__surcharge dd')).toHaveText('1,80 €')
    await page.getByLabel('Anzahl Karten').fill('25')
    await updatePrice(page, javaScript)
    await expect(page.locator('[data-total]')).toHaveText('45,00 €')
    await expect(page).toHaveURL(/accessoryType=envelope/)

    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(page.getByRole('status')).toContainText(
      'Im Warenkorb: 25 × Umschlag, DIN lang (220 × 110 mm), 45,00 €.',
    )
    await expect(page).toHaveURL(/added=1/)
    await expect(cartCount(page)).toHaveAttribute('data-count', '1')
    noErrors()
  })

  test('"Free sample cards: up to 3 free, each further one 3.50 CHF (Swiss texts)"', async ({
    page,
  }, testInfo) => {
    const javaScript = testInfo.project.name !== 'no-js'
    await page.goto(marketUrl('cards-ch.localhost', '/kartenzubehoer'))
    await page.locator('label.accessory-type', { hasText: 'Musterkarten' }).click()
    await updatePrice(page, javaScript)
    await expect(page.getByLabel('Anzahl Musterkarten')).toHaveValue('3')
    await expect(page.locator('[data-total]')).toHaveText('CHF 0.00')
    await page.getByLabel('Anzahl Musterkarten').fill('5')
    await updatePrice(page, javaScript)
    await expect(page.locator('[data-total]')).toHaveText('CHF 7.00')
    await expect(page.locator('.accessory-summary__lines')).toContainText(
      'Jede weitere MusterkarteCHF 3.50',
    )
  })

  test('a quantity beyond what is sold at once is refused with a message, and nothing is priced', async ({
    page,
  }) => {
    const response = await page.goto(
      marketUrl('localhost', '/kartenzubehoer?accessoryType=pen&quantity=900'),
    )
    expect(response?.status()).toBe(400)
    await expect(page.locator('.x-field__error')).toHaveText(
      'Bitte gib eine ganze Anzahl von 1 bis 500 ein.',
    )
    await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0)
  })
})
