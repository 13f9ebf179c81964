import {
  priceCalls,
  type PayloadOf,
  type PriceCallName,
  type QueryInput,
} from '../../contracts/prices'
import { cachedShopCall } from './shop-call.server'
import type { z } from 'zod'
import type { Market } from '~/domain/market'

/**
 * Typed clients for the price and product-data calls (contracts/prices.ts).
 * Every answer is parsed with the contract's schema and cached per market and query with
 * the short stale-while-revalidate preset; errors are never cached. A call that fails
 * (404, 400, timeout, a malformed answer) is logged and answers null: the calculator
 * then shows "Not available" instead of failing the page.
 */

type PriceMarket = Pick<Market, 'channel' | 'country' | 'locale'>
type Query = Record<string, string | number | undefined>

function pathOf(name: PriceCallName, params: Record<string, string>): string {
  return priceCalls[name].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  )
}

/** One price call, cached; null (logged) when it fails. */
export async function priceCall<N extends PriceCallName>(
  name: N,
  market: PriceMarket,
  query: QueryInput<N> | Query = {},
  params: Record<string, string> = {},
): Promise<PayloadOf<N> | null> {
  const result = await cachedShopCall({
    market,
    path: pathOf(name, params),
    query: query as Query,
    schema: priceCalls[name].answer as unknown as z.ZodType<{ payload: PayloadOf<N> }>,
    event: 'price-call-failed',
    call: name,
  })
  return result.ok ? result.payload : null
}

export type PriceValue = { priceCurrent: number; priceOriginal: number }

/** Wall-art format prices of a material (and frame): `/price-api/prices/formats`. */
export async function wallArtFormatPrices(
  market: PriceMarket,
  materialType: string,
  frameType?: string,
): Promise<Map<string, PriceValue> | null> {
  const payload = await priceCall('formats', market, {
    materialType,
    ...(frameType ? { frameType } : {}),
  })
  return payload
    ? new Map(payload.formats.map(({ formatType, ...price }) => [formatType, price]))
    : null
}

/**
 * The frames of a material with their prices: `/price-api/photo-options-groups` (optionTypeGroup
 * frame).
 */
export async function frameOptions(market: PriceMarket, materialType: string) {
  const payload = await priceCall('photoOptionsGroups', market, {
    materialType,
    optionTypeGroup: 'frame',
  })
  return payload?.options ?? []
}

/** One option's price ("a payload field holding the price"). */
export async function optionPrice(
  market: PriceMarket,
  materialType: string,
  optionTypeGroup: string,
  optionType: string,
): Promise<PriceValue | null> {
  const payload = await priceCall('photoOptionsGroups', market, {
    materialType,
    optionTypeGroup,
    optionType,
  })
  return payload && payload.price !== null
    ? { priceCurrent: payload.price, priceOriginal: payload.priceOriginal ?? payload.price }
    : null
}

export function articleBySku(market: PriceMarket, sku: string) {
  return priceCall('article', market, { sku })
}

export function calendarPrices(market: PriceMarket, calendarType: string) {
  return priceCall('calendarPrice', market, { calendarType })
}

export function photobookPrices(
  market: PriceMarket,
  type: string,
  designGroupSetId?: string,
  photobookPageCount?: number,
) {
  return priceCall('photobookPrice', market, { type, designGroupSetId, photobookPageCount })
}

export function photoboxData(market: PriceMarket, photoboxType: string, paperType?: string) {
  return priceCall('photoboxData', market, { photoboxType, paperType })
}

export function cardPrices(
  market: PriceMarket,
  formatType: string,
  themeId?: string,
  refinementType?: string,
) {
  return priceCall('cardPrice', market, { formatType, themeId, refinementType })
}
