import { channelDefaults } from '~/domain/channel'
import {
  categoryIdsOf,
  coverChoiceOf,
  designGroupHref,
  designGroupParams,
  showsPhotobookCategory,
  type CoverChoice,
  type DesignGroupProduct,
} from '~/domain/design-groups'
import {
  categoryIdsParam,
  designGroupCalls,
  type CalendarDesignGroupData,
  type CollageDesignGroupData,
  type DesignCategoryData,
  type PhotobookDesignGroupSetData,
} from '../../contracts/design-groups'
import { productLabel } from './products-labels.server'
import { ShopApiError } from './shop-api.server'
import { cachedShopCall } from './shop-call.server'
import type { z } from 'zod'
import type { Market } from '~/domain/market'

/**
 * The design groups of the calendar, photo-book and collage pages: the three calls of
 * contracts/design-groups.ts, parsed with the contract and cached per market and query like
 * prices (the same for every shopper, errors never cached), and what the page's picker shows.
 */

type DesignMarket = Pick<Market, 'channel' | 'country' | 'locale'>

/** A call's outcome: found; unknown (404, with the fields it named); or failed (logged). */
export type Lookup<T> =
  { kind: 'found'; payload: T } | { kind: 'unknown'; fields: string[] } | { kind: 'unavailable' }

async function designGroupCall<T>(
  market: DesignMarket,
  path: string,
  schema: z.ZodType<{ payload: T }>,
  query: [string, string][],
): Promise<Lookup<T>> {
  const result = await cachedShopCall({
    market,
    path,
    query,
    schema,
    event: 'design-group-call-failed',
  })
  if (result.ok) return { kind: 'found', payload: result.payload }
  const { status, error } = result
  if (status !== 404 || !(error instanceof ShopApiError)) return { kind: 'unavailable' }
  const errors = (error.body as { payload?: { errors?: unknown } } | null)?.payload?.errors
  return {
    kind: 'unknown',
    fields: errors && typeof errors === 'object' ? Object.keys(errors) : [],
  }
}

const categoryQuery = (categoryIds: readonly string[]): [string, string][] =>
  categoryIds.map((id) => [categoryIdsParam, id])

/**
 * A design list filtered by categories; a filter naming a category the channel does not hold
 * lists every design instead (the page then shows no category as chosen).
 */
async function filteredList<T>(
  call: (categoryIds: readonly string[]) => Promise<Lookup<T>>,
  categoryIds: readonly string[],
): Promise<{ lookup: Lookup<T>; categoryIds: readonly string[] }> {
  const lookup = await call(categoryIds)
  if (
    categoryIds.length > 0 &&
    lookup.kind === 'unknown' &&
    lookup.fields.includes(categoryIdsParam)
  )
    return { lookup: await call([]), categoryIds: [] }
  return { lookup, categoryIds }
}

export function calendarDesignGroup(market: DesignMarket, designGroupId: string) {
  const call = designGroupCalls.calendarDesignGroup
  return designGroupCall(market, call.path, call.answer, [['designGroupId', designGroupId]])
}

export function photobookDesignGroupSet(
  market: DesignMarket,
  designGroupSetId: string,
  categoryIds: readonly string[] = [],
) {
  const call = designGroupCalls.photobookDesignGroupSet
  const path = call.path.replace(':designGroupSetId', encodeURIComponent(designGroupSetId))
  return designGroupCall(market, path, call.answer, categoryQuery(categoryIds))
}

export function collageDesignGroups(market: DesignMarket, categoryIds: readonly string[] = []) {
  const call = designGroupCalls.collageDesignGroups
  return designGroupCall(market, call.path, call.answer, categoryQuery(categoryIds))
}

// ---------------------------------------------------------------------------------------
// What the page shows
// ---------------------------------------------------------------------------------------

export type DesignGroupTile = {
  id: string
  name: string
  image: string
  href: string
  selected: boolean
  /** What the design is made as: calendar or photo-book types, a collage's photo count. */
  note: string
}

export type DesignGroupsPanel = {
  product: DesignGroupProduct
  /** The page's path: the picker's forms submit to it. */
  action: string
  /** The chosen design's name, null when the list does not hold it. */
  selectedName: string | null
  categories: { id: string; name: string; checked: boolean }[]
  /** The page's product parameters the category form keeps. */
  filterFields: [string, string][]
  tiles: DesignGroupTile[]
  /** The photo book's cover: its options and the parameters the form keeps. */
  cover: {
    laminationTypes: { value: string; checked: boolean }[]
    refinementTypes: { value: string; checked: boolean }[]
    fields: [string, string][]
  } | null
}

type PageMarket = Pick<Market, 'channel' | 'country' | 'locale'>
type Page = { market: PageMarket; url: URL }

const listOf = (market: PageMarket, keys: readonly string[]) =>
  keys.map((key) => productLabel(market.locale, key)).join(', ')

function categoriesOf(categories: readonly DesignCategoryData[], checked: readonly string[]) {
  return categories.map((category) => ({
    id: category.categoryId,
    name: category.name,
    checked: checked.includes(category.categoryId),
  }))
}

