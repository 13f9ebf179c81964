/**
 * What a product page sends its calculator (serialisable loader data) and the price rules
 * that read it: the price of a selection with or without a frame, and the acrylic-glass
 * experiment's fetched framed prices (site-chrome §4 VOLL-1409/1785).
 */
import {
  frameShareOf,
  optionPriceOf,
  type CalculatorFrameDetails,
  type CalculatorOptionGroup,
  type OptionChoice,
} from './calculator-options'
import { discountedPrice } from './campaign-prices'
import type {
  CalculatorExperiments,
  CalculatorLabel,
  CalculatorMaterial,
  CalculatorOptions,
  CalculatorSelection,
} from './calculator'
import type { HandOffContext } from './calculator-designer'
import type { CalculatorProduct } from './calculator-format'
import type { CampaignDiscount } from './campaigns'
import type { CountdownData } from './countdown'
import type { CustomSizeData } from './custom-size'
import type { DesignerProduct } from './designer-url'

export type CalculatorPrice = { priceCurrent: number; priceOriginal: number }

export type CalculatorFrame = {
  value: string
  label: string
  price: CalculatorPrice
  isDefault: boolean
}

export type CalculatorMaterialData = CalculatorMaterial & {
  label: string
  /** Prices by format; a format without one is "Not available". */
  prices: Record<string, CalculatorPrice>
  /** Frames this material can have, with their price (photo-options-group call). */
  frames?: CalculatorFrame[]
  /**
   * Framed prices by frame and format, fetched with the prices-formats call (acrylic-glass
   * experiment).
   */
  framedPrices?: Record<string, Record<string, CalculatorPrice>>
  /**
   * Designer context that depends on the material: a calendar type's mounting, a photo book's
   * templates, paper and pages.
   */
  handOff?: Pick<HandOffContext, 'mountingType' | 'photobook'>
  /** Photo boxes: prints in the box. */
  printsPerBox?: number
  /**
   * Cards: the refinements this card format takes ('ohne' first) with their surcharge per card;
   * its prices are those of the refinement `refinementFor` picks for the block's.
   */
  refinements?: { value: string; unitPrice: number }[]
  /** The selected frame's colours, mats and their prices (wall art with a frame chosen). */
  frameDetails?: CalculatorFrameDetails
  /** The material's print option group with priced options (stretcher depth, finish …). */
  optionGroup?: CalculatorOptionGroup
}

export type CalculatorBlockData = {
  uid: string
  product: CalculatorProduct
  headline?: string
  ctaText?: string
  materials: CalculatorMaterialData[]
  moreFormats: string[]
  labels: CalculatorLabel[]
  /** The prices are from-prices (photo books: the base page count; more pages cost more). */
  fromPrices: boolean
  selection: CalculatorSelection
  /** The chosen frame (wall art), null for none. */
  frameType: string | null
  /** The refinement the URL asks for: a card prices it (a format that does not take it shows none), a photo book's cover keeps it. */
  refinementType?: string | null
  /** The chosen colour, mat and print option (wall art), resolved to what is offered; none when absent. */
  options?: OptionChoice
  /**
   * The page's design context for the designer (products page query, theme, collage, the photo
   * book's cover).
   */
  context: Pick<
    HandOffContext,
    | 'designId'
    | 'designGroupId'
    | 'designGroupSetId'
    | 'themeId'
    | 'startDate'
    | 'laminationType'
    | 'refinementType'
  >
  /** The custom-size input of a calculator that takes free formats. */
  customSize?: CustomSizeData
  /**
   * The running campaign's discount on the block's product: the prices above are the
   * regular ones, `priceOf` applies it to the price of a selection on the server and in the
   * browser alike. Absent when no campaign discounts the product.
   */
  discount?: CampaignDiscount
}

