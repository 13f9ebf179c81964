/**
 * The customer, gift-voucher and voucher-code forms validate with Conform on both
 * sides, with one schema. With JavaScript the message appears before any request is sent (a
 * field on leaving it, the whole form on submit, focus on the first invalid field); without
 * JavaScript the server answers the same message (400) with the typed values kept. German and
 * English markets.
 */
import { expect, type Page, type Request } from '@playwright/test'
import { consented } from './extras-support'
import { marketUrl, test } from './support'

const markets = [
  {
    label: 'cards de-DE',
    host: 'localhost',
    login: '/mein-konto/anmelden',
    signUp: '/mein-konto/registrieren',
    newsletter: '/newsletter',
    giftVoucher: '/geschenkgutschein',
    voucherRedeem: '/gutschein-einloesen',
    text: {
      email: 'E-Mail-Adresse',
      password: 'Passwort',
      firstName: 'Vorname',
      lastName: 'Nachname',
      login: 'Anmelden',
      signUp: 'Konto erstellen',
      subscribe: 'Newsletter abonnieren',
      required: 'Bitte fülle dieses Feld aus.',
      emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
      passwordTooShort: 'Das Passwort braucht mindestens 8 Zeichen.',
      otherAmount: 'Anderer Betrag',
      customAmount: 'Betrag in EUR',
      voucherMessage: 'Deine Nachricht (freiwillig)',
      addVoucher: 'In den Warenkorb',
      amountRange: 'Bitte gib einen ganzen Betrag von 10,00 € bis 500,00 € ein.',
      messageTooLong: 'Die Nachricht darf höchstens 250 Zeichen lang sein.',
      voucherCode: 'Gutscheincode',
      redeem: 'Einlösen',
      codeInvalid:
        'Bitte gib einen gültigen Gutscheincode ein (Buchstaben, Ziffern und Bindestriche).',
    },
  },
  {
    label: 'cards en-GB',
    host: 'cards-uk.localhost',
    login: '/my-account/login',
    signUp: '/my-account/sign-up',
    newsletter: '/newsletter',
    giftVoucher: '/gift-voucher',
    voucherRedeem: '/redeem-voucher',
    text: {
      email: 'Email address',
      password: 'Password',
      firstName: 'First name',
      lastName: 'Last name',
      login: 'Log in',
      signUp: 'Create account',
      subscribe: 'Subscribe',
      required: 'Please fill in this field.',
      emailInvalid: 'Please enter a valid email address.',
      passwordTooShort: 'The password needs at least 8 characters.',
      otherAmount: 'Other amount',
      customAmount: 'Amount in GBP',
      voucherMessage: 'Your message (optional)',
      addVoucher: 'Add to basket',
      amountRange: 'Please enter a whole amount from £10.00 to £500.00.',
      messageTooLong: 'The message may be at most 250 characters long.',
      voucherCode: 'Voucher code',
      redeem: 'Redeem',
      codeInvalid: 'Please enter a valid voucher code (letters, digits and dashes).',
    },
  },
] as const

/** Every form post the page sends (a document post without JavaScript, a fetch with it). */
function formPosts(page: Page): Request[] {
  const posts: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request)
  })
  return posts
}

/** The element a field's `aria-describedby` names last: its error message. */
function describedError(page: Page, describedBy: string | null) {
  return page.locator(`[id="${(describedBy ?? '').split(' ').pop()}"]`)
}

/**
 * With JavaScript nothing may have been sent; without it the message came from the server's 400.
 */
async function expectFrom(page: Page, posts: Request[], js: boolean) {
  if (js) {
    expect(
      posts.map((post) => post.url()),
      'nothing sent while the form is invalid',
    ).toEqual([])
  } else {
    expect(posts).toHaveLength(1)
    expect((await posts[0]!.response())?.status()).toBe(400)
  }
}

