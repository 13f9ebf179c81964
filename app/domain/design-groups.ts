/**
 * Design groups on the calendar, photo-book and collage pages: which
 * categories a channel shows, which cover the photo book gets, which calendar types and formats
 * a design group offers, when its calendar starts, and the addresses the pickers link to.
 */
import { zonedDateOf } from '~/utils/zoned-date'
import { calendarFormatGroups, type CalendarFormat, type CalendarType } from './calendar'
import { isPhotobookCategory, type PhotobookCategory } from './photobook'
import type { ChannelDefaults } from './channel'

export const designGroupProducts = ['calendar', 'photobook', 'collage'] as const
export type DesignGroupProduct = (typeof designGroupProducts)[number]

/**
 * The page's own query names: the category filter (repeatable), and the photo book's cover.
 * `refinementType` is the spec's name (shop-core §3); lamination follows its pattern.
 */
export const designGroupParams = {
  categoryId: 'categoryId',
  laminationType: 'laminationType',
  refinementType: 'refinementType',
} as const

/** The parameter naming the chosen design on each page (shop-core §3 "Query parameter names"). */
export const designGroupIdParams = {
  calendar: 'designGroupId',
  photobook: 'designGroupSetId',
  collage: 'designId',
} as const satisfies Record<DesignGroupProduct, string>

/** A category filter takes at most this many categories (the call refuses more). */
export const maxCategoryIds = 20

const idPattern = /^[1-9]\d{0,9}$/

/**
 * "Wishlist, guestbooks and condolence books on one channel only" (shop-core §9): the photo-book
 * categories only a channel with the feature shows.
 */
export const channelOnlyPhotobookCategories = {
  gaestebuch: 'guestbooks',
  kondolenzbuch: 'condolenceBooks',
} as const satisfies Partial<Record<PhotobookCategory, keyof ChannelDefaults>>

/** Whether a channel shows a photo-book category (by its key; keys it does not know it shows). */
export function showsPhotobookCategory(key: string, defaults: ChannelDefaults): boolean {
  if (!isPhotobookCategory(key) || !Object.hasOwn(channelOnlyPhotobookCategories, key)) return true
  const feature = channelOnlyPhotobookCategories[key as keyof typeof channelOnlyPhotobookCategories]
  return defaults[feature]
}

/** The category ids of the page's filter: well-formed, each once, at most `maxCategoryIds`. */
export function categoryIdsOf(query: URLSearchParams): string[] {
  const ids = query.getAll(designGroupParams.categoryId).filter((value) => idPattern.test(value))
  return [...new Set(ids)].slice(0, maxCategoryIds)
}

export type CoverOffer = {
  laminationTypes: readonly string[]
  refinementTypes: readonly string[]
}
export type CoverChoice = { laminationType: string; refinementType: string }

/**
 * The photo book's cover: the shopper's choice when the design offers it, else the channel's
 * default — "cover lamination glossy (matt on one channel)", "gold refinement default on one
 * channel" (shop-core §9) — when offered, else no refinement, else the design's first option.
 */
export function coverChoiceOf(
  query: URLSearchParams,
  offer: CoverOffer,
  defaults: ChannelDefaults,
): CoverChoice {
  const pick = (
    asked: string | null,
    preferred: readonly (string | undefined)[],
    offered: readonly string[],
  ) =>
    [asked, ...preferred].find(
      (value): value is string => value !== null && value !== undefined && offered.includes(value),
    ) ?? offered[0]!
  return {
    laminationType: pick(
      query.get(designGroupParams.laminationType),
      [defaults.photobookLamination],
      offer.laminationTypes,
    ),
    refinementType: pick(
      query.get(designGroupParams.refinementType),
      [defaults.defaultRefinement, 'ohne'],
      offer.refinementTypes,
    ),
  }
}

/**
 * The calendar types and formats a design group offers, its first type first unless the page asks
 * for another of its types: each type with the formats of its format group the design is laid out
 * for, in the format group's order; a type with none is left out.
 */
export function calendarMaterialsOf(
  group: { calendarTypes: readonly CalendarType[]; formatTypes: readonly string[] },
  asked?: CalendarType,
): { type: CalendarType; formats: CalendarFormat[] }[] {
  const ordered =
    asked && group.calendarTypes.includes(asked)
      ? [asked, ...group.calendarTypes.filter((type) => type !== asked)]
      : [...group.calendarTypes]
  return ordered.flatMap((type) => {
    const formats = calendarFormatGroups[type].filter((format) =>
      group.formatTypes.includes(format),
    )
    return formats.length > 0 ? [{ type, formats }] : []
  })
}

/**
 * The designer's start date (`YYYY-MM`) of a design group that starts in a given month: the next
 * time that month begins, this month included, in the shop's time zone. Undefined for a design
 * that starts any month (the designer's default, the current month, applies).
 */
export function designGroupStartDate(
  startMonth: number | null,
  now: Date,
  timeZone: string,
): string | undefined {
  if (startMonth === null) return undefined
  const today = zonedDateOf(now, timeZone)
  const year = today.month <= startMonth ? today.year : today.year + 1
  return `${year}-${String(startMonth).padStart(2, '0')}`
}

/**
 * The address of a design on its page: the page's path, the product's parameters and the id;
 * the category filter stays, the calculator's choice and the cover start afresh.
 */
export function designGroupHref(
  product: DesignGroupProduct,
  pathname: string,
  id: string,
  categoryIds: readonly string[] = [],
): string {
  const query = new URLSearchParams()
  if (product !== 'calendar') query.set('type', product)
  query.set(designGroupIdParams[product], id)
  for (const categoryId of categoryIds) query.append(designGroupParams.categoryId, categoryId)
  return `${pathname}?${query.toString()}`
}
