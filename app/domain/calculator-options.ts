/**
 * The wall-art calculator's options beyond material, format and frame (shop-core §3 "Wall-art
 * vocabulary"): the frame's colour (its variants, black by default), its mat (type and size, the
 * frame type's default preselected) and the material's print option group (stretcher depth,
 * finish …). Pure: the server resolves a URL's choice with it, the browser the pending one, and
 * both price the selection the same way.
 */
import {
  defaultFrameVariants,
  defaultMatFor,
  frameTypes,
  type FrameType,
  type Material,
} from './wallart'

export type OptionPrice = { priceCurrent: number; priceOriginal: number }

export type CalculatorFrameVariant = {
  value: string
  label: string
  /** The colour a swatch shows. */
  swatch: string
  isDefault: boolean
}

export type CalculatorMat = {
  matType: 'mat-none' | 'mat-weiss'
  matSize: 0 | 30
  label: string
  isDefault: boolean
}

/** The chosen frame's colours and mats, and what frame, colour and mat add to a print. */
export type CalculatorFrameDetails = {
  frameType: string
  variants: CalculatorFrameVariant[]
  mats: CalculatorMat[]
  /** The frame's share (frame, colour and mat) by `shareKey(variant, matType)`, then by format. */
  shares: Record<string, Record<string, OptionPrice>>
}

export type CalculatorOptionGroup = {
  group: string
  label: string
  options: { value: string; label: string; price: OptionPrice; isDefault: boolean }[]
}

/** The options part of a selection; null where the material or frame offers no choice. */
export type OptionChoice = {
  frameVariant: string | null
  matType: CalculatorMat['matType'] | null
  matSize: CalculatorMat['matSize'] | null
  optionType: string | null
}

export const noOptions: OptionChoice = {
  frameVariant: null,
  matType: null,
  matSize: null,
  optionType: null,
}

/** The URL parameters of the options: the spec's names, plus the contract's frame variant. */
export const optionParams = {
  frameVariant: 'frameVariant',
  matType: 'matType',
  matSize: 'matSize',
  optionType: 'optionType',
} as const

/**
 * The print option group a material's calculator offers: the one the shop makes the print with
 * (the same group the photo frames name). Materials not listed offer none.
 */
const printOptionGroups: Partial<Record<Material, string>> = {
  leinwand: 'stretcher-frame',
  aludibond: 'material-finish',
  acrylglas: 'material-finish',
  poster: 'lamination',
  hahnemuehle: 'print-process',
}

export function printOptionGroupOf(material: string): string | undefined {
  return printOptionGroups[material as Material]
}

export function shareKey(frameVariant: string, matType: string): string {
  return `${frameVariant} ${matType}`
}

function isFrameType(value: string): value is FrameType {
  return (frameTypes as readonly string[]).includes(value)
}

/** "Each frame type has a black default variant": the one marked, else the rule's, else the first. */
function defaultVariantOf(details: CalculatorFrameDetails): string | undefined {
  const rule = isFrameType(details.frameType) ? defaultFrameVariants[details.frameType] : undefined
  return (
    details.variants.find((variant) => variant.isDefault)?.value ??
    details.variants.find((variant) => variant.value === rule)?.value ??
    details.variants[0]?.value
  )
}

/** "Holzrahmen and alurahmen default to a white mat of size 30; the other frames to no mat." */
function defaultMatOf(details: CalculatorFrameDetails): CalculatorMat | undefined {
  const rule = isFrameType(details.frameType) ? defaultMatFor(details.frameType) : undefined
  return (
    details.mats.find((mat) => mat.isDefault) ??
    details.mats.find((mat) => mat.matType === rule?.type && mat.matSize === rule.size) ??
    details.mats[0]
  )
}

/**
 * The options a request names, where the frame and material offer them; anything else (unknown,
 * another frame's colour, a mat this frame is not made with) is the default. A mat is chosen by its
 * type; its size follows unless the request names another size the type comes in.
 */
export function resolveOptions(
  details: CalculatorFrameDetails | undefined,
  group: CalculatorOptionGroup | undefined,
  requested: Partial<Record<keyof OptionChoice, string | null>>,
): OptionChoice {
  const variant = details
    ? (details.variants.find((entry) => entry.value === requested.frameVariant)?.value ??
      defaultVariantOf(details) ??
      null)
    : null
  const sameType = details?.mats.filter((mat) => mat.matType === requested.matType) ?? []
  const mat = details
    ? (sameType.find((entry) => String(entry.matSize) === requested.matSize) ??
      sameType[0] ??
      defaultMatOf(details))
    : undefined
  const option = group
    ? (group.options.find((entry) => entry.value === requested.optionType) ??
      group.options.find((entry) => entry.isDefault) ??
      group.options[0])
    : undefined
  return {
    frameVariant: variant,
    matType: mat?.matType ?? null,
    matSize: mat?.matSize ?? null,
    optionType: option?.value ?? null,
  }
}

/** Whether the shopper is offered a colour (more than one) and a mat (more than one). */
export function offeredChoices(details: CalculatorFrameDetails | undefined): {
  colour: boolean
  mat: boolean
} {
  return { colour: (details?.variants.length ?? 0) > 1, mat: (details?.mats.length ?? 0) > 1 }
}

