/**
 * The photo-frame product selection's rules: what the shopper asked for in the
 * query (shop-core §3 "Query parameter names"), and what is chosen once the frame type's
 * variants, materials and mats are known: a choice the frame is not made with falls back to the
 * frame's default, and a frame without materials, or a material without a default option, is
 * named as a problem (shop-core §8 `error-no-materials-for-frame-type`,
 * `error-no-default-option-for-material-type`) instead of failing the page.
 */
import { fillFrameTemplate } from './labels'
import { isSizeString } from './size'
import {
  aluFrameColours,
  aluFrameShapes,
  defaultFrameVariants,
  defaultMatFor,
  frameFamilies,
  frameTypes,
  matSizes,
  matTypes,
  type AluFrameColour,
  type AluFrameShape,
  type FrameType,
  type GlassType,
  type MatColour,
  type MatSize,
  type MatType,
  type ProductKind,
} from './wallart'

export type PhotoFrameRequest = {
  frameType: FrameType
  frameVariant?: string
  materialType?: string
  matType?: MatType
  matSize?: MatSize
  formatType?: string
}

export function isFrameType(value: unknown): value is FrameType {
  return typeof value === 'string' && (frameTypes as readonly string[]).includes(value)
}

const namePattern = /^[a-z]{2,20}(-[a-z]{2,20}){0,4}$/

/**
 * The form's hidden field: the frame type whose choices the form showed. When the sent frame type
 * differs, the shopper chose another frame: the old frame's colour, print material and mat do not
 * belong to it and are not read (its defaults apply, as when its URL is opened directly); the
 * format, a size of the picture, is kept when the new frame is made in it.
 */
export const shownFrameTypeParam = 'shownFrameType'

/** The query parameters the selection reads; others (tracking, campaigns) are left as they are. */
const selectionParamNames: ReadonlySet<string> = new Set([
  'frameType',
  'frameVariant',
  'materialType',
  'matType',
  'matSize',
  'formatType',
  'sku',
  shownFrameTypeParam,
])

/**
 * The shopper's request from the query: undefined when the frame type is missing or not one the
 * shop knows (the page is then a 404); other values that are malformed are left out (the frame's
 * defaults apply).
 */
export function photoFrameRequestOf(query: URLSearchParams): PhotoFrameRequest | undefined {
  const frameType = query.get('frameType')
  if (!isFrameType(frameType)) return undefined
  const request: PhotoFrameRequest = { frameType }
  const formatType = query.get('formatType')
  if (formatType && isSizeString(formatType)) request.formatType = formatType
  const shown = query.get(shownFrameTypeParam)
  if (shown !== null && shown !== frameType) return request
  const frameVariant = query.get('frameVariant')
  if (frameVariant && namePattern.test(frameVariant)) request.frameVariant = frameVariant
  const materialType = query.get('materialType')
  if (materialType && namePattern.test(materialType)) request.materialType = materialType
  const matType = query.get('matType')
  if ((matTypes as readonly (string | null)[]).includes(matType))
    request.matType = matType as MatType
  const matSize = Number(query.get('matSize') ?? Number.NaN)
  if (query.get('matSize') !== '' && (matSizes as readonly number[]).includes(matSize))
    request.matSize = matSize as MatSize
  // "A URL or SKU context preselects material and format": a wall-art SKU names both.
  const sku = /^wallart-([a-z]{2,20})-([1-9]\d{0,3}x[1-9]\d{0,3})$/.exec(query.get('sku') ?? '')
  if (sku) {
    request.materialType ??= sku[1]
    request.formatType ??= sku[2]
  }
  return request
}

/**
 * The selection's own URL query for a resolved choice: every value valid for the frame, nothing
 * of another frame; the mat size only when it is not the mat's usual one. Other parameters stay.
 */
export function photoFrameSearch(
  choice: Pick<
    PhotoFrameChoice,
    'frameType' | 'frameVariant' | 'materialType' | 'matType' | 'matSize'
  > & {
    formatType: string | null
  },
  query: URLSearchParams,
): string {
  const search = new URLSearchParams(
    [...query.entries()].filter(([name]) => !selectionParamNames.has(name)),
  )
  search.set('frameType', choice.frameType)
  search.set('frameVariant', choice.frameVariant)
  if (choice.materialType) search.set('materialType', choice.materialType)
  search.set('matType', choice.matType)
  if (choice.matSize !== matSizeFor(choice.matType)) search.set('matSize', String(choice.matSize))
  if (choice.formatType) search.set('formatType', choice.formatType)
  return `?${search.toString()}`
}