export type CalculatorData = {
  blocks: Record<string, CalculatorBlockData>
  /** Query parameters of the page that selection URLs keep (designId, themeId …). */
  keep: [string, string][]
  designer: {
    basePaths: Record<DesignerProduct, string>
    timeZone: string
    /** The shopper's ad-click id from its cookie (the page is then private). */
    adClickId?: string
  }
  /**
   * The server's time (ms): the countdown and the calendar's start month render the same on server
   * and client.
   */
  now: number
  /** The delivery countdown's lead times, null when the shipping call failed. */
  countdown: CountdownData | null
  /** Label-catalogue texts the page needs (format.a4 …), resolved for the market. */
  texts: Record<string, string>
  experiments: CalculatorExperiments
}

export function optionsOf(
  block: Pick<CalculatorBlockData, 'materials' | 'moreFormats'> &
    Partial<Pick<CalculatorBlockData, 'product'>>,
): CalculatorOptions {
  return {
    materials: block.materials,
    moreFormats: block.moreFormats,
    ...(block.product === 'card' ? { formatsAreQuantities: true } : {}),
  }
}

export function materialDataOf(
  block: Pick<CalculatorBlockData, 'materials'>,
  value: string,
): CalculatorMaterialData | undefined {
  return block.materials.find((material) => material.value === value)
}

/** The frame a material can take, or undefined (no frame, or one the material does not offer). */
export function frameOf(
  material: CalculatorMaterialData | undefined,
  frameType: string | null | undefined,
): CalculatorFrame | undefined {
  return frameType ? material?.frames?.find((frame) => frame.value === frameType) : undefined
}

const sum = (a: number, b: number) => Math.round((a + b) * 100) / 100

/**
 * The price of a format: the material's price, plus the frame's share when framed (its colour and
 * mat included, when the shop answered them), plus the chosen print option, with the running
 * campaign's discount on the whole. With the acrylic-glass experiment on, a framed acrylic-glass
 * format takes its price from the prices-formats call instead (colour and mat on top). Null: not
 * available.
 */
export function priceOf(
  material: CalculatorMaterialData | undefined,
  format: string,
  frameType: string | null | undefined,
  experiments: Pick<CalculatorExperiments, 'acrylicPrices'>,
  discount?: CampaignDiscount,
  choice?: OptionChoice,
): CalculatorPrice | null {
  const price = regularPriceOf(material, format, frameType, experiments, choice)
  return price && discountedPrice(price, discount)
}

const add = (a: CalculatorPrice, b: CalculatorPrice): CalculatorPrice => ({
  priceCurrent: sum(a.priceCurrent, b.priceCurrent),
  priceOriginal: sum(a.priceOriginal, b.priceOriginal),
})

/** The shop's own price of a format, its original as the shop sends it (no campaign applied). */
export function regularPriceOf(
  material: CalculatorMaterialData | undefined,
  format: string,
  frameType: string | null | undefined,
  experiments: Pick<CalculatorExperiments, 'acrylicPrices'>,
  choice: OptionChoice | undefined,
): CalculatorPrice | null {
  if (!material) return null
  const option = optionPriceOf(material.optionGroup, choice?.optionType ?? null)
  const base = material.prices[format]
  const frame = frameOf(material, frameType)
  if (!frame) return base ? add(base, option) : null
  const details =
    material.frameDetails?.frameType === frame.value ? material.frameDetails : undefined
  // Without the shop's colour and mat prices the frame costs its option price (black, no mat).
  const share = details && choice ? frameShareOf(details, choice, format) : frame.price
  if (!share) return null
  if (experiments.acrylicPrices && material.value === 'acrylglas') {
    const fetched = material.framedPrices?.[frame.value]?.[format]
    if (material.framedPrices?.[frame.value])
      return fetched
        ? add(add(fetched, option), {
            priceCurrent: share.priceCurrent - frame.price.priceCurrent,
            priceOriginal: share.priceOriginal - frame.price.priceOriginal,
          })
        : null
  }
  return base ? add(add(base, share), option) : null
}
