/**
 * The number patterns a page formats with (ADR 137), apart from the formatting itself: the
 * translation provider keeps the page's on every page, the formatter is only loaded where
 * prices or sizes show.
 */
/** The text before and after the digits. */
export type Affixes = readonly [prefix: string, suffix: string]

export type NumberPattern = {
  decimal: string
  /** Empty when the format does not group. */
  group: string
  /** 2 where a four-digit number stays ungrouped (es: "1234", but "12.345"). */
  minimumGroupingDigits: 1 | 2
  positive: Affixes
  negative: Affixes
  minimumFractionDigits: number
  maximumFractionDigits: number
}

/** Patterns by key (`de-CH|CHF`, `de-CH|decimal`): what the page sent, or what the server read. */
export type NumberPatterns = Readonly<Record<string, NumberPattern>>

const known = new Map<string, NumberPattern>()

/** Keep patterns for the formatters (the translation provider passes the page's; the server its own). */
export function learnNumberPatterns(patterns: NumberPatterns | undefined): void {
  for (const [key, pattern] of Object.entries(patterns ?? {})) known.set(key, pattern)
}

export function knownNumberPattern(key: string): NumberPattern | undefined {
  return known.get(key)
}
