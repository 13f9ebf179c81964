import { redirect } from '@remix-run/node'
import { selectionParams, shownMaterialParam, calculatorFlagNames } from '~/domain/calculator'
import { calendarFormatGroups, isCalendarType, type CalendarType } from '~/domain/calendar'
import { cardPicture, type CardPicture } from '~/domain/card-picture'
import { cardQuantitySteps } from '~/domain/cards'
import { channelDefaults } from '~/domain/channel'
import { timeZoneOf } from '~/domain/content-blocks'
import { calendarMaterialsOf, designGroupStartDate } from '~/domain/design-groups'
import { themePath, withPathPrefixes } from '~/domain/paths'
import { photoFrameSearch, shownFrameTypeParam } from '~/domain/photo-frames'
import { photobookFormats, photobookTypes } from '~/domain/photobook'
import { printFormats } from '~/domain/photobox'
import { photoboxPageTypes, productPagePath, type ProductPageKey } from '~/domain/product-pages'
import { detectProductType } from '~/domain/product-type'
import { canonicalUrl } from '~/domain/seo'
import { cacheControl } from './cache-policy'
import { notFound } from './content-page.server'
import { mayHaveSession } from './customer.server'
import {
  calendarDesignGroupsFor,
  collageDesignGroupsFor,
  photobookDesignGroupsFor,
  type DesignGroupsPanel,
} from './design-groups.server'
import { adClickIdOf, withAdClickPrivacy } from './designer-hand-off.server'
import { applyFlagHeaders, evaluateFlags } from './flags.server'
import { photoFrameSelection, type PhotoFrameSelectionData } from './photo-frames.server'
import {
  calculatorDataFor,
  pageContextOf,
  type CalculatorBlockSource,
} from './prices-calculator.server'
import { photobookPrices, wallArtFormatPrices } from './prices.server'
import {
  loadSkuPage,
  productPageExtras,
  skuPageSku,
  type ProductPageExtras,
} from './product-extras.server'
import { collageDesign, themeById, themes } from './products.server'
import type { RequestContext } from './request-context.server'
import type { CalculatorData } from '~/domain/calculator-data'
import type { CalculatorProduct } from '~/domain/calculator-format'
import type { Market } from '~/domain/market'

/**
 * The product pages that are not content stories (shop-core §2): `/products` (the product
 * detail page for every product but cards; its aliases are the pre-configurator calendar
 * and cards pages) and `/themes/{id}` (a card theme). Their calculator is built from
 * product data and priced like a story's.
 */

export type ProductPageData = {
  product: CalculatorProduct
  /**
   * The page's own name (a theme's or a collage design's); otherwise the product's title is
   * translated.
   */
  name?: string
  occasion?: string
  calculator: CalculatorData | null
  /** Other themes (the cards pre-configurator page). */
  themes: { themeId: string; name: string; href: string }[]
  /** A card theme's picture, the card list's (`CardPreview`). */
  cardPicture?: CardPicture | null
  /** The calendar, photo-book or collage designs to pick from. */
  designGroups?: DesignGroupsPanel
  /** The photo-frame product selection, in place of the calculator. */
  photoFrame?: PhotoFrameSelectionData
  /** The page's own address (canonical, indexed); none for a query that names no product page. */
  pageKey?: ProductPageKey
} & ProductPageExtras

/** The canonical URL of a product page: its identifying query on the market's canonical origin. */
export function productPageCanonical(
  { market, origin }: { market: Pick<Market, 'channel' | 'sublocalePrefix'>; origin: string },
  key: ProductPageKey,
): string {
  const path = productPagePath(key)
  const at = path.indexOf('?')
  return canonicalUrl({
    channel: market.channel,
    origin,
    ...(market.sublocalePrefix ? { prefix: market.sublocalePrefix } : {}),
    rest: at >= 0 ? path.slice(0, at) : path,
    search: at >= 0 ? path.slice(at) : '',
    keepQuery: true,
  })
}

export const productsAliases = {
  'products-calendar': 'calendar',
  'products-cards': 'card',
} as const satisfies Record<string, CalculatorProduct>
export type ProductsPageId = 'products' | keyof typeof productsAliases

/** The default calendar design group of the calendar pre-configurator page. */
export const defaultCalendarDesignGroup = '300'
/** The photo-book design group set of `?type=photobook` without one (the catalogue's default). */
export const defaultPhotobookDesignGroupSet = '4100'

/**
 * The product a `/products` URL is about: the query's parameters, the calculator's own selection
 * left out.
 */
export function productOfQuery(query: URLSearchParams): CalculatorProduct | undefined {
  const params = new URLSearchParams(query)
  for (const name of [selectionParams.material, selectionParams.format, shownMaterialParam, 'sku'])
    params.delete(name)
  const detected = detectProductType(params)
  return detected === 'photoframe' && !params.get('frameType') ? undefined : detected
}

