/**
 * The price and product-data calls between the storefront and the shop API.
 *
 * One file both sides import: the reference backend validates its query strings with the
 * request schemas and its tests parse its answers with the answer schemas; the
 * storefront's clients (app/services/prices.server.ts and friends) parse the same answers
 * with the same schemas. It imports nothing from app/ or backend/, so neither side
 * depends on the other. Only server code imports it (zod stays out of browser bundles).
 *
 * Every call is a GET with the shop headers `X-Channel` and `X-Locale`; the
 * currency follows the locale. Success is `200 { payload }`; a query that does not parse
 * is `400` in the shop's error shape, a well-formed value the catalogue does not hold
 * (an unknown SKU, theme or design, a product the channel does not sell) is `404`.
 * Unknown query parameters and repeated ones are refused (400), so a typo never silently
 * falls back to a default price.
 */
import { z } from 'zod'
import { cardFilterValues } from './card-vocabulary'
import {
  calendarMountings,
  calendarTypes,
  cardFormatTypes,
  cardQuantities,
  cardRefinementTypes,
  currencies,
  frameTypes,
  optionTypeGroups,
  photobookPapers,
  photobookTypes,
  photoboxPaperTypes,
  photoboxTypes,
  productTypes,
  sampleQuantity,
  wallArtMaterials,
} from './vocabulary'

// The vocabulary lives in vocabulary.ts; the price contract's callers import it from here too.
export * from './vocabulary'

// ---------------------------------------------------------------------------------------
// Query parameters: strings in, typed values out
// ---------------------------------------------------------------------------------------

/** A calendar or photo-book format (`a4-hoch`, `300-300`). */
const namedFormat = z
  .string()
  .regex(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/, 'Expected a format like a4-hoch.')
const positiveInteger = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, 'Expected a positive whole number.')
  .transform(Number)
const identifier = z.string().regex(/^[1-9]\d{0,9}$/, 'Expected a numeric id.')

export const FormatsQuery = z.strictObject({
  materialType: z.enum(wallArtMaterials),
  frameType: z.enum(frameTypes).optional(),
})
export const ArticleQuery = z.strictObject({
  sku: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9.]+){1,6}$/, 'Expected a SKU like wallart-leinwand-40x60.'),
})
export const FormatGroupQuery = FormatsQuery
export const PhotoOptionsGroupsQuery = z.strictObject({
  materialType: z.enum(wallArtMaterials),
  optionTypeGroup: z.enum(optionTypeGroups),
  optionType: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+){0,3}$/, 'Expected an option like 38mm.')
    .optional(),
})
export const CardPriceQuery = z.strictObject({
  formatType: z.enum(cardFormatTypes),
  quantity: z
    .union([z.literal(sampleQuantity), positiveInteger])
    .refine(
      (value) => value === sampleQuantity || (cardQuantities as readonly number[]).includes(value),
      'Not a quantity the shop sells.',
    )
    .optional(),
  themeId: identifier.optional(),
  /** The prices with this refinement; one the format does not take is unknown (404). */
  refinementType: z.enum(cardRefinementTypes).optional(),
})
export const CalendarPriceQuery = z.strictObject({
  calendarType: z.enum(calendarTypes),
  formatType: namedFormat.optional(),
})
export const PhotobookPriceQuery = z.strictObject({
  type: z.enum(photobookTypes),
  photobookFormat: namedFormat.optional(),
  photobookPageCount: positiveInteger.optional(),
  designGroupSetId: identifier.optional(),
})
export const PhotoboxDataQuery = z.strictObject({
  photoboxType: z.enum(photoboxTypes),
  paperType: z.enum(photoboxPaperTypes).optional(),
})
export const ThemeParams = z.strictObject({ themeId: identifier })
export const ShippingInformationQuery = z.strictObject({
  productType: z.enum(productTypes).optional(),
})
export const CollageDesignParams = z.strictObject({ designId: identifier })

// ---------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------

/** An amount in the answer's currency, at most two decimals. */
const amount = z
  .number()
  .nonnegative()
  .refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    'At most two decimals.',
  )
const currency = z.enum(currencies)
const isoInstant = z.iso.datetime({ offset: true })