/** The part of the shop's data the selection reads (contracts/photo-frames.ts, PhotoFrameType). */
export type FrameTypeOffer = {
  frameType: FrameType
  defaultVariant: string
  variants: readonly { frameVariant: string; colour: string; isDefault: boolean }[]
  materials: readonly {
    materialType: string
    isDefault: boolean
    optionTypes: readonly string[]
    defaultOptionType: string | null
  }[]
  mats: readonly { matType: MatType; matSize: MatSize; isDefault: boolean }[]
}

export type PhotoFrameProblem =
  | { code: 'error-no-materials-for-frame-type'; frameType: FrameType }
  | {
      code: 'error-no-default-option-for-material-type'
      frameType: FrameType
      materialType: string
    }

export type PhotoFrameChoice = {
  frameType: FrameType
  frameVariant: string
  /** Null when the frame type has no materials: nothing can be priced or ordered. */
  materialType: string | null
  /** The material's print option: its default, or its first when it names none. */
  optionType: string | null
  matType: MatType
  matSize: MatSize
}

/**
 * The choice for a request: each value the frame is made with is kept, anything else is the
 * frame's default ("each has a black default variant"; the default mat: white 30 for holzrahmen
 * and alurahmen, none for the others), and the problems met on the way.
 */
export function resolvePhotoFrameChoice(
  offer: FrameTypeOffer,
  request: PhotoFrameRequest,
): { choice: PhotoFrameChoice; problems: PhotoFrameProblem[] } {
  const problems: PhotoFrameProblem[] = []
  const frameVariant =
    offer.variants.find((variant) => variant.frameVariant === request.frameVariant)?.frameVariant ??
    offer.variants.find((variant) => variant.frameVariant === offer.defaultVariant)?.frameVariant ??
    offer.variants[0]?.frameVariant ??
    defaultFrameVariants[offer.frameType]
  const material =
    offer.materials.find((candidate) => candidate.materialType === request.materialType) ??
    offer.materials.find((candidate) => candidate.isDefault) ??
    offer.materials[0]
  if (!material)
    problems.push({ code: 'error-no-materials-for-frame-type', frameType: offer.frameType })
  let optionType: string | null = null
  if (material && material.optionTypes.length > 0) {
    if (material.defaultOptionType && material.optionTypes.includes(material.defaultOptionType)) {
      optionType = material.defaultOptionType
    } else {
      problems.push({
        code: 'error-no-default-option-for-material-type',
        frameType: offer.frameType,
        materialType: material.materialType,
      })
      optionType = material.optionTypes[0] ?? null
    }
  }
  const mat = matOf(offer, request)
  return {
    choice: {
      frameType: offer.frameType,
      frameVariant,
      materialType: material?.materialType ?? null,
      optionType,
      ...mat,
    },
    problems,
  }
}

/** The size that goes with a mat type: a white mat is 30 mm wide, no mat is 0. */
export function matSizeFor(matType: MatType): MatSize {
  return matType === 'mat-none' ? 0 : 30
}

function matOf(
  offer: FrameTypeOffer,
  request: PhotoFrameRequest,
): { matType: MatType; matSize: MatSize } {
  const wanted = request.matType
    ? { matType: request.matType, matSize: request.matSize ?? matSizeFor(request.matType) }
    : undefined
  const offered = wanted
    ? offer.mats.find((mat) => mat.matType === wanted.matType && mat.matSize === wanted.matSize)
    : undefined
  const fallback =
    offered ??
    offer.mats.find((mat) => mat.isDefault) ??
    offer.mats.find((mat) => {
      const rule = defaultMatFor(offer.frameType)
      return mat.matType === rule.type && mat.matSize === rule.size
    }) ??
    offer.mats[0]
  if (fallback) return { matType: fallback.matType, matSize: fallback.matSize }
  const rule = defaultMatFor(offer.frameType)
  return { matType: rule.type, matSize: rule.size }
}