type CalculatorFlags = Awaited<ReturnType<typeof evaluateFlags>>

/** The calculator experiments' treatments for this shopper (site-chrome §4). */
function calculatorFlags(request: Request, context: RequestContext): Promise<CalculatorFlags> {
  return evaluateFlags(request, context, calculatorFlagNames)
}

/**
 * Private with a session, a personalised treatment, a new user-key cookie or designer links with
 * the shopper's ad-click id; public otherwise.
 */
function cacheHeaders(request: Request, flags: CalculatorFlags): Headers {
  const headers = new Headers({
    'Cache-Control': withAdClickPrivacy(
      mayHaveSession(request) || flags.personalised || flags.setCookie
        ? cacheControl.private
        : cacheControl.publicPage,
      adClickIdOf(request),
    ),
  })
  applyFlagHeaders(headers, flags)
  return headers
}

const calculatorUid = 'products-calculator'

function source(
  product: CalculatorProduct,
  materials: CalculatorBlockSource['materials'],
  moreFormats: string[] = [],
): CalculatorBlockSource {
  return { _uid: calculatorUid, product, materials, moreFormats, labels: [] }
}

/**
 * The calendar page: every calendar type with its format group (the query's type first), or the
 * types and formats of the page's design group.
 */
function calendarSource(
  first: CalendarType | undefined,
  designGroup?: Parameters<typeof calendarMaterialsOf>[0],
): CalculatorBlockSource {
  const usual: readonly CalendarType[] = [
    'wandkalender',
    'tischkalender',
    'familienplaner',
    'kuechenkalender',
    'terminkalender',
  ]
  const ordered = designGroup
    ? calendarMaterialsOf(designGroup, first)
    : (first ? [first, ...usual.filter((type) => type !== first)] : [...usual]).map((type) => ({
        type,
        formats: [...calendarFormatGroups[type]],
      }))
  const materials = ordered.map(({ type, formats }) => ({
    value: type,
    formats: [...formats],
    initiallySelectedFormat: formats[0]!,
    group: type === 'tischkalender' ? 'desk' : type === 'wandkalender' ? 'wall' : 'planner',
  }))
  return source('calendar', materials)
}

async function photobookSource(
  context: RequestContext,
  designGroupSetId: string | undefined,
  first: string | null,
  /** The types the design group set is offered in (every type without one). */
  types: readonly string[] = photobookTypes,
): Promise<CalculatorBlockSource> {
  const ordered =
    first && types.includes(first) ? [first, ...types.filter((type) => type !== first)] : [...types]
  const offered = await Promise.all(
    ordered.map((type) => photobookPrices(context.market, type, designGroupSetId)),
  )
  const materials = ordered.flatMap((type, index) => {
    const formats = offered[index]?.formats.map((format) => format.formatType) ?? []
    const listed = formats.slice(0, 3)
    return listed.length > 0
      ? [{ value: type, formats: listed, initiallySelectedFormat: listed[0]!, group: 'photobook' }]
      : []
  })
  const more = photobookFormats.filter((format) =>
    offered.some((payload) =>
      payload?.formats.slice(3).some((entry) => entry.formatType === format),
    ),
  )
  return source('photobook', materials, more)
}

async function wallArtSource(
  context: RequestContext,
  product: 'photoframe' | 'collage',
  materialTypes: readonly string[],
  formats?: readonly string[],
  initial?: string,
) {
  const offered = await Promise.all(
    materialTypes.map((material) =>
      formats ? null : wallArtFormatPrices(context.market, material),
    ),
  )
  const materials = materialTypes.flatMap((material, index) => {
    const all = formats ? [...formats] : [...(offered[index]?.keys() ?? [])]
    const listed = all.slice(0, 5)
    if (listed.length === 0) return []
    return [
      {
        value: material,
        formats: listed,
        initiallySelectedFormat:
          initial && listed.includes(initial) ? initial : listed[Math.min(2, listed.length - 1)]!,
        group: 'classic',
      },
    ]
  })
  const more = formats
    ? []
    : [...new Set(offered.flatMap((prices) => [...(prices?.keys() ?? [])].slice(5)))]
  return source(product, materials, more)
}

function printsSource(product: 'photobox' | 'photoprint'): CalculatorBlockSource {
  const cm = printFormats.map((format) => format.cm)
  const listed = ['10x10', '13x9', '15x10', '18x13']
  const materials =
    product === 'photobox'
      ? ['small', 'large'].map((size) => ({
          value: size,
          formats: listed,
          initiallySelectedFormat: '15x10',
          group: 'photobox',
        }))
      : ['glaenzend', 'matt'].map((paper) => ({
          value: paper,
          formats: listed,
          initiallySelectedFormat: '15x10',
          group: 'photoprint',
        }))
  return source(
    product,
    materials,
    cm.filter((format) => !listed.includes(format)),
  )
}

