import type { Market } from '../market/markets'

/** The sides of a `WxH` format in cm (`40x60` → 40 and 60; a missing side is 0). */
export function sizeOf(format: string): { width: number; height: number } {
  const [width = 0, height = 0] = format.split('x').map(Number)
  return { width, height }
}

/** Perimeter of a `WxH` format in cm. */
export function perimeterCm(format: string): number {
  const { width, height } = sizeOf(format)
  return 2 * (width + height)
}

/** "Unit by locale: cm, except inch for en-US (on one channel)": the wall-art channel. */
export function unitOfMarket(market: Pick<Market, 'locale' | 'channel'>): 'cm' | 'inch' {
  return market.locale === 'en-US' && market.channel === 'wallart' ? 'inch' : 'cm'
}

/** The aspect-ratio group of a `WxH` format, named like the label keys `format.{group}`. */
export function formatGroupOf(format: string): string {
  const [width = 1, height = 1] = format.split('x').map(Number)
  const ratio = Math.max(width, height) / Math.min(width, height)
  const groups: [string, number][] = [
    ['square', 1],
    ['5-4', 5 / 4],
    ['4-3', 4 / 3],
    ['3-2', 3 / 2],
    ['16-9', 16 / 9],
    ['2-1', 2],
    ['5-2', 5 / 2],
    ['3-1', 3],
    ['4-1', 4],
    ['5-1', 5],
    ['6-1', 6],
  ]
  return groups.find(([, value]) => Math.abs(ratio - value) / value < 0.02)?.[0] ?? 'standard'
}

/** A format group of priced rows: its rows in their order and the cheapest (the first of equals). */
export type FormatGroupRows<Row> = { formatGroup: string; rows: Row[]; cheapest: Row }

/**
 * Priced rows grouped by format group, groups in the order their first row comes: what the price
 * calls, the format groups with pictures and the photo frames answer their "from" prices with.
 */
export function groupByFormatGroup<Row extends { price_current: number }>(
  rows: Iterable<Row>,
  groupOf: (row: Row) => string,
): FormatGroupRows<Row>[] {
  const groups = new Map<string, FormatGroupRows<Row>>()
  for (const row of rows) {
    const formatGroup = groupOf(row)
    const group = groups.get(formatGroup)
    if (!group) groups.set(formatGroup, { formatGroup, rows: [row], cheapest: row })
    else {
      group.rows.push(row)
      if (row.price_current < group.cheapest.price_current) group.cheapest = row
    }
  }
  return [...groups.values()]
}
