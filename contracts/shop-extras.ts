/**
 * The wishlist, gift-voucher, voucher, card-accessory, whitelabel and localized-URL calls
 * between the storefront and the shop API.
 *
 * Like `contracts/prices.ts` this is one file both sides import: the reference
 * backend parses every request with the request schemas, and the storefront's clients
 * (`app/services/{wishlist,vouchers,accessories,whitelabel,market-switcher}.server.ts`)
 * parse every answer with the answer schemas. It imports only zod. Only server code and
 * tests import it (zod stays out of browser bundles).
 *
 * Every call carries `X-Channel` and `X-Locale`; the currency follows the
 * locale. Success is `200 { payload }`; a body or query that does not parse is `400` in
 * the shop's error shape `{ message: { text }, payload: { errors: { field: [msg] } } }`
 * (never a 500); calls that need a logged-in customer answer `401` without one; a call
 * the channel does not offer (the wishlist on wall art) is `404`.
 */
import { z } from 'zod'
import {
  accessoryPriceTypes,
  accessoryUnits,
  cardAccessoryTypes,
  cardFormatTypes,
  currencies,
  envelopeFormats,
  envelopeSurchargeClasses,
  giftVoucherDesigns,
  voucherFailureReasons,
  wishlistItemTypes,
  type Currency,
} from './vocabulary'

// ---------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------

// The word lists live in vocabulary.ts, shared with the price contract and the storefront.
export {
  accessoryPriceTypes,
  accessoryUnits,
  cardAccessoryTypes,
  envelopeFormats,
  envelopeSurchargeClasses,
  giftVoucherDesigns,
  voucherFailureReasons,
  wishlistItemTypes,
}

export type ExtrasCurrency = Currency

export type WishlistItemType = (typeof wishlistItemTypes)[number]
/** At most this many entries per customer; saving more is a 400. */
export const wishlistMaxItems = 200

export type GiftVoucherDesign = (typeof giftVoucherDesigns)[number]
/**
 * Gift-voucher amounts in whole units of the market's currency; the presets are the shop's
 * suggestions.
 */
export const giftVoucherLimits = {
  min: 10,
  max: 500,
  presets: [25, 50, 100],
  messageMaxLength: 250,
} as const

/**
 * A voucher code as shoppers type it: 2 to 32 letters, digits and dashes (not first or last),
 * case-insensitive.
 */
export const voucherCodePattern = /^[A-Z0-9](?:[A-Z0-9-]{0,30}[A-Z0-9])$/
export type VoucherFailureReason = (typeof voucherFailureReasons)[number]

export type AccessoryPriceType = (typeof accessoryPriceTypes)[number]
export type EnvelopeSurchargeClassName = (typeof envelopeSurchargeClasses)[number]
export const accessoryQuantityMax = 5000
export const sampleQuantityMax = 10

// ---------------------------------------------------------------------------------------
// Request fields: strings (url-encoded bodies, queries) or JSON values in, typed values out
// ---------------------------------------------------------------------------------------

const identifier = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,9}$/, 'Expected a numeric id.')
const wholeNumber = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,7}$/, 'Expected a whole number.')
        .transform(Number),
    ])
    .pipe(
      z
        .number()
        .int('Expected a whole number.')
        .min(min, `At least ${min}.`)
        .max(max, `At most ${max}.`),
    )
const booleanish = z.union([
  z.boolean(),
  z
    .enum(['true', 'false', '1', '0', 'on', 'off'])
    .transform((value) => value === 'true' || value === '1' || value === 'on'),
])
/** Control characters other than line breaks are refused in free text. */
// eslint-disable-next-line no-control-regex -- control characters are what this rejects
const printable = (text: string) => !/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/.test(text)

export const WishlistItemInput = z.strictObject({
  type: z.enum(wishlistItemTypes),
  id: identifier,
  /** The theme a design belongs to (required for designs; for a theme, its own id). */
  themeId: identifier.optional(),
})
export const WishlistRemoveInput = z.strictObject({
  type: z.enum(wishlistItemTypes),
  id: identifier,
})

export const GiftVoucherInput = z.strictObject({
  amount: wholeNumber(giftVoucherLimits.min, giftVoucherLimits.max),
  design: z.enum(giftVoucherDesigns),
  message: z
    .string()
    .max(giftVoucherLimits.messageMaxLength * 2)
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .refine(
      (text) => [...text].length <= giftVoucherLimits.messageMaxLength,
      `At most ${giftVoucherLimits.messageMaxLength} characters.`,
    )
    .refine(printable, 'Contains characters that cannot be printed.')
    .optional(),
})

