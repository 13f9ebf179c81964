import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import { CalculatorDriver } from './calculator-support'
import { consented } from './extras-support'
import { failOnConsoleErrors, marketUrl, test } from './support'

/**
 * Stories that reference other stories (the flyout's featured articles, the
 * error page's related pages), the wall-art pages' product views from the media library, the
 * room mock-up that follows the chosen size, and the blurred placeholders while images load.
 * The same with and without JavaScript.
 */
const wallartDE = 'wallart-de.localhost'

/** Phone and desktop screenshots into the test's output folder. */
async function screenshots(page: Page, testInfo: TestInfo, name: string, target?: Locator) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    if (target) await target.scrollIntoViewIfNeeded()
    await loaded(target ?? page.locator('main'))
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: !target })
  }
}

/** Waits until the lazy images of a part have loaded (they load once near the viewport). */
async function loaded(part: Locator) {
  for (const image of await part.locator('img[loading="lazy"]').all()) {
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
  }
  await part.scrollIntoViewIfNeeded()
}

/** "Placeholder image 10x10, quality 50, blur 3": the blurred preview behind a lazy image. */
async function expectPlaceholder(image: Locator) {
  await expect(image).toHaveAttribute('loading', 'lazy')
  await expect(image).toHaveAttribute('width', /^\d+$/)
  await expect(image).toHaveAttribute('height', /^\d+$/)
  const background = await image.evaluate((element) => getComputedStyle(element).backgroundImage)
  expect(background).toContain('/m/10x10/filters:quality(50)')
  expect(background).toContain('blur(3)')
}