/**
 * A card theme's calculator: its card formats, each with its quantities; the other quantity steps
 * and the sample are More formats.
 */
function cardSource(theme: {
  formatTypes: readonly string[]
  initialFormatType: string
  quantities: readonly number[]
  initialQuantity: number
}): CalculatorBlockSource {
  const ordered = [
    theme.initialFormatType,
    ...theme.formatTypes.filter((format) => format !== theme.initialFormatType),
  ]
  const quantities = theme.quantities.map(String)
  const materials = ordered.map((format) => ({
    value: format,
    formats: quantities,
    initiallySelectedFormat: String(theme.initialQuantity),
    group: 'card',
  }))
  const more = [
    'sample',
    ...cardQuantitySteps
      .map(String)
      .filter(
        (quantity) =>
          !quantities.includes(quantity) &&
          [1, 5, 300, 500, 1000, 2500, 5000].includes(Number(quantity)),
      ),
  ]
  return source('card', materials, more)
}

/** `/products` and its aliases. */
export async function loadProductsPage(
  request: Request,
  context: RequestContext,
  pageId: ProductsPageId,
) {
  const { url } = context
  const query = url.searchParams
  // `/products?sku=…` and nothing else: the article page of the SKU container.
  const sku = pageId === 'products' ? skuPageSku(query) : undefined
  if (sku) return loadSkuPage(request, context, sku)
  const product =
    productOfQuery(query) ?? (pageId === 'products' ? undefined : productsAliases[pageId])
  if (!product) throw await notFound(context)
  const extras = product === 'card' ? undefined : productPageExtras(context.market, product)
  const pageContext = pageContextOf(url)

  if (product === 'card') {
    // Without a theme, the shop's first design: its card-list entry is the whole theme.
    const first = pageContext.themeId ? undefined : (await themes(context.market))[0]
    const themeId = pageContext.themeId ?? first?.themeId
    if (pageId === 'products' && themeId)
      throw redirect(withPathPrefixes({ ...context.prefixes, rest: themePath(themeId) }), 301)
    const theme = first ?? (themeId ? await themeById(context.market, themeId) : null)
    return loadCardPage(request, context, theme)
  }

  let blockSource: CalculatorBlockSource
  let name: string | undefined
  let designGroups: DesignGroupsPanel | undefined
  let pageKey: ProductPageKey | undefined
  switch (product) {
    case 'calendar': {
      const type = query.get('type')
      if (!pageContext.designGroupId && !pageContext.designId)
        pageContext.designGroupId = defaultCalendarDesignGroup
      const found = pageContext.designGroupId
        ? await calendarDesignGroupsFor(context, pageContext.designGroupId)
        : undefined
      if (found?.kind === 'unknown') throw await notFound(context)
      const group = found?.kind === 'found' ? found.payload.group : undefined
      designGroups = found?.kind === 'found' ? found.payload.panel : undefined
      const startDate =
        group && !pageContext.startDate
          ? designGroupStartDate(group.startMonth, new Date(), timeZoneOf(context.market.country))
          : undefined
      if (startDate) pageContext.startDate = startDate
      if (group) pageKey = { product: 'calendar', designGroupId: group.designGroupId }
      blockSource = calendarSource(type && isCalendarType(type) ? type : undefined, group)
      break
    }
    case 'photobook': {
      pageContext.designGroupSetId ??= defaultPhotobookDesignGroupSet
      const found = await photobookDesignGroupsFor(context, pageContext.designGroupSetId)
      if (found.kind === 'unknown') throw await notFound(context)
      const set = found.kind === 'found' ? found.payload.set : undefined
      designGroups = found.kind === 'found' ? found.payload.panel : undefined
      // The cover chosen on the page (or the channel's default) goes to the designer with the
      // page's other design context.
      if (found.kind === 'found') Object.assign(pageContext, found.payload.cover)
      pageKey = { product: 'photobook', designGroupSetId: pageContext.designGroupSetId }
      blockSource = await photobookSource(
        context,
        pageContext.designGroupSetId,
        query.get('type'),
        set?.photobookTypes,
      )
      break
    }
    case 'collage': {
      pageContext.designId ??= String(
        channelDefaults(context.market.channel, context.market.locale).defaultCollageId,
      )
      const [design, found] = await Promise.all([
        collageDesign(context.market, pageContext.designId),
        collageDesignGroupsFor(context, pageContext.designId),
      ])
      if (!design) throw await notFound(context)
      designGroups = found.kind === 'found' ? found.payload.panel : undefined
      name = design.name
      pageKey = { product: 'collage', designId: pageContext.designId }
      const ordered = [
        design.initialMaterialType,
        ...design.materialTypes.filter((material) => material !== design.initialMaterialType),
      ]
      blockSource = await wallArtSource(
        context,
        'collage',
        ordered,
        design.formatTypes,
        design.initialFormatType,
      )
      break
    }
    case 'photoframe': {
      // The card shop's framed prints keep the calculator (its price catalogue sells them).
      if (context.market.channel !== 'wallart') {
        blockSource = await wallArtSource(context, 'photoframe', ['poster', 'hahnemuehle'])
        break
      }
      // the frame's page: its colour, mat and format are the shopper's choice on it
      // The wall-art shop's photo-frame selection: frame, colour, mat, format.
      const [photoFrame, extraData] = await Promise.all([
        photoFrameSelection(context.market, query, Date.now(), adClickIdOf(request)),
        extras,
      ])
      if (!photoFrame) throw await notFound(context)
      // A choice sent by the form: the page's own URL with only what is valid for the
      // chosen frame, so a new frame's URL carries nothing of the old one.
      if (query.has(shownFrameTypeParam) && photoFrame.notice !== 'notAvailable')
        throw redirect(`${url.pathname}${photoFrameSearch(photoFrame.choice, query)}#photo-frame`, {
          status: 303,
          headers: { 'Cache-Control': cacheControl.publicPage },
        })
      const data: ProductPageData = {
        product,
        calculator: null,
        themes: [],
        photoFrame,
        pageKey: { product: 'photoframe', frameType: photoFrame.choice.frameType },
        ...extraData,
      }
      // Without the shop API's answer the page is not kept anywhere: the next visit asks again.
      const cache = mayHaveSession(request)
        ? cacheControl.private
        : photoFrame.notice === 'notAvailable'
          ? cacheControl.noStore
          : cacheControl.publicPage
      return {
        data,
        headers: new Headers({
          'Cache-Control': withAdClickPrivacy(
            cache,
            photoFrame.designerHref && adClickIdOf(request),
          ),
        }),
      }
    }
    case 'photobox':
    case 'photoprint': {
      blockSource = printsSource(product)
      const photoboxType = query.get('photoboxType')
      if ((photoboxPageTypes as readonly (string | null)[]).includes(photoboxType))
        pageKey = { product: 'photobox', photoboxType: photoboxType! }
      break
    }
    default:
      throw await notFound(context)
  }
  const flags = await calculatorFlags(request, context)
  const calculator = await calculatorDataFor(request, context, [blockSource], {
    context: pageContext,
    treatments: flags.treatments,
  })
  if (!calculator || Object.keys(calculator.blocks).length === 0) throw await notFound(context)
  const data: ProductPageData = {
    product,
    ...(name ? { name } : {}),
    calculator,
    themes: [],
    ...(designGroups ? { designGroups } : {}),
    ...(pageKey ? { pageKey } : {}),
    ...(await extras),
  }
  return { data, headers: cacheHeaders(request, flags) }
}

