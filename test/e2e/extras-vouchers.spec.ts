import { expect } from '@playwright/test'
import { cartCount, consented } from './extras-support'
import { failOnConsoleErrors, marketUrl, test } from './support'

// A refused form answers 400: the browser reports that response in the console (with JavaScript).
const refusedForm = [/status of 400/]

test.describe('gift vouchers (shop-core §7 /gift-voucher, /web-api/voucher)', () => {
  test.beforeEach(async ({ page }) => consented(page))

  test('"a page to buy a voucher (amount presets and a free amount within limits, design, recipient message), validated, handed to the basket"', async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page, refusedForm)
    await page.goto(marketUrl('localhost', '/geschenkgutschein'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geschenkgutschein')
    await expect(cartCount(page)).toHaveAttribute('data-count', '0')

    // A free amount below the limit is refused by the server, the entries are kept.
    await page.getByRole('radio', { name: 'Anderer Betrag' }).check()
    await page.getByLabel('Betrag in EUR').fill('7')
    await page.getByLabel('Deine Nachricht (freiwillig)').fill('Alles Liebe zum Geburtstag!')
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(
      page.getByText('Bitte gib einen ganzen Betrag von 10,00 € bis 500,00 € ein.'),
    ).toBeVisible()
    await expect(page.getByLabel('Betrag in EUR')).toHaveValue('7')
    await expect(page.getByLabel('Deine Nachricht (freiwillig)')).toHaveValue(
      'Alles Liebe zum Geburtstag!',
    )

    // A valid free amount, a design: into the basket, where the basket application takes over.
    await page.getByRole('radio', { name: 'Anderer Betrag' }).check()
    await page.getByLabel('Betrag in EUR').fill('35')
    await page.locator('label.voucher-design', { hasText: 'Geburtstag' }).click()
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(page).toHaveURL(marketUrl('localhost', '/warenkorb?added=gift-voucher'))
    await expect(cartCount(page)).toHaveAttribute('data-count', '1')

    // A preset amount: the basket holds two articles.
    await page.goto(marketUrl('localhost', '/geschenkgutschein'))
    await page.getByRole('radio', { name: '100,00 €' }).check()
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(page).toHaveURL(/\/warenkorb\?added=gift-voucher$/)
    await expect(cartCount(page)).toHaveAttribute('data-count', '2')
    noErrors()
  })

  test('"voucher-code redemption with clear messages for unknown, expired and already used codes"', async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page, refusedForm)
    await page.goto(marketUrl('localhost', '/gutschein-einloesen'))
    const code = page.getByLabel('Gutscheincode')
    const redeem = page.getByRole('button', { name: 'Einlösen' })

    for (const [typed, message] of [
      ['NICHT-DA-42', 'Diesen Gutscheincode kennen wir nicht. Bitte prüfe die Schreibweise.'],
      ['summer2020', 'Dieser Gutschein ist leider abgelaufen.'],
      ['USED-ONCE', 'Dieser Gutschein wurde bereits eingelöst.'],
      ['WALLART15', 'Dieser Gutschein gilt nicht in diesem Shop.'],
      ['!!', 'Bitte gib einen gültigen Gutscheincode ein (Buchstaben, Ziffern und Bindestriche).'],
    ]) {
      await code.fill(typed!)
      await redeem.click()
      await expect(page.locator('.x-field__error')).toHaveText(message!)
      await expect(code).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator('.voucher-applied')).toHaveCount(0)
    }

    await code.fill(' printhaus10 ')
    await redeem.click()
    await expect(page).toHaveURL(
      marketUrl('localhost', '/gutschein-einloesen?redeemed=PRINTHAUS10'),
    )
    await expect(page.getByRole('status')).toContainText(
      'Der Gutschein PRINTHAUS10 gilt jetzt für deinen Warenkorb.',
    )
    await expect(page.locator('.voucher-applied li[data-code="PRINTHAUS10"]')).toContainText(
      '10 % Rabatt, gültig bis 31. Dezember 2099',
    )
    await expect(code).toHaveValue('')
    noErrors()
  })
})
