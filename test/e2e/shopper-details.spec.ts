import { expect, type Page } from '@playwright/test'
import { consented, logInHere, newEmail, password, signUpViaApi } from './extras-support'
import { failOnConsoleErrors, marketUrl, test } from './support'

// The sub-navigation's buttons come with the page's scripts, which the shop gives browsers only.
test.use({
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
})

const loginForm = (page: Page) => page.locator('form[data-form="login"]')

test.describe('the details a shopper trips on', () => {
  test.beforeEach(async ({ page }) => consented(page, ['localhost', 'cards-uk.localhost']))

  test('a saved theme survives a mistyped password; the wishlist shows its name and picture and is linked from the header and the account page', async ({
    page,
    request,
  }) => {
    test.slow() // two logins (scrypt)
    // The refused password is answered 400, as a refused form is.
    const noErrors = failOnConsoleErrors(page, [/status of 400/])
    await page.setViewportSize({ width: 1280, height: 900 })
    const email = newEmail('details')
    await signUpViaApi(request, email)

    // A theme beyond the list's first page: its name comes from the theme itself.
    await page.goto(marketUrl('localhost', '/themes/1099'))
    await page.getByRole('button', { name: 'Merken', exact: true }).click()
    await expect(page).toHaveURL(/\/mein-konto\/anmelden\?redirectTo=/)

    // A wrong password: the page comes back with its way back to the save.
    await loginForm(page).locator('input[name="email"]').fill(email)
    await loginForm(page).locator('input[name="password"]').fill(`${password}-falsch`)
    await loginForm(page).locator('button[type="submit"]').click()
    await expect(loginForm(page).getByRole('alert')).not.toBeEmpty()
    await expect(loginForm(page).locator('input[name="redirectTo"]')).toHaveValue(
      '/mein-konto/merkliste?resume=1',
    )
    await logInHere(page, email)
    await expect(page).toHaveURL(marketUrl('localhost', '/themes/1099'))
    await expect(page.getByRole('button', { name: 'Gemerkt', exact: true })).toBeVisible()

    // The desktop header's heart leads to the wishlist.
    await page.locator('header').getByRole('link', { name: 'Merkzettel' }).click()
    await expect(page).toHaveURL(marketUrl('localhost', '/mein-konto/merkliste'))
    const entry = page.locator('.wishlist-item[data-item="theme:1099"]')
    await expect(entry.getByRole('heading', { name: 'Zirkuszelt' })).toBeVisible()
    await expect(entry).not.toContainText('Motiv 1099')
    const picture = entry.locator('.card-tile__preview')
    await expect(picture).toBeVisible()
    await expect(picture).toHaveAttribute('data-color', 'blue')
    // The same drawing of the design as in the card list.
    await expect(picture.locator('img')).toHaveAttribute('src', /\/cards\/design-\d+-de-v1\.jpg/)
    expect((await picture.boundingBox())?.width).toBeGreaterThan(60)
    await expect(entry.getByRole('link', { name: 'Zirkuszelt' })).toHaveAttribute(
      'href',
      '/themes/1099',
    )

    // The account page links to it too.
    await page.goto(marketUrl('localhost', '/mein-konto'))
    await page.getByRole('main').getByRole('link', { name: 'Mein Merkzettel' }).click()
    await expect(page).toHaveURL(marketUrl('localhost', '/mein-konto/merkliste'))
    await expect(entry).toBeVisible()
    noErrors()
  })

  test('logging out says so once; an invalid reset link says so once', async ({
    page,
    request,
  }) => {
    // The refused reset link is answered 400, as a refused form is.
    const noErrors = failOnConsoleErrors(page, [/status of 400/])
    const email = newEmail('logout')
    await signUpViaApi(request, email)
    await page.goto(marketUrl('cards-uk.localhost', '/my-account/login'))
    await logInHere(page, email)
    await expect(page).toHaveURL(marketUrl('cards-uk.localhost', '/my-account'))
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(marketUrl('cards-uk.localhost', '/logout?done=1'))
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'You have been logged out. See you soon!',
    )
    await page.getByRole('link', { name: 'Continue shopping' }).click()
    await expect(page).toHaveURL(marketUrl('cards-uk.localhost', '/'))
    await expect(page.locator('[data-logged-out]')).toHaveCount(0)

    await page.goto(marketUrl('cards-uk.localhost', '/my-account/new-password?token=not-a-token'))
    await page.getByLabel('New password').fill('ein-neues-Passwort-2027')
    await page.getByRole('button', { name: 'Save password' }).click()
    const alert = page.locator('form[data-form="new-password"] .form-errors')
    await expect(alert).toContainText('This link is invalid or has expired.')
    expect((await alert.textContent())?.match(/invalid or has expired/g)).toHaveLength(1)
    noErrors()
  })

  test('the category row fits or scrolls at 1024, 1280 and 1440 px, and breaks labels between words only', async ({
    page,
  }, testInfo) => {
    const js = testInfo.project.name === 'js'
    for (const [host, path, last] of [
      ['cards-uk.localhost', '/cards', 'Foil cards'],
      ['cards-it.localhost', '/biglietti', null],
    ] as const) {
      await page.setViewportSize({ width: 1024, height: 800 })
      await page.goto(marketUrl(host, path))
      const strip = page.locator('.sub-nav__scroller')
      // The same page at each width: the row lays itself out again as a resized window does.
      for (const width of [1440, 1280, 1024]) {
        await page.setViewportSize({ width, height: 800 })
        const measured = await strip.evaluate(measureRow)
        expect(measured.brokenWords, `${host} at ${width}px`).toEqual([])
        expect(measured.pageWidth, `${host} at ${width}px`).toBe(width)
        if (measured.overflow) expect(measured.scrolls).toBe(true)
      }
      if (!last) continue
      // At 1024px the row is wider than the page: its last tile is reached by the arrow once
      // scripts run, by scrolling (touch, trackpad) without them.
      expect((await strip.evaluate(measureRow)).overflow).toBe(true)
      const tile = page.locator('.sub-nav__tile', { hasText: last })
      const next = page.locator('.sub-nav').getByRole('button', { name: 'Next categories' })
      expect(await tile.evaluate(isInside)).toBe(false)
      if (js) await next.click()
      else {
        await expect(next).toHaveCount(0)
        await strip.evaluate((element) => (element.scrollLeft = element.scrollWidth))
      }
      await expect.poll(() => tile.evaluate(isInside)).toBe(true)
    }
  })
})

/** Words broken across lines in the row's labels, the page's width, and whether the row scrolls. */
function measureRow(element: Element) {
  const brokenWords: string[] = []
  for (const text of element.querySelectorAll('.sub-nav__text')) {
    const node = text.firstChild
    if (!node?.textContent) continue
    let at = 0
    for (const word of node.textContent.split(' ')) {
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + word.length)
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
      if (lines.size > 1) brokenWords.push(word)
      at += word.length + 1
    }
  }
  return {
    brokenWords,
    overflow: element.scrollWidth > element.clientWidth + 1,
    pageWidth: document.documentElement.scrollWidth,
    scrolls: getComputedStyle(element).overflowX === 'auto',
  }
}

/** The tile lies within its scrolling row's visible part. */
function isInside(element: Element): boolean {
  const row = element.closest('.sub-nav__scroller')!.getBoundingClientRect()
  const box = element.getBoundingClientRect()
  return box.left >= row.left - 1 && box.right <= row.right + 1
}
