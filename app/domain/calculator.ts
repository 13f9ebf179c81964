/**
 * The price calculator's state (site-chrome §3 "Calculator", §4 "Calculator"): which
 * material and format are selected, and how a shopper's choice changes that. Pure and
 * serialisable: the server derives the state from the URL (no-JS GET form, shareable
 * links), the browser applies the same transitions before the URL catches up.
 */

/**
 * A material option as the calculator block configures it (material, calendar type, paper, box
 * size, card format …).
 */
export type CalculatorMaterial = {
  value: string
  /** The formats listed for this material, in order. */
  formats: readonly string[]
  /** The format selected when this material is chosen. */
  initialFormat: string
  /** Options may be grouped in the dropdown. */
  group?: string
}

export type CalculatorOptions = {
  materials: readonly CalculatorMaterial[]
  /** Formats offered in the More formats dialog on top of the material's list. */
  moreFormats: readonly string[]
  /**
   * The formats are quantities (cards): a new material keeps the chosen quantity when it offers
   * it, else takes its nearest one, instead of resetting to its initial format.
   */
  formatsAreQuantities?: boolean
}

export type CalculatorSelection = {
  material: string
  format: string
}

/** The URL parameters of a selection: the spec's own query names. */
export const selectionParams = { material: 'materialType', format: 'formatType' } as const
/** The no-JS form's hidden field: the material the listed formats belong to. */
export const shownMaterialParam = 'shownMaterialType'

export type SelectionContext = {
  /** From the URL: `materialType`, `formatType`. */
  url?: Partial<CalculatorSelection>
  /** From the page's or the URL's SKU (the article call answers its material and format). */
  sku?: Partial<CalculatorSelection>
}

function materialOf(
  options: CalculatorOptions,
  value: string | undefined,
): CalculatorMaterial | undefined {
  return options.materials.find((material) => material.value === value)
}

/** Whether a format may be selected for a material: one of its own, or one of the More formats. */
export function isSelectableFormat(
  options: CalculatorOptions,
  material: CalculatorMaterial,
  format: string | undefined,
): format is string {
  return (
    format !== undefined &&
    (material.formats.includes(format) || options.moreFormats.includes(format))
  )
}

/** The first material; a calculator without materials has no selection. */
function firstMaterial(options: CalculatorOptions): CalculatorMaterial | undefined {
  return options.materials[0]
}

/**
 * "A URL or SKU context preselects material and format": the URL wins over the SKU, the
 * SKU over the block's defaults (the first material and its initial format). A format the
 * chosen material cannot take falls back to that material's initial format.
 */
export function initialSelection(
  options: CalculatorOptions,
  context: SelectionContext = {},
): CalculatorSelection | undefined {
  const material =
    materialOf(options, context.url?.material) ??
    materialOf(options, context.sku?.material) ??
    firstMaterial(options)
  if (!material) return undefined
  const candidates = [
    context.url?.format,
    context.sku?.material === material.value ? context.sku.format : undefined,
  ]
  const format =
    candidates.find((candidate) => isSelectableFormat(options, material, candidate)) ??
    material.initialFormat
  return { material: material.value, format }
}

/**
 * "Selecting a material resets the selected format to that material's initial format"; where the
 * formats are quantities, the quantity chosen stays (or the new material's nearest one).
 */
export function selectMaterial(
  options: CalculatorOptions,
  selection: CalculatorSelection,
  value: string,
): CalculatorSelection {
  const material = materialOf(options, value)
  if (!material) return selection
  const format = options.formatsAreQuantities
    ? nearestQuantity(options, material, selection.format)
    : undefined
  return { material: material.value, format: format ?? material.initialFormat }
}

/**
 * The quantity a material offers that is closest to `quantity` (the same when offered; the
 * smaller of two equally close ones); undefined when `quantity` is no number and not offered.
 */
