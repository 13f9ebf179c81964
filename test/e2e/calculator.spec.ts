import AxeBuilder from '@axe-core/playwright'
import { expect } from '@playwright/test'
import { berlinMonthAndYear, CalculatorDriver, shippingInformation } from './calculator-support'
import { failOnConsoleErrors, marketUrl, shopPort, test, waitUntilLive } from './support'

// Each flow walks a whole calculator to the designer: give it room on a busy machine.
test.describe.configure({ timeout: 60_000 })

/**
 * The price calculator (site-chrome §3 "Calculator block", §4 "Calculator"), in both
 * projects: with JavaScript every choice applies in place; without it the calculator is a
 * GET form and More formats a page section. Each test ends at the designer hand-off page
 * and checks every parameter the designer URL carries.
 */

test.describe('wall art: material, format, More formats, frame and the designer URL', () => {
  test('"Selecting a material resets the selected format to that material\'s initial format"; a More format is kept as an extra format; the CTA hands every choice to the designer', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('wallart-de.localhost', '/wandbilder/'))

    // Initially: canvas in 40x60 cm, discounted (both prices shown). The reference shop runs
    // 30 % off wall art this week: every price below is the campaign's.
    await expect(
      calculator.calculator.getByRole('heading', { name: 'Material und Format wählen' }),
    ).toBeVisible()
    await expect(calculator.calculator.locator('select[name="materialType"]')).toHaveValue(
      'leinwand',
    )
    await calculator.expectSelected('40 x 60 cm')
    await expect(calculator.summary.locator('.price__current')).toHaveText('27,97 €')
    await expect(calculator.summary.locator('s.price__original')).toContainText('39,95 €')

    // Poster: its initial format is 50x70 cm; its regular price struck through.
    await calculator.chooseMaterial('Poster', /materialType=poster/)
    await calculator.expectSelected('50 x 70 cm')
    await expect(calculator.summary.locator('.price__current')).toHaveText('17,47 €')
    await expect(calculator.summary.locator('s.price__original')).toContainText('24,95 €')

    // Another format of the list.
    await calculator.chooseFormat('30 x 40 cm', /formatType=30x40/)
    await calculator.expectSelected('30 x 40 cm')
    await expect(calculator.summary.locator('.price__current')).toHaveText('10,46 €')

    // More formats: 100x150 cm is not in the poster's list, so it is shown as an extra format.
    await calculator.pickMoreFormat('100 x 150 cm', /formatType=100x150/)
    await calculator.expectSelected('100 x 150 cm')
    await expect(calculator.calculator.locator('.calculator__format--extra')).toHaveAttribute(
      'data-format',
      '100x150',
    )
    await expect(calculator.summary.locator('.price__current')).toHaveText('41,97 €')

    // A frame: the poster's default frame (Holzrahmen) adds its price and brings a white 30 mm mat,
    // priced too; the campaign takes its 30 % off the framed price as a whole.
    await calculator.chooseFrame(/Holzrahmen/, /frameType=holzrahmen/)
    await expect(calculator.summary.locator('.price__current')).toHaveText('71,68 €')
    await expect(calculator.summary.locator('s.price__original')).toContainText('102,40 €')
    await expect(calculator.format('100 x 150 cm')).toBeChecked()

    // Another format clears the extra format.
    await calculator.chooseFormat('60 x 90 cm', /formatType=60x90/)
    await expect(calculator.calculator.locator('.calculator__format--extra')).toHaveCount(0)

    const handOff = await calculator.followCallToAction('Wandbild gestalten')
    expect(handOff.path).toBe('/configurator-photo-frame')
    expect(handOff.parameters).toEqual({
      locale: 'de-DE',
      platform: 'w',
      materialType: 'poster',
      frameType: 'holzrahmen',
      frameVariant: 'holzrahmen-schwarz',
      formatType: '60x90',
      matType: 'mat-weiss',
      matSize: '30',
      optionTypeGroup: 'lamination',
      optionType: 'none',
    })
    noErrors()
  })

  test('"calculator.notAvailable" when no price comes back; the call to action waits for an available format', async ({
    page,
  }, testInfo) => {
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(
      marketUrl('wallart-de.localhost', '/wandbilder/?materialType=poster&formatType=50x70'),
    )
    // Shown as not available, not offered as a choice.
    const more = await calculator.openMoreFormats()
    await expect(
      more.locator('.calculator__more-link--unavailable', { hasText: '30 x 90 cm' }),
    ).toContainText('Nicht verfügbar')
    await expect(more.getByRole('link', { name: /^30 x 90 cm/ })).toHaveCount(0)
    await expect(more.getByRole('link', { name: /^50 x 50 cm/ })).toHaveCount(1)
    await page.screenshot({
      path: testInfo.outputPath(`more-formats-unavailable-${testInfo.project.name}.png`),
    })

    // A URL naming it: the call to action waits, and a way on is right there.
    await page.goto(
      marketUrl('wallart-de.localhost', '/wandbilder/?materialType=poster&formatType=30x90'),
    )
    await expect(calculator.summary).toContainText('Nicht verfügbar')
    await expect(
      calculator.calculator.getByRole('link', { name: 'Wandbild gestalten' }),
    ).toHaveCount(0)
    await expect(calculator.calculator).toContainText('Bitte wähle ein verfügbares Format.')
    const wayOn = calculator.calculator.getByRole('link', { name: /^Stattdessen .+ wählen$/ })
    await expect(wayOn).toHaveCount(1)
    if (calculator.js) await waitUntilLive(calculator.calculator)
    await wayOn.click()
    await expect(page).not.toHaveURL(/formatType=30x90/)
    await expect(calculator.summary.locator('.price__current')).toHaveText(/€/)
    await expect(
      calculator.calculator.getByRole('link', { name: 'Wandbild gestalten' }),
    ).toHaveCount(1)
  })

  test("the calendar's More formats offer no format without a price; a URL naming one offers the initial format", async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('localhost', '/fotokalender'))
    const more = await calculator.openMoreFormats()
    await expect(
      more.locator('.calculator__more-link--unavailable', {
        hasText: 'A6 (10,5 x 14,8 cm), Hochformat',
      }),
    ).toContainText('Nicht verfügbar')
    await expect(
      more.getByRole('link', { name: /^A6 \(10,5 x 14,8 cm\), Hochformat/ }),
    ).toHaveCount(0)
    if (calculator.js) await page.keyboard.press('Escape')

    await page.goto(marketUrl('localhost', '/fotokalender?formatType=a6-hoch'))
    await expect(calculator.summary).toContainText('Nicht verfügbar')
    const wayOn = calculator.calculator.getByRole('link', {
      name: 'Stattdessen A4 (21 x 29,7 cm), Hochformat wählen',
    })
    if (calculator.js) await waitUntilLive(calculator.calculator)
    await wayOn.click()
    await expect(page).toHaveURL(/formatType=a4-hoch/)
    await calculator.expectSelected('A4 (21 x 29,7 cm), Hochformat')
    await expect(
      calculator.calculator.getByRole('link', { name: 'Kalender gestalten' }),
    ).toHaveCount(1)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(marketUrl('localhost', '/fotokalender?formatType=a6-hoch'))
      await calculator.calculator.screenshot({
        path: testInfo.outputPath(`calendar-unavailable-${testInfo.project.name}-${width}.png`),
      })
    }
    noErrors()
  })

  test('"Format not included?" leads to More formats', async ({ page }, testInfo) => {
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('wallart-de.localhost', '/leinwanddruck/'))
    await expect(calculator.calculator.getByText('Format nicht dabei?')).toBeVisible()
    const more = await calculator.openMoreFormats()
    await expect(more.getByRole('link')).toHaveText([
      /^30 x 30 cm/,
      /^50 x 50 cm/,
      /^60 x 60 cm/,
      /^100 x 150 cm/,
      /^120 x 180 cm/,
    ])
  })
})

