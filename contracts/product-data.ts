/**
 * The photo-box, format-group image, accessory, SKU-container and shop-frontend calls between
 * the storefront and the shop API.
 *
 * Like contracts/prices.ts, one file both sides import: the reference backend reads its query
 * strings with the request schemas and its tests parse its answers with the answer schemas; the
 * storefront's client (app/services/product-data.server.ts) parses the same answers with the
 * same schemas. Only server code imports it.
 *
 * Every call is a GET with `X-Channel` and `X-Locale`; the currency follows the locale. Success
 * is `200 { payload }`; a malformed, unknown or repeated query parameter is `400` in the shop's
 * error shape, a well-formed value the shop does not hold (an unknown SKU, an accessory or a
 * product the channel does not sell) is `404`.
 */
import { z } from 'zod'
import {
  cardAccessoryTypes,
  channels,
  currencies,
  envelopeSurchargeClasses,
  frameTypes,
  locales,
  photoboxPaperTypes,
  productTypes,
  wallArtMaterials,
} from './vocabulary'

/** The box sizes: small and large, sold as MAX (shop-core §3 "Photo box and prints"). */
export const photoboxSizes = ['small', 'large'] as const
/** The accessories with a detail page: the card accessories (samples are not an accessory). */
export const accessoryTypes = cardAccessoryTypes
/** How a shopper pays; which ones a market offers is the shop's data. */
export const paymentMethods = [
  'invoice',
  'paypal',
  'credit-card',
  'klarna',
  'sofort',
  'twint',
  'postfinance',
  'ideal',
  'bancontact',
  'apple-pay',
  'google-pay',
] as const
/** The aspect-ratio groups of wall-art formats (the label keys `format.{group}`). */
export const formatGroups = [
  'square',
  '5-4',
  '4-3',
  '3-2',
  '16-9',
  '2-1',
  '5-2',
  '3-1',
  '4-1',
  '5-1',
  '6-1',
  'standard',
] as const

// ---------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------

