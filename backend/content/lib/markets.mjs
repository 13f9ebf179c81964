// The content locales (folder names) and what their copy depends on: language, spelling
// variant, currency, hotline. Amounts in the copy are written in euro and converted here,
// so every market shows its own currency (CHF for de-ch/de-li, £ for en-gb, $ for en-us).

export const CHANNELS = ['cards', 'wallart']

export const MARKETS = {
  'de-de': {
    lang: 'de',
    country: 'DE',
    currency: 'EUR',
    intl: 'de-DE',
    hotline: '+49 30 577 028 90',
  },
  'de-ch': {
    lang: 'de',
    country: 'CH',
    currency: 'CHF',
    intl: 'de-CH',
    hotline: '+41 44 505 17 80',
    swiss: true,
  },
  'de-li': {
    lang: 'de',
    country: 'LI',
    currency: 'CHF',
    intl: 'de-LI',
    hotline: '+423 237 56 40',
    swiss: true,
  },
  'en-gb': {
    lang: 'en',
    country: 'GB',
    currency: 'GBP',
    intl: 'en-GB',
    hotline: '+44 20 7946 0958',
  },
  'en-us': {
    lang: 'en',
    country: 'US',
    currency: 'USD',
    intl: 'en-US',
    hotline: '+1 646 555 0147',
    us: true,
  },
  'es-es': {
    lang: 'es',
    country: 'ES',
    currency: 'EUR',
    intl: 'es-ES',
    hotline: '+34 910 60 47 25',
  },
  'fr-be': {
    lang: 'fr',
    country: 'BE',
    currency: 'EUR',
    intl: 'fr-BE',
    hotline: '+32 2 588 47 10',
  },
  'fr-fr': {
    lang: 'fr',
    country: 'FR',
    currency: 'EUR',
    intl: 'fr-FR',
    hotline: '+33 1 76 40 25 18',
  },
  'it-it': {
    lang: 'it',
    country: 'IT',
    currency: 'EUR',
    intl: 'it-IT',
    hotline: '+39 02 8295 4471',
  },
  'nl-nl': {
    lang: 'nl',
    country: 'NL',
    currency: 'EUR',
    intl: 'nl-NL',
    hotline: '+31 20 808 4417',
  },
}

export const LOCALES = Object.keys(MARKETS)

/**
 * The market locales without a content folder of their own (shop-core §3): they read the
 * folder of their fallback locale (`reads`), and what differs for their country – hotline,
 * currency, shipping terms, express lead time, holidays – is stored beside each field as a
 * field-level translation `{field}__i18n__{code}` (Storyblok's format), which the Content
 * Delivery API answers for `language={code}`.
 */
export const VARIANTS = {
  'de-at': {
    reads: 'de-de',
    lang: 'de',
    country: 'AT',
    currency: 'EUR',
    intl: 'de-AT',
    hotline: '+43 1 555 431 20',
  },
  'de-lu': {
    reads: 'de-de',
    lang: 'de',
    country: 'LU',
    currency: 'EUR',
    intl: 'de-LU',
    hotline: '+352 20 55 51 90',
  },
  'de-it': {
    reads: 'de-de',
    lang: 'de',
    country: 'IT',
    currency: 'EUR',
    intl: 'de-IT',
    hotline: '+39 02 8295 4471',
  },
  'fr-ch': {
    reads: 'fr-fr',
    lang: 'fr',
    country: 'CH',
    currency: 'CHF',
    intl: 'fr-CH',
    hotline: '+41 44 505 17 80',
    swiss: true,
  },
  'fr-lu': {
    reads: 'fr-fr',
    lang: 'fr',
    country: 'LU',
    currency: 'EUR',
    intl: 'fr-LU',
    hotline: '+352 20 55 51 90',
  },
  'it-ch': {
    reads: 'it-it',
    lang: 'it',
    country: 'CH',
    currency: 'CHF',
    intl: 'it-CH',
    hotline: '+41 44 505 17 80',
    swiss: true,
  },
  'nl-be': {
    reads: 'nl-nl',
    lang: 'nl',
    country: 'BE',
    currency: 'EUR',
    intl: 'nl-BE',
    hotline: '+32 2 588 47 10',
  },
}

/** The express lead time a market's texts promise: 48 h in Switzerland and Liechtenstein (customs). */
export function expressHours(market) {
  return market.country === 'CH' || market.country === 'LI' ? 48 : 24
}

