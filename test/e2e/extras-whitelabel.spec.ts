import { expect } from '@playwright/test'
import { cardsDe, cartCount, consented, newEmail, signUpViaApi, useSession } from './extras-support'
import { backendUrl, failOnConsoleErrors, marketUrl, test } from './support'

test.describe('whitelabel orders (site-chrome §6 "Whitelabel customers see a whitelabel bar on the web")', () => {
  test.beforeEach(async ({ page }) => consented(page))

  test('"the whitelabel switch (/whitelabel/switch) … isWhitelabelOrder reflected in the header and basket count"', async ({
    page,
    request,
  }) => {
    const noErrors = failOnConsoleErrors(page)
    // The reference backend makes whoever signs up at whitelabel.test a whitelabel customer.
    const session = await signUpViaApi(request, newEmail('wl', 'whitelabel.test'))
    const voucher = await request.post(`${backendUrl}/gift-voucher`, {
      headers: { ...cardsDe, cookie: `shop_session=${session}` },
      data: { amount: 25, design: 'classic' },
    })
    expect(voucher.status()).toBe(200)
    await useSession(page, session)

    await page.goto(marketUrl('localhost', '/fotokalender'))
    const bar = page.getByRole('region', { name: 'Whitelabel-Kunde' })
    await expect(bar).toHaveAttribute('data-whitelabel-order', 'false')
    await expect(bar).toContainText('Whitelabel-Kunde')
    await expect(cartCount(page)).toHaveAttribute('data-count', '1')

    // Whitelabel orders have a basket of their own: the count follows the mode.
    await bar.getByRole('button', { name: 'Zur Whitelabel-Bestellung wechseln' }).click()
    await expect(page).toHaveURL(marketUrl('localhost', '/fotokalender'))
    await expect(bar).toHaveAttribute('data-whitelabel-order', 'true')
    await expect(bar).toContainText('Whitelabel-Bestellung')
    await expect(cartCount(page)).toHaveAttribute('data-count', '0')

    // The page of its own says the same and switches back.
    await page.goto(marketUrl('localhost', '/mein-konto/whitelabel-bestellungen'))
    await expect(page.locator('.wl-mode')).toHaveAttribute('data-whitelabel-order', 'true')
    await page
      .locator('.wl-mode')
      .getByRole('button', { name: 'Zur eigenen Bestellung wechseln' })
      .click()
    await expect(page.locator('.wl-mode')).toHaveAttribute('data-whitelabel-order', 'false')
    await expect(page.locator('.wl-mode')).toContainText('Artikel in diesem Warenkorb: 1')
    await expect(cartCount(page)).toHaveAttribute('data-count', '1')
    noErrors()
  })

  test('a customer who is not a whitelabel customer sees no bar and cannot switch', async ({
    page,
    request,
  }) => {
    await useSession(page, await signUpViaApi(request, newEmail('plain')))
    await page.goto(marketUrl('localhost', '/'))
    await expect(page.locator('header .info-item--account')).toContainText('Mia Merkel')
    await expect(page.locator('.wl-bar')).toHaveCount(0)
    const response = await page.goto(marketUrl('localhost', '/mein-konto/whitelabel-bestellungen'))
    expect(response?.status()).toBe(403)
    await expect(
      page.getByText('Whitelabel-Bestellungen gibt es nur für Whitelabel-Kunden.'),
    ).toBeVisible()
  })
})