export const PhotoboxesQuery = z.strictObject({
  paperType: z.enum(photoboxPaperTypes).optional(),
})
export const FormatGroupPricesImagesQuery = z.strictObject({
  materialType: z.enum(wallArtMaterials),
  frameType: z.enum(frameTypes).optional(),
  formatGroup: z.enum(formatGroups).optional(),
})
export const AccessoryQuery = z.strictObject({
  accessoryType: z.enum(accessoryTypes).optional(),
})
export const AccessoryPriceQuery = z.strictObject({
  accessoryType: z.enum(accessoryTypes),
})
export const SkuContainerQuery = z.strictObject({
  sku: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9.]+){1,6}$/, 'Expected a SKU like wallart-leinwand-40x60.'),
})
export const InitialDataQuery = z.strictObject({})

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
const Price = z.object({ priceCurrent: amount, priceOriginal: amount })
const SizedFormatPrice = Price.extend({
  formatType: z.string(),
  /** In cm. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

/** A picture of the image service (content assets) with the size it is cut to. */
export const ProductImage = z.object({
  src: z.string().url(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

const payload = <T extends z.ZodType>(schema: T) => z.object({ payload: schema })

export const PhotoboxesAnswer = payload(
  z.object({
    currency,
    paperType: z.enum(photoboxPaperTypes),
    boxes: z.array(
      z.object({
        photoboxType: z.enum(photoboxSizes),
        printsPerBox: z.number().int().positive(),
        image: ProductImage,
        /** The cheapest format: shown with the 'from' prefix. */
        fromPrice: Price,
        formats: z.array(SizedFormatPrice),
      }),
    ),
  }),
)

export const FormatGroupPricesImagesAnswer = payload(
  z.object({
    currency,
    materialType: z.enum(wallArtMaterials),
    frameType: z.enum(frameTypes).nullable(),
    groups: z.array(
      z.object({
        formatGroup: z.enum(formatGroups),
        fromPrice: Price,
        /** The group's picture, cut to its aspect ratio. */
        image: ProductImage,
        formats: z.array(SizedFormatPrice.extend({ image: ProductImage })),
      }),
    ),
  }),
)

export const Accessory = z.object({
  accessoryType: z.enum(accessoryTypes),
  name: z.string().min(1),
  description: z.string().min(1),
  /** What the quantity counts: one per card of the order, or pieces. */
  unit: z.enum(['card', 'piece']),
  maxQuantity: z.number().int().positive(),
  images: z.array(ProductImage).min(1),
  /** The product types it goes with. */
  productTypes: z.array(z.enum(productTypes)).min(1),
})
export const AccessoryAnswer = payload(z.object({ accessories: z.array(Accessory) }))

export const AccessoryPriceAnswer = payload(
  z.object({
    currency,
    accessoryType: z.enum(accessoryTypes),
    unit: z.enum(['card', 'piece']),
    /** One unit's price per variant: envelopes per size class, the rest 'default'. */
    variants: z.array(
      Price.extend({
        variant: z.union([z.enum(envelopeSurchargeClasses), z.literal('default')]),
      }),
    ),
    /** Totals for the usual quantities of the first variant. */
    quantities: z.array(Price.extend({ quantity: z.number().int().positive() })),
  }),
)

export const SkuContainerAnswer = payload(
  Price.extend({
    sku: z.string(),
    currency,
    productType: z.enum(productTypes),
    /** The material option: material, calendar type, photo-book type, box size, paper, card format. */
    materialType: z.string(),
    /** A size (`40x60`), a named format or a card quantity. */
    formatType: z.string(),
    name: z.string().min(1),
    description: z.string().min(1),
    images: z.array(ProductImage).min(1),
    /** The article's options as the shop names them, in the market's language. */
    options: z.array(z.object({ name: z.string(), value: z.string() })),
    /** Sizes only: the aspect-ratio group and the size in cm. */
    formatGroup: z.enum(formatGroups).nullable(),
    width: z.number().int().positive().nullable(),
    height: z.number().int().positive().nullable(),
    delivery: z.object({
      /** Working days to the doorstep with the standard shipping. */
      standardDays: z.number().int().positive(),
      /** 24 or 48 (Switzerland, Liechtenstein) when the article ships express, else null. */
      expressHours: z.union([z.literal(24), z.literal(48)]).nullable(),
    }),
  }),
)

export const InitialDataAnswer = payload(
  z.object({
    channel: z.enum(channels),
    locale: z.enum(locales),
    country: z.string().regex(/^[A-Z]{2}$/),
    currency,
    unit: z.enum(['cm', 'inch']),
    hotline: z.object({
      phone: z.string().min(1),
      /** `tel:` form of the number. */
      phoneHref: z.string().regex(/^\+\d{6,15}$/),
      /** Opening hours on working days, `HH:mm`. */
      opens: z.string().regex(/^\d{2}:\d{2}$/),
      closes: z.string().regex(/^\d{2}:\d{2}$/),
    }),
    paymentMethods: z.array(z.enum(paymentMethods)).min(1),
    /** Orders from this amount ship free; null when shipping is always charged. */
    freeShippingFrom: amount.nullable(),
    shippingCost: amount,
  }),
)

/** Every call of this contract: path, query and answer schema. */
export const productDataCalls = {
  photoboxes: { path: '/price-api/photoboxes', query: PhotoboxesQuery, answer: PhotoboxesAnswer },
  formatGroupPricesImages: {
    path: '/price-api/prices/format-group-prices-images',
    query: FormatGroupPricesImagesQuery,
    answer: FormatGroupPricesImagesAnswer,
  },
  accessory: { path: '/accessory', query: AccessoryQuery, answer: AccessoryAnswer },
  accessoryPrice: {
    path: '/price-api/accessory',
    query: AccessoryPriceQuery,
    answer: AccessoryPriceAnswer,
  },
  skuContainer: {
    path: '/web-api/sku/container',
    query: SkuContainerQuery,
    answer: SkuContainerAnswer,
  },
  initialData: {
    path: '/web-api/shop-frontends-initial-data',
    query: InitialDataQuery,
    answer: InitialDataAnswer,
  },
} as const

export type ProductDataCallName = keyof typeof productDataCalls
export type ProductDataPayload<N extends ProductDataCallName> = z.infer<
  (typeof productDataCalls)[N]['answer']
>['payload']
export type ProductDataQuery<N extends ProductDataCallName> = z.input<
  (typeof productDataCalls)[N]['query']
>