/** "A price needs priceCurrent and priceOriginal" (shop-core §3). */
export const Price = z.object({ priceCurrent: amount, priceOriginal: amount })
export const FormatPrice = Price.extend({ formatType: z.string() })

const payload = <T extends z.ZodType>(schema: T) => z.object({ payload: schema })

export const FormatsAnswer = payload(
  z.object({
    currency,
    materialType: z.enum(wallArtMaterials),
    frameType: z.enum(frameTypes).nullable(),
    formats: z.array(FormatPrice),
  }),
)

export const ArticleAnswer = payload(
  Price.extend({
    sku: z.string(),
    currency,
    productType: z.enum(productTypes),
    /**
     * The calculator's material option: material, calendar type, photo-book type, box type, paper
     * or card format.
     */
    materialType: z.string(),
    /** The calculator's format: a size, a named format, or a card quantity. */
    formatType: z.string(),
  }),
)

export const FormatGroupAnswer = payload(
  z.object({
    currency,
    materialType: z.enum(wallArtMaterials),
    frameType: z.enum(frameTypes).nullable(),
    groups: z.array(
      z.object({
        /** The label key's name: `format.{formatGroup}` (square, 3-2, 4-3, 3-1 … or standard). */
        formatGroup: z.string(),
        /** The cheapest format of the group: shown with the 'from' prefix. */
        fromPrice: Price,
        formatTypes: z.array(z.string()),
      }),
    ),
  }),
)

export const OptionPrice = z.object({
  optionType: z.string(),
  price: amount,
  priceOriginal: amount,
  isDefault: z.boolean(),
})
export const PhotoOptionsGroupsAnswer = payload(
  z.object({
    currency,
    materialType: z.enum(wallArtMaterials),
    optionTypeGroup: z.enum(optionTypeGroups),
    optionType: z.string().nullable(),
    /** The asked option's price (null when no optionType was asked). */
    price: amount.nullable(),
    priceOriginal: amount.nullable(),
    options: z.array(OptionPrice),
  }),
)

export const CardQuantityPrice = Price.extend({
  quantity: z.union([z.number().int().positive(), z.literal(sampleQuantity)]),
  unitPrice: amount,
})
export const CardPriceAnswer = payload(
  z.object({
    currency,
    formatType: z.enum(cardFormatTypes),
    themeId: z.string().nullable(),
    /** The refinement the prices include; null: none asked ('ohne' is answered as asked). */
    refinementType: z.enum(cardRefinementTypes).nullable(),
    /** The refinements this format takes, 'ohne' first, with their surcharge per card. */
    refinements: z.array(
      z.object({ refinementType: z.enum(cardRefinementTypes), unitPrice: amount }),
    ),
    prices: z.array(CardQuantityPrice),
  }),
)

export const CalendarPriceAnswer = payload(
  z.object({
    currency,
    calendarType: z.enum(calendarTypes),
    defaultMountingType: z.enum(calendarMountings),
    mountingTypes: z.array(z.enum(calendarMountings)),
    formats: z.array(FormatPrice),
  }),
)

export const PhotobookPriceAnswer = payload(
  z.object({
    currency,
    type: z.enum(photobookTypes),
    designGroupSetId: z.string(),
    /** The design groups of the landscape, portrait and square templates of the set. */
    templates: z.object({ landscape: z.string(), portrait: z.string(), square: z.string() }),
    paperTypes: z.array(z.enum(photobookPapers)),
    defaultPaperType: z.enum(photobookPapers),
    pageCount: z.object({
      min: z.number().int(),
      max: z.number().int(),
      step: z.number().int(),
      default: z.number().int(),
    }),
    formats: z.array(
      FormatPrice.extend({ photobookPageCount: z.number().int(), pricePerExtraPages: amount }),
    ),
  }),
)

export const PhotoboxDataAnswer = payload(
  z.object({
    currency,
    photoboxType: z.enum(photoboxTypes),
    paperTypes: z.array(z.enum(photoboxPaperTypes)),
    paperType: z.enum(photoboxPaperTypes),
    /** Prints in a box; null for single prints (the price is per print). */
    printsPerBox: z.number().int().positive().nullable(),
    formats: z.array(
      FormatPrice.extend({
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      }),
    ),
  }),
)