test.describe('units and currencies of the market', () => {
  test('"inch for en-US" on the wall-art channel, in US dollars', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page)
    await page.goto(marketUrl('wallart-com.localhost', '/wall-art/'))
    const calculator = page.locator('.calculator').first()
    await expect(
      calculator.locator('.calculator__format-list .calculator__format-name'),
    ).toHaveText(['8 x 12 in', '12 x 16 in', '16 x 24 in', '24 x 35 in', '31 x 47 in'])
    // This week's campaign: 30 % off the regular $43.95, which is struck through.
    await expect(calculator.locator('.calculator__summary .price__current')).toHaveText('$30.77')
    await expect(calculator.locator('.calculator__summary s.price__original')).toContainText(
      '$43.95',
    )
    await expect(calculator.locator('.calculator__summary')).toContainText('16 x 24 in')
    noErrors()
  })

  test('"CHF groups thousands with an apostrophe": a large acrylic-glass format on the Swiss shop', async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page)
    await page.goto(
      marketUrl('wallart-ch.localhost', '/wandbilder/?materialType=acrylglas&formatType=120x180'),
    )
    const calculator = page.locator('.calculator').first()
    // This week's campaign: 30 % off wall art, the regular price struck through.
    await expect(calculator.locator('.calculator__summary .price__current')).toHaveText(
      'CHF 731.47',
    )
    await expect(calculator.locator('.calculator__summary s.price__original')).toContainText(
      "CHF 1'044.95",
    )
    await expect(calculator.getByRole('radio', { name: /^120 x 180 cm/ })).toBeChecked()
    noErrors()
  })

  test('print formats in inches on the US card shop ("in en-US 4x4, 4x4.5, 5x3.5, 6x4, 7x5, 12x8 inches")', async ({
    page,
  }) => {
    await page.goto(marketUrl('cards-com.localhost', '/photo-prints'))
    const calculator = page.locator('.calculator').first()
    await expect(
      calculator.locator('.calculator__format-list .calculator__format-name'),
    ).toHaveText(['4 x 4 in', '4 x 4.5 in', '5 x 3.5 in', '6 x 4 in', '7 x 5 in', '12 x 8 in'])
    await expect(calculator.getByRole('radio', { name: /^6 x 4 in/ })).toBeChecked()
    await expect(calculator.locator('.calculator__summary')).toContainText('per print')
  })
})

