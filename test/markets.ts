/**
 * The 34 markets as a shopper reaches them (channel, locale, host, language prefix) and what
 * each must show of its own country: the tests that sweep every market over HTTP and the browser
 * tests that look at a few share them.
 */
import {
  languageOf,
  tlds,
  type Channel,
  type Currency,
  type Locale,
  type Tld,
} from '../app/domain/market'

export type MarketEntry = { channel: Channel; locale: Locale; host: string; prefix: string }

const hostSlug = (tld: Tld) => (tld === 'co.uk' ? 'uk' : tld)

/** Every channel × locale: its host and its language prefix ('' for the default language). */
export const markets: MarketEntry[] = (['cards', 'wallart'] as const).flatMap((channel) =>
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
export const hotlineOf: Record<string, string> = {
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

/** An amount in each currency, as a shopper would read it. */
export const amountPatterns: Record<Currency, RegExp> = {
  EUR: /\d\s?€|€\s?\d|\d\s?EUR\b|\bEUR\s?\d/,
  CHF: /\d\s?CHF\b|\bCHF\s?\d/,
  GBP: /£\s?\d|\d\s?GBP\b/,
  USD: /\$\s?\d|\d\s?USD\b/,
}

export const currencySign = { EUR: '€', CHF: 'CHF', GBP: '£', USD: '$' } as const

/** The basket's name in the header, per language. */
export const cartWord: Record<string, RegExp> = {
  de: /Warenkorb/,
  en: /Basket|Cart/,
  es: /Cesta/,
  fr: /Panier/,
  it: /Carrello/,
  nl: /Winkelwagen/,
}

/**
 * What the browser tests look at: a default-language market and a prefixed one of each channel,
 * in each currency family (the HTTP sweeps ask all 34).
 */
export const inBrowser = markets.filter(({ channel, locale }) =>
  ['cards de-DE', 'cards fr-CH', 'wallart en-GB', 'wallart en-US'].includes(`${channel} ${locale}`),
)
