import { describe, expect, it } from 'vitest'
import { productTypes } from '../../contracts/vocabulary'
import { priceOf, type CalculatorMaterialData } from './calculator-data'
import {
  campaignProductTypeOf,
  campaignProductTypes,
  discountedPrice,
  discountedShare,
  discountOf,
} from './campaign-prices'

const wallArtWeek = {
  discounts: [{ kind: 'percent' as const, productType: 'wallart', percent: 30 }],
}
const printsWeek = {
  discounts: [{ kind: 'amount' as const, productType: 'photoprint', amount: 2 }],
}

describe('campaignProductTypeOf', () => {
  it('names the campaign vocabulary the contract uses', () => {
    expect([...campaignProductTypes]).toEqual([...productTypes])
  })

  it('counts photo frames and collages as wall art, accessories as nothing', () => {
    expect(campaignProductTypeOf('photoframe')).toBe('wallart')
    expect(campaignProductTypeOf('collage')).toBe('wallart')
    expect(campaignProductTypeOf('wallart')).toBe('wallart')
    expect(campaignProductTypeOf('calendar')).toBe('calendar')
    expect(campaignProductTypeOf('card')).toBe('card')
    expect(campaignProductTypeOf('envelope')).toBeUndefined()
    expect(campaignProductTypeOf('accessory')).toBeUndefined()
  })
})

describe('discountOf', () => {
  it('finds the discount of the product’s type', () => {
    expect(discountOf(wallArtWeek, 'photoframe')).toEqual(wallArtWeek.discounts[0])
    expect(discountOf(wallArtWeek, 'collage')).toEqual(wallArtWeek.discounts[0])
  })

  it('finds none for a campaign with a code: that discount applies at checkout', () => {
    expect(discountOf({ ...printsWeek, code: 'PRINTS2' }, 'photoprint')).toBeUndefined()
    expect(discountOf({ ...printsWeek, code: null }, 'photoprint')).toEqual(printsWeek.discounts[0])
  })

  it('finds none for other types, unknown products or without a campaign', () => {
    expect(discountOf(wallArtWeek, 'calendar')).toBeUndefined()
    expect(discountOf(wallArtWeek, 'envelope')).toBeUndefined()
    expect(discountOf(undefined, 'wallart')).toBeUndefined()
  })
})

describe('discountedPrice', () => {
  it('takes a percentage off to the cent, keeps other fields and the regular price', () => {
    expect(
      discountedPrice(
        { formatType: '60x40', priceCurrent: 49.9, priceOriginal: 49.9 },
        wallArtWeek.discounts[0],
      ),
    ).toEqual({ formatType: '60x40', priceCurrent: 34.93, priceOriginal: 49.9 })
  })

  it('takes 20 % off a calendar as the express page shows it', () => {
    expect(
      discountedPrice(
        { priceCurrent: 24.99, priceOriginal: 24.99 },
        { kind: 'percent', productType: 'calendar', percent: 20 },
      ),
    ).toEqual({ priceCurrent: 19.99, priceOriginal: 24.99 })
  })

  it('strikes through the price the campaign lowered, so the share struck is the banner’s 30 %', () => {
    expect(
      discountedPrice({ priceCurrent: 40, priceOriginal: 50 }, wallArtWeek.discounts[0]),
    ).toEqual({ priceCurrent: 28, priceOriginal: 40 })
  })

  it('takes an amount off, never below zero', () => {
    expect(discountedPrice({ priceCurrent: 5, priceOriginal: 5 }, printsWeek.discounts[0])).toEqual(
      { priceCurrent: 3, priceOriginal: 5 },
    )
    expect(
      discountedPrice({ priceCurrent: 0.19, priceOriginal: 0.19 }, printsWeek.discounts[0]),
    ).toEqual({ priceCurrent: 0, priceOriginal: 0.19 })
  })

  it('returns the same price without a discount', () => {
    const price = { priceCurrent: 1.49, priceOriginal: 1.49 }
    expect(discountedPrice(price, undefined)).toBe(price)
    expect(discountedPrice(price, null)).toBe(price)
  })

  it('strikes nothing through without a campaign, whatever original the shop answers', () => {
    expect(discountedPrice({ priceCurrent: 19.95, priceOriginal: 29.95 }, undefined)).toEqual({
      priceCurrent: 19.95,
      priceOriginal: 19.95,
    })
  })
})

describe('discountedShare', () => {
  it('lowers a frame’s share by a percentage like the whole price', () => {
    expect(
      discountedShare({ priceCurrent: 20, priceOriginal: 20 }, wallArtWeek.discounts[0]),
    ).toEqual({ priceCurrent: 14, priceOriginal: 20 })
  })

  it('keeps a share when the campaign takes an amount off the whole price once', () => {
    const share = { priceCurrent: 20, priceOriginal: 20 }
    expect(discountedShare(share, printsWeek.discounts[0])).toBe(share)
    expect(discountedShare(share, undefined)).toBe(share)
  })
})

describe('a calculator price with the running campaign (priceOf)', () => {
  const canvas: CalculatorMaterialData = {
    value: 'leinwand',
    label: 'Leinwand',
    formats: ['40x30', '60x40'],
    initialFormat: '40x30',
    prices: {
      '40x30': { priceCurrent: 30, priceOriginal: 30 },
      '60x40': { priceCurrent: 40, priceOriginal: 50 },
    },
    frames: [
      {
        value: 'schattenfuge',
        label: 'Schattenfuge',
        price: { priceCurrent: 20, priceOriginal: 20 },
        isDefault: false,
      },
    ],
  }
  const off = { acrylicPrices: false }
  const percent = wallArtWeek.discounts[0]
  const amount = { kind: 'amount' as const, productType: 'wallart', amount: 5 }

  it('lowers the format’s price and strikes the regular one through', () => {
    expect(priceOf(canvas, '40x30', null, off, percent)).toEqual({
      priceCurrent: 21,
      priceOriginal: 30,
    })
    expect(priceOf(canvas, '60x40', null, off, percent)).toEqual({
      priceCurrent: 28,
      priceOriginal: 40,
    })
  })

  it('takes the discount off the framed price as a whole: an amount once', () => {
    expect(priceOf(canvas, '40x30', 'schattenfuge', off, percent)).toEqual({
      priceCurrent: 35,
      priceOriginal: 50,
    })
    expect(priceOf(canvas, '40x30', 'schattenfuge', off, amount)).toEqual({
      priceCurrent: 45,
      priceOriginal: 50,
    })
  })

  it('is the regular price without a discount, and not available stays not available', () => {
    expect(priceOf(canvas, '40x30', null, off)).toEqual({ priceCurrent: 30, priceOriginal: 30 })
    expect(priceOf(canvas, '90x60', null, off, percent)).toBeNull()
  })
})
