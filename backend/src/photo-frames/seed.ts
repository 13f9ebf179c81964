import { createHash } from 'node:crypto'
import { currencies, type Currency } from '../../../contracts/vocabulary'
import { cents, convert, type Catalogue } from '../prices/catalogue'
import { formatGroupOf } from '../prices/routes'
import { variantName, type FrameTypeRange, type PhotoFrameRange } from './range'
import type { Db } from '../db/database'

/**
 * Seeds the photo-frame tables (ADR 182) from the range and the price catalogue: every frame
 * type, variant, material and mat, and a price for every variant with each of its prints (and
 * alone) in each mat and format, per channel and currency. Amounts are minor units.
 */

type Amounts = { current: number; original: number }

function sizeOf(format: string): { width: number; height: number } {
  const [width = 0, height = 0] = format.split('x').map(Number)
  return { width, height }
}

function perimeterCm(format: string): number {
  const { width, height } = sizeOf(format)
  return 2 * (width + height)
}

function fits(frame: FrameTypeRange, format: string): boolean {
  const { width, height } = sizeOf(format)
  return Math.max(width, height) <= frame.maxSideCm
}

/** The formats of a print in a frame: the material's formats the frame is made in. */
export function formatsOf(catalogue: Catalogue, frame: FrameTypeRange, materialType: string) {
  const material =
    catalogue.wallart.materials[materialType as keyof Catalogue['wallart']['materials']]
  return Object.keys(material?.formats ?? {}).filter((format) => fits(frame, format))
}

/** The frame alone comes in every format any of its prints comes in. */
export function frameFormatsOf(catalogue: Catalogue, frame: FrameTypeRange): string[] {
  const all = new Set(frame.materials.flatMap((m) => formatsOf(catalogue, frame, m.materialType)))
  return [...all].sort((a, b) => perimeterCm(a) - perimeterCm(b) || a.localeCompare(b))
}

/** The options of a material's print option group (first: the one a frame is made with). */
export function optionTypesOf(catalogue: Catalogue, materialType: string, group?: string) {
  if (!group) return []
  const material =
    catalogue.wallart.materials[materialType as keyof Catalogue['wallart']['materials']]
  return Object.keys(material?.options[group as keyof typeof material.options] ?? {})
}

export type PhotoFramePriceRow = {
  channel: 'cards' | 'wallart'
  currency: Currency
  frameVariant: string
  materialType: string
  matType: 'mat-none' | 'mat-weiss'
  matSize: 0 | 30
  formatType: string
  formatGroup: string
  priceCurrent: number
  priceOriginal: number
  position: number
}

/** The rows in EUR cents, before channels and currencies. */
function euroRows(range: PhotoFrameRange, catalogue: Catalogue) {
  const { frames, referenceFormat } = catalogue.wallart
  const out: (Omit<
    PhotoFramePriceRow,
    'channel' | 'currency' | 'priceCurrent' | 'priceOriginal' | 'position'
  > &
    Amounts)[] = []
  for (const frame of range.frameTypes) {
    const mats = frame.withMat
      ? ([
          ['mat-none', 0],
          ['mat-weiss', 30],
        ] as const)
      : ([['mat-none', 0]] as const)
    for (const variant of frame.variants) {
      const frameVariant = variantName(frame.frameType, variant)
      const frameCents = (format: string) =>
        Math.round(
          ((cents(frames[frame.frameType]) * perimeterCm(format)) / perimeterCm(referenceFormat)) *
            (1 + variant.surchargePercent / 100),
        )
      for (const [matType, matSize] of mats) {
        const matCents = (format: string) =>
          matType === 'mat-none'
            ? 0
            : Math.round((range.matEurosPerMetre * 100 * perimeterCm(format)) / 100)
        const base = { frameVariant, matType, matSize } as const
        // What the frame adds, to the whole euro: prints end in .95, so does the framed price.
        const extra = (format: string) =>
          Math.round((frameCents(format) + matCents(format)) / 100) * 100
        for (const format of frameFormatsOf(catalogue, frame)) {
          // The frame alone ends in .95 too.
          const amount = extra(format) - 5
          out.push({
            ...base,
            materialType: '',
            formatType: format,
            formatGroup: formatGroupOf(format),
            current: amount,
            original: amount,
          })
        }
        for (const { materialType } of frame.materials) {
          const prices =
            catalogue.wallart.materials[materialType as keyof Catalogue['wallart']['materials']]
              ?.formats ?? {}
          for (const format of formatsOf(catalogue, frame, materialType)) {
            const [current, original = current] = prices[format]!
            out.push({
              ...base,
              materialType,
              formatType: format,
              formatGroup: formatGroupOf(format),
              current: cents(current) + extra(format),
              original: cents(original) + extra(format),
            })
          }
        }
      }
    }
  }
  return out
}

