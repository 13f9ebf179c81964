import { expect, type Page, type TestInfo } from '@playwright/test'
import { consented } from './extras-support'
import { failOnConsoleErrors, marketUrl, test, waitUntilLive } from './support'

/**
 * The card overview and the occasion pages list the card designs of
 * `/web-api/themes` with the specification's seven filters, its sort keys and page sizes 12 and
 * 48. Filters, sort and paging are GET parameters: without JavaScript the form is submitted with
 * its button; with JavaScript a changed choice updates the list in place.
 */

const withJs = (testInfo: TestInfo) => testInfo.project.name === 'js'

/** One of the list's selects, by its field name. */
const field = (page: Page, name: string) => page.locator(`#card-list select[name="${name}"]`)

/** Chooses an option of one of the list's selects, as a shopper does in each project. */
async function choose(page: Page, testInfo: TestInfo, name: string, value: string) {
  // With JavaScript a choice applies itself once the list is live.
  if (withJs(testInfo)) await waitUntilLive(page.locator('#card-list form').first())
  await field(page, name).focus()
  await field(page, name).selectOption(value)
  if (!withJs(testInfo))
    await page.locator('#card-list').getByRole('button', { name: 'Anzeigen' }).click()
}

/**
 * The URL of a list: the form's action carries the list's anchor without JavaScript (the browser
 * jumps to the list); with JavaScript the list is updated where it is.
 */
const listUrl = (path: string) =>
  new RegExp(`^${marketUrl('localhost', path).replace(/[?.]/g, '\\$&')}(#card-list)?$`)

const tiles = (page: Page) => page.locator('#card-list .card-tile')

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.locator('#card-list').screenshot({
      path: testInfo.outputPath(`${name}-${testInfo.project.name}-${width}.png`),
    })
  }
}

