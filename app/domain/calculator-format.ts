/**
 * How the calculator names a format (site-chrome §9 label catalogues, shop-core §3 units
 * and print formats): a label-catalogue key where the catalogue has one (A-sizes,
 * 20x20, 30x30 — en-US has inch texts for them), otherwise a size in the market's unit,
 * a card quantity or the sample.
 */
import { formatDecimal } from '~/utils/number-format'
import { printFormats, type PrintFormat } from './photobox'
import { cmPerInch } from './size'
import type { Locale, Unit } from './market'

/**
 * The product a calculator block is for (the block's `product`, or the products page's detected
 * type).
 */
export const calculatorProducts = [
  'wallart',
  'photoframe',
  'collage',
  'calendar',
  'photobook',
  'photobox',
  'photoprint',
  'card',
] as const
export type CalculatorProduct = (typeof calculatorProducts)[number]

export function isCalculatorProduct(value: unknown): value is CalculatorProduct {
  return typeof value === 'string' && (calculatorProducts as readonly string[]).includes(value)
}

export type FormatDescription =
  /** A label-catalogue key (`format.a4`), with the orientation of a DIN format when it has one. */
  | { kind: 'label'; key: string; orientation?: 'portrait' | 'landscape' }
  | { kind: 'size'; width: number; height: number; unit: Unit }
  | { kind: 'quantity'; quantity: number }
  | { kind: 'sample' }
  | { kind: 'text'; text: string }

export type FormatContext = { locale: Locale; unit: Unit }

const wallArtProducts = new Set<CalculatorProduct>(['wallart', 'photoframe', 'collage'])
const printProducts = new Set<CalculatorProduct>(['photobox', 'photoprint'])
const labelledSquares = new Set(['200', '300'])

/**
 * The print format (cm) a value stands for: a cm format, or the inch format en-US shows in its
 * place.
 */
export function printFormatOf(value: string): PrintFormat | undefined {
  return printFormats.find((format) => format.cm === value || format.inch === value)?.cm
}

function sizeOf(value: string): { width: number; height: number } | undefined {
  const match = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(value)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined
}

/** A wall-art size in inches: centimetres divided by 2.54, to the nearest whole inch. */
export function cmSizeToInches(size: { width: number; height: number }): {
  width: number
  height: number
} {
  return {
    width: Math.max(1, Math.round(size.width / cmPerInch)),
    height: Math.max(1, Math.round(size.height / cmPerInch)),
  }
}

export function describeFormat(
  product: CalculatorProduct,
  value: string,
  { locale, unit }: FormatContext,
): FormatDescription {
  if (product === 'card') {
    if (value === 'sample') return { kind: 'sample' }
    return /^[1-9]\d*$/.test(value)
      ? { kind: 'quantity', quantity: Number(value) }
      : { kind: 'text', text: value }
  }
  if (printProducts.has(product)) {
    const cm = printFormatOf(value)
    const entry = printFormats.find((format) => format.cm === cm)
    if (entry) {
      // "in en-US 4x4, 4x4.5 …": the print's inch format, whatever the channel's unit.
      const shown = sizeOf(locale === 'en-US' ? entry.inch : entry.cm)!
      return { kind: 'size', ...shown, unit: locale === 'en-US' ? 'inch' : 'cm' }
    }
  }
  if (wallArtProducts.has(product) || printProducts.has(product)) {
    const size = sizeOf(value)
    if (size)
      return unit === 'inch'
        ? { kind: 'size', ...cmSizeToInches(size), unit: 'inch' }
        : { kind: 'size', ...size, unit: 'cm' }
    return { kind: 'text', text: value }
  }
  // Calendars and photo books: DIN names with orientation, or millimetre sizes.
  const din = /^a([3-6])-(hoch|quer)$/.exec(value)
  if (din)
    return {
      kind: 'label',
      key: `format.a${din[1]}`,
      orientation: din[2] === 'hoch' ? 'portrait' : 'landscape',
    }
  const millimetres = /^(\d+)-(\d+)$/.exec(value)
  if (millimetres) {
    const [width, height] = [millimetres[1]!, millimetres[2]!]
    if (width === height && labelledSquares.has(width))
      return { kind: 'label', key: `format.${Number(width) / 10}x${Number(width) / 10}` }
    return { kind: 'size', width: Number(width) / 10, height: Number(height) / 10, unit: 'cm' }
  }
  return { kind: 'text', text: value }
}

export const unitSymbol = (unit: Unit) => (unit === 'inch' ? 'in' : 'cm')

/**
 * How every page writes a size it already has in a unit: `40 x 60 cm`, `14,5 x 14,5 cm`,
 * `4 x 4.5 in` (at most one decimal, the locale's decimal mark).
 */
export function formatSizeText(
  { width, height }: { width: number; height: number },
  unit: Unit,
  locale: Locale,
): string {
  return `${formatDecimal(width, locale)} x ${formatDecimal(height, locale)} ${unitSymbol(unit)}`
}

/**
 * A size format's text as the calculator shows it (`40 x 60 cm`; wall art in the inch market
 * `16 x 24 in`, prints in en-US `6 x 4 in`); undefined for a format that is not a size (a DIN
 * name, a card quantity).
 */
export function sizeTextOf(
  product: CalculatorProduct,
  value: string,
  context: FormatContext,
): string | undefined {
  const description = describeFormat(product, value, context)
  return description.kind === 'size'
    ? formatSizeText(description, description.unit, context.locale)
    : undefined
}
