import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { backendUrl, failOnConsoleErrors, shopPort, test, waitForHydration } from './support'

const origin = `http://localhost:${shopPort}`
const password = 'Fotobuch-2027!'

/** A fresh address per test, so tests never share an account. */
const newEmail = (label: string) => `chrome-${label}-${randomUUID().slice(0, 8)}@example.test`

async function consented(page: Page) {
  await page.context().addCookies([{ name: 'consent', value: 'granted', url: origin }])
}

/** The newest e-mail of a kind the reference backend wrote to its outbox for an address. */
async function latestMail(
  request: APIRequestContext,
  to: string,
  kind: string,
): Promise<{ links: string[]; text: string }> {
  let response = await request.get(`${backendUrl}/outbox/latest`, { params: { to, kind } })
  for (let attempt = 0; attempt < 20 && response.status() === 404; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    response = await request.get(`${backendUrl}/outbox/latest`, { params: { to, kind } })
  }
  expect(response.status(), `an e-mail of kind ${kind} to ${to}`).toBe(200)
  return response.json()
}

/** Signs up through the storefront's sign-up page, as a shopper does. */
async function signUp(page: Page, email: string, name = { first: 'Erika', last: 'Muster' }) {
  await page.goto('/mein-konto/registrieren')
  await page.getByLabel('Vorname').fill(name.first)
  await page.getByLabel('Nachname').fill(name.last)
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Konto erstellen' }).click()
  await expect(page).toHaveURL(/\/mein-konto$/)
}

async function logIn(page: Page, email: string, secret = password) {
  await page.goto('/mein-konto/anmelden')
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort').fill(secret)
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click()
}

const accountItem = (page: Page) => page.locator('header .info-item--account')

