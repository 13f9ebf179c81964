import { discountedPrice } from '~/domain/campaign-prices'
import { articleSkusOfTiles } from '~/domain/tile-prices'
import { campaignDiscountFor } from './campaign-prices.server'
import { articleBySku, type PriceValue } from './prices.server'
import type { Market } from '~/domain/market'

/**
 * The prices of the articles a story's product cards name: the price API's article
 * price with the running campaign, worked out on the server so the page stays
 * cacheable as a whole. Undefined when no card names an article; an article the shop cannot
 * price is left out (its tile shows no price).
 */
export async function tileArticlePrices(
  market: Pick<Market, 'channel' | 'country' | 'locale' | 'language'>,
  content: unknown,
): Promise<Record<string, PriceValue> | undefined> {
  const skus = articleSkusOfTiles(content)
  if (skus.length === 0) return undefined
  const entries = await Promise.all(
    skus.map(async (sku): Promise<[string, PriceValue][]> => {
      // A failed call is logged by the price client and answers null.
      const article = await articleBySku(market, sku)
      if (!article) return []
      const discount = await campaignDiscountFor(market, article.productType)
      const { priceCurrent, priceOriginal } = discountedPrice(article, discount)
      return [[sku, { priceCurrent, priceOriginal }]]
    }),
  )
  return Object.fromEntries(entries.flat())
}
