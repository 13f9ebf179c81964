import { describe, expect, it } from 'vitest'
import {
  articleSkusOfTiles,
  isArticleSku,
  textWithPrices,
  tilePriceOf,
  tokenPrice,
  type PriceToken,
} from './tile-prices'

const story = {
  component: 'page',
  body: [
    {
      component: 'product-overview',
      products: [
        {
          component: 'product-card',
          name: 'Wandkalender A4',
          sku: 'calendar-wandkalender-a4-hoch',
          priceFrom: 14.99,
        },
        { component: 'product-card', name: 'Fotobuch', priceFrom: 19.99 },
        { component: 'product-card', name: 'Abzüge', sku: 'photoprint-glaenzend-15x10' },
        { component: 'product-card', name: 'again', sku: 'calendar-wandkalender-a4-hoch' },
        { component: 'product-card', name: 'bad', sku: 'Calendar A4' },
      ],
    },
    { component: 'tile', sku: 'wallart-leinwand-20x30' },
  ],
}

describe('product tiles that name an article', () => {
  it('finds the SKUs of product cards once each, in order, and nothing else', () => {
    expect(articleSkusOfTiles(story)).toEqual([
      'calendar-wandkalender-a4-hoch',
      'photoprint-glaenzend-15x10',
    ])
    expect(articleSkusOfTiles(story, 1)).toEqual(['calendar-wandkalender-a4-hoch'])
    expect(articleSkusOfTiles(null)).toEqual([])
  })

  it('recognises the SKU shape only', () => {
    expect(isArticleSku('card-postkarte-a6-1')).toBe(true)
    expect(isArticleSku('calendar')).toBe(false)
    expect(isArticleSku('calendar--a4')).toBe(false)
    expect(isArticleSku(12)).toBe(false)
  })

  it('shows the shop’s price of a named article, never the typed one', () => {
    const prices = { 'calendar-wandkalender-a4-hoch': { priceCurrent: 19.99 } }
    const [calendar, book, prints] = story.body[0]!.products!
    expect(tilePriceOf(calendar!, prices)).toBe(19.99)
    // The shop could not price it: no price rather than the editor's 14.99.
    expect(tilePriceOf(calendar!, undefined)).toBeUndefined()
    expect(tilePriceOf(prints!, prices)).toBeUndefined()
    // A card without a SKU keeps the editor's 'from' price.
    expect(tilePriceOf(book!, prices)).toBe(19.99)
    expect(tilePriceOf({ priceFrom: '0' }, prices)).toBeUndefined()
  })
})

describe('prices in texts (price tokens)', () => {
  const text = 'Canvas from {from:wallart-leinwand-20x30}; cards {each:card-klappkarte-a6-10} each.'

  it('splits a text into its words and its price tokens, in order', () => {
    expect(textWithPrices(text)).toEqual([
      'Canvas from ',
      { kind: 'from', sku: 'wallart-leinwand-20x30' },
      '; cards ',
      { kind: 'each', sku: 'card-klappkarte-a6-10' },
      ' each.',
    ])
    expect(textWithPrices('no {price} here {from:Calendar}')).toEqual([
      'no {price} here {from:Calendar}',
    ])
  })

  it('finds the SKUs of rich-text and plain-text tokens with the product cards’', () => {
    const page = {
      component: 'page',
      teaser: [{ component: 'teaser-hero', subline: `Now ${text}` }],
      body: [{ component: 'richtext', text: { type: 'doc', content: [{ type: 'text', text }] } }],
    }
    expect(articleSkusOfTiles(page)).toEqual(['wallart-leinwand-20x30', 'card-klappkarte-a6-10'])
  })

  it('shows the article’s price, or one of its quantity’s, and nothing when the shop has none', () => {
    const prices = {
      'wallart-leinwand-20x30': { priceCurrent: 12.15 },
      'card-klappkarte-a6-10': { priceCurrent: 15.9 },
    }
    const [, canvas, , cards] = textWithPrices(text) as PriceToken[]
    expect(tokenPrice(canvas!, prices)).toBe(12.15)
    expect(tokenPrice(cards!, prices)).toBe(1.59)
    expect(tokenPrice(canvas!, undefined)).toBeUndefined()
  })
})
