import {
  productDataCalls,
  type ProductDataCallName,
  type ProductDataPayload,
  type ProductDataQuery,
} from '../../contracts/product-data'
import { CachePresets, type CachePreset } from './cache.server'
import { priceCall } from './prices.server'
import { cachedShopCall } from './shop-call.server'
import type { z } from 'zod'
import type { Market } from '~/domain/market'
import type { PhotoboxPaperType } from '~/domain/photobox'

/**
 * The photo-box, format-group picture, accessory, SKU-container and shop-frontend calls
 * (contracts/product-data.ts). Like the price calls, every answer is parsed with the
 * contract's schema and cached per market and query (errors never); a call that fails is
 * logged and answers null, so the page leaves that part out instead of failing.
 */

type ShopMarket = Pick<Market, 'channel' | 'country' | 'locale'>

async function productDataCall<N extends ProductDataCallName>(
  name: N,
  market: ShopMarket,
  query: ProductDataQuery<N>,
  preset: CachePreset = CachePresets.short,
): Promise<ProductDataPayload<N> | null> {
  const result = await cachedShopCall({
    market,
    path: productDataCalls[name].path,
    query: query as Record<string, string | undefined>,
    schema: productDataCalls[name].answer as unknown as z.ZodType<{
      payload: ProductDataPayload<N>
    }>,
    event: 'product-data-call-failed',
    call: name,
    preset,
  })
  return result.ok ? result.payload : null
}

/** Both box sizes with their formats and 'from' prices: `/price-api/photoboxes`. */
export function photoboxOverview(market: ShopMarket, paperType?: PhotoboxPaperType) {
  return productDataCall('photoboxes', market, { paperType })
}

export type PhotoboxOverview = NonNullable<Awaited<ReturnType<typeof photoboxOverview>>>

/** A material's aspect-ratio groups with their 'from' prices: `/price-api/prices/format-group`. */
export function formatGroups(market: ShopMarket, materialType: string, frameType?: string) {
  return priceCall('formatGroup', market, { materialType, frameType })
}

/** One group's formats with prices and pictures: `/price-api/prices/format-group-prices-images`. */
export function formatGroupPricesImages(
  market: ShopMarket,
  materialType: ProductDataQuery<'formatGroupPricesImages'>['materialType'],
  formatGroup?: ProductDataQuery<'formatGroupPricesImages'>['formatGroup'],
) {
  return productDataCall('formatGroupPricesImages', market, { materialType, formatGroup })
}

/** The channel's accessories, or one: `/accessory`. */
export function accessories(
  market: ShopMarket,
  accessoryType?: ProductDataQuery<'accessory'>['accessoryType'],
) {
  return productDataCall('accessory', market, { accessoryType })
}

/** An accessory's unit prices and usual totals: `/price-api/accessory`. */
export function accessoryPrices(
  market: ShopMarket,
  accessoryType: ProductDataQuery<'accessoryPrice'>['accessoryType'],
) {
  return productDataCall('accessoryPrice', market, { accessoryType })
}

export type SkuContainer = ProductDataPayload<'skuContainer'>

/**
 * The article behind a SKU: `/web-api/sku/container`. `unknown` when the shop API has no such
 * SKU (404), null when it did not answer: a page must not call an article it could not ask
 * about unknown.
 */
export async function skuContainer(
  market: ShopMarket,
  sku: string,
): Promise<SkuContainer | 'unknown' | null> {
  const result = await cachedShopCall({
    market,
    path: productDataCalls.skuContainer.path,
    query: { sku },
    schema: productDataCalls.skuContainer.answer as unknown as z.ZodType<{
      payload: SkuContainer
    }>,
    event: 'product-data-call-failed',
    call: 'skuContainer',
    preset: CachePresets.short,
  })
  if (result.ok) return result.payload
  return result.status === 404 ? 'unknown' : null
}

/**
 * The shop frontend's service data (hotline, payment methods, shipping):
 * `/web-api/shop-frontends-initial-data`. The same for every shopper of a market and rarely
 * changed, so it is kept with the long preset: warm pages never ask for it.
 */
export function shopFrontend(market: ShopMarket) {
  return productDataCall('initialData', market, {}, CachePresets.long)
}

export type ShopFrontend = NonNullable<Awaited<ReturnType<typeof shopFrontend>>>
