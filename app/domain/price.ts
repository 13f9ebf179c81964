/**
 * Prices (shop-core §3 "Price display", §5; site-chrome §9 "Price format"): the locale's
 * currency, at most two decimals, CHF thousands grouped with an apostrophe, an optional
 * 'from' prefix.
 */
import { numberFormat } from '~/utils/number-format'
import { type Currency, type Language, type Locale, languageOf } from './market'

/** The grouping mark of Swiss francs in every locale, as Intl gives it for de-CH. */
export const chfGroupSeparator = "'"

/** The word before a from-price, per language. */
export const fromPrefixes: Readonly<Record<Language, string>> = {
  de: 'ab',
  en: 'from',
  es: 'desde',
  fr: 'à partir de',
  it: 'da',
  nl: 'vanaf',
}

/** Intl's options for a price: the currency, at most two decimals, Swiss francs always grouped. */
export function priceFormatOptions(currency: Currency): Intl.NumberFormatOptions {
  return {
    style: 'currency',
    currency,
    maximumFractionDigits: 2,
    ...(currency === 'CHF' ? { useGrouping: 'always' as const } : {}),
  }
}

/** The grouping mark a price uses in place of Intl's (Swiss francs), if any. */
export function priceGroupOf(currency: Currency): string | undefined {
  return currency === 'CHF' ? chfGroupSeparator : undefined
}

function intlPrice(amount: number, locale: Locale, currency: Currency): string {
  const group = priceGroupOf(currency)
  return numberFormat(locale, currency, priceFormatOptions(currency))
    .formatToParts(amount)
    .map((part) => (group !== undefined && part.type === 'group' ? group : part.value))
    .join('')
}

export type PriceFormatOptions = { from?: boolean }

/** Intl's currency format, the same on the server and in the browser. */
export function formatPrice(
  amount: number,
  locale: Locale,
  currency: Currency,
  { from = false }: PriceFormatOptions = {},
): string {
  const text = intlPrice(amount, locale, currency)
  return from ? `${fromPrefixes[languageOf(locale)]}\u00a0${text}` : text
}

export type PriceSource = { priceCurrent: number; priceOriginal: number }

export type PriceDisplay = {
  current: number
  original: number
  /** "A discount applies when priceOriginal is above priceCurrent." */
  hasDiscount: boolean
}

export function priceDisplay({ priceCurrent, priceOriginal }: PriceSource): PriceDisplay {
  return {
    current: priceCurrent,
    original: priceOriginal,
    hasDiscount: priceOriginal > priceCurrent,
  }
}
