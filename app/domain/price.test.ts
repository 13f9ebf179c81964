import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { currencyOf, languageOf, locales } from './market'
import { chfGroupSeparator, formatPrice, fromPrefixes, priceDisplay } from './price'

const nbsp = '\u00a0'

describe('formatPrice (shop-core §5 "Prices are shown with at most 2 decimals; CHF groups thousands with an apostrophe")', () => {
  it("formats in the locale's currency with Intl", () => {
    expect(formatPrice(1234.5, 'de-DE', 'EUR')).toBe(`1.234,50${nbsp}€`)
    expect(formatPrice(1234.5, 'en-GB', 'GBP')).toBe('£1,234.50')
    expect(formatPrice(1234.5, 'en-US', 'USD')).toBe('$1,234.50')
  })

  it('rounds to at most two decimals', () => {
    expect(formatPrice(9.999, 'de-DE', 'EUR')).toBe(`10,00${nbsp}€`)
    expect(formatPrice(0.125, 'en-GB', 'GBP')).toBe('£0.13')
  })

  it('CHF groups thousands with the apostrophe Intl gives for de-CH', () => {
    expect(formatPrice(1234567.5, 'de-CH', 'CHF')).toBe(`CHF${nbsp}1'234'567.50`)
    expect(
      new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }).format(1234.5),
    ).toContain(chfGroupSeparator)
  })

  it('fr-CH and it-CH group Swiss francs the same way, from the first thousand', () => {
    expect(formatPrice(1234.5, 'fr-CH', 'CHF')).toBe(`1'234.50${nbsp}CHF`)
    expect(formatPrice(1234.5, 'it-CH', 'CHF')).toBe(`CHF${nbsp}1'234.50`)
    expect(formatPrice(1234.5, 'de-LI', 'CHF')).toBe(`CHF${nbsp}1'234.50`)
  })

  it("\"'from' prefix for from-prices\", in the locale's language", () => {
    expect(formatPrice(19.9, 'de-DE', 'EUR', { from: true })).toBe(`ab${nbsp}19,90${nbsp}€`)
    expect(formatPrice(19.9, 'en-GB', 'GBP', { from: true })).toBe(`from${nbsp}£19.90`)
    expect(formatPrice(19.9, 'fr-FR', 'EUR', { from: true })).toBe(
      `à partir de${nbsp}19,90${nbsp}€`,
    )
    expect(formatPrice(19.9, 'fr-FR', 'EUR', { from: false })).toBe(`19,90${nbsp}€`)
  })

  it('property: never more than two decimals, and the amount reads back to the cent', () => {
    const amount = fc.double({ min: 0, max: 10_000_000, noNaN: true, noDefaultInfinity: true })
    fc.assert(
      fc.property(amount, fc.constantFrom(...locales), (value, locale) => {
        const currency = currencyOf(locale)
        const text = formatPrice(value, locale, currency)
        const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(
          value,
        )
        const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.'
        const fraction = text.split(decimal)[1]?.replace(/\D/g, '') ?? ''
        expect(fraction.length).toBeLessThanOrEqual(2)
        const digits = text.split(decimal)[0]?.replace(/\D/g, '') ?? ''
        expect(Math.abs(Number(`${digits}.${fraction}`) - value)).toBeLessThanOrEqual(0.005 + 1e-6)
      }),
    )
  })

  it('property: a Swiss-franc price of 1000 or more always carries the apostrophe and no other grouping mark', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 99_999_999 }),
        fc.constantFrom('de-CH', 'fr-CH', 'it-CH', 'de-LI'),
        (value, locale) => {
          const text = formatPrice(value, locale, 'CHF')
          expect(text).toContain(chfGroupSeparator)
          expect(text).not.toMatch(/[\u202f\u2019,]/)
        },
      ),
    )
  })

  it("property: a from-price is the price led by the language's word", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(...locales),
        (cents, locale) => {
          const currency = currencyOf(locale)
          expect(formatPrice(cents / 100, locale, currency, { from: true })).toBe(
            `${fromPrefixes[languageOf(locale)]}${nbsp}${formatPrice(cents / 100, locale, currency)}`,
          )
        },
      ),
    )
  })
})

describe('priceDisplay (shop-core §3 "A price needs priceCurrent and priceOriginal")', () => {
  it('"A discount applies when priceOriginal is above priceCurrent."', () => {
    expect(priceDisplay({ priceCurrent: 19.9, priceOriginal: 24.9 })).toEqual({
      current: 19.9,
      original: 24.9,
      hasDiscount: true,
    })
  })

  it('no discount when the original equals or is below the current price', () => {
    expect(priceDisplay({ priceCurrent: 19.9, priceOriginal: 19.9 }).hasDiscount).toBe(false)
    expect(priceDisplay({ priceCurrent: 19.9, priceOriginal: 9.9 }).hasDiscount).toBe(false)
  })
})