/** The calendar page's design group and its picker; unknown: the page is a 404. */
export async function calendarDesignGroupsFor(
  page: Page,
  designGroupId: string,
): Promise<Lookup<{ group: CalendarDesignGroupData; panel: DesignGroupsPanel }>> {
  const lookup = await calendarDesignGroup(page.market, designGroupId)
  if (lookup.kind !== 'found') return lookup
  const { designGroup, designGroups } = lookup.payload
  const pathname = page.url.pathname
  return {
    kind: 'found',
    payload: {
      group: designGroup,
      panel: {
        product: 'calendar',
        action: pathname,
        selectedName: designGroup.name,
        categories: [],
        filterFields: [],
        tiles: designGroups.map((group) => ({
          id: group.designGroupId,
          name: group.name,
          image: group.image,
          href: designGroupHref('calendar', pathname, group.designGroupId),
          selected: group.designGroupId === designGroup.designGroupId,
          note: listOf(
            page.market,
            group.calendarTypes.map((type) => `calendarType.${type}`),
          ),
        })),
        cover: null,
      },
    },
  }
}

/**
 * The photo-book page's design group set, its picker (categories the channel shows) and the cover
 * (lamination and refinement, the channel's defaults unless the shopper chose).
 */
export async function photobookDesignGroupsFor(
  page: Page,
  designGroupSetId: string,
): Promise<
  Lookup<{ set: PhotobookDesignGroupSetData; cover: CoverChoice; panel: DesignGroupsPanel }>
> {
  const defaults = channelDefaults(page.market.channel, page.market.locale)
  const { lookup, categoryIds } = await filteredList(
    (ids) => photobookDesignGroupSet(page.market, designGroupSetId, ids),
    categoryIdsOf(page.url.searchParams),
  )
  if (lookup.kind !== 'found') return lookup
  const { designGroupSet, categories, designGroupSets } = lookup.payload
  const shown = categories.filter((category) => showsPhotobookCategory(category.key, defaults))
  const shownIds = new Set(shown.map((category) => category.categoryId))
  if (!shownIds.has(designGroupSet.categoryId)) return { kind: 'unknown', fields: [] }
  const cover = coverChoiceOf(page.url.searchParams, designGroupSet, defaults)
  const pathname = page.url.pathname
  const keep = [...page.url.searchParams.entries()].filter(
    ([name]) =>
      name !== designGroupParams.laminationType && name !== designGroupParams.refinementType,
  )
  return {
    kind: 'found',
    payload: {
      set: designGroupSet,
      cover,
      panel: {
        product: 'photobook',
        action: pathname,
        selectedName: designGroupSet.name,
        categories: categoriesOf(shown, categoryIds),
        filterFields: [
          ['type', 'photobook'],
          ['designGroupSetId', designGroupSet.designGroupSetId],
        ],
        tiles: designGroupSets
          .filter((set) => shownIds.has(set.categoryId))
          .map((set) => ({
            id: set.designGroupSetId,
            name: set.name,
            image: set.image,
            href: designGroupHref('photobook', pathname, set.designGroupSetId, categoryIds),
            selected: set.designGroupSetId === designGroupSet.designGroupSetId,
            note: listOf(
              page.market,
              set.photobookTypes.map((type) => `photobook.type.${type}`),
            ),
          })),
        cover: {
          laminationTypes: designGroupSet.laminationTypes.map((value) => ({
            value,
            checked: value === cover.laminationType,
          })),
          refinementTypes: designGroupSet.refinementTypes.map((value) => ({
            value,
            checked: value === cover.refinementType,
          })),
          fields: keep,
        },
      },
    },
  }
}

/**
 * The collage page's picker: the channel's collage designs (its default design first), filtered
 * by the page's categories. The chosen design's details come from the collage-design call.
 */
export async function collageDesignGroupsFor(
  page: Page,
  designId: string,
): Promise<Lookup<{ panel: DesignGroupsPanel }>> {
  const { lookup, categoryIds } = await filteredList(
    (ids) => collageDesignGroups(page.market, ids),
    categoryIdsOf(page.url.searchParams),
  )
  if (lookup.kind !== 'found') return lookup
  const { categories, designGroups } = lookup.payload
  const defaultId = String(
    channelDefaults(page.market.channel, page.market.locale).defaultCollageId,
  )
  const ordered = [
    ...designGroups.filter((design) => design.designId === defaultId),
    ...designGroups.filter((design) => design.designId !== defaultId),
  ]
  const pathname = page.url.pathname
  const photos = productLabel(page.market.locale, 'designGroups.photoCount')
  return {
    kind: 'found',
    payload: {
      panel: {
        product: 'collage',
        action: pathname,
        selectedName: designGroups.find((design) => design.designId === designId)?.name ?? null,
        categories: categoriesOf(categories, categoryIds),
        filterFields: [
          ['type', 'collage'],
          ['designId', designId],
        ],
        tiles: ordered.map((design: CollageDesignGroupData) => ({
          id: design.designId,
          name: design.name,
          image: design.image,
          href: designGroupHref('collage', pathname, design.designId, categoryIds),
          selected: design.designId === designId,
          note: photos.replace('{{count}}', String(design.photoCount)),
        })),
        cover: null,
      },
    },
  }
}
