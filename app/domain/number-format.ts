/**
 * Numbers without Intl (ADR 137). A locale's number pattern — decimal and grouping marks,
 * the text before and after the digits, the fraction digits — is read once from
 * `Intl.NumberFormat` on the server and sent with the page; the browser then formats with
 * plain string work. Its first `Intl` formatter costs 20–40 ms of main thread (the ICU
 * start-up), which would land in hydration. Server and browser format from the same
 * pattern, so their texts cannot differ.
 */
import { knownNumberPattern, type Affixes, type NumberPattern } from './number-patterns'

export type { NumberPattern, NumberPatterns } from './number-patterns'

/**
 * The number in the pattern, or undefined for what the pattern does not cover (NaN,
 * infinities, more than 15 digits): the caller then asks Intl. Rounding is Intl's: on the
 * number's shortest decimal digits, half away from zero.
 */
export function formatWithPattern(value: number, pattern: NumberPattern): string | undefined {
  const { minimumFractionDigits: min, maximumFractionDigits: max } = pattern
  const magnitude = Math.abs(value)
  // Below a millionth (written with an exponent) rounds to zero: patterns keep at most five decimals.
  const written = /^(\d+)\.?(\d*)$/.exec(magnitude < 1e-6 ? '0' : String(magnitude))
  // The digits up to one place past the last kept, as an integer.
  const digits = written && `${written[1]}${(written[2] ?? '').padEnd(max + 1, '0').slice(0, max + 1)}`
  if (!digits || digits.length > 15) return undefined
  const halfUp = Number(digits) + 5
  const kept = String((halfUp - (halfUp % 10)) / 10).padStart(max + 1, '0')
  let integer = kept.slice(0, kept.length - max)
  const fraction = kept.slice(kept.length - max).replace(/0+$/, '').padEnd(min, '0')
  if (pattern.group && integer.length >= 3 + pattern.minimumGroupingDigits) {
    integer = integer.replace(/\B(?=(\d{3})+$)/g, pattern.group)
  }
  const [prefix, suffix] = value < 0 || Object.is(value, -0) ? pattern.negative : pattern.positive
  return `${prefix}${integer}${fraction ? pattern.decimal + fraction : ''}${suffix}`
}

const digitParts = new Set(['integer', 'group', 'decimal', 'fraction'])

function affixesOf(parts: Intl.NumberFormatPart[]): Affixes {
  const first = parts.findIndex((part) => digitParts.has(part.type))
  const last = parts.findLastIndex((part) => digitParts.has(part.type))
  const join = (slice: Intl.NumberFormatPart[]) => slice.map((part) => part.value).join('')
  return [join(parts.slice(0, first)), join(parts.slice(last + 1))]
}

/** Values a derived pattern must format exactly as Intl does before it is used. */
const probes = [0, -0, 1, -1, 0.5, 1.005, 9.999, 12.5, 999.995, 1234, -1234.5, 12345.678, 1234567.891, -7654321.25]

/**
 * A formatter's pattern, read from its parts; `group` replaces its grouping mark (Swiss
 * francs). Undefined when the formatter does something a pattern cannot (other grouping
 * sizes, other digits): such a locale keeps Intl.
 */
export function patternOf(format: Intl.NumberFormat, { group }: { group?: string } = {}): NumberPattern | undefined {
  const options = format.resolvedOptions()
  const parts = format.formatToParts(1234567.891)
  const groupPart = parts.find((part) => part.type === 'group')?.value ?? ''
  const pattern: NumberPattern = {
    decimal: format.formatToParts(0.5).find((part) => part.type === 'decimal')?.value ?? '.',
    group: groupPart && (group ?? groupPart),
    minimumGroupingDigits: format.formatToParts(1234).some((part) => part.type === 'group') ? 1 : 2,
    positive: affixesOf(parts),
    negative: affixesOf(format.formatToParts(-1234567.891)),
    minimumFractionDigits: options.minimumFractionDigits ?? 0,
    maximumFractionDigits: options.maximumFractionDigits ?? 3,
  }
  const intl = (value: number) =>
    format
      .formatToParts(value)
      .map((part) => (part.type === 'group' && group !== undefined ? group : part.value))
      .join('')
  const covered = pattern.maximumFractionDigits <= 5 && probes.every((value) => formatWithPattern(value, pattern) === intl(value))
  return covered ? pattern : undefined
}

/** The value in the known pattern for `key`, else as `intl` formats it. */
export function formatNumber(value: number, key: string, intl: (value: number) => string): string {
  const pattern = knownNumberPattern(key)
  return (pattern && formatWithPattern(value, pattern)) ?? intl(value)
}

/** A plain number with at most one decimal ("14,8"; sizes in cm and inches). */
export const decimalOptions = { maximumFractionDigits: 1 } as const satisfies Intl.NumberFormatOptions

export function formatDecimal(value: number, locale: string): string {
  return formatNumber(value, `${locale}|decimal`, (number) => new Intl.NumberFormat(locale, decimalOptions).format(number))
}
