import { normaliseTrailingSlash, withPathPrefixes } from './paths'
import type { Market } from './market'

/**
 * The shop search's rules: the query a search page and the suggestions ask for, and how results
 * are grouped. Plain rules for server and browser (no zod, no I/O).
 */

/** The longest query searched; longer input is cut (the shop API refuses longer ones). */
export const searchQueryMaxLength = 100
/** The search box's parameter. */
export const searchParam = 'q'
/** Suggestions while typing: how many, from how many letters, after how long a pause. */
export const suggestionLimit = 6
export const suggestionMinLength = 2
export const suggestionDelayMs = 150

export const searchKinds = ['product', 'theme', 'article', 'service'] as const
export type SearchKind = (typeof searchKinds)[number]

/** A query as searched: trimmed, inner whitespace one space, at most 100 characters. */
export function normaliseSearchQuery(raw: string): string {
  const collapsed = raw.replace(/\s+/gu, ' ').trim()
  const letters = [...collapsed]
  return letters.length <= searchQueryMaxLength
    ? collapsed
    : letters.slice(0, searchQueryMaxLength).join('').trimEnd()
}

/**
 * The search page's one URL per query: `?q=` with the normalised query and nothing else; no
 * query (or a blank one) is the bare page. Answers the search string (`?q=…` or '') to redirect
 * to, or null when the request's own is already it.
 */
export function canonicalSearchString(params: URLSearchParams): string | null {
  const values = params.getAll(searchParam)
  const query = normaliseSearchQuery(values[0] ?? '')
  const wanted = query ? `?${new URLSearchParams({ [searchParam]: query })}` : ''
  const current = [...params.keys()].length === 0 ? '' : `?${params}`
  return current === wanted ? null : wanted
}

/** The query a request asks for (normalised; '' for none). */
export function searchQueryOf(params: URLSearchParams): string {
  return normaliseSearchQuery(params.get(searchParam) ?? '')
}

/** Results in the order of `searchKinds`, each group best first; empty groups left out. */
export function groupByKind<T extends { kind: SearchKind }>(
  results: readonly T[],
): { kind: SearchKind; results: T[] }[] {
  return searchKinds
    .map((kind) => ({ kind, results: results.filter((result) => result.kind === kind) }))
    .filter((group) => group.results.length > 0)
}

/** A result as the shop API answers it: a path inside the market, without its prefixes. */
export type SearchResultInput = {
  kind: SearchKind
  title: string
  text: string
  path: string
  image?: string
}

/** A result as a page shows it: the link with the market's prefixes. */
export type SearchItem = {
  kind: SearchKind
  title: string
  text: string
  href: string
  image: string | null
}

type LinkMarket = Pick<Market, 'channel' | 'platform' | 'sublocalePrefix'>

/**
 * The link of a result in the market: its sublocale and desktop prefixes, and on the wall-art
 * channel the trailing slash of its canonical URL (the query stays after it).
 */
export function searchHref(path: string, market: LinkMarket): string {
  const queryAt = path.indexOf('?')
  const pathname = queryAt >= 0 ? path.slice(0, queryAt) : path
  const search = queryAt >= 0 ? path.slice(queryAt) : ''
  const prefixed = withPathPrefixes({
    ...(market.sublocalePrefix ? { prefix: market.sublocalePrefix } : {}),
    desktop: market.platform === 'desktop',
    rest: pathname,
  })
  return `${normaliseTrailingSlash(prefixed, market.channel)}${search}`
}

/** The shop API's results as the page shows them. */
export function searchItems(
  results: readonly SearchResultInput[],
  market: LinkMarket,
): SearchItem[] {
  return results.map((result) => ({
    kind: result.kind,
    title: result.title,
    text: result.text,
    href: searchHref(result.path, market),
    image: result.image ?? null,
  }))
}
