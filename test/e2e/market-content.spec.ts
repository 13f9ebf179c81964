import { expect } from '@playwright/test'
import { countryOf, currencyOf } from '../../app/domain/market'
import { telHref } from '../../app/domain/site-chrome'
import { amountPatterns, hotlineOf, inBrowser, markets } from '../markets'
import { marketUrl, test } from './support'

/**
 * What every market shows is right for its country: the header, the service texts and
 * the error page give the country's hotline (the shop's service data), never another country's;
 * the home page names amounts in the market's currency only.
 */

const hotlines = Object.values(hotlineOf)

/** The page's text with non-breaking and narrow spaces as plain spaces. */
async function textOf(page: import('@playwright/test').Page): Promise<string> {
  return (await page.locator('body').innerText()).replace(/[\u00a0\u202f]/g, ' ')
}

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