for (const market of markets) {
  test.describe(`form validation, ${market.label}`, () => {
    test.beforeEach(async ({ page }) => {
      await consented(page, [market.host])
    })

    test('login: an empty form names both fields, focus on the first; a malformed e-mail on leaving the field', async ({
      page,
    }, testInfo) => {
      const js = testInfo.project.name === 'js'
      await page.goto(marketUrl(market.host, market.login))
      const main = page.getByRole('main')
      const posts = formPosts(page)
      await main.getByRole('button', { name: market.text.login, exact: true }).click()
      const email = main.getByLabel(market.text.email)
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(main.getByLabel(market.text.password)).toHaveAttribute('aria-invalid', 'true')
      await expect(main.locator('.field__error').first()).toHaveText(market.text.required)
      // The message is tied to its field.
      const describedBy = (await email.getAttribute('aria-describedby')) ?? ''
      await expect(page.locator(`[id="${describedBy.split(' ').pop()}"]`)).toHaveText(
        market.text.required,
      )
      await expectFrom(page, posts, js)
      if (js) {
        await expect(email).toBeFocused()
        await email.fill('kein-at')
        await email.blur()
        await expect(main.getByText(market.text.emailInvalid)).toBeVisible()
        expect(posts).toEqual([])
      }
    })

    test('sign-up: missing names, a malformed e-mail and a short password; what was typed stays', async ({
      page,
    }, testInfo) => {
      const js = testInfo.project.name === 'js'
      await page.goto(marketUrl(market.host, market.signUp))
      const main = page.getByRole('main')
      const posts = formPosts(page)
      await main.getByLabel(market.text.firstName).fill('Max')
      await main.getByLabel(market.text.email).fill('kein-at-zeichen')
      await main.getByLabel(market.text.password, { exact: true }).fill('kurz')
      // Leaving the last field: with JavaScript its message appears now.
      await main.getByLabel(market.text.password, { exact: true }).press('Tab')
      await main.getByRole('button', { name: market.text.signUp }).click()
      await expect(main.getByLabel(market.text.lastName)).toHaveAttribute('aria-invalid', 'true')
      await expect(main.getByText(market.text.emailInvalid)).toBeVisible()
      await expect(main.getByText(market.text.passwordTooShort)).toBeVisible()
      await expect(main.getByLabel(market.text.firstName)).toHaveValue('Max')
      await expect(main.getByLabel(market.text.email)).toHaveValue('kein-at-zeichen')
      await expectFrom(page, posts, js)
      if (js) await expect(main.getByLabel(market.text.lastName)).toBeFocused()
    })

    test('newsletter: a malformed e-mail is named before anything is sent', async ({
      page,
    }, testInfo) => {
      const js = testInfo.project.name === 'js'
      await page.goto(marketUrl(market.host, market.newsletter))
      const main = page.getByRole('main')
      const posts = formPosts(page)
      await main.getByLabel(market.text.email).fill('@nicht-gueltig')
      await main.getByRole('button', { name: market.text.subscribe }).click()
      await expect(main.getByText(market.text.emailInvalid)).toBeVisible()
      await expect(main.getByLabel(market.text.email)).toHaveAttribute('aria-invalid', 'true')
      await expect(main.getByLabel(market.text.email)).toHaveValue('@nicht-gueltig')
      await expectFrom(page, posts, js)
      if (js) {
        // Corrected, the message goes as the shopper types (before any request).
        await main.getByLabel(market.text.email).fill('gueltig@example.com')
        await expect(main.getByText(market.text.emailInvalid)).toHaveCount(0)
        expect(posts).toEqual([])
      }
    })

    test('gift voucher: a typed amount out of range is named on its field, what was typed stays', async ({
      page,
    }, testInfo) => {
      const js = testInfo.project.name === 'js'
      await page.goto(marketUrl(market.host, market.giftVoucher))
      const main = page.getByRole('main')
      const posts = formPosts(page)
      await main.getByRole('radio', { name: market.text.otherAmount }).check()
      const amount = main.getByLabel(market.text.customAmount)
      await amount.fill('7')
      await main.getByLabel(market.text.voucherMessage).fill('Alles Gute!')
      await main.getByRole('button', { name: market.text.addVoucher }).click()
      await expect(amount).toHaveAttribute('aria-invalid', 'true')
      // The message is tied to its field.
      await expect(describedError(page, await amount.getAttribute('aria-describedby'))).toHaveText(
        market.text.amountRange,
      )
      await expect(amount).toHaveValue('7')
      await expect(main.getByLabel(market.text.voucherMessage)).toHaveValue('Alles Gute!')
      await expectFrom(page, posts, js)
      if (js) {
        await expect(amount).toBeFocused()
        // Corrected, the message goes as the shopper types.
        await amount.fill('35')
        await expect(main.getByText(market.text.amountRange)).toHaveCount(0)
        await expect(amount).not.toHaveAttribute('aria-invalid', 'true')
        // A message too long is named when the field is left.
        const message = main.getByLabel(market.text.voucherMessage)
        await message.fill('x'.repeat(260))
        await message.blur()
        await expect(message).toHaveAttribute('aria-invalid', 'true')
        await expect(
          describedError(page, await message.getAttribute('aria-describedby')),
        ).toHaveText(market.text.messageTooLong)
        expect(posts).toEqual([])
      }
    })

    test('voucher code: a code that cannot be one is named before anything is sent', async ({
      page,
    }, testInfo) => {
      const js = testInfo.project.name === 'js'
      await page.goto(marketUrl(market.host, market.voucherRedeem))
      const main = page.getByRole('main')
      const posts = formPosts(page)
      const code = main.getByLabel(market.text.voucherCode)
      await code.fill('!!')
      await main.getByRole('button', { name: market.text.redeem }).click()
      await expect(code).toHaveAttribute('aria-invalid', 'true')
      await expect(describedError(page, await code.getAttribute('aria-describedby'))).toHaveText(
        market.text.codeInvalid,
      )
      await expect(code).toHaveValue('!!')
      await expectFrom(page, posts, js)
      if (js) {
        await expect(code).toBeFocused()
        await code.fill('printhaus10')
        await expect(main.getByText(market.text.codeInvalid)).toHaveCount(0)
        // Emptied and left: the field says so on leaving it.
        await code.fill('')
        await code.blur()
        await expect(main.getByText(market.text.codeInvalid)).toBeVisible()
        expect(posts).toEqual([])
      }
    })
  })
}

