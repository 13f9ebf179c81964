import { redirect } from '@remix-run/node'
import {
  calculatorExperiments,
  initialSelection,
  isSelectableFormat,
  selectionFromSubmission,
  selectionParams,
  selectionSearch,
  shownMaterialParam,
  type CalculatorLabel,
  type CalculatorSelection,
} from '~/domain/calculator'
import {
  optionsOf,
  type CalculatorBlockData,
  type CalculatorData,
  type CalculatorMaterialData,
  type CalculatorPrice,
} from '~/domain/calculator-data'
import {
  describeFormat,
  isCalculatorProduct,
  printFormatOf,
  type CalculatorProduct,
} from '~/domain/calculator-format'
import {
  changedOptions,
  optionSearchParams,
  optionParams,
  printOptionGroupOf,
  requestedOptions,
  resolveOptions,
  noOptions,
  withCustomFormat,
} from '~/domain/calculator-options'
import { askedRefinement, noRefinement, refinementFor } from '~/domain/cards'
import { timeZoneOf } from '~/domain/content-blocks'
import { allowsCustomSize, customSizeParams } from '~/domain/custom-size'
import { designerProducts, type DesignerProduct } from '~/domain/designer-url'
import { configuratorPaths, withPathPrefixes } from '~/domain/paths'
import {
  defaultFrameFor,
  frameTypes,
  materials as wallArtMaterials,
  type FrameType,
  type Material,
} from '~/domain/wallart'
import { eventCodes } from '~/utils/event-codes'
import { cacheControl } from './cache-policy'
import { frameDetailsOf, printOptionGroup } from './calculator-options.server'
import { campaignDiscountFor } from './campaign-prices.server'
import { customSizeOf } from './custom-size.server'
import { adClickIdOf } from './designer-hand-off.server'
import { logEvent } from './logger.server'
import {
  articleBySku,
  calendarPrices,
  cardPrices,
  frameOptions,
  photobookPrices,
  photoboxData,
  wallArtFormatPrices,
  type PriceValue,
} from './prices.server'
import { productLabel, productText, productTexts } from './products-labels.server'
import { countdownOf, shippingInformation } from './shipping.server'
import type { RequestContext } from './request-context.server'
import type { Market } from '~/domain/market'

/**
 * The calculator's data for a page: prices of every material and format the
 * page's calculator blocks list, the selection from the URL, frames, the designer's base
 * paths, lead times and the label texts — all serialisable, so server and browser render
 * the same. Product pages without a story (products page, themes) build block sources
 * from product data and use the same path.
 */

/**
 * A calculator block as the story (or a products page) configures it; see docs/content-model.md.
 */
export type CalculatorBlockSource = {
  _uid: string
  product: CalculatorProduct
  headline?: string
  ctaText?: string
  materials: {
    value: string
    labelTranslationKey?: string
    label?: string
    formats: string[]
    initiallySelectedFormat: string
    group?: string
  }[]
  moreFormats: string[]
  labels: CalculatorLabel[]
  /** A photo-frame calculator's frame (the frame page's own), preselected where offered. */
  frameType?: string
}

export type CalculatorPageContext = CalculatorBlockData['context']

type Options = {
  /** Flag name → treatment (the feature-flag layer's); anything but `on` is off. */
  treatments?: Readonly<Record<string, string | undefined>>
  /**
   * The page's design context; by default read from the URL (designId, designGroupId,
   * designGroupSetId, themeId, startDate).
   */
  context?: CalculatorPageContext
  /** The page's SKU (`sku` field of the story); the URL's `sku` wins. */
  sku?: string
  /** The time the page renders (ms). */
  now?: number
}

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item !== '')
    : []
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined

/**
 * Reads a calculator block from a story defensively (content is data from outside); undefined when
 * unusable.
 */
