/**
 * Prices (shop-core §3 "Price display", §5; site-chrome §9 "Price format"): the locale's
 * currency, at most two decimals, CHF thousands grouped with an apostrophe, an optional
 * 'from' prefix. ADR 027, ADR 028.
 */
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

const formatters = new Map<string, Intl.NumberFormat>()

function formatterFor(locale: Locale, currency: Currency): Intl.NumberFormat {
  const cacheKey = `${locale}|${currency}`
  let formatter = formatters.get(cacheKey)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      maximumFractionDigits: 2,
      ...(currency === 'CHF' ? { useGrouping: 'always' as const } : {}),
    })
    formatters.set(cacheKey, formatter)
  }
  return formatter
}

export type PriceFormatOptions = { from?: boolean }

export function formatPrice(
  amount: number,
  locale: Locale,
  currency: Currency,
  { from = false }: PriceFormatOptions = {},
): string {
  const parts = formatterFor(locale, currency).formatToParts(amount)
  const text = parts
    .map((part) => (currency === 'CHF' && part.type === 'group' ? chfGroupSeparator : part.value))
    .join('')
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
  return { current: priceCurrent, original: priceOriginal, hasDiscount: priceOriginal > priceCurrent }
}
