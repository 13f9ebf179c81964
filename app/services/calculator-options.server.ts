import {
  shareKey,
  type CalculatorFrameDetails,
  type CalculatorOptionGroup,
} from '~/domain/calculator-options'
import { variantParts } from '~/domain/photo-frames'
import { frameTypes, type FrameType } from '~/domain/wallart'
import {
  photoFrameCalls,
  type PhotoFrameCallName,
  type PhotoFramePayloadOf,
} from '../../contracts/photo-frames'
import { priceCall } from './prices.server'
import { productLabel, productText } from './products-labels.server'
import { cachedShopCall } from './shop-call.server'
import type { z } from 'zod'
import type { Market } from '~/domain/market'

/**
 * The wall-art calculator's options from the shop API: a material's print option group
 * (`/price-api/photo-options-groups`) and a frame's colours and mats with what each adds
 * (`/web-api/product-selection-photo-frame/data`, `/web-api/variants-for-frame-types`,
 * `/price-api/frame`). Every call is cached; a failed one leaves the choice out.
 */

type PriceMarket = Pick<Market, 'channel' | 'country' | 'locale'>

async function frameCall<N extends PhotoFrameCallName>(
  name: N,
  market: PriceMarket,
  query: Record<string, string | number | undefined>,
): Promise<PhotoFramePayloadOf<N> | null> {
  const result = await cachedShopCall({
    market,
    path: photoFrameCalls[name].path,
    query,
    schema: photoFrameCalls[name].answer as unknown as z.ZodType<{
      payload: PhotoFramePayloadOf<N>
    }>,
    event: 'photo-frame-call-failed',
    call: name,
  })
  return result.ok ? result.payload : null
}

/** A material's print option group with its priced options; undefined when the shop has none. */
export async function printOptionGroup(
  market: PriceMarket,
  materialType: string,
  group: string,
): Promise<CalculatorOptionGroup | undefined> {
  const payload = await priceCall('photoOptionsGroups', market, {
    materialType,
    optionTypeGroup: group,
  })
  if (!payload || payload.options.length < 2) return undefined
  const { locale } = market
  return {
    group,
    label: productLabel(locale, `optionGroup.${group}-title`, group),
    options: payload.options.map((option) => ({
      value: option.optionType,
      // A material may name an option its own way (aluminium's standard finish is matt white).
      label:
        productText(locale, `calculator.option.${materialType}.${group}.${option.optionType}`) ??
        productLabel(locale, `option.${group}.${option.optionType}`, option.optionType),
      price: { priceCurrent: option.price, priceOriginal: option.priceOriginal },
      isDefault: option.isDefault,
    })),
  }
}

function isFrameType(value: string): value is FrameType {
  return (frameTypes as readonly string[]).includes(value)
}

/**
 * A frame's colours and mats, and the frame's share of each format's price for every colour and
 * mat (so a choice prices at once in the browser); undefined when the shop does not make the frame
 * alone here (the card shop) or does not answer.
 */
export async function frameDetailsOf(
  market: PriceMarket,
  frameType: string,
): Promise<CalculatorFrameDetails | undefined> {
  if (!isFrameType(frameType)) return undefined
  const [data, variants] = await Promise.all([
    frameCall('data', market, {}),
    frameCall('variantsForFrameTypes', market, { frameTypes: frameType }),
  ])
  const offer = data?.frameTypes.find((entry) => entry.frameType === frameType)
  const variantList = variants?.frameTypes[0]?.variants
  if (!offer || !variantList || variantList.length === 0 || offer.mats.length === 0)
    return undefined
  const { locale } = market
  const combinations = variantList.flatMap((variant) =>
    offer.mats.map((mat) => ({ variant: variant.frameVariant, mat })),
  )
  const answers = await Promise.all(
    combinations.map(({ variant, mat }) =>
      frameCall('frame', market, {
        frameType,
        frameVariant: variant,
        matType: mat.matType,
        matSize: mat.matSize,
      }),
    ),
  )
  const shares: CalculatorFrameDetails['shares'] = {}
  combinations.forEach(({ variant, mat }, index) => {
    const answer = answers[index]
    if (!answer) return
    shares[shareKey(variant, mat.matType)] = Object.fromEntries(
      answer.formats.map((format) => [
        format.formatType,
        { priceCurrent: format.priceCurrent, priceOriginal: format.priceOriginal },
      ]),
    )
  })
  return {
    frameType,
    variants: variantList.map((variant) => {
      const { shape, colour } = variantParts(frameType, variant.frameVariant)
      const colourText = productLabel(locale, `photoFrame.colour.${colour}`, colour)
      return {
        value: variant.frameVariant,
        label: shape
          ? `${productLabel(locale, `photoFrame.shape.${shape}`, shape)}, ${colourText}`
          : colourText,
        swatch: colour,
        isDefault: variant.frameVariant === variants?.frameTypes[0]?.defaultVariant,
      }
    }),
    mats: offer.mats.map((mat) => ({
      matType: mat.matType,
      matSize: mat.matSize,
      label: productLabel(locale, `produced.${mat.matType}`, mat.matType),
      isDefault: mat.isDefault,
    })),
    shares,
  }
}
