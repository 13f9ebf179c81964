import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { currencies, locales } from './market'
import { decimalOptions, formatDecimal, formatWithPattern, patternOf, type NumberPattern } from './number-format'
import { priceFormatOptions, priceGroupOf } from './price'

const intl = (format: Intl.NumberFormat, group: string | undefined) => (value: number) =>
  format
    .formatToParts(value)
    .map((part) => (part.type === 'group' && group !== undefined ? group : part.value))
    .join('')

const formats = locales.flatMap((locale) => [
  { key: `${locale}|decimal`, format: new Intl.NumberFormat(locale, decimalOptions), group: undefined },
  ...currencies.map((currency) => ({
    key: `${locale}|${currency}`,
    format: new Intl.NumberFormat(locale, priceFormatOptions(currency)),
    group: priceGroupOf(currency),
  })),
])

describe('number patterns (ADR 137: the browser formats prices and sizes without Intl, exactly as Intl does)', () => {
  it('every market\'s decimal and price format has a pattern', () => {
    const missing = formats.filter(({ format, group }) => !patternOf(format, { group })).map(({ key }) => key)
    expect(missing).toEqual([])
  })

  it('property: a pattern formats any amount exactly as Intl (site-chrome §9 "Price format")', () => {
    const amounts = fc.oneof(
      fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }),
      fc.double({ min: -1e-5, max: 1e-5, noNaN: true }),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((mills) => mills / 1000),
      fc.integer({ min: 0, max: 100_000 }).map((n) => n + 0.005),
      fc.integer({ min: 0, max: 100_000 }).map((n) => n + 0.05),
    )
    fc.assert(
      fc.property(fc.constantFrom(...formats), amounts, ({ format, group }, value) => {
        const pattern = patternOf(format, { group }) as NumberPattern
        expect(formatWithPattern(value, pattern)).toBe(intl(format, group)(value))
      }),
      { numRuns: 5000 },
    )
  })

  it('rounds half away from zero on the shortest digits, carrying into the integer', () => {
    const pattern = patternOf(new Intl.NumberFormat('de-DE', priceFormatOptions('EUR')))!
    expect(formatWithPattern(999.995, pattern)).toBe('1.000,00\u00a0€')
    expect(formatWithPattern(-0.125, pattern)).toBe('-0,13\u00a0€')
    expect(formatWithPattern(9.999, pattern)).toBe('10,00\u00a0€')
  })

  it('keeps four-digit numbers ungrouped where the locale does (es-ES), and groups Swiss francs always', () => {
    const es = patternOf(new Intl.NumberFormat('es-ES', priceFormatOptions('EUR')))!
    expect(es.minimumGroupingDigits).toBe(2)
    expect(formatWithPattern(1234.5, es)).toBe('1234,50\u00a0€')
    expect(formatWithPattern(12345.5, es)).toBe('12.345,50\u00a0€')
    const chf = patternOf(new Intl.NumberFormat('fr-CH', priceFormatOptions('CHF')), { group: "'" })!
    expect(formatWithPattern(1234.5, chf)).toBe("1'234.50\u00a0CHF")
  })

  it('leaves what a pattern cannot write to Intl: NaN, infinities, more than 15 digits', () => {
    const pattern = patternOf(new Intl.NumberFormat('en-GB', decimalOptions))!
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e15]) expect(formatWithPattern(value, pattern)).toBeUndefined()
    expect(formatWithPattern(9_999_999_999_999.9, pattern)).toBe('9,999,999,999,999.9')
    expect(formatWithPattern(99_999_999_999_999.9, pattern)).toBeUndefined()
    expect(formatWithPattern(-1e-7, pattern)).toBe(intl(new Intl.NumberFormat('en-GB', decimalOptions), undefined)(-1e-7))
    expect(formatDecimal(Number.NaN, 'en-GB')).toBe('NaN')
  })

  it('gives no pattern for a format it cannot express (other digits, six decimals or more)', () => {
    expect(patternOf(new Intl.NumberFormat('ar-EG'))).toBeUndefined()
    expect(patternOf(new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 }))).toBeUndefined()
    expect(patternOf(new Intl.NumberFormat('en-GB', { maximumFractionDigits: 5 }))).toBeDefined()
  })
})
