/**
 * Every interaction counts: what a shopper does in the server's HTML before the page's code is
 * live is kept. Each test slows the CPU 4× and holds the page's scripts, acts on the painted
 * page, then lets the scripts come and checks, once the page is live, that the choice, the text,
 * or the open panel is still there and that the part follows it (price, designer link, URL).
 * JavaScript only: without it the same controls are the no-JS forms the other specs test.
 */
import { expect, type Page, type TestInfo } from '@playwright/test'
import { consented } from './extras-support'
import { failOnConsoleErrors, marketUrl, test, waitForHydration } from './support'

/** Headless Chromium is a crawler (isbot): a shopper's desktop browser it is. */
const SHOPPER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

test.use({ userAgent: SHOPPER })
test.describe.configure({ timeout: 60_000 })

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'input before the scripts run is a JavaScript case')
  await consented(page, ['localhost', 'cards-uk.localhost', 'wallart-de.localhost'])
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
})

/**
 * Opens a page with its scripts held back: the shopper sees and uses the server's HTML. The
 * returned function lets the scripts through and waits until the page is live.
 */
async function openBeforeScripts(page: Page, url: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/build\/.+\.js(\?.*)?$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto(url, { waitUntil: 'commit' })
  await page.locator('footer.site-footer').waitFor({ state: 'attached' })
  expect(await page.locator('html[data-hydrated]').count(), 'not live yet').toBe(0)
  return async () => {
    release()
    await waitForHydration(page)
  }
}

const calculator = (page: Page) => page.locator('.calculator').first()
const cta = (page: Page) => calculator(page).locator('.calculator__cta').first()

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize({ width: 390, height: 844 })
  await calculator(page).screenshot({ path: testInfo.outputPath(`${name}-390.png`) })
}

