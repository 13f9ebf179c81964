import { photoboxSizes } from '../../../contracts/product-data'
import {
  calendarTypes,
  cardFormatTypes,
  photobookTypes,
  photoboxPaperTypes,
  wallArtMaterials,
} from '../../../contracts/vocabulary'
import { HttpError } from '../http/reply'
import { priceMessage } from './messages'
import type { Market } from '../market/markets'
import type { Catalogue } from './catalogue'

/** A 404 in the price texts; with a field, the field names it too. */
export function notFound(market: Market, key: 'notSold' | 'unknown', field?: string): HttpError {
  const text = priceMessage(market.language, key)
  return new HttpError(404, text, field ? { [field]: [text] } : {})
}

/** Refuses a market whose channel does not sell the product line. */
export function sells(channels: readonly string[], market: Market, field?: string): void {
  if (!channels.includes(market.channel)) throw notFound(market, 'notSold', field)
}

/**
 * A wall-art material of the catalogue and, when asked, one of its frames: not sold on the
 * channel, an unknown material (404) or a frame the material is not made with (400) is refused.
 */
export function wallArtMaterialOf(
  catalogue: Catalogue,
  market: Market,
  materialType: string,
  frameType: string | undefined,
  notSoldField?: string,
) {
  sells(catalogue.wallart.channels, market, notSoldField)
  const material =
    catalogue.wallart.materials[materialType as keyof Catalogue['wallart']['materials']]
  if (!material) throw notFound(market, 'unknown', 'materialType')
  if (frameType && !material.frames.includes(frameType as never)) {
    throw new HttpError(400, priceMessage(market.language, 'invalidQuery'), {
      frameType: ['Not offered for this material.'],
    })
  }
  return material
}

/** The options a SKU's product type is made in, the middle part of its SKU. */
const variantsOf: Record<string, readonly string[]> = {
  wallart: wallArtMaterials,
  calendar: calendarTypes,
  photobook: photobookTypes,
  photobox: photoboxSizes,
  photoprint: photoboxPaperTypes,
  card: cardFormatTypes,
}

/** A SKU's parts and the rows of `prices` its price is in. */
export type SkuSource = {
  productType: string
  /** The material option of the SKU (`leinwand`, `klappkarte-a6`). */
  variant: string
  /** The format or quantity (`40x60`, `50`). */
  item: string
  line: string
  /** The variant of its `prices` rows (photo prints: `prints`). */
  lineVariant: string
  channels: readonly string[]
}

/**
 * The SKU's parts: `{productType}-{material option}-{format}` (wallart-leinwand-40x60,
 * card-klappkarte-a6-50), with where its price is; undefined for a SKU of no known shape.
 */
export function skuSourceOf(sku: string, catalogue: Catalogue): SkuSource | undefined {
  const dash = sku.indexOf('-')
  const productType = sku.slice(0, dash)
  const rest = sku.slice(dash + 1)
  const variant = [...(variantsOf[productType] ?? [])]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => rest.startsWith(`${candidate}-`))
  if (!variant) return undefined
  const lines: Record<string, { line: string; lineVariant: string; channels: readonly string[] }> =
    {
      wallart: { line: 'wallart', lineVariant: variant, channels: catalogue.wallart.channels },
      calendar: { line: 'calendar', lineVariant: variant, channels: catalogue.calendars.channels },
      photobook: {
        line: 'photobook',
        lineVariant: variant,
        channels: catalogue.photobooks.channels,
      },
      photobox: { line: 'photobox', lineVariant: variant, channels: catalogue.photoboxes.channels },
      photoprint: {
        line: 'photobox',
        lineVariant: 'prints',
        channels: catalogue.photoboxes.channels,
      },
      card: { line: 'card', lineVariant: variant, channels: catalogue.cards.channels },
    }
  const source = lines[productType]
  return source && { productType, variant, item: rest.slice(variant.length + 1), ...source }
}