export function nearestQuantity(
  options: CalculatorOptions,
  material: CalculatorMaterial,
  quantity: string,
): string | undefined {
  if (isSelectableFormat(options, material, quantity)) return quantity
  const wanted = Number(quantity)
  if (!/^\d+$/.test(quantity) || !Number.isFinite(wanted)) return undefined
  let best: { format: string; distance: number; value: number } | undefined
  for (const format of [...material.formats, ...options.moreFormats]) {
    if (!/^\d+$/.test(format)) continue
    const value = Number(format)
    const distance = Math.abs(value - wanted)
    if (!best || distance < best.distance || (distance === best.distance && value < best.value))
      best = { format, distance, value }
  }
  return best?.format
}

/**
 * Selecting a format, from the list or from the More formats dialog. A More format not in
 * the material's list becomes the extra selected format; selecting any other format
 * replaces it ("it is cleared when another format is selected"). Unknown formats change nothing.
 */
export function selectFormat(
  options: CalculatorOptions,
  selection: CalculatorSelection,
  format: string,
): CalculatorSelection {
  const material = materialOf(options, selection.material)
  return material && isSelectableFormat(options, material, format)
    ? { ...selection, format }
    : selection
}

/** The extra selected format: the selected format when it is not in the material's list. */
export function extraFormatOf(
  options: CalculatorOptions,
  selection: CalculatorSelection,
): string | undefined {
  const material = materialOf(options, selection.material)
  return material && !material.formats.includes(selection.format) ? selection.format : undefined
}

/** The formats the list shows: the material's, then the extra selected format. */
export function listedFormats(
  options: CalculatorOptions,
  selection: CalculatorSelection,
): { format: string; extra: boolean }[] {
  const material = materialOf(options, selection.material)
  if (!material) return []
  const extra = extraFormatOf(options, selection)
  return [
    ...material.formats.map((format) => ({ format, extra: false })),
    ...(extra ? [{ format: extra, extra: true }] : []),
  ]
}

/** The More formats of the selected material: those not already in its list. */
export function moreFormatsOf(
  options: CalculatorOptions,
  selection: CalculatorSelection,
): string[] {
  const material = materialOf(options, selection.material)
  return material ? options.moreFormats.filter((format) => !material.formats.includes(format)) : []
}

/**
 * The no-JS form's submission: when the material in the dropdown differs from the one
 * whose formats were shown, the shopper chose a material (its initial format follows);
 * otherwise they chose a format. Parameters are read from the URL's query.
 */
export function selectionFromSubmission(
  options: CalculatorOptions,
  submitted: { material?: string; format?: string; shownMaterial?: string },
): CalculatorSelection | undefined {
  const shown = materialOf(options, submitted.shownMaterial) ?? firstMaterial(options)
  if (!shown) return undefined
  const base = { material: shown.value, format: shown.initialFormat }
  if (submitted.material !== undefined && submitted.material !== shown.value)
    return selectMaterial(
      options,
      // A quantity chosen in the same submission goes along to the new material.
      options.formatsAreQuantities ? selectFormat(options, base, submitted.format ?? '') : base,
      submitted.material,
    )
  return submitted.format !== undefined ? selectFormat(options, base, submitted.format) : base
}

/** The query of a selection URL (`?materialType=…&formatType=…`), kept beside other parameters. */
export function selectionSearch(
  selection: CalculatorSelection,
  keep: URLSearchParams = new URLSearchParams(),
): string {
  const query = new URLSearchParams(keep)
  query.delete(shownMaterialParam)
  query.set(selectionParams.material, selection.material)
  query.set(selectionParams.format, selection.format)
  return `?${query.toString()}`
}

// ---------------------------------------------------------------------------------------
// Labels on formats
// ---------------------------------------------------------------------------------------

export type CalculatorLabel = {
  index: number
  text: string
  backgroundColor?: string
  textColor?: string
}

/**
 * "labels (index, text, background and text colour)": a label's index is the position of
 * its format in the initially selected material's list; it stays with that format
 * wherever it is listed.
 */
