import { describe, expect, it } from 'vitest'
import {
  frameOf,
  materialDataOf,
  optionsOf,
  priceOf,
  type CalculatorMaterialData,
} from './calculator-data'

const acrylic: CalculatorMaterialData = {
  value: 'acrylglas',
  label: 'Acrylglas',
  formats: ['40x60', '60x90'],
  initialFormat: '40x60',
  prices: {
    '40x60': { priceCurrent: 89.95, priceOriginal: 89.95 },
    '60x90': { priceCurrent: 179.95, priceOriginal: 219.95 },
  },
  frames: [
    {
      value: 'schattenfuge-platte',
      label: 'Schattenfuge',
      price: { priceCurrent: 44.95, priceOriginal: 44.95 },
      isDefault: true,
    },
  ],
  framedPrices: {
    'schattenfuge-platte': { '40x60': { priceCurrent: 134.9, priceOriginal: 134.9 } },
  },
}
const off = { acrylicPrices: false }
const on = { acrylicPrices: true }

describe('the price of a calculator selection', () => {
  it("is the material's price of the format, no strike-through without a campaign; a format without a price is not available (null)", () => {
    expect(priceOf(acrylic, '60x90', null, off)).toEqual({
      priceCurrent: 179.95,
      priceOriginal: 179.95,
    })
    expect(priceOf(acrylic, '30x90', null, off)).toBeNull()
    expect(priceOf(undefined, '40x60', null, off)).toBeNull()
  })

  it("framed: the material's price plus the frame's price (photo-options-group call)", () => {
    expect(priceOf(acrylic, '60x90', 'schattenfuge-platte', off)).toEqual({
      priceCurrent: 224.9,
      priceOriginal: 224.9,
    })
    expect(priceOf(acrylic, '60x90', 'holzrahmen', off)).toEqual({
      priceCurrent: 179.95,
      priceOriginal: 179.95,
    })
  })

  it('"replace the price of an acrylic-glass framed material with fetched prices" when the experiment is on', () => {
    expect(priceOf(acrylic, '40x60', 'schattenfuge-platte', on)).toEqual({
      priceCurrent: 134.9,
      priceOriginal: 134.9,
    })
    expect(priceOf(acrylic, '60x90', 'schattenfuge-platte', on)).toBeNull()
    const poster = { ...acrylic, value: 'poster', framedPrices: undefined }
    expect(priceOf(poster, '60x90', 'schattenfuge-platte', on)).toEqual({
      priceCurrent: 224.9,
      priceOriginal: 224.9,
    })
  })

  it("finds a frame only among the material's frames", () => {
    expect(frameOf(acrylic, 'schattenfuge-platte')?.label).toBe('Schattenfuge')
    expect(frameOf(acrylic, 'holzrahmen')).toBeUndefined()
    expect(frameOf(acrylic, null)).toBeUndefined()
  })
})

describe('the block data as calculator options', () => {
  it('exposes materials and More formats to the state transitions, and finds a material by value', () => {
    const block = { materials: [acrylic], moreFormats: ['120x180'] }
    expect(optionsOf(block)).toEqual({ materials: [acrylic], moreFormats: ['120x180'] })
    expect(materialDataOf(block, 'acrylglas')).toBe(acrylic)
    expect(materialDataOf(block, 'poster')).toBeUndefined()
  })
})