test.describe('story relations, product views and the room mock-up', () => {
  test.beforeEach(async ({ page }) => consented(page, [wallartDE]))

  test('the flyout’s featured entries are the stories its items relate to (fullStoryData)', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(marketUrl(wallartDE, '/'))
    const item = page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Wandbilder', exact: true })
    const flyout = page.locator('#flyout-0')
    await item.hover()
    await expect(flyout).toBeVisible()
    await expect(flyout.locator('.flyout__title', { hasText: 'Inspiration' })).toBeVisible()
    const featured = flyout.getByRole('link', { name: 'Wandbilder richtig beleuchten und pflegen' })
    await expect(featured).toHaveAttribute('href', '/magazin/wandbilder-beleuchten-und-pflegen/')
    await expect(featured.locator('img')).toHaveAttribute('src', /\/m\/110x110\//)
    await expect(
      flyout.getByRole('link', { name: 'Die richtige Bildgröße für deine Wand' }),
    ).toHaveAttribute('href', '/magazin/die-richtige-bildgroesse-fuer-deine-wand/')
    await page.screenshot({ path: testInfo.outputPath('flyout-1440.png') })
    await featured.click()
    await expect(page).toHaveURL(/\/magazin\/wandbilder-beleuchten-und-pflegen\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Wandbilder richtig beleuchten und pflegen',
    )
    noErrors()
  })

  test('the error page lists its related pages and a link on, resolved from the error story', async ({
    page,
  }, testInfo) => {
    const response = await page.goto(marketUrl(wallartDE, '/gibt-es-nicht/'))
    expect(response?.status()).toBe(404)
    const related = page.locator('.related-pages')
    await expect(related.getByRole('heading', { level: 2 })).toHaveText(
      'Vielleicht hilft dir das weiter',
    )
    const links = related.locator('.related-pages__card')
    await expect(links).toHaveCount(4)
    expect(
      await links.evaluateAll((cards) =>
        cards.map((card) => [card.textContent, card.getAttribute('href')]),
      ),
    ).toEqual([
      ['Wandbilder mit deinen Fotos', '/wandbilder/'],
      ['Dein Foto auf Leinwand', '/leinwanddruck/'],
      ['Der passende Rahmen für dein Bild', '/bilderrahmen/'],
      ['Das Printhaus-Magazin', '/magazin/'],
    ])
    await expect(related.getByRole('link', { name: 'Alle Fragen und Antworten' })).toHaveAttribute(
      'href',
      '/faq/',
    )
    await expectPlaceholder(links.first().locator('img'))
    await screenshots(page, testInfo, 'error-related')
    await links.nth(2).click()
    await expect(page).toHaveURL(/\/bilderrahmen\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Der passende Rahmen für dein Bild',
    )
  })

  test('a material page shows its views from the media library and a room mock-up that follows the chosen size', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(marketUrl(wallartDE, '/acrylglas/'))
    const views = page.locator('.product-views')
    await expect(views.locator('figure')).toHaveCount(3)
    expect(
      await views.locator('figure').evaluateAll((figures) => figures.map((f) => f.dataset.view)),
    ).toEqual(['lead', 'frontal', 'corner'])
    const lead = views.locator('figure[data-view="lead"] img')
    await expect(lead).toHaveAttribute('alt', 'Acrylglas: Im Raum')
    // "format auto and quality 85": no format filter, the service chooses by the browser's Accept
    await expect(lead).toHaveAttribute(
      'src',
      /\/f\/287465\/800x800\/wallart\/acrylglas-lead\.jpg\/m\/520x520\/filters:quality\(85\)$/,
    )
    // lazy: it loads once it is near the viewport
    await lead.scrollIntoViewIfNeeded()
    await expect(lead).toHaveJSProperty('complete', true)
    expect(await lead.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expectPlaceholder(views.locator('figure[data-view="corner"] img'))

    const mockup = page.locator('.room-mockup')
    // 40 x 60 cm, the initial format: 240 000 mm² is size class s, portrait 5-7, over the sofa
    await expect(mockup).toHaveAttribute('data-size-class', 's')
    await expect(mockup).toHaveAttribute('data-preview', '5-7')
    await expect(mockup).toHaveAttribute('data-room', 'room-sofa')
    await expect(mockup.locator('figcaption')).toHaveText('40 x 60 cm · Größenklasse S')
    await expect(mockup.locator('.room-mockup__picture img')).toHaveAttribute(
      'src',
      /motif-lake\.jpg\/m\/250x350\//,
    )
    const before = await mockup.locator('.room-mockup__picture').boundingBox()
    await screenshots(page, testInfo, 'acrylglas-mockup-s', mockup)

    await page.setViewportSize({ width: 1280, height: 900 })
    const calculator = new CalculatorDriver(page, testInfo)
    await calculator.chooseFormat('80 x 120', /formatType=80x120/)
    await expect(mockup).toHaveAttribute('data-size-class', 'l')
    await expect(mockup.locator('figcaption')).toHaveText('80 x 120 cm · Größenklasse L')
    await expect
      .poll(async () => (await mockup.locator('.room-mockup__picture').boundingBox())?.width)
      .toBeGreaterThan(before!.width * 1.4)
    await calculator.chooseFormat('20 x 30', /formatType=20x30/)
    await expect(mockup).toHaveAttribute('data-size-class', 'xs')
    await expect(mockup).toHaveAttribute('data-room', 'room-shelf')
    await screenshots(page, testInfo, 'acrylglas-mockup-xs', mockup)
    noErrors()
  })

  test('a frame page shows the frame, its perspective and the corner; no mock-up without a calculator', async ({
    page,
  }, testInfo) => {
    await page.goto(marketUrl(wallartDE, '/bilderrahmen/holz/'))
    const views = page.locator('.product-views')
    expect(
      await views.locator('figure').evaluateAll((figures) => figures.map((f) => f.dataset.view)),
    ).toEqual(['lead', 'frame', 'frame-perspective', 'corner', 'frontal'])
    await expect(views.locator('figure[data-view="frame"] img')).toHaveAttribute(
      'src',
      /\/wallart\/holzrahmen-frame\.png\/m\/250x250\/filters:quality\(85\)$/,
    )
    // the cut-out frame has no placeholder behind it to show through once it has loaded
    expect(
      await views
        .locator('figure[data-view="frame"] img')
        .evaluate((img) => getComputedStyle(img).backgroundImage),
    ).toBe('none')
    await expectPlaceholder(views.locator('figure[data-view="frontal"] img'))
    await expect(views.locator('figure[data-view="frame-perspective"] figcaption')).toHaveText(
      'Rahmen von der Seite',
    )
    await expect(page.locator('.room-mockup')).toHaveCount(0)
    await screenshots(page, testInfo, 'frame-views', views)
  })

  test('the US wall-art shop: the mock-up speaks inches, the classes stay by area', async ({
    page,
  }) => {
    await consented(page, ['wallart-com.localhost'])
    await page.goto(marketUrl('wallart-com.localhost', '/canvas-prints/?formatType=60x90'))
    const mockup = page.locator('.room-mockup')
    await expect(mockup).toHaveAttribute('data-size-class', 'm')
    await expect(mockup.locator('figcaption')).toContainText('in · size class M')
    await expect(page.locator('.product-views figure')).toHaveCount(3)
  })
})
