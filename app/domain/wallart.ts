/**
 * Wall-art vocabulary (shop-core §3 "Wall-art vocabulary", site-chrome §3, §9): materials,
 * frames, mats, glass, options and the defaults that tie them together.
 */
import { frameTypes, wallArtMaterials, type FrameType } from '../../contracts/vocabulary'

export const materials = wallArtMaterials
export type Material = (typeof materials)[number]

export { frameTypes, type FrameType }

/**
 * Frame families as the shop presents them; alurahmen comes angular and round, schattenfuge for
 * canvas and panel.
 */
export const frameFamilies = {
  holzrahmen: ['holzrahmen'],
  alurahmen: ['alurahmen'],
  kunststoffrahmen: ['kunststoffrahmen'],
  fotorahmen: ['fotorahmen'],
  schattenfuge: ['schattenfuge-leinwand', 'schattenfuge-platte'],
  artbox: ['artbox'],
} as const satisfies Record<string, readonly FrameType[]>

export const aluFrameShapes = ['eckig', 'rund'] as const
export const aluFrameColours = [
  'gold',
  'kupfer',
  'schwarz',
  'schwarz-matt',
  'silber',
  'silber-matt',
  'weiss',
] as const
export type AluFrameShape = (typeof aluFrameShapes)[number]
export type AluFrameColour = (typeof aluFrameColours)[number]

/** Wooden frames (and the canvas floater) come in black, white, natural oak and walnut. */
export const woodFrameColours = ['schwarz', 'weiss', 'eiche', 'nussbaum'] as const

/**
 * Every frame variant: alurahmen in each shape and colour, holzrahmen and the canvas floater in
 * their woods, every other frame in black.
 */
export const frameVariants = [
  ...aluFrameShapes.flatMap((shape) =>
    aluFrameColours.map((colour) => `alurahmen-${shape}-${colour}` as const),
  ),
  'artbox-schwarz',
  'fotorahmen-schwarz',
  ...woodFrameColours.map((colour) => `holzrahmen-${colour}` as const),
  'kunststoffrahmen-schwarz',
  ...woodFrameColours.map((colour) => `schattenfuge-leinwand-${colour}` as const),
  'schattenfuge-platte-schwarz',
] as const
export type FrameVariant = (typeof frameVariants)[number]

/** "Each has a black default variant." */
export const defaultFrameVariants: Readonly<Record<FrameType, FrameVariant>> = {
  alurahmen: 'alurahmen-eckig-schwarz',
  artbox: 'artbox-schwarz',
  fotorahmen: 'fotorahmen-schwarz',
  holzrahmen: 'holzrahmen-schwarz',
  kunststoffrahmen: 'kunststoffrahmen-schwarz',
  'schattenfuge-leinwand': 'schattenfuge-leinwand-schwarz',
  'schattenfuge-platte': 'schattenfuge-platte-schwarz',
}

export const matTypes = ['mat-none', 'mat-weiss'] as const
export type MatType = (typeof matTypes)[number]
export const matSizes = [0, 30] as const
export type MatSize = (typeof matSizes)[number]
export const matColours = ['creme', 'schwarz', 'weiss', 'none'] as const
export type MatColour = (typeof matColours)[number]

export const glassTypes = ['glass-normal', 'glass-museum', 'acrylic-museum'] as const
export type GlassType = (typeof glassTypes)[number]

const defaultFrames: Partial<Record<Material, FrameType>> = {
  poster: 'holzrahmen',
  hahnemuehle: 'holzrahmen',
  leinwand: 'schattenfuge-leinwand',
  acrylglas: 'schattenfuge-platte',
  aludibond: 'schattenfuge-platte',
  forexplatte: 'schattenfuge-platte',
  gallerybond: 'schattenfuge-platte',
}

/** The frame a material gets by default; undefined for materials sold unframed. */
export function defaultFrameFor(material: Material): FrameType | undefined {
  return defaultFrames[material]
}

export type Mat = { type: MatType; size: MatSize }

/**
 * "Holzrahmen and alurahmen default to a white mat of size 30; the other frames default to no mat."
 */
export function defaultMatFor(frameType: FrameType): Mat {
  return frameType === 'holzrahmen' || frameType === 'alurahmen'
    ? { type: 'mat-weiss', size: 30 }
    : { type: 'mat-none', size: 0 }
}

export const productKinds = ['framedMaterial', 'photoFrame', 'photobox', 'photoprint'] as const
export type ProductKind = (typeof productKinds)[number]

export const productTypes = [
  'calendar',
  'card',
  'collage',
  'photoframe',
  'photoprint',
  'photobook',
  'photobox',
] as const
export type ProductType = (typeof productTypes)[number]

/**
 * Option groups of wall-art materials and their options (site-chrome §9 "option.* and
 * optionGroup.*-title").
 */
export const optionGroups = {
  drilling: ['corners', 'none'],
  'print-process': [
    'direct-print',
    'fine-art',
    'fine-art-glossy',
    'fine-art-matte',
    'fine-art-paper-maker',
  ],
  'material-finish': ['standard', 'brushed', 'silk-matte', 'eco-paper', 'matt-cotton-smooth'],
  'backlit-frame': ['none', 'led'],
  milling: ['none', 'lines', 'dots'],
  'adhesive-film-style': ['normal', 'transparent', 'transparent-mirrored', 'white'],
  'stretcher-frame': ['25mm', '38mm'],
  'canvas-edge': ['coloured', 'mirrored', 'folded'],
  lamination: ['none', 'glossy', 'matte'],
  eyelets: ['none', 'simple'],
} as const satisfies Record<string, readonly string[]>
export type OptionGroup = keyof typeof optionGroups
export type OptionOf<G extends OptionGroup> = (typeof optionGroups)[G][number]
