import { expect, type Page } from '@playwright/test'
import { marketUrl, shopPort, test } from './support'

/** On a phone the consent banner sits over the header until answered: answer it first. */
async function consented(page: Page, host = 'cards-uk.localhost') {
  await page
    .context()
    .addCookies([{ name: 'consent', value: 'granted', url: `http://${host}:${shopPort}` }])
}

/**
 * A shopper browses the shop end to end by its own links — navigation, tiles,
 * footer, magazine — with and without JavaScript, and every click lands on a page (the crawler
 * in test/resilience/links.test.ts checks every link of every market). Plus the keyboard and
 * early-interaction fixes found on the way.
 */
test.describe('browsing the shop by its links', () => {
  test('cards: navigation → all cards → an occasion → back up the breadcrumbs', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(marketUrl('cards-uk.localhost', '/'))
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'Cards', exact: true })
      .click()
    await expect(page).toHaveURL(/\/cards$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const occasions = page.locator('main .block--grid').first()
    await occasions.getByRole('link').filter({ hasText: 'Wedding' }).first().click()
    await expect(page).toHaveURL(/\/wedding-cards$/)
    const crumbs = page.getByRole('navigation', { name: /breadcrumb/i })
    await expect(crumbs.getByRole('link', { name: 'Cards' })).toHaveAttribute('href', '/cards')
    await expect(page.locator('main .block--faq')).toBeVisible()
  })

  test('footer → privacy policy, a text page with its own visible heading', async ({ page }) => {
    await page.goto(marketUrl('cards-uk.localhost', '/'))
    const link = page
      .locator('footer')
      .getByRole('link', { name: /privacy/i })
      .first()
    await expect(link).toHaveAttribute('href', /\/privacy-policy$/)
    // A document navigation on a loaded machine may outlast the 7 s of an expect: wait for it as a
    // navigation (the test's own timeout), as a shopper's browser would.
    await Promise.all([page.waitForURL(/\/privacy-policy$/), link.click()])
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    await expect(heading).not.toHaveClass(/visually-hidden/)
    await expect(page.locator('main')).toContainText('GDPR')
  })

  test('magazine → an article on the wall-art channel, canonical URLs without a redirect', async ({
    page,
  }) => {
    const answers: number[] = []
    // documents without JavaScript, the pages' data requests with it: no answer but 200
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type === 'document' || (type === 'fetch' && /\.data(\?|$)/.test(response.url())))
        answers.push(response.status())
    })
    await page.goto(marketUrl('wallart-uk.localhost', '/magazine/'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const tile = page.locator('main .block--grid').getByRole('link').first()
    const href = await tile.getAttribute('href')
    expect(href).toMatch(/^\/magazine\/[a-z0-9-]+\/$/)
    await tile.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(answers.length).toBeGreaterThan(1)
    expect(answers.filter((status) => status !== 200)).toEqual([])
  })

  test('the burger links a guest to the login page for "My account", not to a redirect', async ({
    page,
  }) => {
    await consented(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(marketUrl('cards-uk.localhost', '/'))
    await page.locator('.burger__toggle').click()
    const account = page.locator('.burger__extra').getByRole('link', { name: 'My account' })
    await expect(account).toHaveAttribute('href', '/my-account/login?redirectTo=%2Fmy-account')
  })
})

test.describe('keyboard and early interaction', () => {
  test('the skip link is the first tab stop, before the action bar', async ({ page }) => {
    await page.goto(marketUrl('cards-uk.localhost', '/'))
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveClass(/skip-link/)
  })

  test('the burger closes and leaves focus on its toggle: on Escape with JavaScript, by its toggle without', async ({
    page,
  }, testInfo) => {
    await consented(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(marketUrl('cards-uk.localhost', '/'))
    const burger = page.locator('details.burger')
    const toggle = page.locator('.burger__toggle')
    await toggle.click()
    await expect(burger).toHaveAttribute('open', '')
    if (testInfo.project.name === 'no-js') {
      // the browser's own <details>: the toggle closes it and keeps the focus
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect(burger).not.toHaveAttribute('open', '')
      await expect(toggle).toBeFocused()
      return
    }
    await page.locator('.burger__extra a').first().focus()
    await page.keyboard.press('Escape')
    await expect(burger).not.toHaveAttribute('open', '')
    await expect(page.locator('.burger__toggle')).toBeFocused()
    // Escape on the toggle itself closes an open panel too
    await page.locator('.burger__toggle').click()
    await expect(burger).toHaveAttribute('open', '')
    await page.keyboard.press('Escape')
    await expect(burger).not.toHaveAttribute('open', '')
  })

  test('the calculator’s apply button is there until the page is live, then hidden', async ({
    page,
  }, testInfo) => {
    await page.goto(marketUrl('cards-uk.localhost', '/photo-calendar'))
    const apply = page.locator('.calculator__apply')
    await expect(apply).toHaveCount(1)
    if (testInfo.project.name === 'js') await expect(apply).toBeHidden()
    else {
      await expect(apply).toBeVisible()
      await page.locator('.calculator input[type="radio"]').nth(1).check()
      await apply.click()
      await expect(page).toHaveURL(/\?/)
    }
  })

  test('the calculator’s GET form works before the scripts have loaded', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: true })
    const page = await context.newPage()
    // the page's scripts never arrive: the server HTML is all the shopper has
    await page.route(/\/build\/.*\.js$/, (route) => route.abort())
    await page.goto(marketUrl('cards-uk.localhost', '/photo-calendar'), {
      waitUntil: 'domcontentloaded',
    })
    const apply = page.locator('.calculator__apply')
    await expect(apply).toBeVisible()
    await page.locator('.calculator input[type="radio"]').nth(1).check()
    await apply.click()
    await expect(page).toHaveURL(/photo-calendar\?/)
    await context.close()
  })
})

test.describe('the consent banner on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const [what, host, path, target] of [
    ['the hero’s heading', 'cards-uk.localhost', '/photo-calendar', 'main h1'],
    [
      'the login form’s first field',
      'wallart-de.localhost',
      '/mein-konto/anmelden/',
      'main input:not([type="hidden"])',
    ],
  ] as const) {
    test(`covers neither ${what} nor the page below the header`, async ({ page }, testInfo) => {
      await page.goto(marketUrl(host, path))
      if (testInfo.project.name === 'no-js') {
        // without the script the notice is a paragraph in the flow, after the page
        const notice = (await page.locator('.consent-notice').boundingBox())!
        const main = (await page.locator('main').boundingBox())!
        expect(notice.y).toBeGreaterThanOrEqual(main.y + main.height - 1)
        return
      }
      const banner = page.locator('.consent-banner')
      await expect(banner).toBeVisible()
      const box = (await banner.boundingBox())!
      const covered = (await page.locator(target).first().boundingBox())!
      expect(box.y + box.height).toBeLessThanOrEqual(covered.y)
      const main = (await page.locator('main').boundingBox())!
      expect(box.y + box.height).toBeLessThanOrEqual(main.y + 1)
    })
  }
})
