/**
 * Campaigns, the express shop and the feature-flag list: one file both
 * sides import, like `contracts/shop-extras.ts`. Every call carries `X-Channel` and `X-Locale`;
 * success is `200 { payload }`. Only server code and tests import it (zod stays out of browser
 * bundles).
 */
import { z } from 'zod'
import { currencies, languages, productTypes } from './vocabulary'

/** A text in every language of the shop. */
const perLanguage = z.object(
  Object.fromEntries(languages.map((language) => [language, z.string().min(1)])) as Record<
    (typeof languages)[number],
    z.ZodString
  >,
)

/**
 * A wall-clock date-time without offset (`2026-11-29T23:59`): read in the campaign's time zone,
 * so "ends Sunday 23:59 Europe/Zurich" stays exact across DST changes.
 */
export const localDateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/
const localDateTime = z.string().regex(localDateTimePattern, 'Expected YYYY-MM-DDTHH:mm.')

/** A campaign's price effect on one product type: a percentage off or an amount off. */
export const CampaignDiscount = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percent'),
    productType: z.enum(productTypes),
    percent: z.number().gt(0).lt(100),
  }),
  z.object({
    kind: z.literal('amount'),
    productType: z.enum(productTypes),
    /** In the market's currency. */
    amount: z.number().gt(0),
  }),
])

export const Campaign = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  banner: perLanguage,
  /** A path per language inside the market (no prefixes). */
  link: perLanguage,
  discounts: z.array(CampaignDiscount),
  /** A code the shopper types at checkout, when the campaign needs one. */
  code: z
    .string()
    .regex(/^[A-Z0-9-]{2,32}$/)
    .nullable(),
  /** The first minute the campaign runs. */
  start: localDateTime,
  /** The last minute the campaign runs (it ends when this minute is over). */
  end: localDateTime,
  /** IANA zone both date-times are read in (the market's). */
  timeZone: z.string().min(1),
})

export const CampaignDataAnswer = z.object({
  payload: z.object({ currency: z.enum(currencies), campaigns: z.array(Campaign) }),
})

/** Hours from the order to the doorstep: 24 h, 48 h in Switzerland (customs). */
export const expressLeadTimes = [24, 48] as const

export const ExpressProduct = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  /** The article (as `/price-api/prices/article`): its price is the price API's. */
  sku: z.string().regex(/^[a-z0-9-]{3,80}$/),
  productType: z.enum(productTypes),
  name: perLanguage,
  /** An image of the image service (content assets). */
  image: z.string().url(),
  priceCurrent: z.number().nonnegative(),
  priceOriginal: z.number().nonnegative(),
  leadTimeHours: z.union([z.literal(24), z.literal(48)]),
  /** Orders placed before this local time (`HH:mm`, in `timeZone`) on a working day go today. */
  cutOff: z.string().regex(/^\d{2}:\d{2}$/),
  /** A path per language to the product's page. */
  link: perLanguage,
})

export const ExpressShopAnswer = z.object({
  payload: z.object({
    currency: z.enum(currencies),
    timeZone: z.string().min(1),
    products: z.array(ExpressProduct),
  }),
})

export const FeatureFlagsAnswer = z.object({
  payload: z.object({
    flags: z.array(z.object({ name: z.string().min(1), treatment: z.string().min(1) })),
  }),
})

export type CampaignData = z.infer<typeof Campaign>
export type CampaignDiscountData = z.infer<typeof CampaignDiscount>
export type ExpressProductData = z.infer<typeof ExpressProduct>