test.describe('calendar', () => {
  test('a calendar type, its formats, a More format and the designer URL with start month, mounting and accessory', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('localhost', '/fotokalender'))
    // This week's campaign: 20 % off calendars, the regular price struck through.
    await calculator.expectSelected('A4 (21 x 29,7 cm), Hochformat')
    await expect(calculator.summary.locator('.price__current')).toHaveText('19,99 €')
    await expect(calculator.summary.locator('s.price__original')).toContainText('24,99 €')

    // A price the shop answers with an original of its own: the campaign's 20 % come off the
    // current price, and that price is the one struck through (the banner's 20 %, not more).
    await calculator.chooseMaterial('Tischkalender', /materialType=tischkalender/)
    await calculator.expectSelected('A5 (14,8 x 21 cm), Querformat')
    await expect(calculator.summary.locator('.price__current')).toHaveText('14,39 €')
    await expect(calculator.summary.locator('s.price__original')).toContainText('17,99 €')

    await calculator.chooseFormat('14,5 x 14,5 cm', /formatType=145-145/)
    await expect(calculator.summary.locator('.price__current')).toHaveText('11,99 €')

    const more = await calculator.openMoreFormats()
    await expect(
      more.locator('.calculator__more-link--unavailable', { hasText: '20 x 20 cm' }),
    ).toContainText('Nicht verfügbar')
    if (calculator.js) await page.keyboard.press('Escape')
    await calculator.pickMoreFormat('A6 (10,5 x 14,8 cm), Hochformat', /formatType=a6-hoch/)
    await calculator.expectSelected('A6 (10,5 x 14,8 cm), Hochformat')
    await expect(calculator.summary.locator('.price__current')).toHaveText('10,39 €')

    const { month, year } = berlinMonthAndYear()
    const handOff = await calculator.followCallToAction('Kalender gestalten')
    expect(handOff.path).toBe('/configurator-calendar')
    expect(handOff.parameters).toEqual({
      locale: 'de-DE',
      platform: 'w',
      type: 'tischkalender',
      formatType: 'a6-hoch',
      startMonth: month,
      year,
      accessoryTypes: 'holzfuss',
      mountingType: 'holzfuss',
    })
    noErrors()
  })

  test('the delivery countdown follows the shipping information, the same with and without JavaScript', async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page)
    await page.goto(marketUrl('localhost', '/fotokalender'))
    const leadTimes = await shippingInformation('cards-DE', 'de-DE')
    const countdown = page.locator('.delivery-countdown')
    if (Date.parse(leadTimes.lodStart!) > Date.now()) {
      await expect(countdown).toHaveCount(0)
      return
    }
    const kind = await countdown.getAttribute('data-deadline')
    const field = {
      safety: 'safetyLodEnd',
      normal: 'lodEnd',
      express: 'expressLodEnd',
      saturday: 'saturdayLodEnd',
    }[kind ?? ''] as string
    expect(field, `deadline kind ${kind}`).toBeTruthy()
    const deadline = new Date(leadTimes[field]!)
    const time = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
    }).format(deadline)
    await expect(countdown).toContainText(time)
    await expect(countdown).toContainText('bestellen')
    noErrors()
  })
})