test.describe('customer accounts', () => {
  test.beforeEach(async ({ page }) => consented(page))

  test('sign up, log out, log in: "After login or sign-up the header shows the name and the cart count"', async ({
    page,
    request,
  }) => {
    test.slow() // password hashing (scrypt) twice
    const noErrors = failOnConsoleErrors(page)
    const email = newEmail('signup')
    await signUp(page, email)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Konto')
    await expect(page.getByText('Hallo Erika Muster!')).toBeVisible()
    await expect(accountItem(page)).toContainText('Erika Muster')
    const customer = await request.get(`${backendUrl}/web-api/customer-data`, {
      headers: {
        'x-channel': 'cards-DE',
        'x-locale': 'de-DE',
        cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; '),
      },
    })
    const { payload } = await customer.json()
    expect(payload.isLoggedIn).toBe(true)
    await expect(page.locator('header .cart-count')).toHaveAttribute(
      'data-count',
      String(payload.order.cartArticlesAmount),
    )

    // Log out (a POST): the logout page says so, and the header offers the login again.
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click()
    await expect(page).toHaveURL(new RegExp(`:${shopPort}/abmelden\\?done=1$`))
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Du bist abgemeldet. Bis bald!',
    )
    await expect(accountItem(page)).toContainText('Anmelden')
    await expect(accountItem(page)).not.toContainText('Erika')

    await logIn(page, email)
    await expect(page).toHaveURL(/\/mein-konto$/)
    await expect(accountItem(page)).toContainText('Erika Muster')
    noErrors()
  })

  test('"Responses that contain the customer are private, no-store"; the session cookie is HttpOnly and SameSite=Lax', async ({
    page,
  }) => {
    const email = newEmail('headers')
    await signUp(page, email)
    const account = await page.request.get('/mein-konto')
    expect(account.headers()['cache-control']).toBe('private, no-store')
    await page.context().clearCookies()
    const login = await page.request.post('/mein-konto/anmelden', {
      form: { email, password },
      headers: { origin },
      maxRedirects: 0,
    })
    expect(login.status()).toBe(303)
    expect(login.headers()['location']).toBe('/mein-konto')
    expect(login.headers()['cache-control']).toBe('private, no-store')
    const session = login
      .headersArray()
      .find(
        (header) =>
          header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('shop_session='),
      )
    expect(session?.value).toMatch(/HttpOnly/i)
    expect(session?.value).toMatch(/SameSite=Lax/i)
  })

  test('wrong password: "message.text is shown", the e-mail is kept, the password is not echoed', async ({
    page,
  }) => {
    const email = newEmail('wrong')
    await signUp(page, email)
    await page.context().clearCookies()
    await logIn(page, email, 'not-the-password')
    const alert = page.getByRole('main').getByRole('alert')
    await expect(alert).toHaveText('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.')
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email)
    await expect(page.getByLabel('Passwort')).toHaveValue('')
    expect(await page.content()).not.toContain('not-the-password')
    await expect(accountItem(page)).toContainText('Anmelden')
  })

  test("each form's field errors: login, sign-up, password reset, new password, newsletter", async ({
    page,
  }, testInfo) => {
    await page.goto('/mein-konto/anmelden')
    await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click()
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('.field__error').first()).toHaveText('Bitte fülle dieses Feld aus.')
    await expect(page.getByLabel('Passwort')).toHaveAttribute('aria-invalid', 'true')

    await page.goto('/mein-konto/registrieren')
    await page.getByLabel('Vorname').fill('Max')
    await page.getByLabel('E-Mail-Adresse').fill('kein-at-zeichen')
    await page.getByLabel('Passwort', { exact: true }).fill('kurz')
    // With JavaScript leaving the field shows its message: the button is then where the
    // shopper clicks.
    await page.getByLabel('Passwort', { exact: true }).press('Tab')
    await page.getByRole('button', { name: 'Konto erstellen' }).click()
    await expect(page.getByLabel('Nachname')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeVisible()
    await expect(page.getByText('Das Passwort braucht mindestens 8 Zeichen.')).toBeVisible()
    await expect(page.getByLabel('Vorname')).toHaveValue('Max')
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('kein-at-zeichen')
    // Without JavaScript the server never sends a password back; with it nothing was sent, so what
    // was typed stays.
    await expect(page.getByLabel('Passwort', { exact: true })).toHaveValue(
      testInfo.project.name === 'js' ? 'kurz' : '',
    )

    await page.goto('/mein-konto/passwort-vergessen')
    await page.getByRole('button', { name: 'Link anfordern' }).click()
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true')

    await page.goto('/mein-konto/neues-passwort?token=abc')
    await page.getByLabel('Neues Passwort').fill('kurz')
    await page.getByRole('button', { name: 'Passwort speichern' }).click()
    await expect(page.getByText('Das Passwort braucht mindestens 8 Zeichen.')).toBeVisible()

    await page.goto('/newsletter')
    await page.getByLabel('E-Mail-Adresse').fill('@nicht-gueltig')
    await page.getByRole('button', { name: 'Newsletter abonnieren' }).click()
    await expect(page.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeVisible()
  })

  test('password reset end to end through the outbox link; the old password stops working', async ({
    page,
    request,
  }) => {
    test.slow() // four password hashes (scrypt) and six page loads
    const email = newEmail('reset')
    await signUp(page, email)
    await page.context().clearCookies()
    await consented(page)
    await page.goto('/mein-konto/anmelden')
    await page.getByRole('main').getByRole('link', { name: 'Passwort vergessen?' }).click()
    await expect(page).toHaveURL(/\/mein-konto\/passwort-vergessen$/)
    await page.getByLabel('E-Mail-Adresse').fill(email)
    await page.getByRole('button', { name: 'Link anfordern' }).click()
    await expect(page.getByRole('status')).toContainText('ist eine E-Mail mit einem Link unterwegs')

    const mail = await latestMail(request, email, 'password-reset')
    const link = mail.links.find((candidate) =>
      candidate.includes('/mein-konto/neues-passwort?token='),
    )
    expect(link, mail.links.join(', ')).toBeTruthy()
    await page.goto(link!)
    await page.getByLabel('Neues Passwort').fill('Neues-Passwort-2027')
    await page.getByRole('button', { name: 'Passwort speichern' }).click()
    await expect(page).toHaveURL(/\/mein-konto\?passwordChanged=1$/)
    await expect(page.getByRole('status')).toContainText('Dein neues Passwort ist gespeichert')
    await expect(accountItem(page)).toContainText('Erika Muster')

    // The link works once.
    await page.context().clearCookies()
    await page.goto(link!)
    await page.getByLabel('Neues Passwort').fill('Noch-ein-Passwort-1')
    await page.getByRole('button', { name: 'Passwort speichern' }).click()
    await expect(page.getByRole('main').getByRole('alert')).not.toBeEmpty()
    await expect(accountItem(page)).toContainText('Anmelden')

    await logIn(page, email, password)
    await expect(page.getByRole('main').getByRole('alert')).not.toBeEmpty()
    await logIn(page, email, 'Neues-Passwort-2027')
    await expect(page).toHaveURL(/\/mein-konto$/)
  })

  test('newsletter subscribe and confirm through the outbox link (opening the link alone changes nothing)', async ({
    page,
    request,
  }) => {
    const email = newEmail('news')
    await page.goto('/newsletter')
    await page.getByLabel('E-Mail-Adresse').fill(email)
    await page.getByRole('button', { name: 'Newsletter abonnieren' }).click()
    await expect(page).toHaveURL(/\/newsletter\?sent=1$/)
    await expect(page.getByRole('status')).toContainText('bestätige deine Anmeldung')

    const mail = await latestMail(request, email, 'newsletter-confirm')
    const link = mail.links.find((candidate) =>
      candidate.includes('/newsletter/bestaetigen?token='),
    )
    expect(link, mail.links.join(', ')).toBeTruthy()
    await page.goto(link!)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter bestätigen')
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click()
    await expect(page).toHaveURL(/\/newsletter\/bestaetigen\?confirmed=1$/)
    await expect(page.getByRole('status')).toHaveText(
      'Danke! Deine Newsletter-Anmeldung ist bestätigt.',
    )

    // The promised 10 % comes as a code of its own, which the basket takes once.
    const welcome = await latestMail(request, email, 'newsletter-welcome')
    const code = /NEWS-[A-Z2-9]{8}/.exec(welcome.text)?.[0]
    expect(code, welcome.text).toBeTruthy()
    await page.goto('/gutschein-einloesen')
    await page.getByLabel('Gutscheincode').fill(code!)
    await page.getByRole('button', { name: 'Einlösen' }).click()
    await expect(page.locator(`.voucher-applied li[data-code="${code}"]`)).toContainText(
      '10 % Rabatt',
    )
  })

  test('the newsletter block’s e-mail arrives in the newsletter form', async ({ page }) => {
    await page.goto('/newsletter?email=block%40example.test')
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('block@example.test')
  })
})

