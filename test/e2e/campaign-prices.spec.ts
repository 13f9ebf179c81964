import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import { CalculatorDriver } from './calculator-support'
import { consented } from './extras-support'
import { backendUrl, failOnConsoleErrors, marketUrl, test } from './support'

/**
 * The running campaign's discount shows on every price of its product type, not only
 * on the express page. The reference backend runs one campaign this week per channel:
 * 30 % off wall art on the wall-art shop, 20 % off calendars on the card shop; cards are not
 * discounted this week. Expected prices are worked out here from the backend's regular prices
 * and the campaign's discount, so the test follows the data rather than copying numbers.
 */

type Price = { priceCurrent: number; priceOriginal: number }

const wallArt = { host: 'wallart-de.localhost', channel: 'wallart-DE', locale: 'de-DE' }
const cards = { host: 'localhost', channel: 'cards-DE', locale: 'de-DE' }

/** A backend answer's payload, asked as the storefront asks (channel and locale headers). */
async function backend<T>(
  market: { channel: string; locale: string },
  path: string,
  query: Record<string, string> = {},
): Promise<T> {
  const search = new URLSearchParams(query).toString()
  const response = await fetch(`${backendUrl}${path}${search ? `?${search}` : ''}`, {
    headers: { 'x-channel': market.channel, 'x-locale': market.locale },
  })
  expect(response.status, `${path}?${search}`).toBe(200)
  return ((await response.json()) as { payload: T }).payload
}

/** The percentage this week's campaign (seeded by id) takes off a product type. */
async function campaignPercent(
  market: { channel: string; locale: string },
  id: string,
  productType: string,
): Promise<number> {
  const { campaigns } = await backend<{
    campaigns: {
      id: string
      discounts: { kind: string; productType: string; percent?: number }[]
    }[]
  }>(market, '/web-api/campaign-data')
  const discount = campaigns
    .find((campaign) => campaign.id === id)
    ?.discounts.find((entry) => entry.productType === productType)
  expect(discount?.kind).toBe('percent')
  return discount!.percent!
}

const euros = (amount: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount)
const cents = (amount: number) => Math.round(amount * 100) / 100

/**
 * A regular price with a percentage off: the shopper pays this, and the price the campaign lowered
 * is struck through (the share struck is the banner's).
 */
function withPercentOff(regular: Price, percent: number) {
  return {
    current: Math.max(0, cents(regular.priceCurrent * (1 - percent / 100))),
    original: regular.priceCurrent,
  }
}

/** A PriceTag shows the campaign price with the regular price struck through. */
async function expectCampaignPrice(tag: Locator, regular: Price, percent: number, from = false) {
  const expected = withPercentOff(regular, percent)
  await expect(tag.locator('.price__current')).toHaveText(
    `${from ? 'ab\u00a0' : ''}${euros(expected.current)}`,
  )
  await expect(tag.locator('s.price__original')).toContainText(euros(expected.original))
}

async function screenshots(page: Page, testInfo: TestInfo, name: string, target?: Locator) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const path = testInfo.outputPath(`${name}-${testInfo.project.name}-${width}.png`)
    await (target ?? page).screenshot({ path, ...(target ? {} : { fullPage: true }) })
  }
}

