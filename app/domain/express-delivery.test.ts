import { describe, expect, it } from 'vitest'
import { expressDeliveryOf } from './express-delivery'

const range = [
  { productType: 'card', cutOff: '16:00' },
  { productType: 'photoprint', cutOff: '16:00' },
]

describe('express delivery on product pages (shop-core §9)', () => {
  it('"Express delivery in … 24 h" for a product of the express range outside Switzerland', () => {
    expect(expressDeliveryOf('photoprint', range, 'EUR')).toEqual({ hours: 24, cutOff: '16:00' })
    expect(expressDeliveryOf('card', range, 'GBP')).toEqual({ hours: 24, cutOff: '16:00' })
  })

  it('"Express delivery in 48 h (Swiss)": francs markets (CH and LI) wait for the customs', () => {
    expect(expressDeliveryOf('card', [{ productType: 'card', cutOff: '14:00' }], 'CHF')).toEqual({
      hours: 48,
      cutOff: '14:00',
    })
  })

  it('promises nothing for a product outside the range, an unknown product or an unknown range', () => {
    expect(expressDeliveryOf('photobox', range, 'EUR')).toBeNull()
    expect(expressDeliveryOf('mug', [{ productType: 'mug' }], 'EUR')).toBeNull()
    expect(expressDeliveryOf('card', null, 'EUR')).toBeNull()
    expect(expressDeliveryOf('card', undefined, 'CHF')).toBeNull()
  })

  it('keeps the range without a cut-off as express without one', () => {
    expect(expressDeliveryOf('wallart', [{ productType: 'wallart' }], 'USD')).toEqual({
      hours: 24,
      cutOff: null,
    })
  })
})