test.describe('forms with hidden fields only', () => {
  test('wishlist toggle: a tampered value is refused by the action and, with JavaScript, not sent at all', async ({
    page,
  }, testInfo) => {
    await consented(page)
    // The action itself (as a data request: a document post of an anonymous shopper ends at the
    // login page's redirect).
    const refused = await page.request.post(marketUrl('localhost', '/mein-konto/merkliste.data'), {
      form: { intent: 'save', type: 'theme', id: 'abc', returnTo: '/themes/1001' },
      headers: { origin: new URL(marketUrl('localhost')).origin },
      maxRedirects: 0,
    })
    expect(refused.status()).toBe(400)
    test.skip(testInfo.project.name !== 'js', 'the browser’s check needs JavaScript')
    await page.goto(marketUrl('localhost', '/themes/1001'))
    const posts = formPosts(page)
    const form = page.locator('form[data-form="wishlist-toggle"]')
    await form.locator('input[name="id"]').evaluate((input: HTMLInputElement) => {
      input.value = 'abc'
    })
    await form.getByRole('button', { name: 'Merken', exact: true }).click()
    // Nothing to wait for: the browser's check sends nothing; a request would have been made by
    // now.
    await page.waitForTimeout(500)
    expect(posts).toEqual([])
    await expect(page).toHaveURL(marketUrl('localhost', '/themes/1001'))
  })
})