export function calculatorBlockSource(block: unknown): CalculatorBlockSource | undefined {
  if (typeof block !== 'object' || block === null) return undefined
  const raw = block as Record<string, unknown>
  if (raw.component !== 'calculator' || !isCalculatorProduct(raw.product)) return undefined
  const materials = (Array.isArray(raw.materials) ? raw.materials : []).flatMap(
    (entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return []
      const material = entry as Record<string, unknown>
      const value = text(material.value)
      const formats = strings(material.formats)
      if (!value || formats.length === 0) return []
      const initial = text(material.initiallySelectedFormat)
      // The story names no usable default: the first format stands in, and the log says so.
      if (!initial || !formats.includes(initial))
        logEvent('warn', eventCodes.errorNoDefaultOptionForMaterialType, { material: value })
      return [
        {
          value,
          labelTranslationKey: text(material.labelTranslationKey),
          label: text(material.label),
          formats,
          initiallySelectedFormat: initial && formats.includes(initial) ? initial : formats[0]!,
          group: text(material.group),
        },
      ]
    },
  )
  if (materials.length === 0) return undefined
  const labels = (Array.isArray(raw.labels) ? raw.labels : []).flatMap((entry: unknown) => {
    const label = entry as Record<string, unknown> | null
    if (!label || typeof label.index !== 'number' || !text(label.text)) return []
    return [
      {
        index: label.index,
        text: String(label.text),
        backgroundColor: text(label.backgroundColor),
        textColor: text(label.textColor),
      },
    ]
  })
  return {
    _uid: text(raw._uid) ?? 'calculator',
    product: raw.product,
    headline: text(raw.headline),
    ctaText: text(raw.ctaText),
    materials,
    moreFormats: strings(raw.moreFormats),
    labels,
    ...(text(raw.frameType) ? { frameType: String(raw.frameType) } : {}),
  }
}

type Loaded = Pick<
  CalculatorMaterialData,
  'prices' | 'frames' | 'framedPrices' | 'handOff' | 'printsPerBox' | 'refinements' | 'optionGroup'
>
type PriceMarket = Pick<Market, 'channel' | 'country' | 'locale' | 'language'>

/** The label key of a material for a product (when the story gives none). */
function materialLabelKey(product: CalculatorProduct, value: string): string {
  switch (product) {
    case 'calendar':
      return `calendarType.${value}`
    case 'photobook':
      return `photobook.type.${value}`
    case 'photobox':
      return `photobox.size.${value}`
    case 'photoprint':
      return `photobox.paper.${paperTypeOf(value)}`
    case 'card':
      return `cardFormat.${value}`
    default:
      return `material.${value}`
  }
}

/** Print papers as the stories name them: en-US says `matte`. */
function paperTypeOf(value: string): string {
  return value === 'matte' ? 'matt' : value === 'gloss' || value === 'glossy' ? 'glaenzend' : value
}

function isMaterial(value: string): value is Material {
  return (wallArtMaterials as readonly string[]).includes(value)
}

/** A frame's name; the colour (the aluminium frame's shape too) is a choice of its own. */
function frameLabelKey(frame: string): string {
  return frame === 'alurahmen' ? 'photoFrame.frameType.alurahmen' : `produced.${frame}`
}

function pricesFor(
  values: readonly string[],
  lookup: (value: string) => PriceValue | undefined,
): Record<string, CalculatorPrice> {
  const prices: Record<string, CalculatorPrice> = {}
  for (const value of values) {
    const price = lookup(value)
    if (price)
      prices[value] = { priceCurrent: price.priceCurrent, priceOriginal: price.priceOriginal }
  }
  return prices
}