export const VoucherInput = z.strictObject({
  code: z
    .string()
    .max(64)
    .transform((code) => code.trim().toUpperCase())
    .refine(
      (code) => voucherCodePattern.test(code),
      'Expected a code of letters, digits and dashes.',
    ),
})

const accessoryFields = {
  accessoryType: z.enum(accessoryPriceTypes),
  quantity: wholeNumber(1, accessoryQuantityMax),
  sizeClass: z.enum(envelopeSurchargeClasses).optional(),
  formatType: z.enum(cardFormatTypes).optional(),
}
function accessoryRules(
  value: {
    accessoryType: AccessoryPriceType
    quantity: number
    sizeClass?: unknown
    formatType?: unknown
  },
  ctx: z.RefinementCtx,
) {
  if (value.accessoryType === 'envelope' && value.sizeClass === undefined)
    ctx.addIssue({ code: 'custom', path: ['sizeClass'], message: 'Required for envelopes.' })
  if (value.accessoryType !== 'envelope' && value.sizeClass !== undefined)
    ctx.addIssue({ code: 'custom', path: ['sizeClass'], message: 'Only for envelopes.' })
  if (value.accessoryType !== 'sample' && value.formatType !== undefined)
    ctx.addIssue({ code: 'custom', path: ['formatType'], message: 'Only for sample cards.' })
  if (value.accessoryType === 'sample' && value.quantity > sampleQuantityMax)
    ctx.addIssue({
      code: 'custom',
      path: ['quantity'],
      message: `At most ${sampleQuantityMax} sample cards.`,
    })
}
export const CardAccessoryPriceQuery = z.strictObject(accessoryFields).superRefine(accessoryRules)
export const CardAccessoryOrderInput = CardAccessoryPriceQuery
export const CardAccessoriesQuery = z.strictObject({})

export const WhitelabelSwitchInput = z.strictObject({
  /** The order mode to switch to; without it the mode is toggled. */
  isWhitelabelOrder: booleanish.optional(),
})

export const LocalizedUrlsQuery = z.strictObject({
  /**
   * A path inside the market, without its sublocale and desktop prefixes (`/fotokalender`, `/` for
   * home).
   */
  path: z
    .string()
    .max(255)
    .regex(/^\/(?!\/)[A-Za-z0-9._~\-/]*$/, 'Expected a path like /fotokalender.'),
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
const currency = z.enum(currencies)
const isoInstant = z.iso.datetime({ offset: true })
const payload = <T extends z.ZodType>(schema: T) => z.object({ payload: schema })

/** The customer's order as customer-data carries it (shop-core §3 "order"). */
export const Order = z.object({
  cartArticlesAmount: z.number().int().nonnegative(),
  isWhitelabelOrder: z.boolean(),
})

export const WishlistItem = z.object({
  type: z.enum(wishlistItemTypes),
  id: z.string(),
  themeId: z.string().nullable(),
  createdAt: isoInstant,
})
export const WishlistAnswer = payload(
  z.object({ items: z.array(WishlistItem), maxItems: z.number().int().positive() }),
)

const GiftVoucherDetails = z.object({
  amount,
  design: z.enum(giftVoucherDesigns),
  message: z.string(),
})
const AccessoryDetails = z.object({
  accessoryType: z.enum(accessoryPriceTypes),
  sizeClass: z.enum(envelopeSurchargeClasses).nullable(),
  formatType: z.enum(cardFormatTypes).nullable(),
})
export const BasketItem = z.discriminatedUnion('type', [
  z.object({
    id: z.number().int(),
    type: z.literal('gift-voucher'),
    quantity: z.number().int().positive(),
    currency,
    priceCurrent: amount,
    priceOriginal: amount,
    details: GiftVoucherDetails,
  }),
  z.object({
    id: z.number().int(),
    type: z.literal('card-accessory'),
    quantity: z.number().int().positive(),
    currency,
    priceCurrent: amount,
    priceOriginal: amount,
    details: AccessoryDetails,
  }),
])
export const GiftVoucherAnswer = payload(z.object({ item: BasketItem, order: Order }))

export const AppliedVoucher = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  /** Percent for `percent`, an amount in `currency` for `amount`. */
  value: z.number().positive(),
  currency: currency.nullable(),
  validUntil: isoInstant.nullable(),
})
export const VoucherAnswer = payload(
  z.object({ voucher: AppliedVoucher, vouchers: z.array(AppliedVoucher), order: Order }),
)
export const VouchersAnswer = payload(z.object({ vouchers: z.array(AppliedVoucher) }))
/** A refused code: 400 with the reason beside the usual error fields. */
export const VoucherErrorAnswer = z.object({
  message: z.object({ text: z.string() }),
  payload: z.object({
    errors: z.record(z.string(), z.array(z.string())),
    reason: z.enum(voucherFailureReasons),
  }),
})

