import { expect, type Browser, type Page, type TestInfo } from '@playwright/test'
import { marketUrl, shopPort, test, waitForHydration } from './support'

/**
 * A phone's screen: tile grids keep their tiles inside it (long words wrap), the consent notice
 * leaves the header and the navigation usable, a frame's surcharge can be read in the
 * calculator's list and a card theme's page pictures its design.
 */

/** Headless Chromium is a crawler (isbot); the consent banner asks visitors, so a shopper it is. */
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36'
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

async function shopperPage(browser: Browser, testInfo: TestInfo, width: number, userAgent: string) {
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    userAgent,
    javaScriptEnabled: testInfo.project.name === 'js',
  })
  return context.newPage()
}

async function consented(page: Page, host: string) {
  await page
    .context()
    .addCookies([{ name: 'consent', value: 'granted', url: `http://${host}:${shopPort}` }])
}

/** The tiles of the page's grids whose box leaves the screen, with their text. */
function tilesOutside(page: Page) {
  return page.evaluate(() => {
    const selector = [
      '.grid > *',
      '.grid .tile',
      '.card-list__grid > li',
      '.card-tile',
      '.related-pages__list > li',
      '.photo-frame__choices > *',
      '.photo-frame__formats > *',
      '.sku-page__format-list > *',
    ].join(', ')
    return [...document.querySelectorAll(selector)]
      .map((tile) => ({ tile, box: tile.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < -0.5 || box.right > innerWidth + 0.5))
      .map(({ tile, box }) => `${tile.textContent?.trim().slice(0, 40)} (${box.left}–${box.right})`)
  })
}

test.describe('tile grids on a phone (two columns, long words)', () => {
  const pages = [
    // "Nos coups de cœur": "à partir de 14.99 CHF" and long French words.
    { host: 'cards-ch.localhost', path: '/fr/' },
    { host: 'cards-fr.localhost', path: '/' },
    // "Rahmen zur Auswahl": "Schattenfugenrahmen".
    { host: 'wallart-de.localhost', path: '/bilderrahmen/holz/' },
    { host: 'wallart-de.localhost', path: '/bilderrahmen/' },
    // Related tiles: "Konfirmationskarten".
    { host: 'localhost', path: '/taufkarten/' },
    { host: 'cards-ch.localhost', path: '/taufkarten/' },
    { host: 'cards-ch.localhost', path: '/karten-mit-veredelung/' },
    // The card list and the wall-art home's tiles.
    { host: 'localhost', path: '/karten/' },
    { host: 'wallart-de.localhost', path: '/' },
  ]

  for (const { host, path } of pages) {
    test(`no tile of ${host}${path} leaves a 320, 390 or 430 px screen`, async ({ page }) => {
      await consented(page, host)
      await page.setViewportSize({ width: 390, height: 844 })
      const response = await page.goto(marketUrl(host, path))
      expect(response?.status()).toBe(200)
      // The same page laid out again at each width.
      for (const width of [320, 390, 430]) {
        await page.setViewportSize({ width, height: 844 })
        const [scrollWidth, innerWidth] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          window.innerWidth,
        ])
        expect(innerWidth).toBe(width)
        expect(scrollWidth, `scrolls sideways at ${width} px`).toBeLessThanOrEqual(innerWidth)
        expect(await tilesOutside(page), `tiles outside at ${width} px`).toEqual([])
      }
    })
  }
})

test.describe('the consent notice and the page around it', () => {
  // On a phone the banner covers the header until answered (it must not cover the
  // page's heading or first field), tested in browse.spec.ts.
  test('on a wide screen the banner leaves the help button free', async ({ browser }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'js',
      'the banner is JavaScript; the no-js project has its own test',
    )
    const wide = await shopperPage(browser, testInfo, 1280, DESKTOP)
    await wide.goto(marketUrl('localhost', '/themes/1002'))
    await waitForHydration(wide)
    await expect(wide.locator('.consent-banner')).toBeVisible()
    const launcher = wide.locator('.messenger__launcher')
    await expect(launcher).toBeVisible()
    await launcher.click({ trial: true, timeout: 5_000 })
    const [a, b] = [
      await wide.locator('.consent-banner').boundingBox(),
      await launcher.boundingBox(),
    ]
    const apart = a!.x + a!.width <= b!.x || b!.y + b!.height <= a!.y || a!.y + a!.height <= b!.y
    expect(apart, 'the banner and the help button do not overlap').toBe(true)
    await wide.context().close()
  })

  test('without JavaScript the notice ends the page and the header takes clicks', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'no-js', 'the js project has its own test')
    const page = await shopperPage(browser, testInfo, 390, PHONE)
    await page.goto(marketUrl('cards-uk.localhost', '/'))
    const notice = page.locator('.consent-notice')
    await expect(notice).toHaveCount(1)
    expect(
      await notice.evaluate((element) => {
        const footer = document.querySelector('footer')
        return Boolean(
          footer && footer.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
        )
      }),
      'the notice comes after the footer',
    ).toBe(true)
    await page.locator('details.burger > summary').click({ timeout: 5_000 })
    await expect(page.locator('details.burger')).toHaveAttribute('open', '')
    await page.context().close()
  })
})

test('the frame list of the canvas calculator names the surcharge first', async ({ page }) => {
  await consented(page, 'wallart-de.localhost')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(marketUrl('wallart-de.localhost', '/leinwanddruck/'))
  const options = page.locator('select[name="frameType"] option:not([value=""])')
  expect(await options.count()).toBeGreaterThan(0)
  for (const text of await options.allTextContents()) expect(text).toMatch(/^\+\d+,\d{2}\s€ · \S/)
})

test('a card theme pictures its design as the card list does', async ({ page }) => {
  await consented(page, 'localhost')
  await page.goto(marketUrl('localhost', '/karten?occasion=wedding'))
  const tile = page
    .locator('.card-tile', { hasText: 'Goldene Ringe' })
    .locator('.card-tile__picture')
  await expect(tile).toHaveCount(1)
  // The same file (before the image service's size) on the list and the theme page.
  const fileOf = (src: string | null) => (src ?? '').split('/m/')[0]
  const file = fileOf(await tile.getAttribute('src'))
  expect(file).toMatch(/\/cards\/design-\d+-de-v1\.jpg$/)

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 })
    await page.goto(marketUrl('localhost', '/themes/1002'))
    const picture = page
      .locator('.product-page__head')
      .getByRole('img', { name: 'Motiv „Goldene Ringe“' })
    await expect(picture).toBeVisible()
    expect(fileOf(await picture.getAttribute('src'))).toBe(file)
    // Drawn, not the grey placeholder.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const [box, heading] = [
      await picture.boundingBox(),
      await page.getByRole('heading', { level: 1, name: 'Goldene Ringe' }).boundingBox(),
    ]
    expect(box!.width).toBeGreaterThan(100)
    // Near the title: within the first screen, beside or just below the heading.
    expect(box!.y).toBeLessThan(heading!.y + heading!.height + 80)
    expect(box!.x + box!.width).toBeLessThanOrEqual(width)
  }
})