test.describe('campaign prices on every price of the discounted type', () => {
  test.beforeEach(async ({ page }) => consented(page, [wallArt.host, cards.host]))

  test('the canvas calculator: every format, the selection, another format and a frame show 30 % off with the regular price struck through', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const percent = await campaignPercent(wallArt, 'wallart-week', 'wallart')
    const formats = await backend<{ formats: ({ formatType: string } & Price)[] }>(
      wallArt,
      '/price-api/prices/formats',
      { materialType: 'leinwand' },
    )
    const regular = new Map(formats.formats.map(({ formatType, ...price }) => [formatType, price]))
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl(wallArt.host, '/leinwanddruck/'))

    // Every listed format, as the server renders it and (with JavaScript) the browser works out.
    const listed = calculator.calculator.locator('.calculator__format-list .calculator__format')
    const count = await listed.count()
    expect(count).toBeGreaterThan(1)
    for (let index = 0; index < count; index++) {
      const item = listed.nth(index)
      const format = (await item.getAttribute('data-format'))!
      await expectCampaignPrice(
        item.locator('.calculator__format-price'),
        regular.get(format)!,
        percent,
      )
    }
    const selected = (await calculator.calculator
      .locator('.calculator__format.is-selected')
      .getAttribute('data-format'))!
    await expectCampaignPrice(calculator.summary, regular.get(selected)!, percent)
    await screenshots(page, testInfo, 'campaign-calculator', calculator.calculator)

    // Another format (with JavaScript worked out in the browser) and a frame: the discount
    // comes off the framed price as a whole.
    const other = calculator.calculator
      .locator('.calculator__format-list .calculator__format:not(.is-selected)')
      .last()
    const format = (await other.getAttribute('data-format'))!
    const name = (await other.locator('.calculator__format-name').textContent())!.trim()
    await calculator.chooseFormat(name, new RegExp(`formatType=${format}`))
    await expectCampaignPrice(calculator.summary, regular.get(format)!, percent)
    const frames = await backend<{
      options: { optionType: string; price: number; priceOriginal: number | null }[]
    }>(wallArt, '/price-api/photo-options-groups', {
      materialType: 'leinwand',
      optionTypeGroup: 'frame',
    })
    const floater = frames.options.find((option) => option.optionType === 'schattenfuge-leinwand')!
    await calculator.chooseFrame(/Schattenfugenrahmen/, /frameType=schattenfuge-leinwand/)
    const base = regular.get(format)!
    await expectCampaignPrice(
      calculator.summary,
      {
        priceCurrent: cents(base.priceCurrent + floater.price),
        priceOriginal: cents(base.priceOriginal + (floater.priceOriginal ?? floater.price)),
      },
      percent,
    )
    noErrors()
  })

  test('a custom size on the canvas page: the calculated price and the summary show the campaign price', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const percent = await campaignPercent(wallArt, 'wallart-week', 'wallart')
    await page.goto(marketUrl(wallArt.host, '/leinwanddruck/?customWidth=45%2C5&customHeight=60'))
    const result = page.locator('.custom-size .custom-size__result')
    await expect(result).toContainText('Wir fertigen es in 46 x 60 cm.')
    // The regular price of the size the shop makes (46 x 60 cm, in tenths of a millimetre), as the
    // calculator's reference call answers it.
    const reference = await backend<{ size: ({ formatType: string } & Price) | null }>(
      wallArt,
      '/web-api/calculator/reference',
      { materialType: 'leinwand', width: '4600', height: '6000' },
    )
    expect(reference.size?.formatType).toBe('46x60')
    const regular = reference.size!
    await expectCampaignPrice(result, regular, percent)
    await expectCampaignPrice(page.locator('.calculator__summary'), regular, percent)
    await screenshots(page, testInfo, 'campaign-custom-size', page.locator('.custom-size'))
    noErrors()
  })

  test('the photo-frame selection: frame tiles, the format list and the article show 30 % off', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const percent = await campaignPercent(wallArt, 'wallart-week', 'wallart')
    const from = await backend<{ prices: ({ frameType: string } & Price)[] }>(
      wallArt,
      '/web-api/product-selection-photo-frame/prices-from',
    )
    await page.goto(marketUrl(wallArt.host, '/bilderrahmen/'))
    const wooden = from.prices.find((price) => price.frameType === 'holzrahmen')!
    await expect(
      page.locator('.tile').filter({ hasText: 'Holzrahmen' }).first().locator('.tile__price'),
    ).toHaveText(`ab\u00a0${euros(withPercentOff(wooden, percent).current)}`)

    await page.goto(marketUrl(wallArt.host, '/products/?frameType=holzrahmen'))
    const checked = (name: string) =>
      page.locator(`.photo-frame__form input[name="${name}"]:checked`).inputValue()
    const matType = await checked('matType')
    const choice = {
      frameType: 'holzrahmen',
      frameVariant: await checked('frameVariant'),
      materialType: await checked('materialType'),
      matType,
      matSize: matType === 'mat-none' ? '0' : '30',
    }
    const formatType = await checked('formatType')
    const [formats, article] = await Promise.all([
      backend<{ formats: ({ formatType: string } & Price)[] }>(
        wallArt,
        '/web-api/product-selection-photo-frame/prices-formats',
        choice,
      ),
      backend<Price>(wallArt, '/web-api/product-selection-photo-frame/price-article', {
        ...choice,
        formatType,
      }),
    ])
    for (const format of formats.formats.slice(0, 4)) {
      const option = page
        .locator('.photo-frame__format')
        .filter({ has: page.locator(`input[value="${format.formatType}"]`) })
      await expectCampaignPrice(option, format, percent)
    }
    await expectCampaignPrice(page.locator('.photo-frame__price'), article, percent)
    await expect(page.locator('.photo-frame__saving')).toContainText('Du sparst')
    await screenshots(page, testInfo, 'campaign-photo-frame')
    noErrors()
  })

  test('cards are not discounted this week: the card list’s ‘from’ prices stay the shop’s, while calendars on the same shop are 20 % off', async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page)
    const { campaigns } = await backend<{
      campaigns: { id: string; discounts: { productType: string }[] }[]
    }>(cards, '/web-api/campaign-data')
    const running = campaigns.find((campaign) => campaign.id === 'calendar-week')!
    expect(running.discounts.map((discount) => discount.productType)).toEqual(['calendar'])

    await page.goto(marketUrl(cards.host, '/karten'))
    // The default list (no filter, first page) as the shop answers it: each tile's price as given.
    const list = await backend<{ themes: { themeId: string; fromPrice: Price }[] }>(
      cards,
      '/web-api/themes',
    )
    const tiles = page.locator('#card-list .card-tile')
    await expect(tiles).toHaveCount(list.themes.length)
    for (const [index, theme] of list.themes.slice(0, 4).entries()) {
      const tile = tiles.nth(index)
      await expect(tile.locator('.price__current')).toHaveText(
        `ab\u00a0${euros(theme.fromPrice.priceCurrent)}`,
      )
      // No campaign names cards this week: nothing is struck through, whatever the shop answers.
      await expect(tile.locator('s.price__original')).toHaveCount(0)
    }

    // The calendar page of the same shop: its calculator is discounted.
    const percent = await campaignPercent(cards, 'calendar-week', 'calendar')
    const calculator = new CalculatorDriver(page, test.info())
    await page.goto(marketUrl(cards.host, '/fotokalender'))
    const calendarType = await calculator.calculator
      .locator('select[name="materialType"]')
      .inputValue()
    const calendar = await backend<{ formats: ({ formatType: string } & Price)[] }>(
      cards,
      '/web-api/calendar-price',
      { calendarType },
    )
    const selected = (await calculator.calculator
      .locator('.calculator__format.is-selected')
      .getAttribute('data-format'))!
    await expectCampaignPrice(
      calculator.summary,
      calendar.formats.find((format) => format.formatType === selected)!,
      percent,
    )
    noErrors()
  })
})
