import { describe, expect, it } from 'vitest'
import { productRichResultProblems } from '../../test/product-rich-result'
import {
  calculatorPrices,
  inStock,
  productJsonLd,
  type ProductJsonLdInput,
} from './product-json-ld'
import type { CalculatorBlockData, CalculatorData } from './calculator-data'

const shop = { name: 'Printhaus', url: 'https://www.printhaus.de/' }
const input = (over: Partial<ProductJsonLdInput> = {}): ProductJsonLdInput => ({
  name: 'Fotokalender',
  description: 'Wähle Kalenderart und Format.',
  url: 'https://www.printhaus.de/products?designGroupId=300',
  images: ['https://img.printhaus.de/f/1/300x300/a/tile.jpg'],
  currency: 'EUR',
  prices: [19.99],
  shop,
  ...over,
})

describe('the Product structured data of a product page (shop-core §9 "Structured data")', () => {
  it('one price: an Offer in the market currency, in stock, at the canonical URL, sold by the shop', () => {
    const data = productJsonLd(input())!
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Fotokalender',
      description: 'Wähle Kalenderart und Format.',
      image: ['https://img.printhaus.de/f/1/300x300/a/tile.jpg'],
      url: 'https://www.printhaus.de/products?designGroupId=300',
      brand: { '@type': 'Organization', ...shop },
      offers: {
        '@type': 'Offer',
        price: 19.99,
        priceCurrency: 'EUR',
        availability: inStock,
        url: 'https://www.printhaus.de/products?designGroupId=300',
        seller: { '@type': 'Organization', ...shop },
      },
    })
    expect(productRichResultProblems(data, { currency: 'EUR' })).toEqual([])
  })

  it('several formats or quantities: an AggregateOffer from the lowest to the highest price', () => {
    const data = productJsonLd(input({ currency: 'CHF', prices: [35.2, 11.44, 20, 11.44] }))!
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 11.44,
      highPrice: 35.2,
      offerCount: 4,
      priceCurrency: 'CHF',
    })
    expect(productRichResultProblems(data, { currency: 'CHF' })).toEqual([])
  })

  it('no price (the shop API failed), or no name: no Product rather than a wrong one', () => {
    expect(productJsonLd(input({ prices: [] }))).toBeUndefined()
    expect(productJsonLd(input({ prices: [0, Number.NaN, -3] }))).toBeUndefined()
    expect(productJsonLd(input({ name: ' ' }))).toBeUndefined()
  })

  it('only absolute picture URLs, each once; prices to the cent', () => {
    const data = productJsonLd(
      input({ images: ['/f/a.jpg', 'https://x/a.jpg', 'https://x/a.jpg'], prices: [9.999] }),
    )!
    expect(data.image).toEqual(['https://x/a.jpg'])
    expect(data.offers).toMatchObject({ price: 10 })
    expect(productJsonLd(input({ images: ['f/a.jpg'] }))).not.toHaveProperty('image')
  })
})

const block = (over: Partial<CalculatorBlockData>): CalculatorBlockData => ({
  uid: 'b',
  product: 'calendar',
  materials: [],
  moreFormats: [],
  labels: [],
  fromPrices: false,
  selection: { material: 'wandkalender', format: 'a4-hoch' },
  frameType: null,
  context: {},
  ...over,
})
const calculator = (...blocks: CalculatorBlockData[]) =>
  ({
    blocks: Object.fromEntries(blocks.map((entry, index) => [String(index), entry])),
    experiments: { layout: false, topDeal: false, portrait: false, acrylicPrices: false },
  }) as unknown as CalculatorData
const price = (priceCurrent: number) => ({ priceCurrent, priceOriginal: priceCurrent })

describe('the prices a calculator offers', () => {
  it('every priced format of every material, more formats included; unpriced ones left out', () => {
    const data = calculator(
      block({
        materials: [
          {
            value: 'wandkalender',
            label: 'Wandkalender',
            formats: ['a4-hoch', 'a3-hoch'],
            initialFormat: 'a4-hoch',
            prices: { 'a4-hoch': price(19.99), 'a2-hoch': price(39.99) },
          },
          {
            value: 'tischkalender',
            label: 'Tischkalender',
            formats: ['a5-quer'],
            initialFormat: 'a5-quer',
            prices: { 'a5-quer': price(14.99) },
          },
        ],
        moreFormats: ['a2-hoch'],
      }),
    )
    expect(calculatorPrices(data).sort()).toEqual([14.99, 19.99, 39.99])
    expect(calculatorPrices(null)).toEqual([])
  })

  it("with the running campaign's discount and the page's frame, as the calculator shows them", () => {
    const data = calculator(
      block({
        product: 'photoframe',
        frameType: 'holzrahmen',
        discount: { kind: 'percent', productType: 'photoframe', percent: 10 },
        materials: [
          {
            value: 'poster',
            label: 'Poster',
            formats: ['30x40'],
            initialFormat: '30x40',
            prices: { '30x40': price(20) },
            frames: [{ value: 'holzrahmen', label: 'Holz', price: price(10), isDefault: true }],
          },
        ],
      }),
    )
    expect(calculatorPrices(data)).toEqual([27])
  })

  it('a card theme offers its quantities, not the sample card', () => {
    const data = calculator(
      block({
        product: 'card',
        materials: [
          {
            value: 'klappkarte',
            label: 'Klappkarte',
            formats: ['10', '25'],
            initialFormat: '10',
            prices: { '10': price(14.9), '25': price(29.9), sample: price(1.5) },
          },
        ],
        moreFormats: ['sample'],
      }),
    )
    expect(calculatorPrices(data).sort()).toEqual([14.9, 29.9])
  })
})
