import { checksumOf, reseedIfChanged } from '../db/reseed'
import { formatGroupOf, perimeterCm, sizeOf } from '../prices/formats'
import {
  frameCents as framePriceCents,
  framedCents,
  inEveryCurrency,
  printCents,
} from '../prices/seed'
import { variantName, type FrameTypeRange, type PhotoFrameRange } from './range'
import type { Currency } from '../../../contracts/vocabulary'
import type { Db } from '../db/database'
import type { Catalogue } from '../prices/catalogue'

/**
 * Seeds the photo-frame tables from the range and the price catalogue: every frame
 * type, variant, material and mat, and a price for every variant with each of its prints (and
 * alone) in each mat and format, per channel and currency. Amounts are minor units.
 */

type Amounts = { current: number; original: number }

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
  const { frames } = catalogue.wallart
  const out: (Omit<
    PhotoFramePriceRow,
    'channel' | 'currency' | 'priceCurrent' | 'priceOriginal' | 'position'
  > &
    Amounts & { addOn?: number })[] = []
  for (const frame of range.frameTypes) {
    const mats = frame.withMat
      ? ([
          ['mat-none', 0],
          ['mat-weiss', 30],
        ] as const)
      : ([['mat-none', 0]] as const)
    for (const variant of frame.variants) {
      const frameVariant = variantName(frame.frameType, variant)
      const frameCents = framePriceCents(frames[frame.frameType], variant.surchargePercent)
      for (const [matType, matSize] of mats) {
        const matCents = (format: string) =>
          matType === 'mat-none'
            ? 0
            : Math.round((range.matEurosPerMetre * 100 * perimeterCm(format)) / 100)
        const base = { frameVariant, matType, matSize } as const
        for (const format of frameFormatsOf(catalogue, frame)) {
          // The frame alone: what the frame (and mat) adds to a print, so it is also the share
          // of the frame in a framed print's price.
          const amount = frameCents + matCents(format)
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
            // The price calls' rule for a framed print (without a mat or a dearer colour, the
            // very price of their framed row), plus the mat.
            const framed = framedCents(
              printCents(prices[format]!),
              frames[frame.frameType],
              variant.surchargePercent,
            )
            out.push({
              ...base,
              materialType,
              formatType: format,
              formatGroup: formatGroupOf(format),
              current: framed.current,
              original: framed.original,
              // The frame and the mat, converted as one: the frame alone's price (its share).
              addOn: framed.addOn + matCents(format),
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
  return inEveryCurrency(
    euroRows(range, catalogue).map((row) => ({ ...row, channels: range.channels })),
    catalogue,
  )
}

/** The pricing rules' version: raise it when the rows' arithmetic changes, so they are reseeded. */
const rulesVersion = 3

export function photoFrameChecksum(range: PhotoFrameRange, catalogue: Catalogue): string {
  return checksumOf({
    rulesVersion,
    range,
    wallart: catalogue.wallart,
    currencies: catalogue.currencies,
  })
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
  const fill = () => {
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
    for (const row of photoFramePriceRows(range, catalogue)) insertPrice.run(row)
  }
  return reseedIfChanged(db, {
    checksumTable: 'photo_frame_catalogue',
    checksum: photoFrameChecksum(range, catalogue),
    tables: [
      'photo_frame_prices',
      'photo_frame_mats',
      'photo_frame_materials',
      'photo_frame_variants',
      'photo_frame_types',
    ],
    fill,
    now,
  })
}
