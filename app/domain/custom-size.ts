/**
 * A custom size in the wall-art calculators: width and height as the
 * shopper types them in the market's unit, cleaned by the dimension-input steps
 * (site-chrome §5), converted to centimetres (inch × 2.54) and to tenths of a millimetre
 * (shop-core §3), rounded to the workshop's step and checked against the material's limits.
 * The result is a format id (`46x60`, whole centimetres) the rest of the calculator prices
 * and hands to the designer like any listed format.
 */
import { formatDecimal } from '~/utils/number-format'
import { formatSizeText, type CalculatorProduct } from './calculator-format'
import { dimensionInputToCm, sanitiseDimensionInput } from './dimension-input'
import {
  cmToInch,
  cmToTenthsOfMm,
  formatSize,
  isSizeString,
  tenthsOfMmToCm,
  type Size,
} from './size'
import type { Locale, Unit } from './market'

/** The query parameters of the custom-size form. */
export const customSizeParams = { width: 'customWidth', height: 'customHeight' } as const

/** Calculators that take free formats: wall art and framed pictures (one material, a size). */
export function allowsCustomSize(product: CalculatorProduct): boolean {
  return product === 'wallart' || product === 'photoframe'
}

/** What the workshop can make, in tenths of a millimetre (the format-limits call's answer). */
export type SizeLimits = {
  minWidth: number
  maxWidth: number
  minHeight: number
  maxHeight: number
  /** Sizes are made in steps of this many tenths of a millimetre (100: whole centimetres). */
  step: number
}

export type Side = 'width' | 'height'
export const sides: readonly Side[] = ['width', 'height']

export type CustomSizeInput =
  /** The form was not sent. */
  | { kind: 'none' }
  /** A side is empty, or nothing in it is a number. */
  | { kind: 'invalid'; sides: Side[]; shown: Record<Side, string> }
  /** Both sides read; `tenths` is the entered size, not yet rounded. */
  | { kind: 'size'; tenths: Size; shown: Record<Side, string> }

/**
 * Reads the form's two fields. Each runs through the dimension-input steps as if typed
 * (at most four integer digits and one decimal, comma or dot as the decimal mark), so the
 * server understands what the browser's field would have let through; the cleaned text is
 * what the field shows again. A side that is empty after cleaning, or zero, is invalid.
 */
export function readCustomSize(
  query: { get(name: string): string | null },
  unit: Unit,
): CustomSizeInput {
  const raw = {
    width: query.get(customSizeParams.width),
    height: query.get(customSizeParams.height),
  }
  if (raw.width === null && raw.height === null) return { kind: 'none' }
  const shown = {
    width: sanitiseDimensionInput((raw.width ?? '').slice(0, 100), unit),
    height: sanitiseDimensionInput((raw.height ?? '').slice(0, 100), unit),
  }
  const cm = {
    width: dimensionInputToCm(shown.width, unit),
    height: dimensionInputToCm(shown.height, unit),
  }
  const invalid = sides.filter((side) => cm[side] === undefined || cm[side] <= 0)
  if (invalid.length > 0) return { kind: 'invalid', sides: invalid, shown }
  return {
    kind: 'size',
    tenths: { width: cmToTenthsOfMm(cm.width!), height: cmToTenthsOfMm(cm.height!) },
    shown,
  }
}

/** A size rounded to the workshop's step, never below one step. */
export function roundToStep(size: Size, step: number): Size {
  const round = (value: number) => Math.max(step, Math.round(value / step) * step)
  return { width: round(size.width), height: round(size.height) }
}

export type LimitCheck = { ok: true; size: Size; format: string } | { ok: false; sides: Side[] }

/**
 * The entered size (tenths of a millimetre) as the workshop makes it: rounded to its step and
 * within the limits, with its format id in whole centimetres; or the sides out of range.
 */
export function checkCustomSize(entered: Size, limits: SizeLimits): LimitCheck {
  const size = roundToStep(entered, limits.step)
  const out = sides.filter((side) => {
    const [min, max] =
      side === 'width' ? [limits.minWidth, limits.maxWidth] : [limits.minHeight, limits.maxHeight]
    return size[side] < min || size[side] > max
  })
  if (out.length > 0) return { ok: false, sides: out }
  const format = formatSize({
    width: Math.round(tenthsOfMmToCm(size.width)),
    height: Math.round(tenthsOfMmToCm(size.height)),
  })
  return isSizeString(format) ? { ok: true, size, format } : { ok: false, sides: [...sides] }
}

