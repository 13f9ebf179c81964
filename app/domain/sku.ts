/**
 * The SKU page's rules (ADR 185): how an article's size reads in a market (shop-core §3 "Unit by
 * locale: cm, except inch for en-US (on one channel)"; §9 "Inch to cm factor 2.54").
 */
import { formatDecimal } from '~/utils/number-format'
import { cmToInch, type Size } from './size'
import type { Locale, Unit } from './market'

/** `40 × 60 cm`; in an inch market `15.7 × 23.6 in` (one decimal, the locale's decimal mark). */
export function sizeLabelOf({ width, height }: Size, unit: Unit, locale: Locale): string {
  if (unit === 'cm') return `${width} × ${height} cm`
  const inches = (cm: number) => formatDecimal(Math.round(cmToInch(cm) * 10) / 10, locale)
  return `${inches(width)} × ${inches(height)} in`
}
