/**
 * Express delivery on product pages (shop-core §9 "Express delivery in 48 h (Swiss) or 24 h"). Whether a product ships express is the express range's answer (the shop's
 * data); how fast is the spec's rule per market, the Swiss francs markets (CH and LI, which
 * ship through the Swiss customs) 48 h, every other 24 h.
 */
import { isCalculatorProduct, sizeTextOf } from './calculator-format'
import { expressDeliveryHours } from './cards'
import type { Currency, Locale, Unit } from './market'

/**
 * What a page shows: the hours and, when the range names one, the order cut-off as the market's
 * clock writes it ("16:00", "4:00 PM" in en-US).
 */
export type ExpressDelivery = { hours: 24 | 48; cutOff: string | null }

/** The shop's product types an express range may hold (`/web-api/express-shop`). */
const expressProductTypes: readonly string[] = [
  'card',
  'calendar',
  'photobook',
  'photobox',
  'photoprint',
  'collage',
  'photoframe',
  'wallart',
]

/**
 * The express delivery of a product type when the market's express range holds it; null when the
 * product does not ship express (or the range is unknown: no promise the shop cannot keep).
 */
export function expressDeliveryOf(
  productType: string,
  range: readonly { productType: string; cutOff?: string | null }[] | null | undefined,
  currency: Currency,
  locale: string,
): ExpressDelivery | null {
  const entry = expressProductTypes.includes(productType)
    ? range?.find((product) => product.productType === productType)
    : undefined
  if (!entry) return null
  return {
    hours: expressDeliveryHours(currency),
    cutOff: entry.cutOff ? clockTime(entry.cutOff, locale) : null,
  }
}

const clocks = new Map<string, Intl.DateTimeFormat>()

/**
 * A wall-clock time (`HH:mm`, already the shop's local time) as the locale's clock writes it: the
 * hour as a number with the locale's own 12- or 24-hour cycle, so en-US reads "4:00 PM"
 * and German "16:00". Anything but `HH:mm` is returned as it is.
 */
export function clockTime(time: string, locale: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) return time
  let clock = clocks.get(locale)
  if (!clock) {
    clock = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' })
    if (clocks.size < 64) clocks.set(locale, clock)
  }
  return clock.format(Date.UTC(2000, 0, 3, Number(match[1]), Number(match[2])))
}

/**
 * An express article's name with its size as the calculator writes it ("Photo prints 15 x 10 cm",
 * "6 x 4 in" in en-US): the size comes from the SKU's format, so one size has one name on every
 * page. A SKU whose format is not a size (A4, a quantity) keeps the name as it is.
 */
export function expressArticleName(
  name: string,
  article: { productType: string; sku: string },
  context: { locale: Locale; unit: Unit },
): string {
  const format = article.sku.slice(article.sku.lastIndexOf('-') + 1)
  const size = isCalculatorProduct(article.productType)
    ? sizeTextOf(article.productType, format, context)
    : undefined
  return size ? `${name} ${size}` : name
}
