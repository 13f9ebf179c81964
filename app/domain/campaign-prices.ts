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
 * A price as the shop shows it: with a campaign's discount the current price lowered (to the
 * cent, never below zero) and the price it was lowered from kept to strike through, so the
 * struck-through share is the campaign's own; without one the current price alone. A
 * strike-through thus always names the running campaign (the banner), never an older original
 * the shop may answer. Other fields of the price pass unchanged.
 */
export function discountedPrice<T extends Price>(
  price: T,
  discount: CampaignDiscount | null | undefined,
): T {
  const regular = price.priceCurrent
  if (!discount)
    return price.priceOriginal === regular ? price : { ...price, priceOriginal: regular }
  const lowered =
    discount.kind === 'percent' ? regular * (1 - discount.percent / 100) : regular - discount.amount
  return {
    ...price,
    priceCurrent: Math.max(0, Math.round(lowered * 100) / 100),
    priceOriginal: regular,
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