/** The frame's share of a format's price for a colour and mat; null when not made so. */
export function frameShareOf(
  details: CalculatorFrameDetails | undefined,
  choice: Pick<OptionChoice, 'frameVariant' | 'matType'>,
  format: string,
): OptionPrice | null {
  if (!details || !choice.frameVariant || !choice.matType) return null
  return details.shares[shareKey(choice.frameVariant, choice.matType)]?.[format] ?? null
}

/**
 * The frame shares of a custom size the shop's frame call does not list: without a mat the frame
 * costs the same in every format (its colour's price), so the custom size gets that share where
 * every listed format agrees; a mat is priced by the format's size and stays unpriced.
 */
export function withCustomFormat(
  details: CalculatorFrameDetails,
  format: string,
): CalculatorFrameDetails {
  const shares = Object.fromEntries(
    Object.entries(details.shares).map(([key, byFormat]) => {
      const values = Object.values(byFormat)
      const first = values[0]
      const flat =
        key.endsWith(' mat-none') &&
        first !== undefined &&
        values.every(
          (value) =>
            value.priceCurrent === first.priceCurrent &&
            value.priceOriginal === first.priceOriginal,
        )
      return [key, flat && !byFormat[format] ? { ...byFormat, [format]: first } : byFormat]
    }),
  )
  return { ...details, shares }
}

const difference = (a: OptionPrice, b: OptionPrice): OptionPrice => ({
  priceCurrent: Math.round((a.priceCurrent - b.priceCurrent) * 100) / 100,
  priceOriginal: Math.round((a.priceOriginal - b.priceOriginal) * 100) / 100,
})

/**
 * What a mat adds to the chosen colour in a format (zero: it is included); null when either is
 * not made in the format.
 */
export function matSurchargeOf(
  details: CalculatorFrameDetails | undefined,
  frameVariant: string | null,
  matType: string,
  format: string,
): OptionPrice | null {
  if (!details || !frameVariant) return null
  const withMat = details.shares[shareKey(frameVariant, matType)]?.[format]
  const without = details.shares[shareKey(frameVariant, 'mat-none')]?.[format]
  return withMat && without ? difference(withMat, without) : null
}

/**
 * What a colour adds over the default colour with the chosen mat in a format (zero: no surcharge);
 * null when either is not made in the format.
 */
export function colourSurchargeOf(
  details: CalculatorFrameDetails | undefined,
  frameVariant: string,
  matType: string | null,
  format: string,
): OptionPrice | null {
  const base = details ? defaultVariantOf(details) : undefined
  if (!details || !base || !matType) return null
  const chosen = details.shares[shareKey(frameVariant, matType)]?.[format]
  const plain = details.shares[shareKey(base, matType)]?.[format]
  return chosen && plain ? difference(chosen, plain) : null
}

/** The chosen print option's price; zero without a group or choice. */
export function optionPriceOf(
  group: CalculatorOptionGroup | undefined,
  optionType: string | null,
): OptionPrice {
  const option = group?.options.find((entry) => entry.value === optionType)
  return option?.price ?? { priceCurrent: 0, priceOriginal: 0 }
}

/**
 * The choices that differ from what the calculator preselects: a URL names only those, so the
 * preselected state has one address (the page's own).
 */
export function changedOptions(
  choice: OptionChoice,
  details: CalculatorFrameDetails | undefined,
  group: CalculatorOptionGroup | undefined,
): OptionChoice {
  const preselected = resolveOptions(details, group, {})
  const sameMat = choice.matType === preselected.matType && choice.matSize === preselected.matSize
  return {
    frameVariant: choice.frameVariant === preselected.frameVariant ? null : choice.frameVariant,
    matType: sameMat ? null : choice.matType,
    matSize: sameMat ? null : choice.matSize,
    optionType: choice.optionType === preselected.optionType ? null : choice.optionType,
  }
}

/** The options as URL parameters (selection links and the no-JS redirect): only those offered. */
export function optionSearchParams(choice: OptionChoice): [string, string][] {
  return [
    ...(choice.frameVariant ? [[optionParams.frameVariant, choice.frameVariant]] : []),
    ...(choice.matType ? [[optionParams.matType, choice.matType]] : []),
    ...(choice.matType && choice.matSize !== null
      ? [[optionParams.matSize, String(choice.matSize)]]
      : []),
    ...(choice.optionType ? [[optionParams.optionType, choice.optionType]] : []),
  ] as [string, string][]
}

/** The options a query names (the server's URL, the browser's pending navigation). */
export function requestedOptions(
  query: URLSearchParams,
): Partial<Record<keyof OptionChoice, string | null>> {
  return {
    frameVariant: query.get(optionParams.frameVariant),
    matType: query.get(optionParams.matType),
    matSize: query.get(optionParams.matSize),
    optionType: query.get(optionParams.optionType),
  }
}

/**
 * What the designer gets of the options: only what the calculator showed (a colour or mat
 * choice with more than one entry, the print option group).
 */
export function designerOptions(
  details: CalculatorFrameDetails | undefined,
  group: CalculatorOptionGroup | undefined,
  choice: OptionChoice,
): {
  frameVariant?: string
  matType?: string
  matSize?: number
  optionTypeGroup?: string
  optionType?: string
} {
  const offered = offeredChoices(details)
  return {
    ...(offered.colour && choice.frameVariant ? { frameVariant: choice.frameVariant } : {}),
    ...(offered.mat && choice.matType && choice.matSize !== null
      ? { matType: choice.matType, matSize: choice.matSize }
      : {}),
    ...(group && choice.optionType
      ? { optionTypeGroup: group.group, optionType: choice.optionType }
      : {}),
  }
}
