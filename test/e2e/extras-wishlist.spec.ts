import { expect } from '@playwright/test'
import { consented, logInHere, newEmail, signUpViaApi } from './extras-support'
import { failOnConsoleErrors, marketUrl, test } from './support'

test.describe('wishlist (shop-core §1 "use a wishlist (available on one channel only)")', () => {
  test.beforeEach(async ({ page }) => consented(page, ['localhost', 'wallart-de.localhost']))

  test('"anonymous shoppers are asked to log in and come back to what they were saving"; saved and removed, seen again after logging in again', async ({
    page,
    request,
  }) => {
    test.slow() // three logins (scrypt)
    const noErrors = failOnConsoleErrors(page)
    const email = newEmail('wish')
    await signUpViaApi(request, email)

    // Anonymous on a card theme: saving asks for the login, with the way back in redirectTo.
    await page.goto(marketUrl('localhost', '/themes/1001'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bunte Ballons')
    await expect(page.getByText('Zum Merken meldest du dich an')).toBeVisible()
    await page.getByRole('button', { name: 'Merken', exact: true }).click()
    await expect(page).toHaveURL(
      /\/mein-konto\/anmelden\?redirectTo=%2Fmein-konto%2Fmerkliste%3Fresume%3D1$/,
    )

    // After the login the save completes and the shopper is back on the theme.
    await logInHere(page, email)
    await expect(page).toHaveURL(marketUrl('localhost', '/themes/1001'))
    await expect(page.getByRole('button', { name: 'Gemerkt', exact: true })).toBeVisible()

    // The wishlist page shows it.
    await page.getByRole('link', { name: 'Zur Merkliste' }).click()
    await expect(page).toHaveURL(marketUrl('localhost', '/mein-konto/merkliste'))
    const entry = page.locator('.wishlist-item[data-item="theme:1001"]')
    await expect(entry).toContainText('Bunte Ballons')

    // Log in again (a new session, another device): still there.
    await page.context().clearCookies()
    await consented(page)
    await page.goto(marketUrl('localhost', '/mein-konto/merkliste'))
    await expect(page).toHaveURL(/\/mein-konto\/anmelden\?redirectTo=%2Fmein-konto%2Fmerkliste$/)
    await logInHere(page, email)
    await expect(page).toHaveURL(marketUrl('localhost', '/mein-konto/merkliste'))
    await expect(entry).toContainText('Bunte Ballons')

    // Remove it from the wishlist page, then save and remove it on the theme page.
    await page.getByRole('button', { name: 'Bunte Ballons von der Merkliste entfernen' }).click()
    await expect(page.getByText('Deine Merkliste ist noch leer.')).toBeVisible()
    await expect(entry).toHaveCount(0)
    await page.goto(marketUrl('localhost', '/themes/1001'))
    await page.getByRole('button', { name: 'Merken', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Gemerkt', exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Gemerkt', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Merken', exact: true })).toBeVisible()
    await page.goto(marketUrl('localhost', '/mein-konto/merkliste'))
    await expect(page.getByText('Deine Merkliste ist noch leer.')).toBeVisible()
    noErrors()
  })

  test('"wishlist … on one channel only": the wall-art shop has no wishlist page (404)', async ({
    page,
  }) => {
    const response = await page.goto(marketUrl('wallart-de.localhost', '/mein-konto/merkliste/'))
    expect(response?.status()).toBe(404)
  })
})
