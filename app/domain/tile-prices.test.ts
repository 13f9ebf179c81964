import { describe, expect, it } from 'vitest'
import { articleSkusOfTiles, isArticleSku, tilePriceOf } from './tile-prices'

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