/** Every price row for every channel that sells frames and every currency. */
export function photoFramePriceRows(
  range: PhotoFrameRange,
  catalogue: Catalogue,
): PhotoFramePriceRow[] {
  const rows: PhotoFramePriceRow[] = []
  euroRows(range, catalogue).forEach(({ current, original, ...row }, position) => {
    for (const channel of range.channels) {
      for (const currency of currencies) {
        const priceCurrent = convert(current, currency, catalogue)
        rows.push({
          ...row,
          channel,
          currency,
          priceCurrent,
          priceOriginal: Math.max(priceCurrent, convert(original, currency, catalogue)),
          position,
        })
      }
    }
  })
  return rows
}

/** The pricing rules' version: raise it when the rows' arithmetic changes, so they are reseeded. */
const rulesVersion = 2

export function photoFrameChecksum(range: PhotoFrameRange, catalogue: Catalogue): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        rulesVersion,
        range,
        wallart: catalogue.wallart,
        currencies: catalogue.currencies,
      }),
    )
    .digest('hex')
}

/**
 * Brings the photo-frame tables in line with the range and the catalogue, in one transaction,
 * when their checksum differs from the recorded one. Returns whether it reseeded.
 */
export function seedPhotoFrames(
  db: Db,
  range: PhotoFrameRange,
  catalogue: Catalogue,
  now: () => number,
): boolean {
  const checksum = photoFrameChecksum(range, catalogue)
  const recorded = db
    .prepare<[], { checksum: string }>('SELECT checksum FROM photo_frame_catalogue WHERE id = 1')
    .get()
  if (recorded?.checksum === checksum) return false
  const insertType = db.prepare(
    `INSERT INTO photo_frame_types (frame_type, family, default_variant, glass_type, position)
     VALUES (?, ?, ?, ?, ?)`,
  )
  const insertVariant = db.prepare(
    `INSERT INTO photo_frame_variants (frame_variant, frame_type, colour, shape, position)
     VALUES (?, ?, ?, ?, ?)`,
  )
  const insertMaterial = db.prepare(
    `INSERT INTO photo_frame_materials (frame_type, material_type, is_default, option_type_group, option_types, default_option_type, position)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertMat = db.prepare(
    'INSERT INTO photo_frame_mats (frame_type, mat_type, mat_size, is_default) VALUES (?, ?, ?, ?)',
  )
  const insertPrice = db.prepare(
    `INSERT INTO photo_frame_prices (channel, currency, frame_variant, material_type, mat_type, mat_size, format_type, format_group, price_current, price_original, position)
     VALUES (@channel, @currency, @frameVariant, @materialType, @matType, @matSize, @formatType, @formatGroup, @priceCurrent, @priceOriginal, @position)`,
  )
  const prices = photoFramePriceRows(range, catalogue)
  db.transaction(() => {
    db.prepare('DELETE FROM photo_frame_prices').run()
    db.prepare('DELETE FROM photo_frame_mats').run()
    db.prepare('DELETE FROM photo_frame_materials').run()
    db.prepare('DELETE FROM photo_frame_variants').run()
    db.prepare('DELETE FROM photo_frame_types').run()
    range.frameTypes.forEach((frame, position) => {
      const variants = frame.variants.map((variant) => variantName(frame.frameType, variant))
      // "Each has a black default variant": the first black one (alurahmen: angular).
      const defaultVariant = variants.find((name) => name.endsWith('-schwarz')) ?? variants[0] ?? ''
      insertType.run(frame.frameType, frame.family, defaultVariant, frame.glassType, position)
      frame.variants.forEach((variant, index) =>
        insertVariant.run(
          variantName(frame.frameType, variant),
          frame.frameType,
          variant.colour,
          variant.shape ?? null,
          index,
        ),
      )
      frame.materials.forEach((material, index) => {
        const options = optionTypesOf(catalogue, material.materialType, material.optionTypeGroup)
        insertMaterial.run(
          frame.frameType,
          material.materialType,
          index === 0 ? 1 : 0,
          options.length > 0 ? material.optionTypeGroup : null,
          options.join(','),
          options[0] ?? null,
          index,
        )
      })
      // "Holzrahmen and alurahmen default to a white mat of size 30; the other frames default to
      // no mat."
      const matByDefault = frame.frameType === 'holzrahmen' || frame.frameType === 'alurahmen'
      insertMat.run(frame.frameType, 'mat-none', 0, matByDefault ? 0 : 1)
      if (frame.withMat) insertMat.run(frame.frameType, 'mat-weiss', 30, matByDefault ? 1 : 0)
    })
    for (const row of prices) insertPrice.run(row)
    db.prepare(
      `INSERT INTO photo_frame_catalogue (id, checksum, seeded_at) VALUES (1, ?, ?)
       ON CONFLICT (id) DO UPDATE SET checksum = excluded.checksum, seeded_at = excluded.seeded_at`,
    ).run(checksum, now())
  }).immediate()
  return true
}
