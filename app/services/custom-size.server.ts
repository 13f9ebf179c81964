import { formatSizeText } from '~/domain/calculator-format'
import {
  checkCustomSize,
  limitTexts,
  madeSizeText,
  readCustomSize,
  sizeInUnit,
  type CustomSizeData,
} from '~/domain/custom-size'
import { aSeriesNameOf } from '~/domain/size'
import { aspectRatio, calculatorReference, formatLimits } from './formats.server'
import type { CalculatorPrice } from '~/domain/calculator-data'
import type { Market } from '~/domain/market'

/**
 * The custom size of a wall-art calculator: the material's limits (with its frame),
 * the shopper's entry read from the URL, and for a size within the limits its price (the
 * unframed price by area; the calculator adds the frame as it does for every format) and
 * its aspect ratio. Undefined when the limits cannot be had: the calculator then offers no
 * custom size rather than one it cannot check.
 */
export async function customSizeOf(
  market: Pick<Market, 'channel' | 'country' | 'locale' | 'unit'>,
  query: URLSearchParams,
  materialType: string,
  frameType: string | null,
): Promise<
  { data: CustomSizeData; selected?: { format: string; price: CalculatorPrice } } | undefined
> {
  const limitsAnswer = await formatLimits(market, materialType, frameType ?? undefined)
  if (!limitsAnswer) return undefined
  const { limits } = limitsAnswer
  const { unit, locale } = market
  const input = readCustomSize(query, unit)
  const base = {
    unit,
    ranges: limitTexts(limits, unit, locale),
    shown: input.kind === 'none' ? { width: '', height: '' } : input.shown,
  }
  if (input.kind === 'none') return { data: { ...base, result: { kind: 'none' } } }
  if (input.kind === 'invalid')
    return { data: { ...base, result: { kind: 'invalid', sides: input.sides } } }
  const check = checkCustomSize(input.tenths, limits)
  if (!check.ok) return { data: { ...base, result: { kind: 'out-of-range', sides: check.sides } } }
  const [reference, ratio] = await Promise.all([
    calculatorReference(market, materialType, undefined, check.size),
    aspectRatio(market, check.size),
  ])
  if (!reference?.size) return { data: { ...base, result: { kind: 'unavailable' } } }
  const entered = formatSizeText(sizeInUnit(input.tenths, unit), unit, locale)
  return {
    data: {
      ...base,
      result: {
        kind: 'priced',
        format: check.format,
        entered,
        made: madeSizeText(input.tenths, check.size, unit, locale),
        // A named ratio only: 'standard' says nothing about this size.
        ratioKey: ratio && ratio.formatGroup !== 'standard' ? `format.${ratio.formatGroup}` : null,
        aSeries: aSeriesNameOf(input.tenths) ?? null,
      },
    },
    selected: {
      format: check.format,
      price: {
        priceCurrent: reference.size.priceCurrent,
        priceOriginal: reference.size.priceOriginal,
      },
    },
  }
}
