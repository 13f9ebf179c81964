/**
 * The running campaign's effect on the shop's prices: which of the
 * campaign's product types a price display belongs to, and a price with the campaign's
 * discount. Pure (its one import is the shared vocabulary), so the calculator's browser code applies the same rule
 * to the prices it works out from its loader data.
 */
import { productTypes } from '../../contracts/vocabulary'
import type { CampaignDiscount } from './campaigns'

/** The product types campaigns name. */
export const campaignProductTypes = productTypes

export type CampaignProductType = (typeof campaignProductTypes)[number]

/**
 * The campaign product type of a shop product: framed pictures (photo frames) and collages are
 * wall art, as they are for shipping; accessories and anything else have none (no campaign
 * changes their price).
 */
export function campaignProductTypeOf(product: string): CampaignProductType | undefined {
  if (product === 'photoframe' || product === 'collage') return 'wallart'
  return (campaignProductTypes as readonly string[]).includes(product)
    ? (product as CampaignProductType)
    : undefined
}

/**
 * The discount a campaign gives a product's shown prices, if any. A campaign with a code gives
 * none here: its discount applies at checkout to whoever types the code, so the pages keep the
 * regular prices and the banner names the code.
 */
export function discountOf(
  campaign: { discounts: readonly CampaignDiscount[]; code?: string | null } | undefined,
  product: string,
): CampaignDiscount | undefined {
  const productType = campaignProductTypeOf(product)
  return productType && campaign && !campaign.code
    ? campaign.discounts.find((discount) => discount.productType === productType)
    : undefined
}

type Price = { priceCurrent: number; priceOriginal: number }

/**
 * A price with a campaign's discount: the current price lowered (to the cent, never below
 * zero), the regular one kept to show struck through. The same object without a discount;
 * other fields of the price pass unchanged.
 */
export function discountedPrice<T extends Price>(
  price: T,
  discount: CampaignDiscount | null | undefined,
): T {
  if (!discount) return price
  const lowered =
    discount.kind === 'percent'
      ? price.priceCurrent * (1 - discount.percent / 100)
      : price.priceCurrent - discount.amount
  return {
    ...price,
    priceCurrent: Math.max(0, Math.round(lowered * 100) / 100),
    priceOriginal: Math.max(price.priceOriginal, price.priceCurrent),
  }
}

/**
 * A part of a price shown on its own (a frame's surcharge, a frame's share of an article): a
 * percentage lowers it like the whole; an amount comes off the whole price once, so the part
 * keeps its regular value.
 */
export function discountedShare<T extends Price>(
  price: T,
  discount: CampaignDiscount | null | undefined,
): T {
  return discount?.kind === 'percent' ? discountedPrice(price, discount) : price
}
