import { expect } from '@playwright/test'
import { CalculatorDriver, shippingInformation } from './calculator-support'
import { failOnConsoleErrors, marketUrl, shopPort, test } from './support'

/** Product pages and their routes (shop-core §2 "products", "themes-id"; site-chrome §3). */

const designerParams = (href: string | null) =>
  Object.fromEntries(new URL(href ?? '', 'http://shop').searchParams)

/**
 * A request to a market host from the test process (which does not resolve *.localhost): loopback
 * with the Host header.
 */
const onHost = (host: string, path: string) => ({
  url: `http://127.0.0.1:${shopPort}${path}`,
  headers: { host: `${host}:${shopPort}` },
})

test.describe('/themes/{id}', () => {
  test('"/themes/{id} needs a non-empty id; otherwise 404 \'Page Not Found: {path}\'"', async ({
    page,
  }) => {
    for (const path of [
      '/themes/',
      '/themes',
      '/themes/9999',
      '/themes/1001/more',
      '/themes/abc',
    ]) {
      const response = await page.goto(marketUrl('localhost', path))
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText(
        `Seite nicht gefunden: ${path}`,
      )
    }
  })

  test('a theme page shows the theme, its calculator and the other themes; it works behind the sublocale prefix', async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page)
    await page.goto(marketUrl('cards-ch.localhost', '/fr/themes/1003'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Forêt d'hiver")
    await expect(page.locator('.product-page__kicker')).toHaveText('Noël')
    const calculator = page.locator('.calculator').first()
    await expect(calculator.getByRole('radio', { name: /^50 cartes/ })).toBeChecked()
    await expect(calculator.locator('.calculator__summary .price__current')).toHaveText('48.95 CHF')
    const cta = calculator.getByRole('link', { name: 'Créer mes cartes' })
    expect(new URL((await cta.getAttribute('href')) ?? '', 'http://shop').pathname).toBe(
      '/fr/configurator-card',
    )
    expect(designerParams(await cta.getAttribute('href'))).toEqual({
      locale: 'fr-CH',
      platform: 'w',
      designId: '50103',
      themeId: '1003',
      formatType: 'postkarte-a6',
      quantity: '50',
    })
    await expect(
      page
        .getByRole('navigation', { name: 'Autres motifs' })
        .getByRole('link', { name: 'Bunte Ballons' }),
    ).toHaveCount(0)
    await expect(
      page
        .getByRole('navigation', { name: 'Autres motifs' })
        .getByRole('link', { name: 'Étoiles dorées' }),
    ).toHaveAttribute('href', '/fr/themes/1026')
    noErrors()
  })
})