async function loadCardPage(
  request: Request,
  context: RequestContext,
  theme: Awaited<ReturnType<typeof themeById>>,
) {
  if (!theme) throw await notFound(context)
  const flags = calculatorFlags(request, context)
  // The calculator, the theme's neighbours (the first designs of its occasion) and the
  // extras do not wait for each other.
  const [calculator, others, extras] = await Promise.all([
    flags.then(({ treatments }) =>
      calculatorDataFor(request, context, [cardSource(theme)], {
        context: { themeId: theme.themeId, designId: theme.designId },
        treatments,
      }),
    ),
    themes(context.market, theme.occasion),
    productPageExtras(context.market, 'card'),
  ])
  if (!calculator) throw await notFound(context)
  const data: ProductPageData = {
    product: 'card',
    name: theme.name,
    occasion: theme.occasion,
    cardPicture: cardPicture(theme, context.market.language),
    calculator,
    pageKey: { product: 'theme', themeId: theme.themeId },
    themes: others
      .filter((other) => other.themeId !== theme.themeId)
      .map((other) => ({
        themeId: other.themeId,
        name: other.name,
        href: withPathPrefixes({ ...context.prefixes, rest: themePath(other.themeId) }),
      })),
    ...extras,
  }
  return { data, headers: cacheHeaders(request, await flags) }
}

/**
 * `/themes/{id}`: "valid only when id is present; otherwise a 404 is raised" ('Page Not Found:
 * {path}').
 */
export async function loadThemePage(request: Request, context: RequestContext) {
  const rest = context.prefixes.rest.replace(/\/+$/, '')
  const match = /^\/themes\/([^/]+)$/.exec(rest)
  if (!match) throw await notFound(context)
  let themeId: string
  try {
    themeId = decodeURIComponent(match[1]!)
  } catch {
    throw await notFound(context)
  }
  return loadCardPage(request, context, await themeById(context.market, themeId))
}