test.describe('input before the page is live (4× slower CPU)', () => {
  test('calendar calculator: a type chosen early is kept; the price, summary and designer link follow it', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const live = await openBeforeScripts(page, marketUrl('cards-uk.localhost', '/photo-calendar'))
    const before = await cta(page).getAttribute('href')
    const price = await calculator(page).locator('.calculator__total').innerText()
    await calculator(page).locator('select[name="materialType"]').selectOption('tischkalender')
    await live()
    await expect(page).toHaveURL(/materialType=tischkalender/)
    await expect(calculator(page).locator('select[name="materialType"]')).toHaveValue(
      'tischkalender',
    )
    await expect(calculator(page).locator('.calculator__choice')).toContainText('Desk calendar')
    await expect(cta(page)).not.toHaveAttribute('href', before ?? '')
    await expect(calculator(page).locator('.calculator__total')).not.toHaveText(price)
    // Live, a choice applies itself: the no-JS Apply button is gone.
    await expect(calculator(page).locator('.calculator__apply')).toBeHidden()
    await screenshots(page, testInfo, 'early-calendar-type')
    noErrors()
  })

  test('calendar calculator: a type chosen right after the document is parsed, scripts running, is kept', async ({
    page,
  }) => {
    await page.goto(marketUrl('cards-uk.localhost', '/photo-calendar'), {
      waitUntil: 'domcontentloaded',
    })
    await calculator(page).locator('select[name="materialType"]').selectOption('tischkalender')
    await waitForHydration(page)
    await expect(page).toHaveURL(/materialType=tischkalender/)
    await expect(calculator(page).locator('.calculator__choice')).toContainText('Desk calendar')
  })

  test('More formats: a click before the page is live opens the list, and a format in it still applies', async ({
    page,
  }) => {
    const live = await openBeforeScripts(page, marketUrl('cards-uk.localhost', '/photo-calendar'))
    const more = calculator(page).locator('.calculator__more-section')
    await more.locator('summary').click()
    await live()
    await expect(more).toHaveAttribute('open', '')
    const link = more.locator('a.calculator__more-link').first()
    const format = await link.getAttribute('data-format')
    await link.click()
    await expect(page).toHaveURL(new RegExp(`formatType=${format}`))
    await expect(calculator(page).locator(`input[type="radio"][value="${format}"]`)).toBeChecked()
  })

  test('More formats: the first click as soon as the page is live opens the dialog', async ({
    page,
  }) => {
    await page.goto(marketUrl('cards-uk.localhost', '/photo-calendar'), {
      waitUntil: 'domcontentloaded',
    })
    await waitForHydration(page)
    await calculator(page).locator('.calculator__more-button').click()
    const dialog = page.locator('dialog.calculator__dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('a.calculator__more-link').first()).toBeVisible()
  })

  test('wall-art calculator: a frame and a format chosen early are kept and priced; the designer link follows', async ({
    page,
  }, testInfo) => {
    const live = await openBeforeScripts(page, marketUrl('wallart-de.localhost', '/leinwanddruck/'))
    const frame = calculator(page).locator('select[name="frameType"]')
    const value = await frame.locator('option[value]:not([value=""])').first().getAttribute('value')
    await frame.selectOption(value!)
    await calculator(page).locator('.calculator__format[data-format="30x40"]').click()
    await live()
    await expect(page).toHaveURL(new RegExp(`frameType=${value}`))
    await expect(page).toHaveURL(/formatType=30x40/)
    await expect(frame).toHaveValue(value!)
    await expect(calculator(page).locator('input[type="radio"][value="30x40"]')).toBeChecked()
    await expect(cta(page)).toHaveAttribute('href', new RegExp(`frameType=${value}`))
    await expect(cta(page)).toHaveAttribute('href', /formatType=30x40/)
    await screenshots(page, testInfo, 'early-wallart-frame')
  })

  test('custom size: figures typed early stay whole and are priced', async ({ page }) => {
    const live = await openBeforeScripts(page, marketUrl('wallart-de.localhost', '/leinwanddruck/'))
    const section = page.locator('.custom-size')
    await section.getByLabel('Breite (cm)').fill('45')
    await section.getByLabel('Höhe (cm)').fill('60')
    await live()
    await expect(section.getByLabel('Breite (cm)')).toHaveValue('45')
    await expect(section.getByLabel('Höhe (cm)')).toHaveValue('60')
    // Live, Enter sends the size in place.
    await section.getByLabel('Höhe (cm)').press('Enter')
    await expect(page).toHaveURL(/customWidth=45&customHeight=60/)
    await expect(section.locator('.custom-size__result')).toContainText('45 x 60')
  })

  test('photo-frame selection: a frame chosen early is kept and priced', async ({ page }) => {
    const live = await openBeforeScripts(
      page,
      marketUrl('wallart-de.localhost', '/products/?frameType=alurahmen'),
    )
    const form = page.locator('.photo-frame__form')
    const other = form.locator('input[name="frameType"]:not(:checked)').first()
    const value = await other.getAttribute('value')
    await other.check()
    await live()
    await expect(page).toHaveURL(new RegExp(`frameType=${value}`))
    await expect(form.locator(`input[name="frameType"][value="${value}"]`)).toBeChecked()
  })

  test('card list: a filter chosen early applies instead of snapping back', async ({ page }) => {
    const live = await openBeforeScripts(page, marketUrl('localhost', '/karten'))
    const select = page.locator('#card-list select[name="sort"]')
    const value = await select.locator('option:not([selected])').first().getAttribute('value')
    await select.selectOption(value!)
    await live()
    await expect(page).toHaveURL(new RegExp(`sort=${value}`))
    await expect(select).toHaveValue(value!)
  })

  test('gift voucher: an amount typed early is the amount chosen and previewed', async ({
    page,
  }) => {
    const live = await openBeforeScripts(page, marketUrl('localhost', '/geschenkgutschein'))
    const form = page.locator('form[data-form="gift-voucher"]')
    await form.locator('input[name="customAmount"]').fill('75')
    await form.locator('textarea').fill('Alles Gute!')
    await live()
    await expect(form.locator('input[name="customAmount"]')).toHaveValue('75')
    await expect(form.locator('input[name="amountChoice"]:checked')).not.toHaveValue(/^\d+$/)
    await expect(page.locator('.voucher-buy')).toContainText('75')
    await expect(page.locator('.voucher-buy')).toContainText('Alles Gute!')
  })

  test('market switcher: a country chosen early is kept', async ({ page }) => {
    const live = await openBeforeScripts(page, marketUrl('localhost', '/'))
    const country = page.locator('footer select[name="country"]')
    await country.selectOption('CH')
    await live()
    await expect(country).toHaveValue('CH')
  })

  test('newsletter block: an address typed early is kept', async ({ page }) => {
    const live = await openBeforeScripts(page, marketUrl('localhost', '/'))
    const field = page.locator('.block--newsletter input[type="email"]').first()
    await field.fill('frueh@example.test')
    await live()
    await expect(field).toHaveValue('frueh@example.test')
  })

  test('desktop flyout: opened by focus early, it stays open once live and Escape closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const live = await openBeforeScripts(page, marketUrl('localhost', '/'))
    const item = page.locator('header .main-nav').getByRole('link', { name: 'Karten', exact: true })
    await item.focus()
    await expect(page.locator('#flyout-0')).toBeVisible()
    await live()
    await expect(page.locator('#flyout-0')).toBeVisible()
    await expect(item).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(page.locator('#flyout-0')).toBeHidden()
    await expect(item).toBeFocused()
  })
})

test.describe('chrome on a phone before the page is live (4× slower CPU)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the burger opened early stays open once live and closes with its button', async ({
    page,
  }) => {
    const live = await openBeforeScripts(page, marketUrl('localhost', '/'))
    await page.locator('.burger__toggle').click()
    await expect(page.locator('.burger__panel')).toBeVisible()
    await live()
    await expect(page.locator('details.burger')).toHaveAttribute('open', '')
    await expect(page.locator('.burger__panel')).toBeVisible()
    await page.locator('.burger__toggle').click()
    await expect(page.locator('.burger__panel')).toBeHidden()
  })

  test('the account item clicked early leads to the login form; live, it opens the login dialog', async ({
    page,
  }) => {
    const live = await openBeforeScripts(page, marketUrl('localhost', '/'))
    await page.locator('header a[aria-haspopup="dialog"]').first().click()
    await live()
    await expect(page).toHaveURL(/\/mein-konto\/anmelden/)
    await expect(page.locator('main input[type="email"]').first()).toBeVisible()
    await page.goto(marketUrl('localhost', '/'))
    await page.locator('header a[aria-haspopup="dialog"]').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(
      page.getByRole('dialog').getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }),
    ).toBeVisible()
  })
})
