import { data as withHeaders } from '@remix-run/node'
import { searchItems, suggestionLimit, type SearchItem } from '~/domain/search'
import { searchCall } from '../../contracts/search'
import { cacheControl } from './cache-policy'
import { cachedShopCall } from './shop-call.server'
import type { RequestContext } from './request-context.server'
import type { Market } from '~/domain/market'

/**
 * The shop search: `GET /web-api/search` of contracts/search.ts, parsed with the contract and
 * cached per market and query like the other catalogue calls (the same for every shopper, errors
 * never cached), its results as links of the market.
 */

type SearchMarket = Pick<Market, 'channel' | 'country' | 'locale' | 'platform' | 'sublocalePrefix'>

export type SearchOutcome =
  { ok: true; correctedQuery: string | null; items: SearchItem[] } | { ok: false }

/** The market's results for a (normalised, non-empty) query. */
export async function searchShop(
  market: SearchMarket,
  query: string,
  limit?: number,
): Promise<SearchOutcome> {
  const result = await cachedShopCall({
    market,
    path: searchCall.path,
    query: { q: query, limit },
    schema: searchCall.answer,
    event: 'search-call-failed',
  })
  if (!result.ok) return { ok: false }
  return {
    ok: true,
    correctedQuery: result.payload.correctedQuery ?? null,
    items: searchItems(result.payload.results, market),
  }
}

export type SearchPageData = {
  query: string
  correctedQuery: string | null
  items: SearchItem[]
  /** The shop API did not answer: the page says so and is not cached. */
  unavailable: boolean
}

/**
 * The search page's data: no query, the prompt; otherwise the results. Public like the content
 * pages (one CDN entry per normalised query); a failed search is not stored.
 */
export async function searchPage({ market }: RequestContext, query: string) {
  if (!query) {
    const empty: SearchPageData = { query, correctedQuery: null, items: [], unavailable: false }
    return withHeaders(empty, { headers: { 'Cache-Control': cacheControl.publicPage } })
  }
  const outcome = await searchShop(market, query)
  if (!outcome.ok) {
    const failed: SearchPageData = { query, correctedQuery: null, items: [], unavailable: true }
    return withHeaders(failed, {
      status: 503,
      headers: { 'Cache-Control': cacheControl.noStore },
    })
  }
  const page: SearchPageData = {
    query,
    correctedQuery: outcome.correctedQuery,
    items: outcome.items,
    unavailable: false,
  }
  return withHeaders(page, { headers: { 'Cache-Control': cacheControl.publicPage } })
}

/** Suggestions while typing: the first few results, for the header's search box. */
export async function searchSuggestions(
  { market }: RequestContext,
  query: string,
): Promise<SearchItem[] | null> {
  const outcome = await searchShop(market, query, suggestionLimit)
  return outcome.ok ? outcome.items : null
}