async function loadMaterial(
  market: PriceMarket,
  product: CalculatorProduct,
  value: string,
  formats: readonly string[],
  context: CalculatorPageContext,
  acrylicPrices: boolean,
): Promise<Loaded> {
  switch (product) {
    case 'wallart':
    case 'photoframe':
    case 'collage': {
      const group = product === 'collage' ? undefined : printOptionGroupOf(value)
      const [prices, frames, optionGroup] = await Promise.all([
        wallArtFormatPrices(market, value),
        product === 'collage' ? [] : frameOptions(market, value),
        group ? printOptionGroup(market, value, group) : undefined,
      ])
      const known = frames.filter((frame): frame is typeof frame & { optionType: FrameType } =>
        (frameTypes as readonly string[]).includes(frame.optionType),
      )
      let framedPrices: Loaded['framedPrices']
      if (acrylicPrices && value === 'acrylglas' && known.length > 0) {
        const fetched = await Promise.all(
          known.map((frame) => wallArtFormatPrices(market, value, frame.optionType)),
        )
        framedPrices = Object.fromEntries(
          known.flatMap((frame, index) => {
            const formatPrices = fetched[index]
            return formatPrices
              ? [[frame.optionType, pricesFor(formats, (format) => formatPrices.get(format))]]
              : []
          }),
        )
      }
      return {
        prices: pricesFor(formats, (format) => prices?.get(format)),
        ...(known.length > 0
          ? {
              frames: known.map((frame) => ({
                value: frame.optionType,
                label: productLabel(
                  market.locale,
                  frameLabelKey(frame.optionType),
                  frame.optionType,
                ),
                price: { priceCurrent: frame.price, priceOriginal: frame.priceOriginal },
                isDefault: frame.isDefault,
              })),
            }
          : {}),
        ...(framedPrices ? { framedPrices } : {}),
        ...(optionGroup ? { optionGroup } : {}),
      }
    }
    case 'calendar': {
      const payload = await calendarPrices(market, value)
      const byFormat = new Map(
        payload?.formats.map(({ formatType, ...price }) => [formatType, price]),
      )
      return {
        prices: pricesFor(formats, (format) => byFormat.get(format)),
        ...(payload ? { handOff: { mountingType: payload.defaultMountingType } } : {}),
      }
    }
    case 'photobook': {
      const payload = await photobookPrices(market, value, context.designGroupSetId)
      const byFormat = new Map(
        payload?.formats.map(({ formatType, priceCurrent, priceOriginal }) => [
          formatType,
          { priceCurrent, priceOriginal },
        ]),
      )
      return {
        prices: pricesFor(formats, (format) => byFormat.get(format)),
        ...(payload
          ? {
              handOff: {
                photobook: {
                  templates: payload.templates,
                  paperType: payload.defaultPaperType,
                  pageCount: payload.pageCount.default,
                },
              },
            }
          : {}),
      }
    }
    case 'photobox':
    case 'photoprint': {
      const payload =
        product === 'photobox'
          ? await photoboxData(market, value)
          : await photoboxData(market, 'prints', paperTypeOf(value))
      const byFormat = new Map(
        payload?.formats.map(({ formatType, priceCurrent, priceOriginal }) => [
          formatType,
          { priceCurrent, priceOriginal },
        ]),
      )
      return {
        prices: pricesFor(formats, (format) => byFormat.get(printFormatOf(format) ?? format)),
        ...(payload?.printsPerBox ? { printsPerBox: payload.printsPerBox } : {}),
      }
    }
    case 'card': {
      // The format's refinements come with its plain prices; a refinement it takes is asked for.
      const plain = await cardPrices(market, value, context.themeId)
      const refinements = plain?.refinements.map(({ refinementType, unitPrice }) => ({
        value: refinementType,
        unitPrice,
      }))
      const refinement = refinementFor(refinements, context.refinementType)
      const payload =
        refinement === noRefinement
          ? plain
          : await cardPrices(market, value, context.themeId, refinement)
      const byQuantity = new Map(
        payload?.prices.map(({ quantity, priceCurrent, priceOriginal }) => [
          String(quantity),
          { priceCurrent, priceOriginal },
        ]),
      )
      return {
        prices: pricesFor(formats, (format) => byQuantity.get(format)),
        ...(refinements && refinements.length > 1 ? { refinements } : {}),
      }
    }
  }
}

/** The shipping call's product type: framed pictures and collages ship like wall art. */
function shippingProductOf(product: CalculatorProduct): string {
  return product === 'photoframe' || product === 'collage' ? 'wallart' : product
}

const contextParams = [
  'designId',
  'designGroupId',
  'designGroupSetId',
  'themeId',
  'startDate',
] as const
const selectionOnlyParams = new Set<string>([
  selectionParams.material,
  selectionParams.format,
  shownMaterialParam,
  'frameType',
  'refinementType',
  ...Object.values(optionParams),
  'sku',
  customSizeParams.width,
  customSizeParams.height,
])

/** The query without the custom-size fields (a no-JS choice of another format). */
function withoutCustomSize(query: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(query)
  rest.delete(customSizeParams.width)
  rest.delete(customSizeParams.height)
  return rest
}

/**
 * The design context a URL carries (products page: `?designGroupId=…`), well-formed values only.
 */
export function pageContextOf(url: URL): CalculatorPageContext {
  const context: CalculatorPageContext = {}
  for (const name of contextParams) {
    const value = url.searchParams.get(name)
    if (!value) continue
    if (name === 'startDate' ? /^\d{4}-\d{2}(-\d{2})?$/.test(value) : /^[1-9]\d{0,9}$/.test(value))
      context[name] = value
  }
  return context
}

export function designerBasePaths(
  market: Pick<Market, 'sublocalePrefix' | 'platform'>,
): Record<DesignerProduct, string> {
  const pathOf = (product: DesignerProduct) =>
    withPathPrefixes({
      ...(market.sublocalePrefix ? { prefix: market.sublocalePrefix } : {}),
      desktop: market.platform === 'desktop',
      rest: configuratorPaths[product],
    })
  return Object.fromEntries(
    designerProducts.map((product) => [product, pathOf(product)]),
  ) as Record<DesignerProduct, string>
}

/**
 * The calculator data of a page whose calculator blocks are given. A no-JS form
 * submission (it carries the shown material) redirects to the selection's own URL, so
 * every selection has one shareable, cacheable address.
 */
