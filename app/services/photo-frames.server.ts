import { formatSizeText } from '~/domain/calculator-format'
import { discountedPrice, discountedShare } from '~/domain/campaign-prices'
import { designerUrl } from '~/domain/designer-url'
import { framePlaceholder, producedLabelKey } from '~/domain/labels'
import {
  articleSummary,
  chosenFormat,
  familyOf,
  frameTypesOfTiles,
  glassLabelKey,
  matColourOf,
  photoFrameRequestOf,
  productKindOf,
  resolvePhotoFrameChoice,
  swatchOf,
  variantLabelKey,
  variantParts,
  type PhotoFrameChoice,
} from '~/domain/photo-frames'
import { eventCodes } from '~/utils/event-codes'
import {
  photoFrameCalls,
  type PhotoFrameCallName,
  type PhotoFramePayloadOf,
  type PhotoFrameQueryOf,
} from '../../contracts/photo-frames'
import { campaignDiscountFor } from './campaign-prices.server'
import { logEvent } from './logger.server'
import { designerBasePaths } from './prices-calculator.server'
import { productLabel, productText } from './products-labels.server'
import { countdownOf, shippingInformation } from './shipping.server'
import { cachedShopCall } from './shop-call.server'
import type { z } from 'zod'
import type { CountdownData } from '~/domain/countdown'
import type { Currency, Locale, Market } from '~/domain/market'
import type { ProductKind } from '~/domain/wallart'

/**
 * The photo-frame product selection's calls (contracts/photo-frames.ts): every answer
 * parsed with the contract's schema and cached per market and query with the short
 * stale-while-revalidate preset (errors are never cached); and the selection page's data, built
 * from them on the server.
 */

type ShopMarket = Pick<Market, 'channel' | 'country' | 'locale'>
/** A market whose prices the running campaign may lower (its banner needs the language). */
type PriceMarket = Pick<Market, 'channel' | 'country' | 'locale' | 'language'>
type Query = Record<string, string | number | undefined>

/** An answer, or the status that refused it (0: no answer at all, or one that did not parse). */
export type CallResult<N extends PhotoFrameCallName> =
  { ok: true; payload: PhotoFramePayloadOf<N> } | { ok: false; status: number }

/** One call, cached; a failure is logged and answered with its status. */
export async function photoFrameCall<N extends PhotoFrameCallName>(
  name: N,
  market: ShopMarket,
  query: PhotoFrameQueryOf<N> | Query = {},
): Promise<CallResult<N>> {
  const result = await cachedShopCall({
    market,
    path: photoFrameCalls[name].path,
    query: query as Query,
    schema: photoFrameCalls[name].answer as unknown as z.ZodType<{
      payload: PhotoFramePayloadOf<N>
    }>,
    event: 'photo-frame-call-failed',
    call: name,
  })
  return result.ok ? result : { ok: false, status: result.status }
}

export type FramePrice = { priceCurrent: number; priceOriginal: number }

/**
 * The 'from' price of every frame type in the market (`…/prices-from`) with the running
 * campaign's wall-art discount: for the frame tiles of the frames pages and the
 * frame-type choice. Empty when the shop does not answer.
 */
export async function framePricesFrom(market: PriceMarket): Promise<Record<string, FramePrice>> {
  const [result, discount] = await Promise.all([
    photoFrameCall('pricesFrom', market),
    campaignDiscountFor(market, 'photoframe'),
  ])
  if (!result.ok) return {}
  return Object.fromEntries(
    result.payload.prices.map(({ frameType, priceCurrent, priceOriginal }) => [
      frameType,
      discountedPrice({ priceCurrent, priceOriginal }, discount),
    ]),
  )
}

/**
 * The 'from' prices of the frame tiles on a content page (server-side, so the page stays
 * cacheable as a whole): undefined when the story has no frame tile.
 */
export async function tileFramePrices(
  market: PriceMarket,
  content: unknown,
): Promise<Record<string, FramePrice> | undefined> {
  const frameTypes = frameTypesOfTiles(content)
  if (frameTypes.length === 0) return undefined
  const prices = await framePricesFrom(market)
  return Object.fromEntries(
    frameTypes.flatMap((frameType) => (prices[frameType] ? [[frameType, prices[frameType]]] : [])),
  )
}

// ---------------------------------------------------------------------------------------
// The selection page
// ---------------------------------------------------------------------------------------

export type PhotoFrameOption = { value: string; label: string; checked: boolean }