test.describe('form security', () => {
  test('"A cross-site POST is refused"', async ({ request }) => {
    const email = newEmail('csrf')
    const fields = { firstName: 'Eve', lastName: 'Mallory', email, password }
    // A page on another site posting the form: the production server refuses it before Remix runs
    // (403, nothing done).
    const forged = await request.post(`${origin}/mein-konto/registrieren`, {
      form: fields,
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(403)
    expect(forged.headers()['set-cookie']).toBeUndefined()
    // The same through a data request, and a POST with neither Origin nor Referer: the server's
    // one check refuses them all.
    const data = await request.post(`${origin}/mein-konto/registrieren.data`, {
      form: fields,
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    })
    expect(data.status()).toBe(403)
    const bare = await request.post(`${origin}/newsletter`, { form: { email }, maxRedirects: 0 })
    expect(bare.status()).toBe(403)
    const foreignReferer = await request.post(`${origin}/newsletter`, {
      form: { email },
      headers: { referer: 'https://evil.example/page' },
      maxRedirects: 0,
    })
    expect(foreignReferer.status()).toBe(403)
    // Nothing was created or sent.
    const login = await request.post(`${backendUrl}/web-api/customer-login`, {
      data: { email, password },
      headers: { 'x-channel': 'cards-DE', 'x-locale': 'de-DE' },
    })
    expect(login.status()).toBe(400)
    const mails = await request.get(`${backendUrl}/outbox`, { params: { to: email } })
    expect((await mails.json()).messages).toEqual([])
  })

  test('"a honeypot-filled POST does nothing and says nothing useful to a bot"', async ({
    request,
  }) => {
    const email = newEmail('bot')
    const human = await request.post(`${origin}/mein-konto/passwort-vergessen`, {
      form: { email },
      headers: { origin },
      maxRedirects: 0,
    })
    const bot = await request.post(`${origin}/mein-konto/registrieren`, {
      form: { firstName: 'Bot', lastName: 'Bot', email, password, website: 'https://spam.example' },
      headers: { origin },
      maxRedirects: 0,
    })
    expect(bot.status()).toBe(303)
    expect(bot.headers()['location']).toBe('/mein-konto')
    expect(bot.headers()['set-cookie']).toBeUndefined()
    expect(human.status()).toBe(303)
    const login = await request.post(`${backendUrl}/web-api/customer-login`, {
      data: { email, password },
      headers: { 'x-channel': 'cards-DE', 'x-locale': 'de-DE' },
    })
    expect(login.status()).toBe(400)
    const newsletter = await request.post(`${origin}/newsletter`, {
      form: { email, website: 'x' },
      headers: { origin },
      maxRedirects: 0,
    })
    expect(newsletter.status()).toBe(303)
    expect(newsletter.headers()['location']).toBe('/newsletter?sent=1')
    const mails = await request.get(`${backendUrl}/outbox`, { params: { to: email } })
    expect((await mails.json()).messages).toEqual([])
  })

  test('"no GET changes state": logging out needs a POST', async ({ page }) => {
    const email = newEmail('get')
    await consented(page)
    await signUp(page, email)
    await page.goto('/abmelden')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abmelden')
    await page.goto('/')
    await expect(accountItem(page)).toContainText('Erika Muster')
  })
})

test.describe('login and sign-up dialogs (with JavaScript)', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name === 'no-js',
      'dialogs need JavaScript; without it the same forms are pages (tested above)',
    )
    await consented(page)
  })

  test('"With JavaScript the forms open in the login/sign-up dialogs (switching between them) and submit without a full reload"', async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page)
    const email = newEmail('dialog')
    await page.goto('/fotokalender')
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
    await accountItem(page).getByRole('link').click()
    const login = page.getByRole('dialog', { name: 'Anmelden' })
    await expect(login).toBeVisible()
    await login.getByRole('link', { name: 'Jetzt registrieren' }).click()
    const signUpDialog = page.getByRole('dialog', { name: 'Konto erstellen' })
    await expect(signUpDialog).toBeVisible()
    await expect(login).toHaveCount(0)
    await signUpDialog.getByLabel('Vorname').fill('Dora')
    await signUpDialog.getByLabel('Nachname').fill('Dialog')
    await signUpDialog.getByLabel('E-Mail-Adresse').fill(email)
    await signUpDialog.getByLabel('Passwort', { exact: true }).fill(password)
    await signUpDialog.getByRole('button', { name: 'Konto erstellen' }).click()
    await expect(signUpDialog).toHaveCount(0)
    await expect(accountItem(page)).toContainText('Dora Dialog')
    await expect(page).toHaveURL(/\/fotokalender$/)
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true)
    noErrors()
  })

  test('a dialog opened while a part of the page still waits for its code leaves that part to hydrate as it was (no React error 421)', async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page)
    // The calculator is a lazily loaded part: its chunk waits until the dialog has opened and
    // closed.
    let release = () => {}
    const done = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/build\/_shared\/Calculator(Block)?-[\w-]+\.js$/, async (route) => {
      await done
      await route.continue()
    })
    await page.goto('/fotokalender', { waitUntil: 'domcontentloaded' })
    await waitForHydration(page)
    await accountItem(page).getByRole('link').click()
    const login = page.getByRole('dialog', { name: 'Anmelden' })
    await expect(login).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(login).toHaveCount(0)
    release()
    await page.waitForLoadState('networkidle')
    await expect(page.locator('.calculator').first()).toBeVisible()
    noErrors()
  })

  test('a wrong password in the dialog keeps the dialog, the e-mail and focus handling; Escape closes it and focus returns', async ({
    page,
  }) => {
    const email = newEmail('dialog-wrong')
    await signUp(page, email)
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click()
    await expect(accountItem(page)).toContainText('Anmelden')
    const opener = accountItem(page).getByRole('link')
    await opener.click()
    const login = page.getByRole('dialog', { name: 'Anmelden' })
    await login.getByLabel('E-Mail-Adresse').fill(email)
    await login.getByLabel('Passwort').fill('falsch-falsch')
    await login.getByRole('button', { name: 'Anmelden' }).click()
    await expect(login.getByRole('alert')).not.toBeEmpty()
    await expect(login.getByLabel('E-Mail-Adresse')).toHaveValue(email)
    await page.keyboard.press('Escape')
    await expect(login).toHaveCount(0)
    await expect(opener).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    )
  })

  test('the password-reset dialog sends the link and stays open with its confirmation', async ({
    page,
    request,
  }) => {
    const email = newEmail('dialog-reset')
    await signUp(page, email)
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click()
    await expect(accountItem(page)).toContainText('Anmelden')
    await accountItem(page).getByRole('link').click()
    await page
      .getByRole('dialog', { name: 'Anmelden' })
      .getByRole('link', { name: 'Passwort vergessen?' })
      .click()
    const reset = page.getByRole('dialog', { name: 'Passwort vergessen' })
    await reset.getByLabel('E-Mail-Adresse').fill(email)
    await reset.getByRole('button', { name: 'Link anfordern' }).click()
    await expect(reset.getByRole('status')).toContainText(
      'ist eine E-Mail mit einem Link unterwegs',
    )
    expect((await latestMail(request, email, 'password-reset')).links.length).toBeGreaterThan(0)
  })
})
