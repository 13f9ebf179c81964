/**
 * The hand-off to the designer application (shop-core §3 "Designer hand-off URL
 * parameters"). Base paths per product are configuration; the current time is passed in.
 * Parameter names and values the spec leaves open.
 */
import { zonedDateOf } from '~/utils/zoned-date'
import { type CalendarMounting, type CalendarType, calendarAccessoryType } from './calendar'
import { platformMarkers } from './paths'
import {
  type PhotobookBinding,
  type PhotobookPaper,
  type PhotobookType,
  coverOf,
  defaultBindingOf,
  orientationOfFormat,
  printingOf,
} from './photobook'
import { type PrintFormat, photoboxDesignerType } from './photobox'
import { parseSize } from './size'
import type { Locale, Platform } from './market'

export const designerProducts = [
  'calendar',
  'card',
  'collage',
  'photobook',
  'photobox',
  'photoframe',
] as const
export type DesignerProduct = (typeof designerProducts)[number]

export type DesignerConfig = {
  /** Where the designer lives for each product, e.g. '/designer/calendar' or an absolute URL. */
  basePaths: Readonly<Record<DesignerProduct, string>>
  /** The time the calendar's default start month is taken from. */
  now: Date
  timeZone: string
}

type Common = {
  locale: Locale
  platform: Platform
  /** The ad-click id from its cookie, when there is one. */
  adClickId?: string
}

export type CalendarDesign = Common & {
  designGroupId?: string
  designId?: string
  /** The calendar type the shopper chose (a type page's own), so the designer opens it. */
  calendarType?: CalendarType
  formatType?: string
  /** An ISO date (YYYY-MM-DD…); its month and year are the start. */
  startDate?: string
  startMonth?: number
  year?: number
  mountingType?: CalendarMounting
}

export type CardDesign = Common & {
  designId?: string
  themeId?: string
  formatType?: string
  quantity?: number | 'sample'
  referralSource?: string
  /** The card's refinement (gold, silber, rosegold, relief); none is not handed over. */
  refinementType?: string
}

export type PhotobookDesign = Common & {
  type: PhotobookType
  designGroupSetId?: string
  binding?: PhotobookBinding
  paperType?: PhotobookPaper
  photobookFormat: string
  photobookPageCount?: number
  /** The design groups of the landscape, portrait and square templates. */
  templates: Readonly<{ landscape: string; portrait: string; square: string }>
  amount?: number
  /** The cover lamination (glossy, matt). */
  laminationType?: string
  refinementType?: string
}

export type PrintsDesign = Common & { format: PrintFormat }

type WallArtChoice = {
  materialType?: string
  frameType?: string
  /** The frame's colour, when the shopper chose one. */
  frameVariant?: string
  formatType?: string
  matType?: string
  matSize?: number
  /** The material's print option (stretcher depth, finish …) and its group. */
  optionTypeGroup?: string
  optionType?: string
}

export type PhotoframeDesign = Common & WallArtChoice & { designId?: string; frameOnly?: boolean }
export type CollageDesign = Common & WallArtChoice & { designId: string }

export type DesignerParams = {
  calendar: CalendarDesign
  card: CardDesign
  collage: CollageDesign
  photobook: PhotobookDesign
  photobox: PrintsDesign
  photoprint: PrintsDesign
  photoframe: PhotoframeDesign
}
export type DesignerProductType = keyof DesignerParams

/** A sample URL's referral source: the shopping ads that link to free samples. */
export const sampleReferralSource = 'google-shopping'
/** The ad-click id's parameter name. */
export const adClickIdParam = 'gclid'
/** "Default designer quantity 1." */
export const defaultDesignerQuantity = 1

type Query = Array<[string, string | number | undefined]>

function calendarQuery(design: CalendarDesign, { now, timeZone }: DesignerConfig): Query {
  const fromDate = /^(\d{4})-(\d{2})/.exec(design.startDate ?? '')
  const current = zonedDateOf(now, timeZone)
  const start = fromDate
    ? { month: Number(fromDate[2]), year: Number(fromDate[1]) }
    : { month: design.startMonth ?? current.month, year: design.year ?? current.year }
  return [
    ['designGroupId', design.designGroupId],
    ['designId', design.designId],
    ['type', design.calendarType],
    ['formatType', design.formatType],
    ['startMonth', start.month],
    ['year', start.year],
    ['accessoryTypes', calendarAccessoryType(design.mountingType)],
    ['mountingType', design.mountingType],
  ]
}