export type PhotoFrameSelectionData = {
  locale: Locale
  currency: Currency
  kind: Extract<ProductKind, 'photoFrame' | 'framedMaterial'>
  frameTypes: (PhotoFrameOption & { family: string; from: FramePrice | null })[]
  variants: (PhotoFrameOption & { swatch: string })[]
  materials: PhotoFrameOption[]
  mats: (PhotoFrameOption & { colour: string })[]
  formatGroups: {
    group: string
    label: string
    from: FramePrice
    formats: (PhotoFrameOption & { price: FramePrice })[]
  }[]
  /** The chosen article; null when it cannot be priced. */
  article: {
    sku: string
    summary: string
    format: string
    price: FramePrice
    /** The frame's share (frame and mat without the print), from `/price-api/frame`. */
    framePrice: FramePrice | null
  } | null
  glass: string | null
  /** The selection as query values, for the form's own address and the view's links. */
  choice: Omit<PhotoFrameChoice, 'optionType'> & { formatType: string | null }
  /** What stops the shopper ordering, said on the page: no materials, or no prices. */
  notice: 'noMaterials' | 'notAvailable' | null
  designerHref: string | null
  /** The delivery countdown under the call to action, as on the calculator (site-chrome §4). */
  countdown: CountdownData | null
  /** The render time (to the minute): the countdown renders the same on server and browser. */
  now: number
}

/** The page when the shop API cannot tell what frames there are: a notice, nothing to choose. */
function unavailable(
  market: Market,
  request: NonNullable<ReturnType<typeof photoFrameRequestOf>>,
  now: number,
): PhotoFrameSelectionData {
  return {
    locale: market.locale,
    currency: market.currency,
    kind: productKindOf(request.materialType ?? null),
    frameTypes: [],
    variants: [],
    materials: [],
    mats: [],
    formatGroups: [],
    article: null,
    glass: null,
    choice: {
      frameType: request.frameType,
      frameVariant: request.frameVariant ?? '',
      materialType: request.materialType ?? null,
      matType: request.matType ?? 'mat-none',
      matSize: request.matSize ?? 0,
      formatType: request.formatType ?? null,
    },
    notice: 'notAvailable',
    designerHref: null,
    countdown: null,
    now: Math.floor(now / 60_000) * 60_000,
  }
}

/**
 * The selection page's data for `/products?frameType=…`, or undefined when the shop does not
 * make the frame type in this market (the page is a 404).
 */
