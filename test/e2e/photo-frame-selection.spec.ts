import { expect, type Page, type TestInfo } from '@playwright/test'
import { consented } from './extras-support'
import { failOnConsoleErrors, marketUrl, test, waitUntilLive } from './support'

/**
 * The photo-frame product selection on `/products?frameType=…`,
 * reached from the frames pages, whose frame tiles show 'from' prices. Every choice is a GET
 * parameter: without JavaScript the form's button applies it, with JavaScript a change applies
 * itself without reloading the page.
 */
const host = 'wallart-de.localhost'

/** Applies the form's choice: by itself with JavaScript, with the button without. */
async function apply(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'no-js')
    await page.getByRole('button', { name: 'Auswahl übernehmen' }).click()
}

/**
 * With JavaScript a choice submits itself once the selection is live (a choice made before that
 * is taken up as it hydrates: early-input.spec.ts).
 */
async function openSelection(page: Page, path: string, testInfo: TestInfo) {
  await page.goto(marketUrl(host, path))
  if (testInfo.project.name === 'js') await waitUntilLive(page.locator('.photo-frame__form'))
}

const price = (page: Page) => page.locator('.photo-frame__price .price__current')

test.describe('photo-frame selection', () => {
  test.beforeEach(async ({ page }) => consented(page, [host]))

  test("the frames page shows each frame's 'from' price and leads to the selection, priced with the frame's defaults", async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    await page.goto(marketUrl(host, '/bilderrahmen/'))
    const tiles = page.locator('.grid-block').filter({ hasText: 'Rahmen zur Auswahl' })
    // This week's campaign: 30 % off wall art, frames included.
    await expect(
      tiles.locator('.tile').filter({ hasText: 'Holzrahmen' }).locator('.tile__price'),
    ).toHaveText('ab\u00a029,68\u00a0€')
    await expect(
      tiles.locator('.tile').filter({ hasText: 'Aluminiumrahmen' }).locator('.tile__price'),
    ).toHaveText('ab\u00a036,68\u00a0€')
    await page.getByRole('link', { name: 'Jetzt gestalten' }).first().click()
    await expect(page).toHaveURL(/\/products\/?\?frameType=holzrahmen$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bilderrahmen')
    await expect(page.getByRole('radio', { name: /^Holzrahmen/ })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Schwarz' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Passepartout Weiß' })).toBeChecked()
    await expect(page.getByRole('radio', { name: /^30 x 40 cm/ })).toBeChecked()
    await expect(page.locator('.photo-frame__article')).toHaveText(
      'Holzrahmen, Schwarz mit Passepartout · Poster',
    )
    await expect(price(page)).toHaveText('33,88\u00a0€')
    await expect(page.locator('.photo-frame__price s.price__original')).toContainText(
      '48,40\u00a0€',
    )
    await expect(page.getByRole('link', { name: 'Bilderrahmen gestalten' })).toHaveAttribute(
      'href',
      /\/configurator-photo-frame\?.*frameType=holzrahmen.*formatType=30x40.*matType=mat-weiss/,
    )
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({
        path: testInfo.outputPath(`photo-frame-${testInfo.project.name}-${width}.png`),
        fullPage: true,
      })
    }
    noErrors()
  })

  test('changing the colour and the format changes the article and its price', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    await openSelection(page, '/products/?frameType=holzrahmen', testInfo)
    await page.evaluate(() => Object.assign(window, { keptAcrossChoices: true }))
    await page.getByRole('radio', { name: 'Eiche natur' }).check()
    await apply(page, testInfo)
    await expect(page).toHaveURL(/frameVariant=holzrahmen-eiche/)
    await expect(price(page)).toHaveText('38,07\u00a0€')
    await expect(page.locator('.photo-frame__article')).toHaveText(
      'Holzrahmen, Eiche natur mit Passepartout · Poster',
    )
    await page.getByRole('radio', { name: /^40 x 60 cm/ }).check()
    await apply(page, testInfo)
    await expect(page).toHaveURL(/formatType=40x60/)
    await expect(price(page)).toHaveText('42,62\u00a0€')
    await expect(page.locator('.photo-frame__size')).toHaveText('40 x 60 cm')
    await expect(page.getByRole('radio', { name: 'Eiche natur' })).toBeChecked()
    // With JavaScript the page was never reloaded; without it every choice is a new page.
    const kept = await page.evaluate(() => 'keptAcrossChoices' in window).catch(() => false)
    expect(kept).toBe(testInfo.project.name === 'js')
    noErrors()
  })

  test('a canvas in a floater frame shows its discount: the original price struck through', async ({
    page,
  }, testInfo) => {
    await openSelection(page, '/products/?frameType=alurahmen', testInfo)
    await page.getByRole('radio', { name: /^Schattenfuge für Leinwand/ }).check()
    await apply(page, testInfo)
    await expect(page).toHaveURL(/frameType=schattenfuge-leinwand/)
    await expect(page.getByRole('radio', { name: 'Leinwand', exact: true })).toBeChecked()
    // No mat for a floater frame: the aluminium frame's white mat is not carried over.
    await expect(page.getByRole('radio', { name: 'Ohne Passepartout' })).toBeChecked()
    await expect(price(page)).toHaveText('44,03\u00a0€')
    await expect(page.locator('.photo-frame__price s.price__original')).toContainText('€')
    await expect(page.locator('.photo-frame__saving')).toContainText('Du sparst')
  })

  test("one article, one price: canvas in a floater frame, 30 x 40 cm, costs what the canvas calculator says, and the frame's share is its surcharge there", async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page)
    await page.goto(
      marketUrl(host, '/leinwanddruck/?frameType=schattenfuge-leinwand&formatType=30x40'),
    )
    const summary = page.locator('.calculator').first().locator('.calculator__summary')
    const calculated = {
      current: await summary.locator('.price__current').textContent(),
      original: await summary.locator('s.price__original').textContent(),
    }
    // The frame's surcharge as the calculator lists it beside the frame ("Aufpreis …").
    const surcharge = (await page
      .locator('.calculator')
      .first()
      .getByText(/Schattenfugenrahmen/)
      .first()
      .textContent())!.match(/\d+,\d\d/)?.[0]

    await page.goto(marketUrl(host, '/products/?frameType=schattenfuge-leinwand&formatType=30x40'))
    await expect(page.getByRole('radio', { name: /^30 x 40 cm/ })).toBeChecked()
    // 27,95 € canvas + 34,95 € floater frame = 62,90 €, with this week's 30 % off: 44,03 €.
    await expect(price(page)).toHaveText(calculated.current ?? '')
    await expect(price(page)).toHaveText('44,03\u00a0€')
    await expect(page.locator('.photo-frame__price s.price__original')).toHaveText(
      calculated.original ?? '',
    )
    expect(surcharge).toBeTruthy()
    await expect(page.locator('.photo-frame__frame-price')).toContainText(`${surcharge}\u00a0€`)
    noErrors()
  })

  test('a new frame type gets its own defaults, as when its URL is opened directly; the URL keeps nothing of the old frame', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    // What opening the aluminium frame directly shows.
    await page.goto(marketUrl(host, '/products/?frameType=alurahmen'))
    await expect(page.getByRole('radio', { name: 'Passepartout Weiß' })).toBeChecked()
    const direct = {
      article: await page.locator('.photo-frame__article').textContent(),
      size: await page.locator('.photo-frame__size').textContent(),
      price: await price(page).textContent(),
    }

    await openSelection(page, '/products/?frameType=schattenfuge-leinwand', testInfo)
    await expect(page.getByRole('radio', { name: 'Ohne Passepartout' })).toBeChecked()
    await page.getByRole('radio', { name: /^Alurahmen/ }).check()
    await apply(page, testInfo)
    await expect(page).toHaveURL(/[?&]frameType=alurahmen(&|$)/)
    const search = new URL(page.url()).search
    expect(search).not.toMatch(/schattenfuge|leinwand|shownFrameType|mat-none/)
    await expect(page.getByRole('radio', { name: /^Alurahmen/ })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Passepartout Weiß' })).toBeChecked()
    await expect(page.locator('.photo-frame__article')).toHaveText(direct.article ?? '')
    await expect(page.locator('.photo-frame__size')).toHaveText(direct.size ?? '')
    await expect(price(page)).toHaveText(direct.price ?? '')

    // The URL it shows is the choice: opened again, the page is the same.
    await page.goto(page.url())
    await expect(page.getByRole('radio', { name: 'Passepartout Weiß' })).toBeChecked()
    await expect(price(page)).toHaveText(direct.price ?? '')
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.locator('#photo-frame').screenshot({
        path: testInfo.outputPath(`frame-switch-${testInfo.project.name}-${width}.png`),
      })
    }
    noErrors()
  })

  test('an unknown frame type is a 404 page', async ({ page }) => {
    const response = await page.goto(marketUrl(host, '/products/?frameType=bambusrahmen'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Seite nicht gefunden/)
  })
})
