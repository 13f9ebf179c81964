import type { FrameType } from '../../../contracts/vocabulary'

/**
 * The reference shop's photo-frame range: which frames it makes, in which colours, with
 * which prints and mats, and up to which size. Prices come from the price catalogue
 * (`../prices/catalogue.json`): the print's price by material and format plus the frame's price,
 * by the price calls' own rule for a framed print (`framedCents`); here only what a frame adds on
 * top of that (a dearer colour, a mat).
 */

export type FrameMaterialRange = {
  materialType: string
  /** The print option group a photo frame is made with, and its options (first: the default). */
  optionTypeGroup?: string
}

export type FrameTypeRange = {
  frameType: FrameType
  family: string
  glassType: 'glass-normal' | 'glass-museum' | 'acrylic-museum' | null
  /** Colours (alurahmen: per shape); the black one is the default ("each has a black default"). */
  variants: { colour: string; shape?: 'eckig' | 'rund'; surchargePercent: number }[]
  /** The prints it holds; the first is the default. */
  materials: FrameMaterialRange[]
  /** Whether a white 30 mm mat is offered beside none. */
  withMat: boolean
  /** The longest side (cm) the frame is made in. */
  maxSideCm: number
}

const alu = (['eckig', 'rund'] as const).flatMap((shape) =>
  (
    [
      ['schwarz', 0],
      ['schwarz-matt', 5],
      ['silber', 0],
      ['silber-matt', 5],
      ['weiss', 0],
      ['gold', 15],
      ['kupfer', 15],
    ] as const
  ).map(([colour, percent]) => ({
    colour,
    shape,
    surchargePercent: percent + (shape === 'rund' ? 10 : 0),
  })),
)

const black = [{ colour: 'schwarz', surchargePercent: 0 }]
/** Solid wood: black and white, natural oak and the dearer walnut (as the frame pages promise). */
const woods = [
  { colour: 'schwarz', surchargePercent: 0 },
  { colour: 'weiss', surchargePercent: 0 },
  { colour: 'eiche', surchargePercent: 20 },
  { colour: 'nussbaum', surchargePercent: 30 },
]
const paper: FrameMaterialRange[] = [
  { materialType: 'poster', optionTypeGroup: 'lamination' },
  { materialType: 'hahnemuehle', optionTypeGroup: 'print-process' },
]

export type PhotoFrameRange = {
  /** The channels that sell frames. */
  channels: readonly ('cards' | 'wallart')[]
  /** A white mat's price per metre of the picture's perimeter, in EUR. */
  matEurosPerMetre: number
  frameTypes: FrameTypeRange[]
}

export const photoFrameRange: PhotoFrameRange = {
  /** Frames are wall art: the card shop does not sell them. */
  channels: ['wallart'],
  matEurosPerMetre: 2.5,
  frameTypes: [
    {
      frameType: 'holzrahmen',
      family: 'holzrahmen',
      glassType: 'glass-normal',
      variants: woods,
      materials: paper,
      withMat: true,
      maxSideCm: 150,
    },
    {
      frameType: 'alurahmen',
      family: 'alurahmen',
      glassType: 'glass-normal',
      variants: alu,
      materials: paper,
      withMat: true,
      maxSideCm: 150,
    },
    {
      frameType: 'kunststoffrahmen',
      family: 'kunststoffrahmen',
      glassType: 'glass-normal',
      variants: black,
      materials: [paper[0]!],
      withMat: true,
      maxSideCm: 90,
    },
    {
      frameType: 'fotorahmen',
      family: 'fotorahmen',
      glassType: 'glass-normal',
      variants: black,
      materials: [paper[0]!],
      withMat: true,
      maxSideCm: 50,
    },
    {
      frameType: 'schattenfuge-leinwand',
      family: 'schattenfuge',
      glassType: null,
      // The canvas floater is a wooden tray: the woods of the wooden frame.
      variants: woods,
      materials: [{ materialType: 'leinwand', optionTypeGroup: 'stretcher-frame' }],
      withMat: false,
      maxSideCm: 180,
    },
    {
      frameType: 'schattenfuge-platte',
      family: 'schattenfuge',
      glassType: null,
      variants: black,
      materials: [
        { materialType: 'acrylglas', optionTypeGroup: 'material-finish' },
        { materialType: 'aludibond', optionTypeGroup: 'material-finish' },
        { materialType: 'forexplatte' },
        { materialType: 'gallerybond' },
      ],
      withMat: false,
      maxSideCm: 180,
    },
    {
      frameType: 'artbox',
      family: 'artbox',
      glassType: null,
      variants: black,
      materials: [
        { materialType: 'leinwand', optionTypeGroup: 'stretcher-frame' },
        { materialType: 'aludibond', optionTypeGroup: 'material-finish' },
      ],
      withMat: false,
      maxSideCm: 120,
    },
  ],
}

/** A variant's name: `{frameType}-{shape}-{colour}` for alurahmen, `{frameType}-{colour}` else. */
export function variantName(
  frameType: string,
  variant: { colour: string; shape?: string },
): string {
  return [frameType, variant.shape, variant.colour].filter(Boolean).join('-')
}