test.describe('card browsing', () => {
  test.beforeEach(async ({ page }) => consented(page))

  test('browses the overview with a filter, a sort key and page two', async ({
    page,
  }, testInfo) => {
    test.slow() // eight page loads without JavaScript
    const noErrors = failOnConsoleErrors(page)
    await page.goto(marketUrl('localhost', '/karten'))
    const list = page.locator('#card-list')
    await expect(list.getByRole('heading', { name: 'Alle Kartendesigns' })).toBeVisible()
    await expect(list.getByRole('status')).toHaveText(/^\d+ Designs$/)
    const everything = Number((await list.getByRole('status').textContent())?.split(' ')[0])
    expect(everything).toBeGreaterThanOrEqual(60)
    await expect(tiles(page)).toHaveCount(12)
    await expect(
      list.getByRole('navigation', { name: 'Seiten' }).locator('[aria-current="page"]'),
    ).toHaveText('1')
    // The apply button is for shoppers without JavaScript only.
    if (withJs(testInfo)) await waitUntilLive(list)
    await expect(list.getByRole('button', { name: 'Anzeigen' })).toBeVisible({
      visible: !withJs(testInfo),
    })

    await expect(list.getByText('Farbe', { exact: true })).toBeVisible()
    const colour = field(page, 'color').locator('option[value="blue"]')
    await expect(colour).toHaveText(/^Blau \(\d+\)$/)
    const blue = Number(/\((\d+)\)/.exec((await colour.textContent()) ?? '')?.[1])
    expect(blue).toBeGreaterThan(12)
    expect(blue).toBeLessThan(everything)
    let scrolled = 0
    if (withJs(testInfo)) {
      await page.evaluate(() => {
        ;(window as unknown as { sameDocument: boolean }).sameDocument = true
        document
          .querySelector('#card-list select[name="color"]')
          ?.scrollIntoView({ block: 'start' })
      })
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
      // Where the shopper sees the select: images above it that load later may change the
      // page's height above, which the browser's scroll anchoring makes up for.
      scrolled = (await field(page, 'color').boundingBox())?.y ?? 0
    }
    await choose(page, testInfo, 'color', 'blue')
    await expect(page).toHaveURL(listUrl('/karten?color=blue'))
    await expect(list.getByRole('status')).toHaveText(`${blue} Designs`)
    await expect(tiles(page)).toHaveCount(12)
    for (const tile of await tiles(page).locator('.card-tile__preview').all())
      await expect(tile).toHaveAttribute('data-color', 'blue')
    if (withJs(testInfo)) {
      // No full reload; the focus stays on the select and the page where it was.
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true)
      await expect(field(page, 'color')).toBeFocused()
      expect(
        Math.abs(((await field(page, 'color').boundingBox())?.y ?? 0) - scrolled),
      ).toBeLessThan(5)
    }

    await expect(field(page, 'sort').locator('option:checked')).toHaveText('Empfehlung')
    await choose(page, testInfo, 'sort', 'popularity')
    await expect(page).toHaveURL(listUrl('/karten?color=blue&sort=popularity'))
    await expect(field(page, 'color')).toHaveValue('blue')
    const firstPage = await tiles(page).locator('.card-tile__name').allTextContents()

    await list.getByRole('link', { name: 'Seite 2' }).click()
    await expect(page).toHaveURL(
      marketUrl('localhost', '/karten?color=blue&sort=popularity&page=2#card-list'),
    )
    await expect(tiles(page)).toHaveCount(blue - 12)
    await expect(
      list.getByRole('navigation', { name: 'Seiten' }).locator('[aria-current="page"]'),
    ).toHaveText('2')
    const secondPage = await tiles(page).locator('.card-tile__name').allTextContents()
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([])
    await expect(field(page, 'sort')).toHaveValue('popularity')
    await shoot(page, testInfo, 'cards-blue-page-2')

    // Every tile leads to its theme page.
    const first = tiles(page).first()
    const name = (await first.locator('.card-tile__name').textContent()) ?? ''
    await expect(first.locator('.price__current')).toHaveText(/^ab\u00a0\d+,\d\d\u00a0€$/)
    await first.click()
    await expect(page).toHaveURL(/\/themes\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    noErrors()
  })

  test('48 designs a page on request', async ({ page }, testInfo) => {
    await page.goto(marketUrl('localhost', '/karten'))
    await choose(page, testInfo, 'pageSize', '48')
    await expect(page).toHaveURL(listUrl('/karten?pageSize=48'))
    await expect(tiles(page)).toHaveCount(48)
  })

  test('an empty result says so and leads back to every design', async ({ page }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    await page.goto(marketUrl('localhost', '/karten?occasion=fathers-day&style=vintage&label=eco'))
    const list = page.locator('#card-list')
    await expect(list.getByRole('status')).toHaveText('Keine Designs passen zu dieser Auswahl.')
    await expect(tiles(page)).toHaveCount(0)
    await expect(list.getByRole('navigation', { name: 'Seiten' })).toHaveCount(0)
    await shoot(page, testInfo, 'cards-empty')
    await list.getByRole('link', { name: 'Alle Filter zurücksetzen' }).click()
    await expect(page).toHaveURL(marketUrl('localhost', '/karten#card-list'))
    await expect(list.getByRole('status')).toHaveText(/^\d+ Designs$/)
    await expect(tiles(page)).toHaveCount(12)
    noErrors()
  })

  test("an occasion page lists its occasion's designs, filtered and paged the same way", async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    await page.goto(marketUrl('localhost', '/geburtskarten'))
    const list = page.locator('#card-list')
    await expect(list.getByRole('heading', { name: 'Designs: Geburt' })).toBeVisible()
    await expect(field(page, 'occasion')).toHaveCount(0)
    await expect(list.getByText('Ausrichtung', { exact: true })).toBeVisible()
    await expect(tiles(page).locator('.card-tile__occasion')).toHaveText(
      Array.from({ length: 12 }, () => 'Geburt'),
    )
    await expect(list.getByRole('link', { name: 'Seite 2' })).toBeVisible()
    await shoot(page, testInfo, 'cards-birth')
    const square = field(page, 'aspectRatio').locator('option[value="square"]')
    await expect(square).toHaveText(/^Quadratisch \(\d+\)$/)
    const squares = Number(/\((\d+)\)/.exec((await square.textContent()) ?? '')?.[1])
    expect(squares).toBeGreaterThan(0)
    await choose(page, testInfo, 'aspectRatio', 'square')
    await expect(page).toHaveURL(listUrl('/geburtskarten?aspectRatio=square'))
    await expect(list.getByRole('status')).toHaveText(
      `${squares} Design${squares === 1 ? '' : 's'}`,
    )
    await expect(tiles(page)).toHaveCount(squares)
    for (const preview of await tiles(page).locator('.card-tile__preview').all())
      await expect(preview).toHaveClass(/card-tile__preview--square/)
    await expect(tiles(page).locator('.card-tile__occasion').first()).toHaveText('Geburt')
    noErrors()
  })

  test('a theme page names the Swiss sample-card terms in the Swiss shop only', async ({
    page,
  }) => {
    await consented(page, ['cards-ch.localhost'])
    await page.goto(marketUrl('cards-ch.localhost', '/themes/1002'))
    await expect(page.locator('.product-page__samples')).toHaveText(
      'Musterkarten: bis zu 3 gratis, jede weitere CHF 3.50.',
    )
    await page.goto(marketUrl('localhost', '/themes/1002'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Goldene Ringe')
    await expect(page.locator('.product-page__samples')).toHaveCount(0)
  })

  test('unknown values and page numbers are left out: the list answers in its canonical form', async ({
    page,
  }) => {
    const response = await page.request.get(
      marketUrl('localhost', '/karten?color=mauve&sort=price&page=abc&utm_source=mail'),
      { maxRedirects: 0 },
    )
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe('/karten?utm_source=mail')
    expect(response.headers()['cache-control']).toMatch(/public/)
    const beyond = await page.request.get(marketUrl('localhost', '/karten?color=gold&page=9'), {
      maxRedirects: 0,
    })
    expect(beyond.status()).toBe(302)
    expect(beyond.headers().location).toBe('/karten?color=gold')
    const listed = await page.request.get(marketUrl('localhost', '/karten?color=gold'))
    expect(listed.status()).toBe(200)
    expect(listed.headers()['cache-control']).toMatch(/public/)
  })
})
