/**
 * The number patterns of every market, read from Intl once at start-up (ADR 137). The server
 * formats from them; each page sends its own market's to the browser, which then formats
 * without Intl.
 */
import { currencies, locales, type Currency, type Locale } from '~/domain/market'
import { decimalOptions, patternOf } from '~/domain/number-format'
import { learnNumberPatterns, type NumberPattern, type NumberPatterns } from '~/domain/number-patterns'
import { priceFormatOptions, priceGroupOf } from '~/domain/price'

function patternsOf(locale: Locale): Record<string, NumberPattern> {
  const entries: Array<[string, NumberPattern | undefined]> = [
    [`${locale}|decimal`, patternOf(new Intl.NumberFormat(locale, decimalOptions))],
    ...currencies.map((currency): [string, NumberPattern | undefined] => [
      `${locale}|${currency}`,
      patternOf(new Intl.NumberFormat(locale, priceFormatOptions(currency)), { group: priceGroupOf(currency) }),
    ]),
  ]
  // A locale whose Intl output no pattern can express keeps Intl, on both sides.
  return Object.fromEntries(entries.filter((entry): entry is [string, NumberPattern] => entry[1] !== undefined))
}

const all = new Map(locales.map((locale) => [locale, patternsOf(locale)]))
for (const patterns of all.values()) learnNumberPatterns(patterns)

/** What a page of the market sends: its decimal pattern and its currency's. */
export function numberPatternsFor(locale: Locale, currency: Currency): NumberPatterns {
  const patterns = all.get(locale) ?? {}
  const wanted = [`${locale}|decimal`, `${locale}|${currency}`]
  return Object.fromEntries(wanted.flatMap((key) => (patterns[key] ? [[key, patterns[key]]] : [])))
}