test.describe('photo book', () => {
  test('a photo-book type, its formats with from-prices, a More format and the designer URL with template, binding and pages', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('localhost', '/products?type=photobook&designGroupSetId=4200'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fotobuch')
    await calculator.expectSelected('A4 (21 x 29,7 cm), Hochformat')
    await expect(calculator.summary.locator('.price__current')).toHaveText('ab 29,99 €')

    await calculator.chooseMaterial('Echtfotobuch', /materialType=echtfotobuch/)
    await calculator.expectSelected('A4 (21 x 29,7 cm), Querformat')
    await expect(calculator.summary.locator('.price__current')).toHaveText('ab 49,99 €')
    await expect(calculator.summary).toContainText('für 20 Seiten')

    await calculator.chooseFormat('20 x 20 cm', /formatType=200-200/)
    await expect(calculator.summary.locator('.price__current')).toHaveText('ab 44,99 €')

    await calculator.pickMoreFormat('30 x 30 cm', /formatType=300-300/)
    await calculator.expectSelected('30 x 30 cm')
    await expect(calculator.summary.locator('.price__current')).toHaveText('ab 79,99 €')
    await expect(page).toHaveURL(/designGroupSetId=4200/)

    const handOff = await calculator.followCallToAction('Fotobuch gestalten')
    expect(handOff.path).toBe('/configurator-photobook')
    expect(handOff.parameters).toEqual({
      locale: 'de-DE',
      platform: 'w',
      designGroupSetId: '4200',
      photobookPrinting: 'photo',
      photobookCover: 'hard',
      binding: 'layflat',
      paperType: 'glaenzend',
      photobookFormat: '300-300',
      photobookPageCount: '20',
      templateId: '7203',
      amount: '1',
      // The cover of the page's design picker: the cards channel's defaults.
      laminationType: 'glossy',
      refinementType: 'gold',
    })
    noErrors()
  })
})

