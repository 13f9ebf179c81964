import { expect } from '@playwright/test'
import {
  countryOf,
  currencyOf,
  languageOf,
  tlds,
  type Currency,
  type Locale,
  type Tld,
} from '../../app/domain/market'
import { telHref } from '../../app/domain/site-chrome'
import { marketUrl, test } from './support'

/**
 * What every market shows is right for its country: the header, the service texts and
 * the error page give the country's hotline (the shop's service data), never another country's;
 * the home page names amounts in the market's currency only.
 */

const hostSlug = (tld: Tld) => (tld === 'co.uk' ? 'uk' : tld)
const markets = (['cards', 'wallart'] as const).flatMap((channel) =>
  (Object.entries(tlds) as [Tld, { locales: readonly Locale[]; defaultLocale: Locale }][]).flatMap(
    ([tld, entry]) =>
      entry.locales.map((locale) => ({
        channel,
        locale,
        host: `${channel}-${hostSlug(tld)}.localhost`,
        prefix: locale === entry.defaultLocale ? '' : `/${languageOf(locale)}`,
      })),
  ),
)

/** The service hotline per country, as the shop's service data gives it. */
const hotlineOf: Record<string, string> = {
  DE: '+49 30 577 028 90',
  AT: '+43 1 555 431 20',
  CH: '+41 44 505 17 80',
  LI: '+423 237 56 40',
  LU: '+352 20 55 51 90',
  IT: '+39 02 8295 4471',
  FR: '+33 1 76 40 25 18',
  BE: '+32 2 588 47 10',
  NL: '+31 20 808 4417',
  ES: '+34 910 60 47 25',
  GB: '+44 20 7946 0958',
  US: '+1 646 555 0147',
}
const hotlines = Object.values(hotlineOf)
const amountPatterns: Record<Currency, RegExp> = {
  EUR: /\d\s?€|€\s?\d|\d\s?EUR\b|\bEUR\s?\d/,
  CHF: /\d\s?CHF\b|\bCHF\s?\d/,
  GBP: /£\s?\d|\d\s?GBP\b/,
  USD: /\$\s?\d|\d\s?USD\b/,
}

/** The page's text with non-breaking and narrow spaces as plain spaces. */
async function textOf(page: import('@playwright/test').Page): Promise<string> {
  return (await page.locator('body').innerText()).replace(/[\u00a0\u202f]/g, ' ')
}

/**
 * In the browser, a default-language market and a prefixed one of each channel, in each currency
 * family; test/resilience/market-pages.test.ts asks all 34 markets over HTTP.
 */
const inBrowser = markets.filter(({ channel, locale }) =>
  ['cards de-DE', 'cards fr-CH', 'wallart en-GB', 'wallart en-US'].includes(`${channel} ${locale}`),
)

test.describe('every market shows its own country’s hotline and currency', () => {
  test('there are 34 markets, each with a hotline in the shop’s service data', () => {
    expect(markets).toHaveLength(34)
    expect(inBrowser).toHaveLength(4)
    for (const { locale } of markets) expect(hotlineOf[countryOf(locale)]).toBeTruthy()
  })

  for (const market of inBrowser) {
    const own = hotlineOf[countryOf(market.locale)] as string
    const currency = currencyOf(market.locale)

    test(`${market.channel} ${market.locale}: home page`, async ({ page }) => {
      const response = await page.goto(marketUrl(market.host, `${market.prefix}/`))
      expect(response?.status()).toBe(200)
      await expect(page.locator(`header a[href="${telHref(own)}"]`).first()).toBeAttached()
      const text = await textOf(page)
      const html = await page.content()
      for (const number of hotlines.filter((n) => n !== own)) {
        expect(text, `another country's hotline ${number}`).not.toContain(number)
        expect(html, `another country's tel link ${number}`).not.toContain(telHref(number))
      }
      for (const [code, pattern] of Object.entries(amountPatterns))
        if (code !== currency) expect(text, `an amount in ${code}`).not.toMatch(pattern)
    })

    test(`${market.channel} ${market.locale}: error page`, async ({ page }) => {
      const response = await page.goto(
        marketUrl(market.host, `${market.prefix}/gibt-es-nicht-${market.locale}`),
      )
      expect(response?.status()).toBe(404)
      const text = await textOf(page)
      for (const number of hotlines.filter((n) => n !== own))
        expect(text, `another country's hotline ${number}`).not.toContain(number)
      expect(await page.content()).toContain(telHref(own))
    })
  }
})
