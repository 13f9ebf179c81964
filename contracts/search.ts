/**
 * The shop search between the storefront and the shop API: `GET /web-api/search?q=…&limit=…`
 * with `X-Channel` and `X-Locale`, answered from a full-text index of the market's pages,
 * card themes, designs and magazine articles in the market's language.
 *
 * One file both sides import, like `contracts/design-groups.ts`: the reference backend reads its
 * query with `SearchQuery` and its tests parse its answers with `SearchAnswer`; the storefront's
 * client (app/services/search.server.ts) parses the same answers. Only server code imports it.
 *
 * Success is `200 { payload }` (no match is an empty list, not a 404); a missing, empty,
 * over-long, unknown or repeated parameter is `400` in the shop's error shape.
 */
import { z } from 'zod'

/** The longest query the shop searches for (the storefront cuts longer ones to this). */
export const searchQueryMaxLength = 100
/** The most results one call answers. */
export const searchLimitMax = 50

/** What a result is: a product page or design, a card theme, a magazine article, a service page. */
export const searchResultKinds = ['product', 'theme', 'article', 'service'] as const
export type SearchResultKind = (typeof searchResultKinds)[number]

// ---------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------

export const SearchQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, 'Expected a search query.')
    .max(searchQueryMaxLength, `Expected at most ${searchQueryMaxLength} characters.`),
  limit: z
    .string()
    .regex(/^[1-9]\d{0,1}$/, `Expected a number from 1 to ${searchLimitMax}.`)
    .transform(Number)
    .refine((n) => n <= searchLimitMax, `Expected a number from 1 to ${searchLimitMax}.`)
    .optional(),
})

// ---------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------

export const SearchResult = z.object({
  kind: z.enum(searchResultKinds),
  title: z.string().min(1),
  /** A sentence or two about the page, plain text. */
  text: z.string(),
  /**
   * The page inside the market, without the market's path prefixes: a content page
   * (`/hochzeitskarten`), a theme (`/themes/1001`) or a product page (`/products?…`).
   */
  path: z.string().regex(/^\/(?!\/)/, 'Expected a path inside the market.'),
  /** A picture of the image service, when the page has one. */
  image: z.url().optional(),
})

export const SearchPayload = z.object({
  /** The query as searched (trimmed). */
  query: z.string(),
  /**
   * The query with misspelt words replaced by the nearest words of the index; present only when
   * a word was corrected. The results are those of the corrected query.
   */
  correctedQuery: z.string().optional(),
  /** Best first. */
  results: z.array(SearchResult),
})

export const SearchAnswer = z.object({ payload: SearchPayload })

export const searchCall = {
  path: '/web-api/search',
  query: SearchQuery,
  answer: SearchAnswer,
} as const

export type SearchResultData = z.infer<typeof SearchResult>
export type SearchPayloadData = z.infer<typeof SearchPayload>