export function labelsByFormat(
  labels: readonly CalculatorLabel[],
  initialMaterial: CalculatorMaterial | undefined,
): Map<string, CalculatorLabel> {
  const byFormat = new Map<string, CalculatorLabel>()
  if (!initialMaterial) return byFormat
  for (const label of labels) {
    const format = Number.isInteger(label.index) ? initialMaterial.formats[label.index] : undefined
    if (format !== undefined && label.text && !byFormat.has(format)) byFormat.set(format, label)
  }
  return byFormat
}

export type PricedFormat = {
  format: string
  price: { priceCurrent: number; priceOriginal: number } | null
}

/**
 * The TOP DEAL experiment (VOLL-967): the listed format with the largest relative discount
 * gets the TOP DEAL label; none when nothing is discounted.
 */
export function topDealFormat(formats: readonly PricedFormat[]): string | undefined {
  let best: { format: string; saving: number } | undefined
  for (const { format, price } of formats) {
    if (!price || price.priceOriginal <= price.priceCurrent || price.priceOriginal <= 0) continue
    const saving = (price.priceOriginal - price.priceCurrent) / price.priceOriginal
    if (!best || saving > best.saving) best = { format, saving }
  }
  return best?.format
}

/**
 * A way on from a selected format without a price (one the URL named, or a More format the shop
 * cannot sell now): the material's initial format when it has a price, else the first listed
 * format with one; undefined when the selection has a price or nothing has one.
 */
export function availableAlternative(
  formats: readonly PricedFormat[],
  selected: string,
  initialFormat: string,
): string | undefined {
  const withPrice = formats.filter((entry) => entry.price !== null)
  if (withPrice.some((entry) => entry.format === selected)) return undefined
  return (withPrice.find((entry) => entry.format === initialFormat) ?? withPrice[0])?.format
}

// ---------------------------------------------------------------------------------------
// Experiments (config/flags.yml)
// ---------------------------------------------------------------------------------------

export const calculatorFlags = {
  /** VOLL-965: the format list as tiles. */
  layout: 'calculator_layout_voll_965',
  /** VOLL-967: TOP DEAL labels. */
  topDeal: 'calculator_top_deal_voll_967',
  /** VOLL-1031: formats shown in portrait orientation. */
  portrait: 'calculator_portrait_voll_1031',
  /**
   * VOLL-1409 and its follow-up VOLL-1785: acrylic-glass framed prices from the prices-formats
   * call.
   */
  acrylicPrices: ['calculator_acrylic_prices_voll_1409', 'calculator_acrylic_prices_voll_1785'],
} as const

/** Every flag a calculator evaluates. */
export const calculatorFlagNames: readonly string[] = [
  calculatorFlags.layout,
  calculatorFlags.topDeal,
  calculatorFlags.portrait,
  ...calculatorFlags.acrylicPrices,
]

export type CalculatorExperiments = {
  layout: boolean
  topDeal: boolean
  portrait: boolean
  acrylicPrices: boolean
}

/**
 * Which experiments are on for a treatments map; anything but `on` (missing, off, control) is off.
 */
export function calculatorExperiments(
  treatments: Readonly<Record<string, string | undefined>> = {},
): CalculatorExperiments {
  const on = (name: string) => treatments[name] === 'on'
  return {
    layout: on(calculatorFlags.layout),
    topDeal: on(calculatorFlags.topDeal),
    portrait: on(calculatorFlags.portrait),
    acrylicPrices: calculatorFlags.acrylicPrices.some(on),
  }
}

/**
 * VOLL-1031: a `WxH` format shown in portrait (the taller side second); other formats unchanged.
 */
export function portraitFormat(format: string): string {
  const match = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(format)
  if (!match) return format
  const [width, height] = [Number(match[1]), Number(match[2])]
  return width > height ? `${match[2]}x${match[1]}` : format
}