test.describe('card theme', () => {
  test('a card format, quantities, a More quantity and the designer URL with theme, design, format and quantity', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('localhost', '/themes/1001'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bunte Ballons')
    await expect(calculator.calculator.locator('select[name="materialType"]')).toHaveValue(
      'klappkarte-a6',
    )
    await calculator.expectSelected('50 Karten')
    await expect(calculator.summary.locator('.price__current')).toHaveText('63,60 €')
    // No campaign names cards this week: the shop's lower price alone, nothing struck through.
    await expect(calculator.summary.locator('s.price__original')).toHaveCount(0)

    await calculator.chooseMaterial('Postkarte A6', /materialType=postkarte-a6/)
    await calculator.expectSelected('50 Karten')
    await expect(calculator.summary.locator('.price__current')).toHaveText('44,50 €')

    await calculator.chooseFormat('100 Karten', /formatType=100/)
    await expect(calculator.summary.locator('.price__current')).toHaveText('69,00 €')

    await calculator.pickMoreFormat('500 Karten', /formatType=500/)
    await calculator.expectSelected('500 Karten')
    await expect(calculator.summary.locator('.price__current')).toHaveText('245,00 €')

    const handOff = await calculator.followCallToAction('Karten gestalten')
    expect(handOff.path).toBe('/configurator-card')
    expect(handOff.parameters).toEqual({
      locale: 'de-DE',
      platform: 'w',
      designId: '50101',
      themeId: '1001',
      formatType: 'postkarte-a6',
      quantity: '500',
    })
    noErrors()
  })

  test('"a \'sample\' quantity becomes 1" with the sample flag and the shopping-ad referral source', async ({
    page,
  }, testInfo) => {
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('localhost', '/themes/1002'))
    await calculator.pickMoreFormat('Musterkarte', /formatType=sample/)
    await expect(calculator.summary.locator('.price__current')).toHaveText('0,00 €')
    const handOff = await calculator.followCallToAction('Karten gestalten')
    expect(handOff.parameters).toEqual({
      locale: 'de-DE',
      platform: 'w',
      designId: '50102',
      themeId: '1002',
      formatType: 'klappkarte-quadratisch',
      quantity: '1',
      sample: 'true',
      referralSource: 'google-shopping',
    })
  })
})

test.describe('photo prints', () => {
  test('a paper, its print formats, a More format and the designer URL with the print size and type prints', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('localhost', '/products?photoboxType=prints'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fotoabzüge')
    await calculator.expectSelected('15 x 10 cm')
    await expect(calculator.summary.locator('.price__current')).toHaveText('0,12 €')
    // No campaign names prints this week: nothing struck through, whatever original the shop has.
    await expect(calculator.summary.locator('s.price__original')).toHaveCount(0)
    await expect(calculator.summary).toContainText('pro Abzug')

    await calculator.chooseMaterial('Matt', /materialType=matt/)
    await calculator.expectSelected('15 x 10 cm')
    await calculator.chooseFormat('18 x 13 cm', /formatType=18x13/)
    await expect(calculator.summary.locator('.price__current')).toHaveText('0,29 €')

    await calculator.pickMoreFormat('30 x 20 cm', /formatType=30x20/)
    await calculator.expectSelected('30 x 20 cm')
    await expect(calculator.summary.locator('.price__current')).toHaveText('0,99 €')
    await expect(page).toHaveURL(/photoboxType=prints/)

    const handOff = await calculator.followCallToAction('Fotos hochladen')
    expect(handOff.path).toBe('/configurator-photobox')
    expect(handOff.parameters).toEqual({
      locale: 'de-DE',
      platform: 'w',
      width: '30',
      height: '20',
      type: 'prints',
    })
    noErrors()
  })

  test("the photo-prints content page prices its story's formats", async ({ page }) => {
    await page.goto(marketUrl('localhost', '/fotoabzuege'))
    const calculator = page.locator('.calculator').first()
    await expect(calculator.getByRole('radio', { name: /^15 x 10 cm/ })).toBeChecked()
    await expect(calculator.locator('.calculator__summary .price__current')).toHaveText('0,12 €')
  })
})

