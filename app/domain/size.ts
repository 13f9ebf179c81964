/**
 * Sizes and units (shop-core §3 "Sizes", §5; site-chrome §9): size strings, dimensions in
 * tenths of a millimetre, the ISO 216 A-series and the inch.
 */

export type Size = { width: number; height: number }

const positiveInteger = '[1-9][0-9]*'
const sizePattern = new RegExp(`^(${positiveInteger})x(${positiveInteger})$`)

/**
 * "A size string is valid only when width and height are positive integers (no zero, no leading
 * zero) joined by 'x'."
 */
export function isSizeString(value: string): boolean {
  return sizePattern.test(value)
}

export function parseSize(value: string): Size | undefined {
  const match = sizePattern.exec(value)
  if (!match) return undefined
  const size = { width: Number(match[1]), height: Number(match[2]) }
  return Number.isSafeInteger(size.width) && Number.isSafeInteger(size.height) ? size : undefined
}

export function formatSize({ width, height }: Size): string {
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Not a size: ${width}x${height}`)
  }
  return `${width}x${height}`
}

/** "Inch to cm factor 2.54." */
export const cmPerInch = 2.54

/** Centimetres, rounded to a hundredth (a tenth of a millimetre) to drop floating-point noise. */
export function inchToCm(inches: number): number {
  return Math.round(inches * cmPerInch * 100) / 100
}

export function cmToInch(cm: number): number {
  return cm / cmPerInch
}

/** Dimensions are held in tenths of a millimetre. */
export function tenthsOfMmToCm(tenths: number): number {
  return tenths / 100
}

export function cmToTenthsOfMm(cm: number): number {
  return Math.round(cm * 100)
}

export const aSeriesNames = ['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'] as const
export type ASeriesName = (typeof aSeriesNames)[number]

/** ISO 216 page sizes in millimetres, short side first. */
export const aSeriesPageSizesMm: Readonly<Record<ASeriesName, Size>> = {
  A0: { width: 841, height: 1189 },
  A1: { width: 594, height: 841 },
  A2: { width: 420, height: 594 },
  A3: { width: 297, height: 420 },
  A4: { width: 210, height: 297 },
  A5: { width: 148, height: 210 },
  A6: { width: 105, height: 148 },
  A7: { width: 74, height: 105 },
  A8: { width: 52, height: 74 },
}

/** ISO 216 tolerances: ±1.5 mm up to 150 mm, ±2 mm up to 600 mm, ±3 mm above. */
function toleranceMm(nominalMm: number): number {
  if (nominalMm <= 150) return 1.5
  return nominalMm <= 600 ? 2 : 3
}

function within(actualMm: number, nominalMm: number): boolean {
  return Math.abs(actualMm - nominalMm) <= toleranceMm(nominalMm)
}

/** The A-series name of dimensions in tenths of a millimetre, in either orientation. */
export function aSeriesNameOf({ width, height }: Size): ASeriesName | undefined {
  const shortMm = Math.min(width, height) / 10
  const longMm = Math.max(width, height) / 10
  return aSeriesNames.find((name) => {
    const page = aSeriesPageSizesMm[name]
    return within(shortMm, page.width) && within(longMm, page.height)
  })
}
