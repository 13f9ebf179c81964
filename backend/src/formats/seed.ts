import { createHash } from 'node:crypto'
import { reseedIfChanged } from '../db/reseed'
import type { Db } from '../db/database'
import type { Catalogue } from '../prices/catalogue'
import type { ProductionLimits } from './limits'

/**
 * Seeds the format tables: the production limits of each material and of each frame
 * it takes, in tenths of a millimetre, and the price by area fitted to the price catalogue's
 * rows (the `prices` table, which the price module seeds first).
 */

/** A line through the points by least squares, clamped so no price falls below zero. */
export function fitLine(points: readonly { x: number; y: number }[]): {
  base: number
  slope: number
} {
  if (points.length === 0) return { base: 0, slope: 0 }
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length
  const varX = points.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0)
  const cov = points.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0)
  const slope = varX > 0 ? Math.max(0, cov / varX) : 0
  const base = Math.max(0, meanY - slope * meanX)
  return { base, slope }
}

/** The area of a `WxH` format in cm, in square metres. */
export function squareMetresOf(format: string): number | undefined {
  const match = /^([1-9]\d*)x([1-9]\d*)$/.exec(format)
  return match ? (Number(match[1]) * Number(match[2])) / 10_000 : undefined
}

type LimitRow = {
  material: string
  frame: string
  minWidth: number
  maxWidth: number
  minHeight: number
  maxHeight: number
  step: number
}

const tenthsPerCm = 100

/** The limits of every material the catalogue prices, unframed and with each frame it takes. */
export function limitRows(catalogue: Catalogue, limits: ProductionLimits): LimitRow[] {
  const rows: LimitRow[] = []
  for (const [material, data] of Object.entries(catalogue.wallart.materials)) {
    const own = limits.materials[material as keyof ProductionLimits['materials']]
    const row = (frame: string, width: { min: number; max: number }, height = width) => ({
      material,
      frame,
      minWidth: width.min * tenthsPerCm,
      maxWidth: width.max * tenthsPerCm,
      minHeight: height.min * tenthsPerCm,
      maxHeight: height.max * tenthsPerCm,
      step: limits.stepCm * tenthsPerCm,
    })
    rows.push(row('', own.width, own.height))
    for (const frame of data.frames) {
      const built = limits.frames[frame]
      const side = (range: { min: number; max: number }) => ({
        min: Math.max(range.min, built.min),
        max: Math.min(range.max, built.max),
      })
      rows.push(row(frame, side(own.width), side(own.height)))
    }
  }
  return rows
}

export function formatsChecksum(limits: ProductionLimits, pricesChecksum: string): string {
  return createHash('sha256').update(JSON.stringify(limits)).update(pricesChecksum).digest('hex')
}

type PriceRow = {
  channel: string
  currency: string
  variant: string
  option: string
  item: string
  price_current: number
  price_original: number
}

/**
 * Brings the format tables in line with the limits and the price catalogue, in one
 * transaction, when either changed. Returns whether it reseeded.
 */
export function seedFormats(
  db: Db,
  catalogue: Catalogue,
  limits: ProductionLimits,
  now: () => number,
): boolean {
  const prices = db
    .prepare<[], { checksum: string }>('SELECT checksum FROM price_catalogue WHERE id = 1')
    .get()
  const checksum = formatsChecksum(limits, prices?.checksum ?? '')
  const insertLimit = db.prepare(
    `INSERT INTO format_limits (material, frame, min_width, max_width, min_height, max_height, step)
     VALUES (@material, @frame, @minWidth, @maxWidth, @minHeight, @maxHeight, @step)`,
  )
  const insertRate = db.prepare(
    `INSERT INTO format_area_rates (channel, currency, material, frame, base_current, per_m2_current, base_original, per_m2_original)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const fill = () => {
    const rows = db
      .prepare<[], PriceRow>(
        `SELECT channel, currency, variant, option, item, price_current, price_original
         FROM prices WHERE line = 'wallart' ORDER BY position`,
      )
      .all()
    const groups = new Map<string, PriceRow[]>()
    for (const row of rows) {
      const key = [row.channel, row.currency, row.variant, row.option].join('\u0000')
      groups.set(key, [...(groups.get(key) ?? []), row])
    }
    for (const row of limitRows(catalogue, limits)) insertLimit.run(row)
    for (const group of groups.values()) {
      const points = group.flatMap((row) => {
        const area = squareMetresOf(row.item)
        return area === undefined ? [] : [{ area, row }]
      })
      const current = fitLine(points.map(({ area, row }) => ({ x: area, y: row.price_current })))
      const original = fitLine(points.map(({ area, row }) => ({ x: area, y: row.price_original })))
      const first = group[0]!
      insertRate.run(
        first.channel,
        first.currency,
        first.variant,
        first.option,
        Math.round(current.base),
        Math.round(current.slope),
        Math.round(original.base),
        Math.round(original.slope),
      )
    }
  }
  return reseedIfChanged(db, {
    checksumTable: 'format_catalogue',
    checksum,
    tables: ['format_limits', 'format_area_rates'],
    fill,
    now,
  })
}
