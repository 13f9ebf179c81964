/**
 * The calculator's call to action (site-chrome §3): the designer URL for the chosen
 * material and format and the page's context, built with designer-url.ts. Which designer
 * product and which parameters each calculator product hands over.
 */
import { type CalculatorProduct, printFormatOf } from './calculator-format'
import {
  calendarMountings,
  calendarTypes,
  type CalendarMounting,
  type CalendarType,
} from './calendar'
import { type DesignerConfig, designerUrl } from './designer-url'
import { isPhotobookType, type PhotobookPaper } from './photobook'
import { frameTypes, type FrameType } from './wallart'
import type { CalculatorSelection } from './calculator'
import type { Locale, Platform } from './market'

export type HandOffContext = {
  locale: Locale
  platform: Platform
  adClickId?: string
  /** The page's design context (products page query, theme, collage). */
  designId?: string
  designGroupId?: string
  designGroupSetId?: string
  themeId?: string
  startDate?: string
  /** Photo books: the cover the shopper chose on the page, or the channel's default. */
  laminationType?: string
  refinementType?: string
  /** Wall art: the chosen frame, and the colour, mat and print option the shopper was shown. */
  frameType?: string
  frameVariant?: string
  matType?: string
  matSize?: number
  optionTypeGroup?: string
  optionType?: string
  /** Calendars: the calendar type's mounting (from the calendar-price call). */
  mountingType?: string
  /** Photo books: templates, paper and page count (from the photobook-price call). */
  photobook?: {
    templates: { landscape: string; portrait: string; square: string }
    paperType?: string
    pageCount?: number
  }
}

function frameOf(value: string | undefined): FrameType | undefined {
  return (frameTypes as readonly (string | undefined)[]).includes(value)
    ? (value as FrameType)
    : undefined
}

function calendarTypeOf(value: string): CalendarType | undefined {
  return (calendarTypes as readonly string[]).includes(value) ? (value as CalendarType) : undefined
}

function mountingOf(value: string | undefined): CalendarMounting | undefined {
  return (calendarMountings as readonly (string | undefined)[]).includes(value)
    ? (value as CalendarMounting)
    : undefined
}

/**
 * The designer URL for a selection, or undefined when the selection cannot be designed (an unknown
 * print format …).
 */
export function calculatorDesignerUrl(
  product: CalculatorProduct,
  selection: CalculatorSelection,
  context: HandOffContext,
  config: DesignerConfig,
): string | undefined {
  const common = {
    locale: context.locale,
    platform: context.platform,
    ...(context.adClickId ? { adClickId: context.adClickId } : {}),
  }
  switch (product) {
    case 'wallart':
    case 'photoframe':
    case 'collage': {
      const frameType = frameOf(context.frameType)
      const { optionTypeGroup, optionType } = context
      const choice = {
        ...common,
        materialType: selection.material,
        formatType: selection.format,
        ...(frameType
          ? {
              frameType,
              ...(context.frameVariant ? { frameVariant: context.frameVariant } : {}),
              ...(context.matType && context.matSize !== undefined
                ? { matType: context.matType, matSize: context.matSize }
                : {}),
            }
          : {}),
        ...(optionTypeGroup && optionType ? { optionTypeGroup, optionType } : {}),
      }
      if (product === 'collage')
        return context.designId
          ? designerUrl('collage', { ...choice, designId: context.designId }, config)
          : undefined
      return designerUrl(
        'photoframe',
        { ...choice, ...(context.designId ? { designId: context.designId } : {}) },
        config,
      )
    }
    case 'calendar': {
      const mountingType = mountingOf(context.mountingType)
      const calendarType = calendarTypeOf(selection.material)
      return designerUrl(
        'calendar',
        {
          ...common,
          ...(calendarType ? { calendarType } : {}),
          formatType: selection.format,
          ...(context.designGroupId ? { designGroupId: context.designGroupId } : {}),
          ...(context.designId ? { designId: context.designId } : {}),
          ...(context.startDate ? { startDate: context.startDate } : {}),
          ...(mountingType ? { mountingType } : {}),
        },
        config,
      )
    }
    case 'photobook': {
      if (!isPhotobookType(selection.material) || !context.photobook) return undefined
      const { templates, paperType, pageCount } = context.photobook
      const { laminationType, refinementType } = context
      return designerUrl(
        'photobook',
        {
          ...common,
          type: selection.material,
          photobookFormat: selection.format,
          templates,
          ...(context.designGroupSetId ? { designGroupSetId: context.designGroupSetId } : {}),
          ...(paperType ? { paperType: paperType as PhotobookPaper } : {}),
          ...(pageCount ? { photobookPageCount: pageCount } : {}),
          ...(laminationType ? { laminationType } : {}),
          ...(refinementType ? { refinementType } : {}),
        },
        config,
      )
    }
    case 'photobox':
    case 'photoprint': {
      const format = printFormatOf(selection.format)
      return format ? designerUrl(product, { ...common, format }, config) : undefined
    }
    case 'card': {
      const quantity =
        selection.format === 'sample' ? ('sample' as const) : Number(selection.format)
      return designerUrl(
        'card',
        {
          ...common,
          formatType: selection.material,
          ...(Number.isInteger(quantity) || quantity === 'sample' ? { quantity } : {}),
          ...(context.themeId ? { themeId: context.themeId } : {}),
          ...(context.designId ? { designId: context.designId } : {}),
          ...(context.refinementType ? { refinementType: context.refinementType } : {}),
        },
        config,
      )
    }
  }
}

/**
 * The ad-click id for the designer URL ("an optional ad-click id taken from a cookie"):
 * Google's conversion-linker cookie `_gcl_aw` (`GCL.{time}.{gclid}`), or a plain `gclid`
 * cookie; only a safe token of bounded length counts.
 */
export function adClickIdFromCookies(cookieHeader: string): string | undefined {
  const cookies = new Map(
    cookieHeader
      .split(';')
      .map((part) => part.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length >= 2 && Boolean(pair[0]))
      .map(([name, ...value]) => [name, decodeURIComponentSafe(value.join('='))]),
  )
  const linker = cookies.get('_gcl_aw')?.split('.')
  const fromLinker =
    linker && linker.length >= 3 && linker[0] === 'GCL' ? linker.slice(2).join('.') : undefined
  const id = fromLinker || cookies.get('gclid')
  return id && /^[\w-]{1,200}$/.test(id) ? id : undefined
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
