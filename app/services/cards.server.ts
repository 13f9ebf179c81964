import { redirect } from '@remix-run/node'
import { discountedPrice } from '~/domain/campaign-prices'
import {
  canonicalCardListSearch,
  cardListEntries,
  cardListSearch,
  isCardOccasion,
  offeredFacetValues,
  pageLinks,
  readCardListQuery,
  type CardListQuery,
} from '~/domain/card-list'
import { cardPicture, type CardPicture } from '~/domain/card-picture'
import { cardFilters, type CardFilter, type CardOccasion } from '~/domain/cards'
import { themePath, withPathPrefixes } from '~/domain/paths'
import { formatPrice, priceDisplay } from '~/domain/price'
import { cardListCall, type CardListPayload } from '../../contracts/cards'
import { cacheControl } from './cache-policy'
import { campaignDiscountFor } from './campaign-prices.server'
import { cachedShopCall } from './shop-call.server'
import type { RequestContext } from './request-context.server'
import type { Market } from '~/domain/market'

/**
 * The card list (`GET /web-api/themes`, contracts/cards.ts): the card overview and the
 * occasion pages show it as a block of their story. Cached per market and query like prices (the
 * same for every shopper); a failing call is logged and the block says the cards cannot be shown
 * instead of failing the page.
 */

type ShopMarket = Pick<Market, 'channel' | 'country' | 'locale'>

/** One page of the card list; null (logged) when the call fails. */
export async function cardList(
  market: ShopMarket,
  query: CardListQuery,
): Promise<CardListPayload | null> {
  const result = await cachedShopCall({
    market,
    path: cardListCall.path,
    query: cardListEntries(query),
    schema: cardListCall.answer,
    event: 'card-list-failed',
  })
  return result.ok ? result.payload : null
}

/** A tile of the list, ready to render: the browser gets no price or path code. */
export type CardTile = {
  themeId: string
  name: string
  href: string
  occasion: string
  aspectRatio: string
  color: string
  /** The design's picture (decorative beside its name). */
  picture: CardPicture | null
  label: string | null
  price: { current: string; original: string | null }
}

export type CardListFacet = { value: string; count: number }

/** What the `card-list` block renders (loader data of the content page). */
export type CardListData = {
  /** The occasion the page stands for (an occasion page); null on the overview. */
  pageOccasion: CardOccasion | null
  /** The page's path: the filter form's action and the links' base. */
  path: string
  query: CardListQuery
  /** Null when the list could not be loaded. */
  list: {
    total: number
    page: number
    pageCount: number
    tiles: CardTile[]
    facets: Partial<Record<'occasion' | CardFilter, CardListFacet[]>>
    pages: { number: number | null; href: string | null }[]
    previous: string | null
    next: string | null
  } | null
  /** The list without any filter (the empty result's way out). */
  clearHref: string
}

type BlockShape = { component?: unknown; occasion?: unknown }

/** The story's `card-list` block (top level of its body), if it has one. */
function cardListBlock(content: Record<string, unknown>): BlockShape | undefined {
  const body = Array.isArray(content.body) ? (content.body as BlockShape[]) : []
  return body.find((block) => block?.component === 'card-list')
}

/**
 * The list of a content page with a `card-list` block, for the URL's query; null for other pages.
 * A query not in canonical form is redirected to it (302, cacheable); so is a page number beyond
 * the last page, to the last one.
 */
export async function loadCardListBlock(
  context: RequestContext,
  story: { content: Record<string, unknown> },
): Promise<CardListData | null> {
  const block = cardListBlock(story.content)
  if (!block) return null
  const { market, url, prefixes } = context
  // The page's own path; never '//host…' (a Location or link to another host).
  const path = url.pathname.replace(/^\/{2,}/, '/')
  const occasionField = typeof block.occasion === 'string' ? block.occasion : ''
  const pageOccasion = isCardOccasion(occasionField) ? occasionField : undefined
  const relocate = (search: string) =>
    redirect(`${path}${search}`, {
      status: 302,
      headers: { 'Cache-Control': cacheControl.publicPage },
    })

  // The URL's list is read once: the canonical check, the call and every link use it.
  const query = readCardListQuery(url.searchParams, pageOccasion)
  const canonical = canonicalCardListSearch(url.searchParams, query, pageOccasion)
  if (canonical !== undefined) throw relocate(canonical)
  const [payload, discount] = await Promise.all([
    cardList(market, query),
    campaignDiscountFor(market, 'card'),
  ])
  if (payload && payload.total > 0 && query.page > payload.pageCount)
    throw relocate(
      cardListSearch({ ...query, page: payload.pageCount }, url.searchParams, pageOccasion),
    )

  const hrefOf = (page: number) =>
    `${path}${cardListSearch({ ...query, page }, url.searchParams, pageOccasion)}#card-list`
  const clear = cardListSearch(
    {
      ...(pageOccasion ? { occasion: pageOccasion } : {}),
      filters: {},
      sort: query.sort,
      pageSize: query.pageSize,
      page: 1,
    },
    url.searchParams,
    pageOccasion,
  )
  return {
    pageOccasion: pageOccasion ?? null,
    path,
    query,
    clearHref: `${path}${clear}#card-list`,
    list: payload
      ? {
          total: payload.total,
          page: payload.page,
          pageCount: payload.pageCount,
          tiles: payload.themes.map((theme) => {
            // The 'from' price with the running campaign's card discount.
            const display = priceDisplay(discountedPrice(theme.fromPrice, discount))
            return {
              themeId: theme.themeId,
              name: theme.name,
              href: withPathPrefixes({ ...prefixes, rest: themePath(theme.themeId) }),
              occasion: theme.occasion,
              aspectRatio: theme.aspectRatio,
              color: theme.color,
              picture: cardPicture(theme, market.language),
              label: theme.label,
              price: {
                current: formatPrice(display.current, market.locale, payload.currency, {
                  from: true,
                }),
                original: display.hasDiscount
                  ? formatPrice(display.original, market.locale, payload.currency)
                  : null,
              },
            }
          }),
          facets: Object.fromEntries(
            (pageOccasion ? cardFilters : (['occasion', ...cardFilters] as const)).map((facet) => [
              facet,
              offeredFacetValues(
                payload.facets[facet],
                facet === 'occasion' ? query.occasion : query.filters[facet],
              ),
            ]),
          ),
          pages: pageLinks(payload.page, payload.pageCount).map((link) =>
            link === 'gap'
              ? { number: null, href: null }
              : { number: link, href: link === payload.page ? null : hrefOf(link) },
          ),
          previous: payload.page > 1 ? hrefOf(payload.page - 1) : null,
          next: payload.page < payload.pageCount ? hrefOf(payload.page + 1) : null,
        }
      : null,
  }
}
