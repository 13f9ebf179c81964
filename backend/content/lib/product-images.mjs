// The wall-art media library: product views and room mock-up scenes, stored by path
// (assets/f/287465/{w}x{h}/wallart/{subject}-{view}.{jpg|png}) rather than by hash, so the
// storefront finds a product's views from its material or frame type alone (shop-core §7,
// site-chrome §7 "Product images come from a media library by path"). generate-product-images.mjs
// renders them; the storefront's app/domain/product-views.ts builds the same paths.
import { SPACE_ID } from './ids.mjs'

export const LIBRARY_FOLDER = 'wallart'
export const VIEW_SIZE = [800, 800]
export const ROOM_SIZE = [1600, 1000]
export const MOTIF_SIZE = [1400, 1000]

/** Every wall-art product shows these views; a framed one shows the frame and its perspective. */
export const MATERIAL_VIEWS = ['lead', 'frontal', 'corner']
export const FRAME_VIEWS = ['lead', 'frame', 'frame-perspective', 'corner', 'frontal']

export const MATERIALS = [
  'leinwand',
  'acrylglas',
  'aludibond',
  'gallerybond',
  'hahnemuehle',
  'poster',
  'forexplatte',
]
export const FRAMES = [
  'holzrahmen',
  'alurahmen',
  'kunststoffrahmen',
  'fotorahmen',
  'artbox',
  'schattenfuge-leinwand',
  'schattenfuge-platte',
]
/** The rooms of the mock-up: a shelf wall for small pictures, a sofa wall for larger ones. */
export const ROOMS = ['room-shelf', 'room-sofa']

/** The frame view is a cut-out on transparent ground (png); every other file is a jpg. */
export function extensionOf(view) {
  return view === 'frame' ? 'png' : 'jpg'
}

function libraryPath([w, h], name) {
  return `f/${SPACE_ID}/${w}x${h}/${LIBRARY_FOLDER}/${name}`
}

export function viewPath(subject, view) {
  return libraryPath(VIEW_SIZE, `${subject}-${view}.${extensionOf(view)}`)
}

export function roomPath(room) {
  return libraryPath(ROOM_SIZE, `${room}.jpg`)
}

export function motifPath() {
  return libraryPath(MOTIF_SIZE, 'motif-lake.jpg')
}

/** Every file of the library: { path, kind, subject, view }. */
export function libraryFiles() {
  const files = []
  for (const subject of MATERIALS)
    for (const view of MATERIAL_VIEWS)
      files.push({ path: viewPath(subject, view), kind: 'material', subject, view })
  for (const subject of FRAMES)
    for (const view of FRAME_VIEWS)
      files.push({ path: viewPath(subject, view), kind: 'frame', subject, view })
  for (const room of ROOMS) files.push({ path: roomPath(room), kind: 'room', subject: room })
  files.push({ path: motifPath(), kind: 'motif', subject: 'motif-lake' })
  return files
}
