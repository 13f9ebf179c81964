/**
 * The photo-frame product selection: frame types with their variants,
 * materials and mats, prices per format group, per format and for the chosen article, the
 * frame's own price and the 'from' prices of the frame tiles. One file both sides import, like
 * `contracts/prices.ts`: the reference backend reads its query strings with the query schemas
 * and its tests parse its answers with the answer schemas; the storefront's client
 * (app/services/photo-frames.server.ts) parses the same answers. Only server code and tests
 * import it (zod stays out of browser bundles).
 *
 * Every call is a GET with `X-Channel` and `X-Locale`; the currency follows the locale and the
 * unit is inch in en-US, cm elsewhere. Success is `200 { payload }`; a query that does not parse
 * (unknown or repeated parameter, malformed value) is `400` in the shop's error shape; a
 * well-formed value the catalogue does not hold (a frame type, variant, material, mat or format
 * the frame is not made in) is `404`, and so is every call on the card channel, which sells no
 * frames.
 */
import { z } from 'zod'
import { currencies, frameTypes, wallArtMaterials } from './vocabulary'

/** Mat types and sizes (shop-core §3): no mat, or a white one 30 mm wide. */
export const photoFrameMatTypes = ['mat-none', 'mat-weiss'] as const
export const photoFrameMatSizes = [0, 30] as const
export const photoFrameUnits = ['cm', 'inch'] as const

// ---------------------------------------------------------------------------------------
// Query parameters
// ---------------------------------------------------------------------------------------

const slug = (example: string) =>
  z.string().regex(/^[a-z]{2,20}(-[a-z]{2,20}){0,4}$/, `Expected a name like ${example}.`)
/** Well-formed, but not necessarily one the shop makes: an unknown one is a 404. */
const frameType = slug('holzrahmen')
const frameVariant = slug('holzrahmen-schwarz')
const materialType = slug('poster')
const matType = z.enum(photoFrameMatTypes)
const matSize = z
  .enum(['0', '30'])
  .transform((value) => Number(value) as (typeof photoFrameMatSizes)[number])
const formatType = z.string().regex(/^[1-9]\d{0,3}x[1-9]\d{0,3}$/, 'Expected a format like 40x60.')
const formatGroup = z
  .string()
  .regex(/^[a-z0-9]{1,20}(-[a-z0-9]{1,20}){0,3}$/, 'Expected a format group like 3-2.')

/** The shopper's choices; each left out is the frame type's default. */
const Choice = {
  frameVariant: frameVariant.optional(),
  materialType: materialType.optional(),
  matType: matType.optional(),
  matSize: matSize.optional(),
}

export const PhotoFrameDataQuery = z.strictObject({ frameType: frameType.optional() })
export const PhotoFramePricesQuery = z.strictObject({ frameType, ...Choice })
export const PhotoFrameFormatsQuery = z.strictObject({
  frameType,
  ...Choice,
  formatGroup: formatGroup.optional(),
})
export const PhotoFrameArticleQuery = z.strictObject({ frameType, ...Choice, formatType })
export const PhotoFramePricesFromQuery = z.strictObject({ frameType: frameType.optional() })
/** `frameTypes=holzrahmen,alurahmen`; none: every frame type. */
export const VariantsForFrameTypesQuery = z.strictObject({
  frameTypes: z
    .string()
    .regex(
      /^[a-z]{2,20}(-[a-z]{2,20}){0,4}(,[a-z]{2,20}(-[a-z]{2,20}){0,4}){0,9}$/,
      'Expected frame types separated by commas.',
    )
    .transform((value) => value.split(','))
    .optional(),
})
export const FramePriceQuery = z.strictObject({
  frameType,
  frameVariant: frameVariant.optional(),
  matType: matType.optional(),
  matSize: matSize.optional(),
  formatType: formatType.optional(),
})

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
/** "A price needs priceCurrent and priceOriginal" (shop-core §3). */
export const PhotoFramePrice = z.object({ priceCurrent: amount, priceOriginal: amount })

const market = { currency: z.enum(currencies), unit: z.enum(photoFrameUnits) }

export const FrameVariant = z.object({
  frameVariant: z.string(),
  /** The colour part of the variant's name (`schwarz`, `silber-matt` …). */
  colour: z.string(),
  /** Alurahmen comes angular and round; null for every other frame. */
  shape: z.enum(['eckig', 'rund']).nullable(),
  isDefault: z.boolean(),
})

export const FrameMaterial = z.object({
  materialType: z.enum(wallArtMaterials),
  isDefault: z.boolean(),
  /** The material's print option group and its options; null and empty when it has none. */
  optionTypeGroup: z.string().nullable(),
  optionTypes: z.array(z.string()),
  /** The option a photo frame is made with; null when the material has no options. */
  defaultOptionType: z.string().nullable(),
})

export const FrameMat = z.object({
  matType: z.enum(photoFrameMatTypes),
  matSize: z.union([z.literal(0), z.literal(30)]),
  isDefault: z.boolean(),
})