test.describe('with JavaScript', () => {
  test('a choice updates the calculator in place, without reloading the document', async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'no-js',
      'in-place updates need JavaScript; the no-JS form is covered by every test above',
    )
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('wallart-de.localhost', '/wandbilder/'))
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'))
    await calculator.chooseMaterial('Acrylglas', /materialType=acrylglas/)
    await calculator.chooseFormat('80 x 120 cm', /formatType=80x120/)
    await expect(calculator.summary.locator('.price__current')).toHaveText('230,96 €')
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same document',
    )
  })
})

test.describe('the designer hand-off\'s ad-click id (shop-core §3 "an optional ad-click id taken from a cookie")', () => {
  test('the ad-click id cookie reaches every designer link, in the server-rendered page', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const cookie = '_gcl_aw=GCL.1700000000.Cj0KCQ-test'
    await context.addCookies(
      ['localhost', 'wallart-de.localhost'].map((domain) => ({
        name: '_gcl_aw',
        value: 'GCL.1700000000.Cj0KCQ-test',
        domain,
        path: '/',
      })),
    )
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('localhost', '/fotokalender'))
    await expect(
      calculator.calculator.getByRole('link', { name: 'Kalender gestalten' }),
    ).toHaveAttribute('href', /gclid=Cj0KCQ-test/)
    await page.goto(marketUrl('wallart-de.localhost', '/products/?frameType=holzrahmen'))
    await expect(page.getByRole('link', { name: 'Bilderrahmen gestalten' })).toHaveAttribute(
      'href',
      /gclid=Cj0KCQ-test/,
    )
    // The HTML as the server sends it (before any script): the id is in the link, and the page
    // is the shopper's alone; without the cookie it is neither.
    const pages = [
      ['localhost', '/fotokalender'],
      ['localhost', '/themes/1003'],
      ['localhost', '/products?designGroupId=300'],
      ['wallart-de.localhost', '/products/?frameType=holzrahmen'],
    ] as const
    for (const [host, path] of pages) {
      const get = (headers: Record<string, string> = {}) =>
        request.get(`http://127.0.0.1:${shopPort}${path}`, {
          headers: { host: `${host}:${shopPort}`, ...headers },
        })
      const mine = await get({ cookie })
      expect(await mine.text(), path).toMatch(/href="[^"]*\/configurator-[^"]*gclid=Cj0KCQ-test/)
      expect(mine.headers()['cache-control'], path).toBe('private, no-store')
      const anonymous = await get()
      expect(await anonymous.text(), path).not.toContain('Cj0KCQ-test')
      expect(anonymous.headers()['cache-control'], path).toMatch(/^public/)
    }
  })
})

test.describe('accessibility', () => {
  test('the calculator and its More formats meet WCAG 2.1 AA (axe)', async ({
    page,
    browser,
  }, testInfo) => {
    // axe runs inside the page; without JavaScript the server-rendered document is checked
    // in a browser whose page scripts are blocked (as in a11y.spec.ts).
    let shop = page
    if (testInfo.project.name === 'no-js') {
      const context = await browser.newContext({ javaScriptEnabled: true })
      await context.route('**/*', (route) =>
        route.request().resourceType() === 'script' ? route.abort() : route.continue(),
      )
      shop = await context.newPage()
    }
    const calculator = new CalculatorDriver(shop, testInfo)
    await shop.goto(
      marketUrl(
        'wallart-de.localhost',
        '/wandbilder/?materialType=poster&formatType=30x40&frameType=holzrahmen',
      ),
    )
    const scan = () =>
      new AxeBuilder({ page: shop })
        .include('.calculator')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
    expect((await scan()).violations.map((violation) => violation.id)).toEqual([])
    await calculator.openMoreFormats()
    expect((await scan()).violations.map((violation) => violation.id)).toEqual([])
    if (shop !== page) await shop.context().close()
  })
})
