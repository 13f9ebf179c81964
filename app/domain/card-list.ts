/**
 * The card overview's query (shop-core §3 "Cards", §9): occasion, the seven filters,
 * the sort key, the page size and the page, all GET parameters so a list can be shared, cached
 * by the CDN and used without JavaScript. The shopper's URL is read leniently: a value the shop
 * does not know is left out (a stale link still shows cards), and the URL is then put into its
 * one canonical form.
 */
import {
  cardFilters,
  cardFilterValues,
  cardOccasions,
  cardPageSizes,
  cardSortKeys,
  type CardFilter,
  type CardOccasion,
  type CardPageSize,
  type CardSortKey,
} from './cards'

export type CardListQuery = {
  /** The occasion chosen, or the one the page stands for. */
  occasion?: CardOccasion
  filters: Partial<Record<CardFilter, string>>
  sort: CardSortKey
  pageSize: CardPageSize
  page: number
}

/** The parameters the card list owns; every other parameter of the URL is left as it is. */
export const cardListParams = ['occasion', ...cardFilters, 'sort', 'pageSize', 'page'] as const

export const defaultCardSort: CardSortKey = cardSortKeys[0]
export const defaultCardPageSize: CardPageSize = cardPageSizes[0]

/** The highest page number the list reads; beyond it a page number is malformed. */
const pageNumber = /^[1-9]\d{0,4}$/

function known<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined
}

export function isCardOccasion(value: string): value is CardOccasion {
  return (cardOccasions as readonly string[]).includes(value)
}

/**
 * The list a URL asks for. Each parameter's first value counts; unknown values, an unknown sort
 * key, a page size other than 12 or 48 and a malformed page number fall back to no filter, the
 * shop's order, 12 and page 1. On an occasion's own page the page's occasion holds.
 */
export function readCardListQuery(
  search: URLSearchParams,
  pageOccasion?: CardOccasion,
): CardListQuery {
  const filters: CardListQuery['filters'] = {}
  for (const filter of cardFilters) {
    const value = known(cardFilterValues[filter], search.get(filter))
    if (value) filters[filter] = value
  }
  const occasion = pageOccasion ?? known(cardOccasions, search.get('occasion'))
  const size = cardPageSizes.find((candidate) => String(candidate) === search.get('pageSize'))
  const page = search.get('page') ?? ''
  return {
    ...(occasion ? { occasion } : {}),
    filters,
    sort: known(cardSortKeys, search.get('sort')) ?? defaultCardSort,
    pageSize: size ?? defaultCardPageSize,
    page: pageNumber.test(page) ? Number(page) : 1,
  }
}

/**
 * The list's own parameters in their canonical form and order: only what differs from the
 * defaults, the occasion only where the page does not stand for one.
 */
export function cardListEntries(
  query: CardListQuery,
  pageOccasion?: CardOccasion,
): [string, string][] {
  const entries: [string, string][] = []
  if (query.occasion && !pageOccasion) entries.push(['occasion', query.occasion])
  for (const filter of cardFilters) {
    const value = query.filters[filter]
    if (value) entries.push([filter, value])
  }
  if (query.sort !== defaultCardSort) entries.push(['sort', query.sort])
  if (query.pageSize !== defaultCardPageSize) entries.push(['pageSize', String(query.pageSize)])
  if (query.page !== 1) entries.push(['page', String(query.page)])
  return entries
}

/**
 * The search string (`?…`, or empty) of a list: the URL's other parameters as they were, then
 * the list's own in canonical form.
 */
export function cardListSearch(
  query: CardListQuery,
  current: URLSearchParams,
  pageOccasion?: CardOccasion,
): string {
  const params = new URLSearchParams(
    [...current].filter(([name]) => !(cardListParams as readonly string[]).includes(name)),
  )
  for (const [name, value] of cardListEntries(query, pageOccasion)) params.append(name, value)
  const search = params.toString()
  return search ? `?${search}` : ''
}

/**
 * Where a URL whose list parameters are not in canonical form (empty fields of the filter form,
 * defaults, unknown values, repeats) belongs; undefined when it is canonical already. `query` is
 * the list the URL asks for, as `readCardListQuery` read it.
 */
export function canonicalCardListSearch(
  current: URLSearchParams,
  query: CardListQuery,
  pageOccasion?: CardOccasion,
): string | undefined {
  const own = [...current].filter(([name]) => (cardListParams as readonly string[]).includes(name))
  const canonical = cardListEntries(query, pageOccasion)
  const same =
    own.length === canonical.length &&
    own.every(
      ([name, value], index) => canonical[index]![0] === name && canonical[index]![1] === value,
    )
  return same ? undefined : cardListSearch(query, current, pageOccasion)
}

/** A link of the page navigation: a page number, or a gap for the pages left out. */
/**
 * The values a filter offers: those that would show designs (counts are the shop's, each as if
 * only that value were chosen), and the chosen one even when nothing matches it now, so the
 * shopper sees what they chose and can take it back.
 */
export function offeredFacetValues<F extends { value: string; count: number }>(
  values: readonly F[],
  chosen: string | undefined,
): F[] {
  return values.filter(({ value, count }) => count > 0 || value === chosen)
}

export type PageLink = number | 'gap'

/** Up to this many pages, every page is linked: each design is two clicks from the list. */
export const pagesAllLinked = 10

/**
 * The numbered page links: every page of a list of up to `pagesAllLinked` pages; of a longer one
 * the first and the last page, the current one and its neighbours, a gap standing for two or more
 * pages left out (a single page is shown instead).
 */
export function pageLinks(page: number, pageCount: number): PageLink[] {
  if (pageCount <= pagesAllLinked) return Array.from({ length: pageCount }, (_, index) => index + 1)
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((number) => number >= 1 && number <= pageCount)
    .sort((a, b) => a - b)
  const links: PageLink[] = []
  let previous = 0
  for (const number of shown) {
    if (number - previous === 2) links.push(previous + 1)
    else if (number - previous > 2) links.push('gap')
    links.push(number)
    previous = number
  }
  return links
}