export const PhotoFrameType = z.object({
  frameType: z.enum(frameTypes),
  /** The family the shop presents it in (schattenfuge for canvas and panel). */
  family: z.string(),
  /** "Each has a black default variant." */
  defaultVariant: z.string(),
  variants: z.array(FrameVariant),
  /** May be empty: the storefront then says the frame cannot be ordered now. */
  materials: z.array(FrameMaterial),
  mats: z.array(FrameMat),
  /** The glazing a frame comes with; null for frames without glass (canvas, panels). */
  glassType: z.enum(['glass-normal', 'glass-museum', 'acrylic-museum']).nullable(),
})

export const PhotoFrameDataAnswer = z.object({
  payload: z.object({ ...market, frameTypes: z.array(PhotoFrameType) }),
})

/** The choice an answer priced: the query's values with every default filled in. */
const Resolved = {
  frameType: z.enum(frameTypes),
  frameVariant: z.string(),
  materialType: z.enum(wallArtMaterials),
  matType: z.enum(photoFrameMatTypes),
  matSize: z.union([z.literal(0), z.literal(30)]),
}

export const FormatSize = z.object({
  formatType: z.string(),
  /** The format's label key's name: `format.{formatGroup}` (square, 3-2, 4-3 …). */
  formatGroup: z.string(),
  /** Width and height in the answer's unit. */
  width: z.number().positive(),
  height: z.number().positive(),
})

export const PhotoFramePricesFormatGroupAnswer = z.object({
  payload: z.object({
    ...market,
    ...Resolved,
    groups: z.array(
      z.object({
        formatGroup: z.string(),
        /** The cheapest format of the group: shown with the 'from' prefix. */
        fromPrice: PhotoFramePrice,
        formatTypes: z.array(z.string()).min(1),
      }),
    ),
  }),
})

export const PhotoFramePricesFormatsAnswer = z.object({
  payload: z.object({
    ...market,
    ...Resolved,
    formatGroup: z.string().nullable(),
    formats: z.array(FormatSize.extend(PhotoFramePrice.shape)),
  }),
})

export const PhotoFrameArticleAnswer = z.object({
  payload: z.object({
    ...market,
    ...Resolved,
    ...FormatSize.shape,
    ...PhotoFramePrice.shape,
    sku: z.string(),
    optionType: z.string().nullable(),
  }),
})

export const PhotoFramePricesFromAnswer = z.object({
  payload: z.object({
    ...market,
    prices: z.array(
      PhotoFramePrice.extend({
        frameType: z.enum(frameTypes),
        /** The format the cheapest price is for, with the frame type's default choices. */
        formatType: z.string(),
      }),
    ),
  }),
})

export const VariantsForFrameTypesAnswer = z.object({
  payload: z.object({
    frameTypes: z.array(
      z.object({
        frameType: z.enum(frameTypes),
        defaultVariant: z.string(),
        variants: z.array(FrameVariant),
      }),
    ),
  }),
})

/** The frame alone (no print): its price per format, or for one format. */
export const FramePriceAnswer = z.object({
  payload: z.object({
    ...market,
    frameType: z.enum(frameTypes),
    frameVariant: z.string(),
    matType: z.enum(photoFrameMatTypes),
    matSize: z.union([z.literal(0), z.literal(30)]),
    formats: z.array(FormatSize.extend(PhotoFramePrice.shape)),
  }),
})

/** Every call: its path, its query schema and its answer schema. */
export const photoFrameCalls = {
  data: {
    path: '/web-api/product-selection-photo-frame/data',
    query: PhotoFrameDataQuery,
    answer: PhotoFrameDataAnswer,
  },
  pricesFormatGroup: {
    path: '/web-api/product-selection-photo-frame/prices-format-group',
    query: PhotoFramePricesQuery,
    answer: PhotoFramePricesFormatGroupAnswer,
  },
  pricesFormats: {
    path: '/web-api/product-selection-photo-frame/prices-formats',
    query: PhotoFrameFormatsQuery,
    answer: PhotoFramePricesFormatsAnswer,
  },
  priceArticle: {
    path: '/web-api/product-selection-photo-frame/price-article',
    query: PhotoFrameArticleQuery,
    answer: PhotoFrameArticleAnswer,
  },
  pricesFrom: {
    path: '/web-api/product-selection-photo-frame/prices-from',
    query: PhotoFramePricesFromQuery,
    answer: PhotoFramePricesFromAnswer,
  },
  variantsForFrameTypes: {
    path: '/web-api/variants-for-frame-types',
    query: VariantsForFrameTypesQuery,
    answer: VariantsForFrameTypesAnswer,
  },
  frame: { path: '/price-api/frame', query: FramePriceQuery, answer: FramePriceAnswer },
} as const

export type PhotoFrameCallName = keyof typeof photoFrameCalls
export type PhotoFramePayloadOf<N extends PhotoFrameCallName> = z.infer<
  (typeof photoFrameCalls)[N]['answer']
>['payload']
export type PhotoFrameQueryOf<N extends PhotoFrameCallName> = z.input<
  (typeof photoFrameCalls)[N]['query']
>
export type PhotoFrameTypeData = z.infer<typeof PhotoFrameType>