/** Converts a euro amount to the market's currency with a shop-like price ending. */
export function convert(eur, currency) {
  return Math.round(convertRaw(eur, currency) * 100) / 100
}

function convertRaw(eur, currency) {
  const rate = { CHF: 1.1, GBP: 0.87, USD: 1.1 }[currency]
  if (!rate) return eur
  if (Number.isInteger(eur)) return Math.round(eur * (currency === 'USD' ? 1.2 : rate))
  // unit prices below 1 (a print) keep their cents; Swiss prices round to 5 centimes
  if (eur < 1)
    return currency === 'CHF'
      ? Math.round(eur * rate * 20) / 20
      : Math.round(eur * rate * 100) / 100
  // small prices (a card, a delivery fee): CHF x.x0, £/$ x.x9
  if (eur < 5)
    return currency === 'CHF'
      ? Math.round(eur * rate * 10) / 10
      : Math.round(eur * rate * 10) / 10 - 0.01
  // larger prices get a shop-like ending: CHF x.90, £/$ x.99
  return currency === 'CHF' ? Math.round(eur * rate) - 0.1 : Math.round(eur * rate) - 0.01
}

/** The print formats (cm) and the inch format en-US shows in their place (shop-core §3). */
const PRINT_FORMATS = {
  '10x10': '4x4',
  '10x12': '4x4.5',
  '13x9': '5x3.5',
  '15x10': '6x4',
  '18x13': '7x5',
  '30x20': '12x8',
}

/**
 * A print format as the shop's calculator writes it ("15 x 10 cm", "6 x 4 in" in en-US), so one
 * size has one name in a language.
 */
export function printSize(cm, market) {
  const inch = PRINT_FORMATS[cm]
  if (!inch) throw new Error(`unknown print format ${cm}`)
  const us = market.intl === 'en-US'
  const number = new Intl.NumberFormat(market.intl, { maximumFractionDigits: 1 })
  const [width, height] = (us ? inch : cm).split('x').map((part) => number.format(Number(part)))
  return `${width} x ${height} ${us ? 'in' : 'cm'}`
}

/** Formats an amount already in the market's currency, e.g. "49 €", "CHF 54", "£45". */
export function format(amount, market) {
  const whole = Number.isInteger(amount)
  return new Intl.NumberFormat(market.intl, {
    style: 'currency',
    currency: market.currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })
    .format(amount)
    .replace(/\u00a0/g, ' ')
}

/** A euro amount shown in the market's currency: money(49, m) -> "49 €" / "CHF 54" / "£44". */
export function money(eur, market) {
  return format(convert(eur, market.currency), market)
}

/**
 * Free-delivery thresholds per channel and currency: the shop API's shipping information is the
 * authority (`freeShippingFrom` of the shop frontends' initial data, ADR 010); the texts restate
 * it and a backend test checks that they agree.
 */
export const FREE_SHIPPING = {
  cards: { EUR: 49, CHF: 69, GBP: 45, USD: 60 },
  wallart: { EUR: 79, CHF: 99, GBP: 69, USD: 99 },
}

export function freeShipping(market, channel = market.channel ?? 'cards') {
  return format(FREE_SHIPPING[channel][market.currency], market)
}

/**
 * The flat shipping fee below the threshold, per channel and currency: the shop API's
 * (`shippingCost` of the shop frontends' initial data) restated, checked by the same test.
 */
export const SHIPPING_COST = {
  cards: { EUR: 4.95, CHF: 7.9, GBP: 4.49, USD: 6.99 },
  wallart: { EUR: 5.95, CHF: 8.9, GBP: 5.49, USD: 9.99 },
}

export function shippingCost(market, channel = market.channel ?? 'cards') {
  return format(SHIPPING_COST[channel][market.currency], market)
}

/**
 * Whose public holidays a German-language calendar can carry: the federal states only where
 * there are any (Germany, Austria); Swiss cantons; elsewhere the country or region itself.
 */
export function holidayRegion(market) {
  return (
    { CH: 'deinen Kanton', LI: 'Liechtenstein', LU: 'Luxemburg', IT: 'Südtirol' }[market.country] ??
    'dein Bundesland'
  )
}

/**
 * Price of each sample card beyond the three free ones (3.50 CHF in the Swiss texts, per the spec).
 */
export const SAMPLE_CARD_PRICE = { EUR: 2.99, CHF: 3.5, GBP: 2.59, USD: 3.49 }

export function samplePrice(market) {
  return format(SAMPLE_CARD_PRICE[market.currency], market)
}