export async function calculatorDataFor(
  request: Request,
  context: RequestContext,
  sources: readonly CalculatorBlockSource[],
  options: Options = {},
): Promise<CalculatorData | null> {
  if (sources.length === 0) return null
  const { market, url } = context
  const experiments = calculatorExperiments(options.treatments)
  const pageContext = options.context ?? pageContextOf(url)
  const query = url.searchParams
  // Cards: the refinement asked for; 'ohne' is the default and never kept in a URL.
  const asked = askedRefinement(query.get('refinementType'))
  const refinementAsked = asked === noRefinement ? null : asked
  const skuValue = query.get('sku') ?? options.sku
  const [article, shipping] = await Promise.all([
    skuValue && /^[a-z0-9.-]{3,80}$/.test(skuValue) ? articleBySku(market, skuValue) : null,
    shippingInformation(market, shippingProductOf(sources[0]!.product)),
  ])

  const renderTime = options.now
  const blocks: Record<string, CalculatorBlockData> = {}
  const formatKeys = new Set<string>()
  await Promise.all(
    sources.map(async (source) => {
      // The running campaign's discount travels with the block: `priceOf` applies it.
      const discountPromise = campaignDiscountFor(market, source.product, renderTime)
      const blockContext: CalculatorPageContext =
        source.product === 'card' && refinementAsked
          ? { ...pageContext, refinementType: refinementAsked }
          : pageContext
      const loaded = await Promise.all(
        source.materials.map((material) =>
          loadMaterial(
            market,
            source.product,
            material.value,
            [...material.formats, ...source.moreFormats],
            blockContext,
            experiments.acrylicPrices,
          ),
        ),
      )
      const materials: CalculatorMaterialData[] = source.materials.map((material, index) => ({
        value: material.value,
        label:
          (material.labelTranslationKey &&
            productText(market.locale, material.labelTranslationKey)) ??
          material.label ??
          productText(market.locale, materialLabelKey(source.product, material.value)) ??
          material.value,
        formats: material.formats,
        initialFormat: material.initiallySelectedFormat,
        ...(material.group ? { group: material.group } : {}),
        ...loaded[index]!,
      }))
      const options = optionsOf({
        materials,
        moreFormats: source.moreFormats,
        product: source.product,
      })
      const sku =
        article &&
        article.productType ===
          (source.product === 'photoframe' || source.product === 'collage'
            ? 'wallart'
            : source.product)
          ? { material: article.materialType, format: article.formatType }
          : undefined
      let selection: CalculatorSelection | undefined
      let frameType = query.get('frameType')
      // The no-JS form keeps a custom size only when it was left selected (its radio carries it).
      let keepsCustomSize = true
      if (query.has(shownMaterialParam)) {
        const submitted = {
          material: query.get(selectionParams.material) ?? undefined,
          format: query.get(selectionParams.format) ?? undefined,
          shownMaterial: query.get(shownMaterialParam) ?? undefined,
        }
        selection = selectionFromSubmission(options, submitted)
        if (selection && submitted.material !== submitted.shownMaterial) frameType = null
        const shown = materials.find((material) => material.value === submitted.shownMaterial)
        keepsCustomSize =
          submitted.material === submitted.shownMaterial &&
          !(shown && isSelectableFormat(options, shown, submitted.format))
      } else {
        const material = query.get(selectionParams.material) ?? undefined
        const format = query.get(selectionParams.format) ?? undefined
        selection = initialSelection(options, {
          url: { ...(material ? { material } : {}), ...(format ? { format } : {}) },
          ...(sku ? { sku } : {}),
        })
      }
      if (!selection) return
      const selectedMaterial = selection.material
      const chosen = materials.find((material) => material.value === selectedMaterial)
      if (frameType && !chosen?.frames?.some((frame) => frame.value === frameType)) {
        // A frame type (from the link) that no material of this calculator offers.
        if (!materials.some((material) => material.frames?.some((f) => f.value === frameType)))
          logEvent('warn', eventCodes.errorNoMaterialsForFrameType, {
            frameType: frameType.slice(0, 100),
          })
        frameType = null
      }
      // A photo frame always has a frame: the material's default one unless another is chosen
      // (shop-core §3 "Default frame per material", else the one the shop marks).
      if (!frameType && source.product === 'photoframe') {
        const ruled = isMaterial(selectedMaterial) ? defaultFrameFor(selectedMaterial) : undefined
        frameType =
          chosen?.frames?.find((frame) => frame.value === source.frameType)?.value ??
          chosen?.frames?.find((frame) => frame.value === ruled)?.value ??
          chosen?.frames?.find((frame) => frame.isDefault)?.value ??
          null
      }
      // A custom size: checked against the material's limits, priced, and selected.
      const custom =
        allowsCustomSize(source.product) && chosen
          ? await customSizeOf(
              market,
              keepsCustomSize ? query : withoutCustomSize(query),
              chosen.value,
              frameType,
            )
          : undefined
      if (custom?.selected && chosen) {
        chosen.prices[custom.selected.format] = custom.selected.price
        selection = { material: chosen.value, format: custom.selected.format }
      }
      // The chosen frame's colours and mats; the choice is what the frame and material offer.
      const listedDetails =
        chosen && frameType && source.product !== 'collage'
          ? await frameDetailsOf(market, frameType)
          : undefined
      const frameDetails =
        listedDetails && custom?.selected
          ? withCustomFormat(listedDetails, custom.selected.format)
          : listedDetails
      if (chosen && frameDetails) chosen.frameDetails = frameDetails
      const chosenOptions = chosen
        ? resolveOptions(frameDetails, chosen.optionGroup, requestedOptions(query))
        : noOptions
      const discount = await discountPromise
      if (custom) formatKeys.add('format.custom')
      if (custom?.data.result.kind === 'priced' && custom.data.result.ratioKey)
        formatKeys.add(custom.data.result.ratioKey)
      for (const material of materials) {
        for (const format of [...material.formats, ...source.moreFormats]) {
          const description = describeFormat(source.product, format, market)
          if (description.kind === 'label') formatKeys.add(description.key)
        }
      }
      blocks[source._uid] = {
        uid: source._uid,
        product: source.product,
        ...(source.headline ? { headline: source.headline } : {}),
        ...(source.ctaText ? { ctaText: source.ctaText } : {}),
        materials,
        moreFormats: source.moreFormats,
        labels: source.labels,
        fromPrices: source.product === 'photobook',
        selection,
        frameType,
        // Kept in the calculator's links for every product: a card prices it, a photo book's
        // cover carries it to the designer.
        refinementType: refinementAsked,
        options: chosenOptions,
        context: pageContext,
        ...(custom ? { customSize: custom.data } : {}),
        ...(discount ? { discount } : {}),
      }
    }),
  )

  const keep = [...query.entries()].filter(([name]) => !selectionOnlyParams.has(name))
  const adClickId = adClickIdOf(request)
  if (query.has(shownMaterialParam)) {
    const first = blocks[sources[0]!._uid]
    if (first) {
      const custom = first.customSize
      const chosenMaterial = first.materials.find(
        (material) => material.value === first.selection.material,
      )
      const search = selectionSearch(
        first.selection,
        new URLSearchParams([
          ...keep,
          ...(first.frameType ? [['frameType', first.frameType]] : []),
          ...(first.refinementType ? [['refinementType', first.refinementType]] : []),
          ...optionSearchParams(
            changedOptions(
              first.options ?? noOptions,
              chosenMaterial?.frameDetails,
              chosenMaterial?.optionGroup,
            ),
          ),
          ...(custom?.result.kind === 'priced' && custom.result.format === first.selection.format
            ? [
                [customSizeParams.width, custom.shown.width],
                [customSizeParams.height, custom.shown.height],
              ]
            : []),
        ]),
      )
      throw redirect(`${url.pathname}${search}#calculator`, {
        status: 303,
        headers: { 'Cache-Control': cacheControl.publicPage },
      })
    }
  }

  return {
    blocks,
    keep,
    designer: {
      basePaths: designerBasePaths(market),
      timeZone: timeZoneOf(market.country),
      ...(adClickId ? { adClickId } : {}),
    },
    // To the minute, like content pages' `now`: the countdown and calendar start month need no
    // more.
    now: options.now ?? Math.floor(Date.now() / 60_000) * 60_000,
    countdown: shipping ? countdownOf(shipping, market.locale) : null,
    texts: productTexts(market.locale, formatKeys),
    experiments,
  }
}

/**
 * The calculator data of a content page (the hook the content route calls): the story's
 * `calculator` blocks, its `sku`, and the page's flag treatments. Null when the story has
 * no calculator.
 */
export async function loadCalculatorData(
  request: Request,
  context: RequestContext,
  story: { content: Record<string, unknown> },
  options: Pick<Options, 'treatments' | 'now'> = {},
): Promise<CalculatorData | null> {
  const blocks = Array.isArray(story.content.calculator) ? story.content.calculator : []
  const sources = blocks
    .map(calculatorBlockSource)
    .filter((source): source is CalculatorBlockSource => source !== undefined)
  return calculatorDataFor(request, context, sources, {
    ...options,
    ...(text(story.content.sku) ? { sku: String(story.content.sku) } : {}),
  })
}