function cardQuery(design: CardDesign): Query {
  const sample = design.quantity === 'sample'
  return [
    ['designId', design.designId],
    ['themeId', design.themeId],
    ['formatType', design.formatType],
    ['quantity', sample ? 1 : (design.quantity ?? defaultDesignerQuantity)],
    ['sample', sample ? 'true' : undefined],
    ['referralSource', sample ? sampleReferralSource : design.referralSource],
    ['refinementType', refinementOf(design.refinementType)],
  ]
}

const noRefinement = new Set(['none', 'ohne'])

/** A refinement to hand over: none ('ohne', 'none') is left out. */
function refinementOf(value: string | undefined): string | undefined {
  return value && !noRefinement.has(value) ? value : undefined
}

function photobookQuery(design: PhotobookDesign): Query {
  const orientation = orientationOfFormat(design.photobookFormat)
  const templateId = {
    'din-landscape': design.templates.landscape,
    'din-portrait': design.templates.portrait,
    square: design.templates.square,
  }[orientation]
  return [
    ['designGroupSetId', design.designGroupSetId],
    ['photobookPrinting', printingOf(design.type)],
    ['photobookCover', coverOf(design.type)],
    ['binding', design.binding ?? defaultBindingOf(design.type)],
    ['paperType', design.paperType],
    ['photobookFormat', design.photobookFormat],
    ['photobookPageCount', design.photobookPageCount],
    ['templateId', templateId],
    ['amount', design.amount ?? defaultDesignerQuantity],
    ['laminationType', design.laminationType],
    ['refinementType', refinementOf(design.refinementType)],
  ]
}

function printsQuery(design: PrintsDesign, product: 'photobox' | 'photoprint'): Query {
  const size = parseSize(design.format)
  return [
    ['width', size?.width],
    ['height', size?.height],
    ['type', photoboxDesignerType(product)],
  ]
}

function wallArtQuery(design: WallArtChoice & { designId?: string }, withMaterial: boolean): Query {
  return [
    ['designId', design.designId],
    ['materialType', withMaterial ? design.materialType : undefined],
    ['frameType', design.frameType],
    ['frameVariant', design.frameVariant],
    ['formatType', design.formatType],
    ['matType', design.matType],
    ['matSize', design.matSize],
    ['optionTypeGroup', design.optionTypeGroup],
    ['optionType', design.optionType],
  ]
}

const productQueries: {
  [P in DesignerProductType]: (design: DesignerParams[P], config: DesignerConfig) => Query
} = {
  calendar: calendarQuery,
  card: cardQuery,
  collage: (design) => wallArtQuery(design, true),
  photobook: photobookQuery,
  photobox: (design) => printsQuery(design, 'photobox'),
  photoprint: (design) => printsQuery(design, 'photoprint'),
  /** "The material type can be stripped for frame-only URLs." */
  photoframe: (design) => wallArtQuery(design, !design.frameOnly),
}

function basePathOf(productType: DesignerProductType): DesignerProduct {
  return productType === 'photoprint' ? 'photobox' : productType
}

/**
 * The designer URL for a product: base path, then locale, platform, ad-click id and the product's
 * parameters.
 */
export function designerUrl<P extends DesignerProductType>(
  productType: P,
  params: DesignerParams[P],
  config: DesignerConfig,
): string {
  const query = new URLSearchParams({
    locale: params.locale,
    platform: platformMarkers[params.platform],
  })
  const entries: Query = [
    [adClickIdParam, params.adClickId],
    ...productQueries[productType](params, config),
  ]
  for (const [name, value] of entries) {
    if (value !== undefined && value !== '') query.append(name, String(value))
  }
  const base = config.basePaths[basePathOf(productType)]
  return `${base}${base.includes('?') ? '&' : '?'}${query.toString()}`
}
