/**
 * The design-group calls between the storefront and the shop API: the
 * design groups of calendars, the design group sets of photo books and the collage designs a
 * product page lets the shopper pick from.
 *
 * One file both sides import, like `contracts/prices.ts`: the reference backend reads its query
 * with the request schemas and its tests parse its answers with the answer schemas; the
 * storefront's client (app/services/design-groups.server.ts) parses the same answers. Only server
 * code imports it (zod stays out of browser bundles).
 *
 * Every call is a GET with `X-Channel` and `X-Locale`; names are in the locale's language.
 * Success is `200 { payload }`; a malformed query is `400` in the shop's error shape; a
 * well-formed id the channel does not hold, or a product the channel does not sell, is `404`.
 * "Collage and photobook design lists take query lists categoryIds[] and designGroupSetId in
 * the path" (shop-core §7): `categoryIds[]` may repeat, every other parameter may not.
 */
import { z } from 'zod'
import { calendarTypes, photobookTypes, wallArtMaterials } from './vocabulary'

/** A numeric id, as the shop's other ids (`4200`, `13`). */
export const idPattern = /^[1-9]\d{0,9}$/
const id = z.string().regex(idPattern, 'Expected a numeric id.')

/** The repeatable filter of the design lists. */
export const categoryIdsParam = 'categoryIds[]'

/** Cover laminations of photo books ("glossy by default, matt on one channel", shop-core §9). */
export const photobookLaminations = ['glossy', 'matt'] as const
export type PhotobookLaminationType = (typeof photobookLaminations)[number]

/** Cover refinements a photo-book design offers (shop-core §3 "Refinement"; 'ohne' is none). */
export const photobookRefinements = ['ohne', 'gold', 'silber', 'rosegold', 'relief'] as const
export type PhotobookRefinementType = (typeof photobookRefinements)[number]

// ---------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------

export const CategoryFilterQuery = z.strictObject({ [categoryIdsParam]: z.array(id).max(20) })
export const CalendarDesignGroupQuery = z.strictObject({ designGroupId: id })
export const PhotobookDesignGroupSetParams = z.strictObject({ designGroupSetId: id })

// ---------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------

/** A category a design list can be filtered by. */
export const DesignCategory = z.object({
  categoryId: id,
  /** A stable name for code (`urlaub`, `gaestebuch`); shoppers see `name`. */
  key: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  name: z.string().min(1),
})

/** A preview image of the image service (content assets). */
const image = z.url()

export const CalendarDesignGroup = z.object({
  designGroupId: id,
  name: z.string().min(1),
  image,
  /** The calendar types the design is made for; the first is preselected. */
  calendarTypes: z.array(z.enum(calendarTypes)).min(1),
  /** The formats the design is laid out for (each type offers those of its format group). */
  formatTypes: z.array(z.string()).min(1),
  /** The month the calendar starts with (a school year starts in August); null: any month. */
  startMonth: z.number().int().min(1).max(12).nullable(),
})

export const PhotobookDesignGroupSet = z.object({
  designGroupSetId: id,
  name: z.string().min(1),
  categoryId: id,
  image,
  /** The design groups of the landscape, portrait and square templates (the designer's templateId). */
  templates: z.object({ landscape: id, portrait: id, square: id }),
  /** The photo-book types the design is offered in; the first is preselected. */
  photobookTypes: z.array(z.enum(photobookTypes)).min(1),
  laminationTypes: z.array(z.enum(photobookLaminations)).min(1),
  refinementTypes: z.array(z.enum(photobookRefinements)).min(1),
})

export const CollageDesignGroup = z.object({
  designId: id,
  name: z.string().min(1),
  categoryId: id,
  image,
  photoCount: z.number().int().positive(),
  initialMaterialType: z.enum(wallArtMaterials),
  initialFormatType: z.string(),
})

const payload = <T extends z.ZodType>(schema: T) => z.object({ payload: schema })

/** `GET /web-api/calendar-design-group?designGroupId=…`: the group and every group of the shop. */
export const CalendarDesignGroupAnswer = payload(
  z.object({ designGroup: CalendarDesignGroup, designGroups: z.array(CalendarDesignGroup) }),
)

/**
 * `GET /web-api/photobook-design-group-set/{designGroupSetId}?categoryIds[]=…`: the set in the
 * path, the categories of the channel's photo-book designs, and the sets of the asked categories
 * (all without a filter).
 */
export const PhotobookDesignGroupSetAnswer = payload(
  z.object({
    designGroupSet: PhotobookDesignGroupSet,
    categories: z.array(DesignCategory),
    designGroupSets: z.array(PhotobookDesignGroupSet),
  }),
)

/**
 * `GET /web-api/collage-designer-design-groups?categoryIds[]=…`: the categories of the channel's
 * collage designs and the designs of the asked categories (all without a filter).
 */
export const CollageDesignGroupsAnswer = payload(
  z.object({ categories: z.array(DesignCategory), designGroups: z.array(CollageDesignGroup) }),
)

export const designGroupCalls = {
  calendarDesignGroup: {
    path: '/web-api/calendar-design-group',
    answer: CalendarDesignGroupAnswer,
  },
  photobookDesignGroupSet: {
    path: '/web-api/photobook-design-group-set/:designGroupSetId',
    answer: PhotobookDesignGroupSetAnswer,
  },
  collageDesignGroups: {
    path: '/web-api/collage-designer-design-groups',
    answer: CollageDesignGroupsAnswer,
  },
} as const

export type DesignCategoryData = z.infer<typeof DesignCategory>
export type CalendarDesignGroupData = z.infer<typeof CalendarDesignGroup>
export type PhotobookDesignGroupSetData = z.infer<typeof PhotobookDesignGroupSet>
export type CollageDesignGroupData = z.infer<typeof CollageDesignGroup>