/** A dimension in tenths of a millimetre as a number in the market's unit (cm or inch). */
function inUnit(tenths: number, unit: Unit): number {
  const cm = tenthsOfMmToCm(tenths)
  return unit === 'cm' ? cm : cmToInch(cm)
}

/**
 * A dimension in tenths of a millimetre in the market's unit, one decimal at most with the
 * locale's mark: `20`, `45,5` (cm), `7.9` (inch).
 */
export function sideInUnit(tenths: number, unit: Unit, locale: Locale): string {
  return formatDecimal(inUnit(tenths, unit), locale)
}

/** The allowed range of each side in the market's unit, for the hint and the limit message. */
export function limitTexts(
  limits: SizeLimits,
  unit: Unit,
  locale: Locale,
): Record<Side, { min: string; max: string }> {
  return {
    width: {
      min: sideInUnit(limits.minWidth, unit, locale),
      max: sideInUnit(limits.maxWidth, unit, locale),
    },
    height: {
      min: sideInUnit(limits.minHeight, unit, locale),
      max: sideInUnit(limits.maxHeight, unit, locale),
    },
  }
}

/**
 * A size in tenths of a millimetre in the market's unit, exact to what the shopper typed, for
 * `formatSizeText` (`45,5 x 60 cm`, `12.5 x 16 in`).
 */
export function sizeInUnit(size: Size, unit: Unit): Size {
  return { width: inUnit(size.width, unit), height: inUnit(size.height, unit) }
}

/** What the calculator shows of a custom size (serialisable loader data). */
export type CustomSizeData = {
  unit: Unit
  /** Each side's range in the market's unit (`20`–`200`). */
  ranges: Record<Side, { min: string; max: string }>
  /** The fields as the shopper sent them, cleaned by the dimension-input steps. */
  shown: Record<Side, string>
  result:
    | { kind: 'none' }
    /** A side is empty or not a number. */
    | { kind: 'invalid'; sides: Side[] }
    /** A side is outside the limits. */
    | { kind: 'out-of-range'; sides: Side[] }
    /** The price call failed. */
    | { kind: 'unavailable' }
    | {
        kind: 'priced'
        /** The format id the calculator selects, prices and hands on (`46x60`). */
        format: string
        /** The size as entered, in the market's unit (`12.5 x 16 in`). */
        entered: string
        /** The size as made (`46 x 60 cm`; `12.6 x 16.1 in (32 x 41 cm)`), null when the entered one. */
        made: string | null
        /** The label key of its aspect ratio (`format.3-2`), null when unknown. */
        ratioKey: string | null
        /** Its A-series name (`A4`), when the entered size is one. */
        aSeries: string | null
      }
}

/**
 * The size the workshop makes (whole centimetres) as the shopper reads it: null when it is the
 * entered size in a cm market; in cm markets `46 x 60 cm`; in the inch market the inches the
 * picture will have with the centimetres beside them, `12.6 x 16.1 in (32 x 41 cm)`.
 */
export function madeSizeText(entered: Size, made: Size, unit: Unit, locale: Locale): string | null {
  const cm = formatSizeText(sizeInUnit(made, 'cm'), 'cm', locale)
  if (unit === 'cm')
    return cm === formatSizeText(sizeInUnit(entered, 'cm'), 'cm', locale) ? null : cm
  return `${formatSizeText(sizeInUnit(made, unit), unit, locale)} (${cm})`
}

/**
 * The custom size's caption: the entered size with what is known about it in brackets (its
 * A-series name, its aspect ratio), parts that are missing or empty left out:
 * `55,5 x 70 cm (5:4)`, `21 x 29,7 cm (A4 · 1:√2)`, `45,5 x 60 cm`.
 */
export function customSizeCaption(
  entered: string,
  details: readonly (string | null | undefined)[],
): string {
  const parts = details.map((part) => part?.trim() ?? '').filter((part) => part !== '')
  return parts.length > 0 ? `${entered} (${parts.join(' · ')})` : entered
}
