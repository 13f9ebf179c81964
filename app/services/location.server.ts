import { locationSuggestion } from '~/domain/location'
import { tldOf, type Country } from '~/domain/market'
import { marketPagePath } from '~/domain/market-switch'
import { LocationAnswer, locationPath } from '../../contracts/location'
import { env } from './env.server'
import { logEvent } from './logger.server'
import { originForMarket } from './market.server'
import { shopFetch } from './shop-api.server'
import { failureOf } from './vouchers-basket.server'
import type { RequestContext } from './request-context.server'

/**
 * The shopper's location: `/api/get-location/` names the country of
 * the address the storefront derived. Only for the market suggestion: it never
 * changes the market and is never part of a page a cache keeps.
 */

/** Addresses move between countries rarely; a shopper's next pages ask again soon enough. */
const freshMs = 5 * 60_000
/** In process only (addresses stay out of shared caches), and bounded. */
const maxEntries = 5_000

const known = new Map<string, { country: string | null; until: number }>()
const asking = new Map<string, Promise<string | null>>()

async function ask(market: RequestContext['market'], address: string): Promise<string | null> {
  try {
    const { data } = await shopFetch({
      market,
      path: locationPath,
      clientAddress: address,
      schema: LocationAnswer,
      // A suggestion is worth only a short wait: the page never waits long for it.
      timeoutMs: env().LOCATION_TIMEOUT_MS,
    })
    const country = data.payload.country
    if (known.size >= maxEntries) known.delete(known.keys().next().value as string)
    known.set(address, { country, until: Date.now() + freshMs })
    return country
  } catch (error) {
    // Not cached: the next page asks again; the shopper only misses a suggestion.
    logEvent('warn', 'location-failed', failureOf(error))
    return null
  }
}

/** The country (ISO 3166-1 alpha-2) the shop API places the shopper in, or null. Never throws. */
export async function shopperCountry(
  address: string,
  market: RequestContext['market'],
): Promise<string | null> {
  if (address === 'unknown') return null
  const entry = known.get(address)
  if (entry && entry.until > Date.now()) return entry.country
  const pending = asking.get(address) ?? ask(market, address)
  asking.set(address, pending)
  try {
    return await pending
  } finally {
    asking.delete(address)
  }
}

export type MarketSuggestion = { country: Country; url: string }

/**
 * The market to suggest to this shopper — the home page of their country's shop on this
 * channel, in the page's language where that shop speaks it — or null (crawlers, unknown
 * location, the current country, a market the host table lacks, any failure).
 */
export async function marketSuggestion(
  context: Pick<RequestContext, 'market' | 'device' | 'prefixes' | 'clientAddress'>,
): Promise<MarketSuggestion | null> {
  const { market, device, prefixes } = context
  if (device.isCrawler) return null
  const located = await shopperCountry(context.clientAddress, market)
  const suggestion = locationSuggestion({ located, market, crawler: device.isCrawler })
  if (!suggestion) return null
  const origin = originForMarket(suggestion.channel, tldOf(suggestion.locale))
  if (!origin) return null
  const path = marketPagePath(suggestion.locale, market.channel, prefixes.desktop, '/', {
    content: true,
  })
  return { country: suggestion.country, url: `${origin}${path}` }
}