export async function photoFrameSelection(
  market: Market,
  query: URLSearchParams,
  now: number,
  /** The shopper's ad-click id, for the designer link. */
  adClickId?: string,
): Promise<PhotoFrameSelectionData | undefined> {
  const request = photoFrameRequestOf(query)
  if (!request) return undefined
  const { locale } = market
  const [data, fromPrices, shipping, discount] = await Promise.all([
    photoFrameCall('data', market),
    framePricesFrom(market),
    shippingInformation(market, 'wallart'),
    campaignDiscountFor(market, 'photoframe', now),
  ])
  if (!data.ok) {
    if (data.status === 404 || data.status === 400) return undefined
    // The shop API is down or answers nonsense: the page says so instead of failing.
    return unavailable(market, request, now)
  }
  const offer = data.payload.frameTypes.find((frame) => frame.frameType === request.frameType)
  if (!offer) return undefined
  const { choice, problems } = resolvePhotoFrameChoice(offer, request)
  for (const problem of problems) {
    logEvent(
      'warn',
      problem.code === 'error-no-materials-for-frame-type'
        ? eventCodes.errorNoMaterialsForFrameType
        : eventCodes.errorNoDefaultOptionForMaterialType,
      problem,
    )
  }

  const priced = choice.materialType
    ? {
        frameType: choice.frameType,
        frameVariant: choice.frameVariant,
        materialType: choice.materialType,
        matType: choice.matType,
        matSize: choice.matSize,
      }
    : undefined
  const [variants, groups, formats] = await Promise.all([
    photoFrameCall('variantsForFrameTypes', market, { frameTypes: choice.frameType }),
    priced ? photoFrameCall('pricesFormatGroup', market, priced) : null,
    priced ? photoFrameCall('pricesFormats', market, priced) : null,
  ])
  const formatList = formats?.ok ? formats.payload.formats : []
  const formatType = chosenFormat(
    formatList.map((format) => format.formatType),
    request.formatType,
  )
  const [article, frame] = await Promise.all([
    priced && formatType ? photoFrameCall('priceArticle', market, { ...priced, formatType }) : null,
    formatType
      ? photoFrameCall('frame', market, {
          frameType: choice.frameType,
          frameVariant: choice.frameVariant,
          matType: choice.matType,
          matSize: choice.matSize,
          formatType,
        })
      : null,
  ])

  const variantList = variants.ok
    ? (variants.payload.frameTypes[0]?.variants ?? offer.variants)
    : offer.variants
  const unit = formats?.ok ? formats.payload.unit : data.payload.unit
  const chosenSize = formatList.find((format) => format.formatType === formatType)
  const frameLabel = productLabel(
    locale,
    `photoFrame.frameType.${choice.frameType}`,
    choice.frameType,
  )
  const variantLabel = (frameVariant: string) => {
    const { shape, colour } = variantParts(choice.frameType, frameVariant)
    const colourText = productLabel(locale, `photoFrame.colour.${colour}`, colour)
    return shape
      ? `${productLabel(locale, `photoFrame.shape.${shape}`, shape)}, ${colourText}`
      : colourText
  }
  const materialLabel = (materialType: string) =>
    productLabel(locale, `material.${materialType}`, materialType)
  const matLabel = (matType: string) => productLabel(locale, `produced.${matType}`, matType)
  const glassKey = glassLabelKey(offer.glassType)

  const articleData =
    article?.ok && chosenSize
      ? {
          sku: article.payload.sku,
          summary: articleSummary({
            // The aluminium frame's variants have their own names in the label catalogue.
            frame:
              (choice.frameType === 'alurahmen'
                ? productText(locale, variantLabelKey(choice.frameType, choice.frameVariant))
                : undefined) ?? `${frameLabel}, ${variantLabel(choice.frameVariant)}`,
            material: materialLabel(article.payload.materialType),
            matType: article.payload.matType,
            frameWithMat: productLabel(locale, producedLabelKey('frameWithMat'), framePlaceholder),
            matLabel,
          }),
          format: formatSizeText(chosenSize, unit, locale),
          price: discountedPrice(
            {
              priceCurrent: article.payload.priceCurrent,
              priceOriginal: article.payload.priceOriginal,
            },
            discount,
          ),
          framePrice:
            frame?.ok && frame.payload.formats[0]
              ? discountedShare(
                  {
                    priceCurrent: frame.payload.formats[0].priceCurrent,
                    priceOriginal: frame.payload.formats[0].priceOriginal,
                  },
                  discount,
                )
              : null,
        }
      : null

  const byFormat = new Map(formatList.map((format) => [format.formatType, format]))
  return {
    locale,
    currency: data.payload.currency,
    kind: productKindOf(choice.materialType),
    frameTypes: data.payload.frameTypes.map((frame) => ({
      value: frame.frameType,
      label: productLabel(locale, `photoFrame.frameType.${frame.frameType}`, frame.frameType),
      family: familyOf(frame.frameType),
      checked: frame.frameType === choice.frameType,
      from: fromPrices[frame.frameType] ?? null,
    })),
    variants: variantList.map((variant) => ({
      value: variant.frameVariant,
      label: variantLabel(variant.frameVariant),
      checked: variant.frameVariant === choice.frameVariant,
      swatch: swatchOf(variant.colour),
    })),
    materials: offer.materials.map((material) => ({
      value: material.materialType,
      label: materialLabel(material.materialType),
      checked: material.materialType === choice.materialType,
    })),
    mats: offer.mats.map((mat) => ({
      value: mat.matType,
      label: matLabel(mat.matType),
      checked: mat.matType === choice.matType,
      colour: matColourOf(mat.matType),
    })),
    formatGroups: groups?.ok
      ? groups.payload.groups.map((group) => ({
          group: group.formatGroup,
          label: productLabel(locale, `format.${group.formatGroup}`, group.formatGroup),
          from: discountedPrice(group.fromPrice, discount),
          formats: group.formatTypes.flatMap((value) => {
            const format = byFormat.get(value)
            return format
              ? [
                  {
                    value,
                    label: formatSizeText(format, unit, locale),
                    checked: value === formatType,
                    price: discountedPrice(
                      { priceCurrent: format.priceCurrent, priceOriginal: format.priceOriginal },
                      discount,
                    ),
                  },
                ]
              : []
          }),
        }))
      : [],
    article: articleData,
    glass: glassKey ? productLabel(locale, glassKey, '') || null : null,
    choice: {
      frameType: choice.frameType,
      frameVariant: choice.frameVariant,
      materialType: choice.materialType,
      matType: choice.matType,
      matSize: choice.matSize,
      formatType: formatType ?? null,
    },
    notice: !choice.materialType ? 'noMaterials' : articleData ? null : 'notAvailable',
    designerHref:
      articleData && choice.materialType
        ? designerUrl(
            'photoframe',
            {
              locale,
              platform: market.platform,
              ...(adClickId ? { adClickId } : {}),
              frameType: choice.frameType,
              // The colour goes along where the shopper had one to choose.
              ...(variantList.length > 1 ? { frameVariant: choice.frameVariant } : {}),
              materialType: choice.materialType,
              formatType,
              matType: choice.matType,
              matSize: choice.matSize,
            },
            {
              basePaths: designerBasePaths(market),
              now: new Date(now),
              timeZone: 'UTC',
            },
          )
        : null,
    countdown: shipping ? countdownOf(shipping, locale) : null,
    now: Math.floor(now / 60_000) * 60_000,
  }
}