test.describe('/products and its aliases', () => {
  test('/products without product parameters is a 404', async ({ page }) => {
    const response = await page.goto(marketUrl('localhost', '/products'))
    expect(response?.status()).toBe(404)
  })

  test('the pre-configurator calendar page keeps its design group through every choice', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('localhost', '/products/calendar?designGroupId=555'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fotokalender')
    await calculator.chooseMaterial('Familienplaner', /materialType=familienplaner/)
    await expect(page).toHaveURL(/designGroupId=555/)
    await calculator.expectSelected('20 x 40 cm')
    // This week's campaign: 20 % off calendars.
    await expect(calculator.summary.locator('.price__current')).toHaveText('23,99 €')
    await expect(calculator.summary.locator('s.price__original')).toContainText('29,99 €')
    const handOff = await calculator.followCallToAction('Kalender gestalten')
    expect(handOff.parameters).toMatchObject({
      designGroupId: '555',
      formatType: '200-400',
      mountingType: 'spirale',
      accessoryTypes: 'without',
    })
    noErrors()
  })

  test('the pre-configurator calendar page without a design group uses the default one', async ({
    page,
  }) => {
    await page.goto(marketUrl('localhost', '/products/calendar'))
    const cta = page
      .locator('.calculator')
      .first()
      .getByRole('link', { name: 'Kalender gestalten' })
    expect(designerParams(await cta.getAttribute('href'))).toMatchObject({
      designGroupId: '300',
      formatType: 'a4-hoch',
    })
  })

  test('the pre-configurator cards page shows a theme and links the others; /products with a theme goes to its theme page', async ({
    page,
  }) => {
    await page.goto(marketUrl('localhost', '/products/cards'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bunte Ballons')
    await expect(
      page.getByRole('navigation', { name: 'Weitere Designs' }).getByRole('link'),
    ).toHaveText([
      // the first designs of its occasion
      'Konfettiregen',
      'Tortenstück',
      'Wimpelkette',
      'Sternstunde',
      'Runder Geburtstag',
      'Wilde Blumen',
      'Goldene Zahlen',
      'Kleiner Dino',
      'Gartenparty',
      'Kerzenschein',
      'Aquarell-Herz',
    ])
    const response = await page.request.get(marketUrl('localhost', '/products?themeId=1002'), {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe('/themes/1002')
  })

  test('a collage takes its design from designId and hands it to the collage designer', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('localhost', '/products?type=collage&designId=13'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Herz aus Fotos')
    await calculator.chooseMaterial('Leinwand', /materialType=leinwand/)
    await calculator.expectSelected('40 x 60 cm')
    const handOff = await calculator.followCallToAction('Collage gestalten')
    expect(handOff.path).toBe('/configurator-collage')
    expect(handOff.parameters).toEqual({
      locale: 'de-DE',
      platform: 'w',
      designId: '13',
      materialType: 'leinwand',
      formatType: '40x60',
    })
    noErrors()
  })

  test('"A URL or SKU context preselects material and format": a photo frame from its SKU; the card shop offers no mat, so the designer gets none', async ({
    page,
  }, testInfo) => {
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(
      marketUrl('localhost', '/products?frameType=holzrahmen&sku=wallart-hahnemuehle-50x70'),
    )
    await expect(calculator.calculator.locator('select[name="materialType"]')).toHaveValue(
      'hahnemuehle',
    )
    await calculator.expectSelected('50 x 70 cm')
    await expect(calculator.calculator.locator('select[name="frameType"]')).toHaveValue(
      'holzrahmen',
    )
    // Another material keeps the page a photo frame: it gets that material's default frame.
    await calculator.chooseMaterial('Poster', /materialType=poster/)
    await expect(calculator.calculator.locator('select[name="frameType"]')).toHaveValue(
      'holzrahmen',
    )
    const handOff = await calculator.followCallToAction('Bilderrahmen gestalten')
    expect(handOff.parameters).toEqual({
      locale: 'de-DE',
      platform: 'w',
      materialType: 'poster',
      frameType: 'holzrahmen',
      formatType: '30x40',
      optionTypeGroup: 'lamination',
      optionType: 'none',
    })
  })

  test('a photo box: box size and print format; the designer gets type small', async ({
    page,
  }, testInfo) => {
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('localhost', '/products?photoboxType=small'))
    await calculator.chooseMaterial('Groß (MAX)', /materialType=large/)
    await expect(calculator.summary).toContainText('Box mit 150 Abzügen')
    const handOff = await calculator.followCallToAction('Bilderbox gestalten')
    expect(handOff.parameters).toEqual({
      locale: 'de-DE',
      platform: 'w',
      width: '15',
      height: '10',
      type: 'small',
    })
  })
})

test.describe('delivery countdown on product pages', () => {
  for (const path of [
    '/products?frameType=holzrahmen',
    '/products?type=collage&designId=13',
    '/themes/1001',
    '/products?type=photobook',
  ]) {
    test(`${path} shows the countdown when the lead-time window is open`, async ({ page }) => {
      await page.goto(marketUrl('localhost', path))
      const leadTimes = await shippingInformation('cards-DE', 'de-DE')
      const open =
        Date.parse(leadTimes.lodStart!) <= Date.now() &&
        [
          leadTimes.safetyLodEnd,
          leadTimes.lodEnd,
          leadTimes.expressLodEnd,
          leadTimes.saturdayLodEnd,
        ].some(Boolean)
      await expect(page.locator('.delivery-countdown')).toHaveCount(open ? 1 : 0)
    })
  }
})

test.describe('designer hand-off, caching and the no-JS form', () => {
  test('on the desktop platform the designer URL says platform d and keeps the desktop prefix', async ({
    page,
  }) => {
    await page.goto(marketUrl('localhost', '/d/fotokalender'))
    const href = await page
      .locator('.calculator')
      .first()
      .getByRole('link', { name: 'Kalender gestalten' })
      .getAttribute('href')
    expect(href).toMatch(/^\/d\/configurator-calendar\?/)
    expect(designerParams(href)).toMatchObject({ locale: 'de-DE', platform: 'd' })
  })

  test('a calculator page without customer data is CDN-cacheable per selection URL', async ({
    page,
  }) => {
    const request = onHost(
      'wallart-de.localhost',
      '/wandbilder/?materialType=poster&formatType=30x40',
    )
    const response = await page.request.get(request.url, { headers: request.headers })
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toMatch(/public/)
    expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/)
    expect(await response.text()).toContain('data-format="30x40"')
  })

  test("the no-JS form's submission redirects to the selection's own URL (a changed material takes its initial format)", async ({
    page,
  }) => {
    const request = onHost(
      'wallart-de.localhost',
      '/wandbilder/?shownMaterialType=leinwand&materialType=poster&formatType=80x120',
    )
    const response = await page.request.get(request.url, {
      headers: request.headers,
      maxRedirects: 0,
    })
    expect(response.status()).toBe(303)
    expect(response.headers().location).toBe(
      '/wandbilder/?materialType=poster&formatType=50x70#calculator',
    )
  })
})