export const CardAccessory = z.object({
  accessoryType: z.enum(accessoryPriceTypes),
  unit: z.enum(accessoryUnits),
  /** Price per unit (per card or per piece); for envelopes the standard class. */
  priceCurrent: amount,
  priceOriginal: amount,
  /** Units that cost nothing (3 sample cards), else 0. */
  freeQuantity: z.number().int().nonnegative(),
  maxQuantity: z.number().int().positive(),
  /**
   * Envelopes: the surcharge per card of each size class in this country, with the envelope
   * (C6, B6, DIN long) and its size in millimetres.
   */
  sizeClasses: z
    .array(
      z.object({
        sizeClass: z.enum(envelopeSurchargeClasses),
        format: z.enum(['c6', 'b6', 'dl']),
        widthMm: z.number().int().positive(),
        heightMm: z.number().int().positive(),
        priceCurrent: amount,
      }),
    )
    .nullable(),
})
export const CardAccessoriesAnswer = payload(
  z.object({ currency, country: z.string(), accessories: z.array(CardAccessory) }),
)

export const CardAccessoryPrice = z.object({
  currency,
  accessoryType: z.enum(accessoryPriceTypes),
  quantity: z.number().int().positive(),
  sizeClass: z.enum(envelopeSurchargeClasses).nullable(),
  formatType: z.enum(cardFormatTypes).nullable(),
  /** Price of one charged unit (the envelope surcharge per card, a further sample card …). */
  unitPrice: amount,
  freeQuantity: z.number().int().nonnegative(),
  chargedQuantity: z.number().int().nonnegative(),
  priceCurrent: amount,
  priceOriginal: amount,
})
export const CardAccessoryPriceAnswer = payload(CardAccessoryPrice)
export const CardAccessoryOrderAnswer = payload(
  z.object({ item: BasketItem, price: CardAccessoryPrice, order: Order }),
)

export const WhitelabelSwitchAnswer = payload(
  z.object({ isWhitelabelCustomer: z.literal(true), order: Order }),
)

export const LocalizedUrl = z.object({
  /** One of the 17 market locales. */
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
  /** The page's path in that locale's market, without prefixes (`/` for home). */
  path: z.string(),
})
export const LocalizedUrlsAnswer = payload(
  z.object({ path: z.string(), urls: z.array(LocalizedUrl) }),
)

/** The shop's error answer. */
export const ShopErrorAnswer = z.object({
  message: z.object({ text: z.string() }),
  payload: z.looseObject({ errors: z.record(z.string(), z.array(z.string())) }),
})

/** Every call of this contract: method, path, request schema (body or query) and answer. */
export const extrasCalls = {
  wishlist: { method: 'GET', path: '/web-api/wishlist', answer: WishlistAnswer },
  wishlistSave: {
    method: 'POST',
    path: '/web-api/wishlist',
    body: WishlistItemInput,
    answer: WishlistAnswer,
  },
  wishlistRemove: {
    method: 'DELETE',
    path: '/web-api/wishlist',
    body: WishlistRemoveInput,
    answer: WishlistAnswer,
  },
  giftVoucher: {
    method: 'POST',
    path: '/gift-voucher',
    body: GiftVoucherInput,
    answer: GiftVoucherAnswer,
  },
  voucherRedeem: {
    method: 'POST',
    path: '/web-api/voucher',
    body: VoucherInput,
    answer: VoucherAnswer,
  },
  vouchers: { method: 'GET', path: '/web-api/voucher', answer: VouchersAnswer },
  cardAccessories: {
    method: 'GET',
    path: '/web-api/card-accessories',
    query: CardAccessoriesQuery,
    answer: CardAccessoriesAnswer,
  },
  cardAccessoryPrice: {
    method: 'GET',
    path: '/web-api/card-accessory-price',
    query: CardAccessoryPriceQuery,
    answer: CardAccessoryPriceAnswer,
  },
  cardAccessoryOrder: {
    method: 'POST',
    path: '/web-api/card-accessory-order',
    body: CardAccessoryOrderInput,
    answer: CardAccessoryOrderAnswer,
  },
  whitelabelSwitch: {
    method: 'POST',
    path: '/whitelabel/switch',
    body: WhitelabelSwitchInput,
    answer: WhitelabelSwitchAnswer,
  },
  localizedUrls: {
    method: 'GET',
    path: '/web-api/localized-urls',
    query: LocalizedUrlsQuery,
    answer: LocalizedUrlsAnswer,
  },
} as const

export type ExtrasCallName = keyof typeof extrasCalls
