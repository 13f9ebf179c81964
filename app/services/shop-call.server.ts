import { cached, CachePresets, type CachePreset } from './cache.server'
import { logEvent } from './logger.server'
import { ShopApiError, shopFetch } from './shop-api.server'
import type { z } from 'zod'
import type { Market } from '~/domain/market'

type ShopMarket = Pick<Market, 'channel' | 'country' | 'locale'>

/** An answer's payload, or why there is none (status 0: no answer, or one that did not parse). */
export type ShopCallResult<T> =
  { ok: true; payload: T } | { ok: false; status: number; error: unknown }

/**
 * A shop API GET whose answer is the same for every shopper (prices, product data, design
 * groups): parsed with its contract schema, cached per market and query (errors never
 * cached), a failure logged as `event` (info for a 404, warn otherwise). `query` leaves out
 * empty values; given as entries, a parameter may repeat (`categoryIds[]`).
 */
export async function cachedShopCall<T>({
  market,
  path,
  query = {},
  schema,
  event,
  call,
  preset = CachePresets.short,
}: {
  market: ShopMarket
  path: string
  query?: Readonly<Record<string, string | number | undefined>> | readonly [string, string][]
  schema: z.ZodType<{ payload: T }>
  event: string
  call?: string
  preset?: CachePreset
}): Promise<ShopCallResult<T>> {
  const entries: [string, string][] = Array.isArray(query)
    ? [...(query as readonly [string, string][])]
    : Object.entries(query)
        .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
        .filter(([, value]) => value !== '')
        .map(([key, value]) => [key, String(value)])
  const search = new URLSearchParams(entries).toString()
  const address = search ? `${path}?${search}` : path
  const key = `shop-call:${market.channel}-${market.country}:${market.locale}:${address}`
  try {
    const payload = await cached(key, preset, async () => {
      const { data } = await shopFetch({ market, path: address, schema })
      return data.payload
    })
    return { ok: true, payload }
  } catch (error) {
    const status = error instanceof ShopApiError ? error.status : 0
    logEvent(status === 404 ? 'info' : 'warn', event, {
      ...(call ? { call } : {}),
      path,
      query: search,
      status,
      err: String(error),
    })
    return { ok: false, status, error }
  }
}
