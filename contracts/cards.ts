/**
 * The card list: `GET /web-api/themes` with the card overview's filters, sort and paging (ADR
 * 015). One file both sides import, like `contracts/prices.ts`: the reference backend reads its
 * query with `CardListQuery` and its tests parse its answers with `CardListAnswer`; the
 * storefront's client (`app/services/cards.server.ts`) parses the same answers. Only server code
 * imports it (zod stays out of browser bundles).
 *
 * The call is strict like the price calls: an unknown parameter, a repeated one or a value
 * outside the vocabulary is a 400. The storefront never sends one: it reads the shopper's URL
 * leniently and asks only for what it understood.
 */
import { z } from 'zod'
import {
  cardFilterValues,
  cardOccasions,
  cardPageSizes,
  cardSortKeys,
  type CardFilter,
} from './card-vocabulary'
import { Price, Theme } from './prices'
import { currencies } from './vocabulary'

const pageNumber = z
  .string()
  .regex(/^[1-9]\d{0,4}$/, 'Expected a page number from 1.')
  .transform(Number)
const pageSize = z
  .string()
  .refine(
    (value) => (cardPageSizes as readonly number[]).map(String).includes(value),
    `Expected a page size of ${cardPageSizes.join(' or ')}.`,
  )
  .transform(Number)

export const CardListQuery = z.strictObject({
  occasion: z.enum(cardOccasions).optional(),
  aspectRatio: z.enum(cardFilterValues.aspectRatio).optional(),
  category: z.enum(cardFilterValues.category).optional(),
  color: z.enum(cardFilterValues.color).optional(),
  label: z.enum(cardFilterValues.label).optional(),
  product: z.enum(cardFilterValues.product).optional(),
  punching: z.enum(cardFilterValues.punching).optional(),
  style: z.enum(cardFilterValues.style).optional(),
  sort: z.enum(cardSortKeys).optional(),
  page: pageNumber.optional(),
  pageSize: pageSize.optional(),
})

/** A design in the list: the theme, its facet values and its 'from' price per card. */
export const CardListTheme = Theme.extend({
  aspectRatio: z.enum(cardFilterValues.aspectRatio),
  category: z.enum(cardFilterValues.category),
  color: z.enum(cardFilterValues.color),
  label: z.enum(cardFilterValues.label).nullable(),
  punching: z.enum(cardFilterValues.punching),
  style: z.enum(cardFilterValues.style),
  popularity: z.number().int().nonnegative(),
  /** The day the design came into the shop. */
  created: z.iso.date(),
  /** The lowest price of one card over the design's formats and listed quantities. */
  fromPrice: Price,
})

/** How many designs a value would leave, given the other filters (and the occasion). */
const FacetCount = z.object({ value: z.string(), count: z.number().int().nonnegative() })

export const CardListAnswer = z.object({
  payload: z.object({
    currency: z.enum(currencies),
    occasion: z.enum(cardOccasions).nullable(),
    /** The filters applied, null for each filter not asked for. */
    filters: z.object({
      aspectRatio: z.enum(cardFilterValues.aspectRatio).nullable(),
      category: z.enum(cardFilterValues.category).nullable(),
      color: z.enum(cardFilterValues.color).nullable(),
      label: z.enum(cardFilterValues.label).nullable(),
      product: z.enum(cardFilterValues.product).nullable(),
      punching: z.enum(cardFilterValues.punching).nullable(),
      style: z.enum(cardFilterValues.style).nullable(),
    }),
    sort: z.enum(cardSortKeys),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    /** Designs matching occasion and filters, over all pages. */
    total: z.number().int().nonnegative(),
    /** At least 1: an empty result is one empty page. */
    pageCount: z.number().int().positive(),
    themes: z.array(CardListTheme),
    /**
     * Per filter (and `occasion`), every value with the designs it would leave; values with none
     * are listed with 0.
     */
    facets: z.object({
      occasion: z.array(FacetCount),
      aspectRatio: z.array(FacetCount),
      category: z.array(FacetCount),
      color: z.array(FacetCount),
      label: z.array(FacetCount),
      product: z.array(FacetCount),
      punching: z.array(FacetCount),
      style: z.array(FacetCount),
    }),
  }),
})

export const cardListCall = {
  path: '/web-api/themes',
  query: CardListQuery,
  answer: CardListAnswer,
} as const

export type CardListQueryInput = Partial<Record<CardFilter | 'occasion' | 'sort', string>> & {
  page?: number
  pageSize?: number
}
export type CardListPayload = z.infer<typeof CardListAnswer>['payload']
export type CardListThemeData = z.infer<typeof CardListTheme>
