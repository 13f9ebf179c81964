import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { test } from './support'

/** A shopper's browser: the shop treats headless Chromium's own user agent as a crawler. */
const SHOPPER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
test.use({ userAgent: SHOPPER })

const newEmail = (label: string) => `google-${label}-${randomUUID().slice(0, 8)}@example.test`
const accountItem = (page: Page) => page.locator('header .info-item--account')

/** The test issuer's account picker: pick the account, come back signed in. */
async function pickAccount(page: Page, email: string, name: string) {
  await expect(page).toHaveURL(/\/google-test-issuer\/authorize\?/)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Name').fill(name)
  await page.getByRole('button', { name: 'Continue' }).click()
}

test.describe('Google sign-in', () => {
  test('with JavaScript: the dialog loads Google Identity Services and its button signs in', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'js', 'the button needs JavaScript')
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/gsi/client')) scripts.push(request.url())
    })
    const logged: string[] = []
    page.on('console', (message) => logged.push(message.text()))
    await page.goto('/')
    expect(scripts, 'not on the first load of other pages').toEqual([])

    await accountItem(page).click()
    const dialog = page.getByRole('dialog')
    const standIn = dialog.locator('[data-gsi-stand-in]')
    await expect(standIn).toBeVisible()
    expect(scripts).toHaveLength(1)
    await standIn.getByLabel('Google account e-mail (test issuer)').fill(newEmail('js'))
    await standIn.getByLabel('Google account name (test issuer)').fill('Grace Hopper')
    await standIn.getByRole('button', { name: 'Sign in with Google' }).click()

    await expect(accountItem(page)).toContainText('Grace Hopper')
    expect(logged.some((line) => line.includes('"google-one-tap-success"'))).toBe(true)

    await page.goto('/mein-konto')
    await expect(page.getByText('Hallo Grace Hopper!')).toBeVisible()
    const picture = page.getByRole('img', { name: 'Dein Profilbild' })
    await expect(picture).toBeVisible()
    await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml;/)
  })

  test('without JavaScript: the login page links to Google, whose answer signs in', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'no-js', 'the redirect flow is the no-JS path')
    await page.goto('/mein-konto/anmelden?redirectTo=/mein-konto')
    await page.getByRole('link', { name: 'Weiter mit Google' }).click()
    await pickAccount(page, newEmail('nojs'), 'Alan Turing')

    await expect(page).toHaveURL(/\/mein-konto$/)
    await expect(page.getByText('Hallo Alan Turing!')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Dein Profilbild' })).toBeVisible()
    await expect(accountItem(page)).toContainText('Alan Turing')

    // The sign-up page offers the same way in.
    await page.context().clearCookies()
    await page.goto('/mein-konto/registrieren')
    await expect(page.getByRole('link', { name: 'Weiter mit Google' })).toHaveAttribute(
      'href',
      /^\/api\/google-sign-in\?redirectTo=/,
    )
  })

  test('a tampered state is refused with a message, and nobody is signed in', async ({ page }) => {
    // The redirect flow in both projects, started the way the link starts it; the issuer's page
    // is not the shop's, so nothing hydrates there.
    await page.goto('/api/google-sign-in?redirectTo=/mein-konto', { waitUntil: 'load' })
    const authorize = new URL(page.url())
    authorize.searchParams.set('state', 'forged-state')
    await page.goto(authorize.toString(), { waitUntil: 'load' })
    await pickAccount(page, newEmail('forged'), 'Mallory')

    await expect(page).toHaveURL(/\/mein-konto\/anmelden\?google=failed/)
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: 'Google' }),
    ).toContainText('Die Anmeldung mit Google hat nicht geklappt.')
    await expect(accountItem(page)).toContainText('Anmelden')
  })
})
