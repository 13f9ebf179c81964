/**
 * Wall-art product views and the room mock-up: which views of the media library a
 * material or a frame has and where they are ("Product images come from a media library by
 * path (lead, frame, frame perspective, corner, frontal; jpg or png)", site-chrome §7), and how
 * the chosen size shows in a room ("Room-mockup size classes by area", "Preview aspect ratios
 * 7-5, 5-7, 1-1 and 360/390", shop-core §9).
 */
import { defaultAspectRatio, previewAspectRatios } from './image'
import { roomMockupSizeClassOf, type RoomMockupSizeClass } from './room-mockup'
import { parseSize, type Size } from './size'

/** The media library's folder of wall-art images (Storyblok's asset host, space and a folder). */
export const mediaLibrary = {
  origin: 'https://a.storyblok.com',
  space: 287465,
  folder: 'wallart',
} as const

export const productViews = ['lead', 'frame', 'frame-perspective', 'corner', 'frontal'] as const
export type ProductView = (typeof productViews)[number]

/** Every product has a lead, a frontal and a corner view; a frame adds itself and its perspective. */
export const materialViews: readonly ProductView[] = ['lead', 'frontal', 'corner']
export const frameViews: readonly ProductView[] = [
  'lead',
  'frame',
  'frame-perspective',
  'corner',
  'frontal',
]

/** The materials and frames the media library holds views of. */
export const libraryMaterials = [
  'leinwand',
  'acrylglas',
  'aludibond',
  'gallerybond',
  'hahnemuehle',
  'poster',
  'forexplatte',
] as const
export const libraryFrames = [
  'holzrahmen',
  'alurahmen',
  'kunststoffrahmen',
  'fotorahmen',
  'artbox',
  'schattenfuge-leinwand',
  'schattenfuge-platte',
] as const

/** Views are square: "aspect ratio 1/1". */
export const viewImageSize = { width: 800, height: Math.round(800 / defaultAspectRatio) } as const

export type ProductSubject = { kind: 'material' | 'frame'; value: string }

/** What a page presents: its frame when it names a known one, else its material. */
export function productSubjectOf({
  material,
  frameType,
}: {
  material?: string | null
  frameType?: string | null
}): ProductSubject | undefined {
  if (frameType && (libraryFrames as readonly string[]).includes(frameType))
    return { kind: 'frame', value: frameType }
  if (material && (libraryMaterials as readonly string[]).includes(material))
    return { kind: 'material', value: material }
  return undefined
}

export function productViewsOf(subject: ProductSubject): readonly ProductView[] {
  return subject.kind === 'frame' ? frameViews : materialViews
}

function libraryFile({ width, height }: Size, name: string): string {
  const { origin, space, folder } = mediaLibrary
  return `${origin}/f/${space}/${width}x${height}/${folder}/${name}`
}

/** "jpg or png": the frame alone is a cut-out (png), every other view a jpg. */
export function productViewFilename(subject: ProductSubject, view: ProductView): string {
  return libraryFile(viewImageSize, `${subject.value}-${view}.${view === 'frame' ? 'png' : 'jpg'}`)
}

// ---------------------------------------------------------------- room mock-up

export const roomImageSize = { width: 1600, height: 1000 } as const
export const rooms = ['room-shelf', 'room-sofa'] as const
export type Room = (typeof rooms)[number]

/**
 * The room and the picture's scale per size class: small pictures hang over a shelf, larger
 * ones over a sofa. `scale` is the picture's longer side as a share of the room's height.
 */
export const roomMockupScenes: Readonly<
  Record<RoomMockupSizeClass, { room: Room; scale: number }>
> = {
  xxs: { room: 'room-shelf', scale: 0.12 },
  xs: { room: 'room-shelf', scale: 0.18 },
  s: { room: 'room-sofa', scale: 0.3 },
  m: { room: 'room-sofa', scale: 0.4 },
  l: { room: 'room-sofa', scale: 0.5 },
}

export function roomFilename(room: Room): string {
  return libraryFile(roomImageSize, `${room}.jpg`)
}

/** The motif the mock-up shows on the wall, cropped to the picture's preview ratio. */
export const motifFilename = libraryFile({ width: 1400, height: 1000 }, 'motif-lake.jpg')

export type PreviewAspectRatio = (typeof previewAspectRatios)[number]

/** The phone's crop of the room: "360/390". */
export const phonePreviewRatio = previewAspectRatios.find((entry) => entry.name === '360-390')!

/**
 * The picture's preview ratio: of 7-5, 5-7 and 1-1 the one nearest its proportions
 * (landscape, portrait, square), measured on a log scale so 2:1 and 1:2 are equally far.
 */
export function previewAspectRatioOf({ width, height }: Size): PreviewAspectRatio {
  const proportions = Math.log(width / height)
  const candidates = previewAspectRatios.filter((entry) => entry.name !== phonePreviewRatio.name)
  return candidates.reduce((best, entry) =>
    Math.abs(Math.log(entry.ratio) - proportions) < Math.abs(Math.log(best.ratio) - proportions)
      ? entry
      : best,
  )
}

export type RoomMockup = {
  size: Size
  sizeClass: RoomMockupSizeClass
  room: Room
  /** The picture's width as a share of the room's width. */
  pictureWidth: number
  preview: PreviewAspectRatio
  /** The motif's crop in px at the preview ratio (the longer side 700). */
  motif: { width: number; height: number }
}

/**
 * The mock-up of a format (`{width}x{height}` in cm): its size class picks the room and the
 * picture's scale, its proportions the preview ratio. Undefined for a format that is not a
 * size or beyond the largest class.
 */
export function roomMockupOf(format: string): RoomMockup | undefined {
  const size = parseSize(format)
  if (!size) return undefined
  const sizeClass = roomMockupSizeClassOf(size)
  if (!sizeClass) return undefined
  const { room, scale } = roomMockupScenes[sizeClass]
  const preview = previewAspectRatioOf(size)
  const landscape = preview.ratio >= 1
  const longSide = (scale * roomImageSize.height) / roomImageSize.width
  const pictureWidth = landscape ? longSide : longSide * preview.ratio
  const motif = landscape
    ? { width: 700, height: Math.round(700 / preview.ratio) }
    : { width: Math.round(700 * preview.ratio), height: 700 }
  return { size, sizeClass, room, pictureWidth, preview, motif }
}
