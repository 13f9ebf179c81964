import { describe, expect, it } from 'vitest'
import { clockTime, expressArticleName, expressDeliveryOf } from './express-delivery'

const range = [
  { productType: 'card', cutOff: '16:00' },
  { productType: 'photoprint', cutOff: '16:00' },
]

describe('express delivery on product pages (shop-core §9)', () => {
  it('"Express delivery in … 24 h" for a product of the express range outside Switzerland', () => {
    expect(expressDeliveryOf('photoprint', range, 'EUR', 'de-DE')).toEqual({
      hours: 24,
      cutOff: '16:00',
    })
    expect(expressDeliveryOf('card', range, 'GBP', 'en-GB')).toEqual({ hours: 24, cutOff: '16:00' })
  })

  it('"Express delivery in 48 h (Swiss)": francs markets (CH and LI) wait for the customs', () => {
    expect(
      expressDeliveryOf('card', [{ productType: 'card', cutOff: '14:00' }], 'CHF', 'de-CH'),
    ).toEqual({
      hours: 48,
      cutOff: '14:00',
    })
  })

  it('promises nothing for a product outside the range, an unknown product or an unknown range', () => {
    expect(expressDeliveryOf('photobox', range, 'EUR', 'de-DE')).toBeNull()
    expect(expressDeliveryOf('mug', [{ productType: 'mug' }], 'EUR', 'de-DE')).toBeNull()
    expect(expressDeliveryOf('card', null, 'EUR', 'de-DE')).toBeNull()
    expect(expressDeliveryOf('card', undefined, 'CHF', 'de-CH')).toBeNull()
  })

  it('keeps the range without a cut-off as express without one', () => {
    expect(expressDeliveryOf('wallart', [{ productType: 'wallart' }], 'USD', 'en-US')).toEqual({
      hours: 24,
      cutOff: null,
    })
  })

  it('writes the cut-off with the market’s clock: 12-hour in en-US, 24-hour in Europe', () => {
    const american = expressDeliveryOf('card', range, 'USD', 'en-US')
    expect(american?.hours).toBe(24)
    expect(american?.cutOff?.replace(/\s/gu, ' ')).toBe('4:00 PM')
    expect(expressDeliveryOf('card', range, 'EUR', 'de-DE')?.cutOff).toBe('16:00')
  })
})

describe('clockTime', () => {
  it('reads HH:mm in the locale’s hour cycle', () => {
    expect(clockTime('16:00', 'en-US').replace(/\s/gu, ' ')).toBe('4:00 PM')
    expect(clockTime('14:00', 'en-US').replace(/\s/gu, ' ')).toBe('2:00 PM')
    expect(clockTime('09:30', 'en-US').replace(/\s/gu, ' ')).toBe('9:30 AM')
    for (const locale of ['de-DE', 'de-CH', 'fr-FR', 'it-IT', 'nl-NL', 'es-ES', 'en-GB'])
      expect(clockTime('16:00', locale), locale).toBe('16:00')
  })

  it('leaves anything that is not HH:mm as it is', () => {
    expect(clockTime('4 pm', 'en-US')).toBe('4 pm')
  })
})

describe('an express article’s name (one size name per language, from the vocabulary)', () => {
  const prints = { productType: 'photoprint', sku: 'photoprint-glaenzend-15x10' }
  it('names a print format as the calculator does: "15 x 10 cm", in en-US "6 x 4 in"', () => {
    expect(expressArticleName('Photo prints', prints, { locale: 'en-GB', unit: 'cm' })).toBe(
      'Photo prints 15 x 10 cm',
    )
    expect(expressArticleName('Photo prints', prints, { locale: 'en-US', unit: 'inch' })).toBe(
      'Photo prints 6 x 4 in',
    )
  })

  it('names a wall-art size and leaves a DIN format or a quantity alone', () => {
    expect(
      expressArticleName(
        'Leinwand',
        { productType: 'wallart', sku: 'wallart-leinwand-20x30' },
        { locale: 'de-DE', unit: 'cm' },
      ),
    ).toBe('Leinwand 20 x 30 cm')
    expect(
      expressArticleName(
        'A4 wall calendar',
        { productType: 'calendar', sku: 'calendar-wandkalender-a4-hoch' },
        { locale: 'en-GB', unit: 'cm' },
      ),
    ).toBe('A4 wall calendar')
    expect(
      expressArticleName(
        'A6 postcards',
        { productType: 'card', sku: 'card-postkarte-a6-1' },
        { locale: 'en-GB', unit: 'cm' },
      ),
    ).toBe('A6 postcards')
  })
})
