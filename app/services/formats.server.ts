import {
  formatCalls,
  type FormatCallName,
  type FormatPayloadOf,
  type FormatQueryInput,
} from '../../contracts/formats'
import { cachedShopCall } from './shop-call.server'
import type { z } from 'zod'
import type { Market } from '~/domain/market'
import type { Size } from '~/domain/size'

/**
 * Typed clients for the free-format calls (contracts/formats.ts): a material's size
 * limits, the aspect ratio of a size and the calculator's reference data, which prices a free
 * size. Every answer is parsed with the contract's schema and cached per market and query
 * with the short stale-while-revalidate preset; errors are never cached. A call that fails
 * is logged and answers null: the calculator then offers no custom size, or says the price
 * is not available, instead of failing the page.
 */

type FormatMarket = Pick<Market, 'channel' | 'country' | 'locale'>

/** One format call, cached; null (logged) when it fails. */
export async function formatCall<N extends FormatCallName>(
  name: N,
  market: FormatMarket,
  query: FormatQueryInput<N>,
): Promise<FormatPayloadOf<N> | null> {
  const result = await cachedShopCall({
    market,
    path: formatCalls[name].path,
    query: query as Record<string, string | number | undefined>,
    schema: formatCalls[name].answer as unknown as z.ZodType<{ payload: FormatPayloadOf<N> }>,
    event: 'format-call-failed',
    call: name,
  })
  return result.ok ? result.payload : null
}

/** What the workshop can make of a material (and frame): `/web-api/product-selection-photo-frame/format-limits`. */
export function formatLimits(market: FormatMarket, materialType: string, frameType?: string) {
  return formatCall('formatLimits', market, {
    materialType,
    ...(frameType ? { frameType } : {}),
  } as FormatQueryInput<'formatLimits'>)
}

/** Ratio, orientation and format group of a size in tenths of a millimetre: `/web-api/aspect-ratio`. */
export function aspectRatio(market: FormatMarket, size: Size) {
  return formatCall('aspectRatio', market, {
    width: String(size.width),
    height: String(size.height),
  })
}

/**
 * The calculator's reference data for a material (and frame), and the price of a size when one is
 * given: `/web-api/calculator/reference`.
 */
export function calculatorReference(
  market: FormatMarket,
  materialType: string,
  frameType?: string,
  size?: Size,
) {
  return formatCall('calculatorReference', market, {
    materialType,
    ...(frameType ? { frameType } : {}),
    ...(size ? { width: String(size.width), height: String(size.height) } : {}),
  } as FormatQueryInput<'calculatorReference'>)
}
