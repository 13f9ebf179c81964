import { expect, type Page } from '@playwright/test'
import { berlinMonthAndYear, CalculatorDriver, withoutConsentNotice } from './calculator-support'
import { failOnConsoleErrors, marketUrl, test } from './support'

/**
 * The design groups of the calendar,
 * photo-book and collage pages from `/web-api/calendar-design-group`,
 * `/web-api/photobook-design-group-set/{id}` and `/web-api/collage-designer-design-groups`, the
 * photo book's cover and the categories only one channel shows. Every choice is a link or a GET
 * form: the same with and without JavaScript; with it, without a full reload.
 */

const picker = (page: Page) => page.locator('.design-groups')
const tile = (page: Page, name: string) =>
  picker(page).getByRole('link', { name: new RegExp(`^${name}`) })

/** Marks the document; a full reload loses the mark, a client-side navigation keeps it. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    ;(window as unknown as { designGroupMark?: boolean }).designGroupMark = true
  })
}
async function expectSameDocument(page: Page, js: boolean) {
  const kept = await page.evaluate(
    () => (window as unknown as { designGroupMark?: boolean }).designGroupMark === true,
  )
  expect(kept, js ? 'no full reload with JavaScript' : 'a plain page load without').toBe(js)
}

test.beforeEach(async ({ context }) =>
  withoutConsentNotice(context, ['localhost', 'wallart-de.localhost']),
)

test.describe('photo books: pick a photo-book design group', () => {
  test('picking a design group set shows its photo-book types, formats and prices and hands its templates and cover to the designer', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const js = testInfo.project.name === 'js'
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('localhost', '/products?type=photobook'))
    await expect(picker(page).getByRole('heading', { level: 2 })).toHaveText(
      'Wähle dein Fotobuchdesign',
    )
    await expect(picker(page)).toContainText('Gewählt: Zeitlos')
    await expect(tile(page, 'Zeitlos')).toHaveAttribute('aria-current', 'true')

    await markDocument(page)
    await tile(page, 'Unser Hochzeitstag').click()
    await expect(page).toHaveURL(/\/products\?type=photobook&designGroupSetId=4300$/)
    await expect(picker(page)).toContainText('Gewählt: Unser Hochzeitstag')
    await expect(tile(page, 'Unser Hochzeitstag')).toHaveAttribute('aria-current', 'true')
    await expect(tile(page, 'Zeitlos')).not.toHaveAttribute('aria-current', 'true')
    await expectSameDocument(page, js)

    // The set is made as a real-photo and a digital book, not as a booklet.
    await expect(calculator.calculator.locator('select[name="materialType"] option')).toHaveText([
      'Echtfotobuch',
      'Digitalfotobuch',
    ])
    await calculator.expectSelected('A4 (21 x 29,7 cm), Querformat')
    await expect(calculator.summary.locator('.price__current')).toHaveText('ab 49,99 €')

    // Without a choice the cards channel's cover: glossy, gold refinement.
    const cover = picker(page).locator('.design-groups__cover')
    await expect(cover.getByRole('radio', { name: 'Glänzend' })).toBeChecked()
    await expect(cover.getByRole('radio', { name: 'Gold', exact: true })).toBeChecked()

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({
        path: testInfo.outputPath(`photobook-${width}.png`),
        fullPage: true,
      })
    }
    const handOff = await calculator.followCallToAction('Fotobuch gestalten')
    expect(handOff.path).toBe('/configurator-photobook')
    expect(handOff.parameters).toMatchObject({
      designGroupSetId: '4300',
      photobookPrinting: 'photo',
      photobookFormat: 'a4-quer',
      templateId: '7301',
      laminationType: 'glossy',
      refinementType: 'gold',
    })
    noErrors()
  })

  test('the cover: matt lamination and rose-gold refinement reach the designer; the calculator keeps them', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('localhost', '/products?type=photobook&designGroupSetId=4300'))
    const cover = picker(page).locator('.design-groups__cover')
    await cover.getByRole('radio', { name: 'Matt' }).check()
    await cover.getByRole('radio', { name: 'Roségold' }).check()
    await cover.getByRole('button', { name: 'Einband übernehmen' }).click()
    await expect(page).toHaveURL(/laminationType=matt&refinementType=rosegold/)
    await expect(page).toHaveURL(/designGroupSetId=4300/)
    await expect(cover.getByRole('radio', { name: 'Matt' })).toBeChecked()
    await expect(cover.getByRole('radio', { name: 'Roségold' })).toBeChecked()

    await calculator.chooseFormat('20 x 20 cm', /formatType=200-200/)
    await expect(page).toHaveURL(/laminationType=matt/)
    const handOff = await calculator.followCallToAction('Fotobuch gestalten')
    expect(handOff.parameters).toMatchObject({
      designGroupSetId: '4300',
      photobookFormat: '200-200',
      templateId: '7303',
      laminationType: 'matt',
      refinementType: 'rosegold',
    })
    noErrors()
  })

  test('the categories filter the designs ("categoryIds[]"): guest books on the cards channel', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('localhost', '/products?type=photobook'))
    await picker(page).getByRole('checkbox', { name: 'Gästebuch' }).check()
    await picker(page).getByRole('button', { name: 'Anzeigen' }).click()
    await expect(page).toHaveURL(/categoryId=17/)
    await expect(picker(page).getByRole('checkbox', { name: 'Gästebuch' })).toBeChecked()
    await expect(picker(page).locator('.design-group__name')).toHaveText([
      'Gästebuch Hochzeit',
      'Gästebuch Feier',
    ])
    await tile(page, 'Gästebuch Hochzeit').click()
    await expect(page).toHaveURL(/designGroupSetId=4400&categoryId=17/)
    await expect(picker(page)).toContainText('Gewählt: Gästebuch Hochzeit')
    // Made as a digital book only: the calculator has no type to choose.
    await expect(calculator.calculator.locator('select[name="materialType"]')).toHaveCount(0)
    await expect(calculator.summary).toContainText('Digitalfotobuch')
    const handOff = await calculator.followCallToAction('Fotobuch gestalten')
    expect(handOff.parameters).toMatchObject({
      designGroupSetId: '4400',
      photobookFormat: 'a4-hoch',
      templateId: '7402',
    })
    noErrors()
  })

  test('"guestbooks and condolence books on one channel only": the wall-art shop shows neither, and its cover is matt', async ({
    page,
  }, testInfo) => {
    // The browser reports the guest book's 404 document as a failed resource.
    const noErrors = failOnConsoleErrors(page, [/404/])
    await page.goto(marketUrl('wallart-de.localhost', '/products/?type=photobook'))
    const categories = picker(page).locator('.design-groups__filter label')
    await expect(categories).toHaveText(['Urlaub', 'Hochzeit', 'Familie', 'Jahrbuch', 'Liebe'])
    await expect(picker(page).getByText('Gästebuch')).toHaveCount(0)
    await expect(picker(page).getByText('Kondolenzbuch')).toHaveCount(0)
    await expect(picker(page).getByText('In stiller Erinnerung')).toHaveCount(0)
    const cover = picker(page).locator('.design-groups__cover')
    await expect(cover.getByRole('radio', { name: 'Matt' })).toBeChecked()
    await expect(cover.getByRole('radio', { name: 'Ohne' })).toBeChecked()
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({
        path: testInfo.outputPath(`photobook-wallart-${width}.png`),
        fullPage: true,
      })
    }
    const handOff = await new CalculatorDriver(page, testInfo).followCallToAction(
      'Fotobuch gestalten',
    )
    expect(handOff.parameters.laminationType).toBe('matt')
    expect(handOff.parameters).not.toHaveProperty('refinementType')

    const guestbook = await page.goto(
      marketUrl('wallart-de.localhost', '/products/?type=photobook&designGroupSetId=4400'),
    )
    expect(guestbook?.status()).toBe(404)
    noErrors()
  })
})

test.describe('calendars and collages', () => {
  test('a calendar design group: its calendar types and formats, and its start month for the designer', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const js = testInfo.project.name === 'js'
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('localhost', '/products/calendar'))
    await expect(picker(page).getByRole('heading', { level: 2 })).toHaveText(
      'Wähle dein Kalenderdesign',
    )
    await expect(tile(page, 'Schlicht')).toHaveAttribute('aria-current', 'true')
    await markDocument(page)
    await tile(page, 'Schuljahr').click()
    await expect(page).toHaveURL(/\/products\/calendar\?designGroupId=330$/)
    await expectSameDocument(page, js)
    await expect(calculator.calculator.locator('select[name="materialType"] option')).toHaveText([
      'Terminkalender',
      'Familienplaner',
    ])
    await calculator.expectSelected('A4 (21 x 29,7 cm), Hochformat')
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({
        path: testInfo.outputPath(`calendar-${width}.png`),
        fullPage: true,
      })
    }
    // A school year starts in August: the next August in Berlin, this one if it has not passed.
    const { month, year } = berlinMonthAndYear()
    const handOff = await calculator.followCallToAction('Kalender gestalten')
    expect(handOff.parameters).toMatchObject({
      designGroupId: '330',
      formatType: 'a4-hoch',
      startMonth: '8',
      year: String(Number(month) <= 8 ? Number(year) : Number(year) + 1),
    })
    noErrors()
  })

  test('a collage design group: the channel’s default design, a category filter, then the picked design’s materials and formats', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('localhost', '/products?type=collage'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Herz aus Fotos')
    await picker(page).getByRole('checkbox', { name: 'Retro' }).check()
    await picker(page).getByRole('button', { name: 'Anzeigen' }).click()
    await expect(page).toHaveURL(/type=collage&designId=13&categoryId=23/)
    await expect(picker(page).locator('.design-group__name')).toHaveText([
      'Filmstreifen',
      'Sofortbild-Wand',
    ])
    await expect(tile(page, 'Filmstreifen')).toContainText('5 Fotos')
    await tile(page, 'Filmstreifen').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Filmstreifen')
    await expect(page).toHaveURL(/designId=27&categoryId=23/)
    await calculator.expectSelected('30 x 90 cm')
    await expect(calculator.calculator.locator('select[name="materialType"]')).toHaveValue(
      'leinwand',
    )
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({
        path: testInfo.outputPath(`collage-${width}.png`),
        fullPage: true,
      })
    }
    const handOff = await calculator.followCallToAction('Collage gestalten')
    expect(handOff.path).toBe('/configurator-collage')
    expect(handOff.parameters).toMatchObject({
      designId: '27',
      materialType: 'leinwand',
      formatType: '30x90',
    })

    // "Default collage id 13 (1 on one channel)": the wall-art shop opens its grid.
    await page.goto(marketUrl('wallart-de.localhost', '/products/?type=collage'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Raster mit vier Fotos')
    await expect(picker(page).locator('.design-group').first()).toHaveAttribute(
      'aria-current',
      'true',
    )
    noErrors()
  })

  test('an unknown design group, set or category is handled: 404 for a design, every design for a category', async ({
    page,
  }) => {
    for (const path of [
      '/products?designGroupId=999',
      '/products?type=photobook&designGroupSetId=9999',
    ]) {
      const response = await page.goto(marketUrl('localhost', path))
      expect(response?.status(), path).toBe(404)
    }
    const response = await page.goto(
      marketUrl('localhost', '/products?type=collage&designId=13&categoryId=99'),
    )
    expect(response?.status()).toBe(200)
    await expect(picker(page).locator('.design-group')).toHaveCount(5)
  })
})