/** The format shown first: the asked one when the frame is made in it, else 30x40, else the first. */
export function chosenFormat(formats: readonly string[], requested?: string): string | undefined {
  if (requested && formats.includes(requested)) return requested
  return formats.includes('30x40') ? '30x40' : formats[0]
}

/** The family a frame type is presented in (site-chrome §3 "Frame families"). */
export function familyOf(frameType: FrameType): keyof typeof frameFamilies {
  const entry = Object.entries(frameFamilies).find(([, members]) =>
    (members as readonly string[]).includes(frameType),
  )
  return (entry?.[0] ?? frameType) as keyof typeof frameFamilies
}

/** A variant's parts: `alurahmen-rund-silber-matt` is round, silver matt. */
export function variantParts(
  frameType: FrameType,
  frameVariant: string,
): { shape: AluFrameShape | null; colour: string } {
  const rest = frameVariant.startsWith(`${frameType}-`)
    ? frameVariant.slice(frameType.length + 1)
    : frameVariant
  const shape = aluFrameShapes.find((candidate) => rest.startsWith(`${candidate}-`)) ?? null
  return { shape, colour: shape ? rest.slice(shape.length + 1) : rest }
}

export function isAluFrameColour(value: string): value is AluFrameColour {
  return (aluFrameColours as readonly string[]).includes(value)
}

/** The swatch a variant's colour shows: an aluminium colour, oak, walnut, or black. */
export function swatchOf(colour: string): AluFrameColour | 'eiche' | 'nussbaum' {
  return isAluFrameColour(colour) || colour === 'eiche' || colour === 'nussbaum'
    ? colour
    : 'schwarz'
}

/** The label-catalogue key of a variant: the alurahmen's own (`produced.alurahmen-rund-gold`), else the frame's. */
export function variantLabelKey(frameType: FrameType, frameVariant: string): string {
  return frameType === 'alurahmen' ? `produced.${frameVariant}` : `produced.${frameType}`
}

/** The colour a mat type shows (site-chrome §3 "Mat colours"). */
export function matColourOf(matType: MatType): MatColour {
  return matType === 'mat-weiss' ? 'weiss' : 'none'
}

/** The label-catalogue key of the glazing a frame comes with; none for frames without glass. */
export function glassLabelKey(glassType: GlassType | null): string | undefined {
  return glassType ? `produced.${glassType}` : undefined
}

/**
 * The chosen article in words: the frame (with the label catalogue's `frameWithMat` template when
 * it has a mat, site-chrome §9), then the print; a frame without a mat says so.
 */
export function articleSummary({
  frame,
  material,
  matType,
  frameWithMat,
  matLabel,
}: {
  frame: string
  material: string
  matType: MatType
  frameWithMat: string
  matLabel: (matType: MatType) => string
}): string {
  return matType === 'mat-none'
    ? [frame, material, matLabel(matType)].join(' · ')
    : [fillFrameTemplate(frameWithMat, frame), material].join(' · ')
}

/** Prints on paper behind glass make a photo frame; canvas and panels in a frame are framed material. */
export function productKindOf(
  materialType: string | null,
): Extract<ProductKind, 'photoFrame' | 'framedMaterial'> {
  return materialType === null || materialType === 'poster' || materialType === 'hahnemuehle'
    ? 'photoFrame'
    : 'framedMaterial'
}

/**
 * The frame types the frame tiles of a story name (a `tile` block's `frameType`), in the
 * order they appear, each once: the page shows their 'from' prices.
 */
export function frameTypesOfTiles(content: unknown): FrameType[] {
  const found: FrameType[] = []
  const visit = (value: unknown, depth: number): void => {
    if (depth > 12 || value === null || typeof value !== 'object') return
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1)
      return
    }
    const block = value as Record<string, unknown>
    if (
      block.component === 'tile' &&
      isFrameType(block.frameType) &&
      !found.includes(block.frameType)
    )
      found.push(block.frameType)
    for (const child of Object.values(block)) visit(child, depth + 1)
  }
  visit(content, 0)
  return found
}
