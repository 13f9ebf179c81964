/**
 * Free formats of wall art: the size limits of a material, the aspect
 * ratio of a size and the calculator's reference data, which also prices a free size.
 *
 * One file both sides import, like contracts/prices.ts: the reference backend validates its
 * query strings with the request schemas and its tests parse its answers with the answer
 * schemas; the storefront's client (app/services/formats.server.ts) parses the same answers.
 * Only server code imports it (zod stays out of browser bundles).
 *
 * Every call is a GET with the shop headers `X-Channel` and `X-Locale`; success is
 * `200 { payload }`. Sizes travel in tenths of a millimetre (shop-core §3 "Dimensions are
 * held in tenths of a millimetre"), whatever unit the market shows: the unit is a matter of
 * display, the answer names it. A query that does not parse, a frame the material does not
 * take or a size outside the limits is `400` in the shop's error shape; a material the
 * catalogue has no prices for is `404`.
 */
import { z } from 'zod'
import { currencies, frameTypes, wallArtMaterials } from './vocabulary'

export { frameTypes, wallArtMaterials } from './vocabulary'

/** The unit a market shows sizes in (shop-core §3 "Unit by locale"). */
export const dimensionUnits = ['cm', 'inch'] as const

/** A dimension in tenths of a millimetre, as a query parameter: 1 to 999 999 (100 m). */
const tenthsParam = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, 'Expected a positive whole number of tenths of a millimetre.')
  .transform(Number)

export const FormatLimitsQuery = z.strictObject({
  materialType: z.enum(wallArtMaterials),
  frameType: z.enum(frameTypes).optional(),
})

export const AspectRatioQuery = z.strictObject({ width: tenthsParam, height: tenthsParam })

export const CalculatorReferenceQuery = z
  .strictObject({
    materialType: z.enum(wallArtMaterials),
    frameType: z.enum(frameTypes).optional(),
    width: tenthsParam.optional(),
    height: tenthsParam.optional(),
  })
  .refine((query) => (query.width === undefined) === (query.height === undefined), {
    message: 'Give width and height together.',
    path: ['height'],
  })

// ---------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------

const tenths = z.number().int().positive()
/** An amount in the answer's currency, at most two decimals. */
const amount = z
  .number()
  .nonnegative()
  .refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    'At most two decimals.',
  )

/**
 * What the shop can produce of a material (and frame): each side between its minimum and its
 * maximum, in steps of `step` (100: whole centimetres).
 */
export const FormatLimits = z
  .object({
    minWidth: tenths,
    maxWidth: tenths,
    minHeight: tenths,
    maxHeight: tenths,
    step: tenths,
  })
  .refine(
    (limits) => limits.minWidth <= limits.maxWidth && limits.minHeight <= limits.maxHeight,
    'A minimum above its maximum.',
  )

export const FormatLimitsAnswer = z.object({
  payload: z.object({
    materialType: z.enum(wallArtMaterials),
    frameType: z.enum(frameTypes).nullable(),
    /** The unit the market shows sizes in; the limits themselves are in tenths of a millimetre. */
    unit: z.enum(dimensionUnits),
    limits: FormatLimits,
  }),
})

export const AspectRatioAnswer = z.object({
  payload: z.object({
    width: tenths,
    height: tenths,
    /** Long side over short side, four decimals (1.5 for 40 x 60). */
    ratio: z.number().min(1),
    orientation: z.enum(['portrait', 'landscape', 'square']),
    /** The label key's name: `format.{formatGroup}` (square, 3-2, 4-3 … or standard). */
    formatGroup: z.string().min(1),
  }),
})

/** A price by area: `base + perSquareMetre × area`, fitted to the material's catalogue formats. */
export const AreaRate = z.object({ base: amount, perSquareMetre: amount })

export const CalculatorReferenceAnswer = z.object({
  payload: z.object({
    currency: z.enum(currencies),
    unit: z.enum(dimensionUnits),
    /** shop-core §9 "Inch to cm factor 2.54". */
    cmPerInch: z.literal(2.54),
    materialType: z.enum(wallArtMaterials),
    frameType: z.enum(frameTypes).nullable(),
    limits: FormatLimits,
    /** The catalogue's reference format (`40x60`, cm) and its price for this material and frame. */
    referenceFormat: z.string().regex(/^[1-9]\d*x[1-9]\d*$/),
    referencePrice: z.object({ priceCurrent: amount, priceOriginal: amount }),
    /** How a free size is priced: current and original price by area. */
    areaRate: z.object({ current: AreaRate, original: AreaRate }),
    /** The asked size, priced; null when no size was asked. */
    size: z
      .object({
        width: tenths,
        height: tenths,
        /** The size as a format id in whole centimetres (`46x60`), as the calculator hands it on. */
        formatType: z.string().regex(/^[1-9]\d*x[1-9]\d*$/),
        priceCurrent: amount,
        priceOriginal: amount,
      })
      .nullable(),
  }),
})

export const formatCalls = {
  formatLimits: {
    path: '/web-api/product-selection-photo-frame/format-limits',
    query: FormatLimitsQuery,
    answer: FormatLimitsAnswer,
  },
  aspectRatio: {
    path: '/web-api/aspect-ratio',
    query: AspectRatioQuery,
    answer: AspectRatioAnswer,
  },
  calculatorReference: {
    path: '/web-api/calculator/reference',
    query: CalculatorReferenceQuery,
    answer: CalculatorReferenceAnswer,
  },
} as const

export type FormatCallName = keyof typeof formatCalls
export type FormatPayloadOf<N extends FormatCallName> = z.infer<
  (typeof formatCalls)[N]['answer']
>['payload']
export type FormatQueryInput<N extends FormatCallName> = z.input<(typeof formatCalls)[N]['query']>
export type FormatLimitsData = z.infer<typeof FormatLimits>