/** A card theme; the card list (`contracts/cards.ts`, `/web-api/themes`) adds its facets. */
export const Theme = z.object({
  themeId: z.string(),
  name: z.string(),
  occasion: z.string(),
  designId: z.string(),
  formatTypes: z.array(z.enum(cardFormatTypes)),
  initialFormatType: z.enum(cardFormatTypes),
  /** The quantities the calculator lists; the rest of the steps are its "more formats". */
  quantities: z.array(z.number().int().positive()),
  initialQuantity: z.number().int().positive(),
  /** How the design looks, as the card list's tile draws it: shape, colour and corners. */
  aspectRatio: z.enum(cardFilterValues.aspectRatio),
  color: z.enum(cardFilterValues.color),
  punching: z.enum(cardFilterValues.punching),
})
export const ThemeAnswer = payload(z.object({ theme: Theme }))

export const ShippingInformationAnswer = payload(
  z.object({
    /** When the lead-time window opens; before it, no countdown is shown. */
    lodStart: isoInstant,
    /** Order deadlines (last order date); null when the shop does not offer one now. */
    safetyLodEnd: isoInstant.nullable(),
    lodEnd: isoInstant.nullable(),
    expressLodEnd: isoInstant.nullable(),
    saturdayLodEnd: isoInstant.nullable(),
    /** The shop's time zone for the market: "today" and "tomorrow" are its calendar days. */
    timeZone: z.string(),
  }),
)

export const CollageDesignAnswer = payload(
  z.object({
    designId: z.string(),
    name: z.string(),
    photoCount: z.number().int().positive(),
    materialTypes: z.array(z.enum(wallArtMaterials)),
    initialMaterialType: z.enum(wallArtMaterials),
    formatTypes: z.array(z.string()),
    initialFormatType: z.string(),
  }),
)

/** The shop's error answer. */
export const ShopErrorAnswer = z.object({
  message: z.object({ text: z.string() }),
  payload: z.object({ errors: z.record(z.string(), z.array(z.string())) }),
})

/** Every price and product-data call: path, where its parameters come from, and its schemas. */
export const priceCalls = {
  formats: { path: '/price-api/prices/formats', query: FormatsQuery, answer: FormatsAnswer },
  article: { path: '/price-api/prices/article', query: ArticleQuery, answer: ArticleAnswer },
  formatGroup: {
    path: '/price-api/prices/format-group',
    query: FormatGroupQuery,
    answer: FormatGroupAnswer,
  },
  photoOptionsGroups: {
    path: '/price-api/photo-options-groups',
    query: PhotoOptionsGroupsQuery,
    answer: PhotoOptionsGroupsAnswer,
  },
  cardPrice: { path: '/web-api/card-price', query: CardPriceQuery, answer: CardPriceAnswer },
  calendarPrice: {
    path: '/web-api/calendar-price',
    query: CalendarPriceQuery,
    answer: CalendarPriceAnswer,
  },
  photobookPrice: {
    path: '/web-api/photobook-price',
    query: PhotobookPriceQuery,
    answer: PhotobookPriceAnswer,
  },
  photoboxData: {
    path: '/web-api/photobox-data',
    query: PhotoboxDataQuery,
    answer: PhotoboxDataAnswer,
  },
  theme: { path: '/web-api/themes/:themeId', params: ThemeParams, answer: ThemeAnswer },
  shippingInformation: {
    path: '/web-api/shipping-information',
    query: ShippingInformationQuery,
    answer: ShippingInformationAnswer,
  },
  collageDesign: {
    path: '/web-api/collage-designer-design-group/:designId',
    params: CollageDesignParams,
    answer: CollageDesignAnswer,
  },
} as const

export type PriceCallName = keyof typeof priceCalls
export type AnswerOf<N extends PriceCallName> = z.infer<(typeof priceCalls)[N]['answer']>
export type PayloadOf<N extends PriceCallName> = AnswerOf<N>['payload']

/**
 * The same shape for every call: a path (params filled in) and a query, built and checked on the
 * client side.
 */
export type QueryInput<N extends PriceCallName> = (typeof priceCalls)[N] extends {
  query: infer Q extends z.ZodType
}
  ? z.input<Q>
  : Record<string, never>
