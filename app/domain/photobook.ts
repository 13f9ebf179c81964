/** Photo-book vocabulary (shop-core §3 "Photo books"). Printing, cover and categories. */

import { photobookPapers, photobookTypes, type PhotobookType } from '../../contracts/vocabulary'

export { photobookPapers, photobookTypes, type PhotobookType }

export const photobookCovers = ['hard', 'soft'] as const
export type PhotobookCover = (typeof photobookCovers)[number]

export const photobookBindings = ['heftbindung', 'layflat', 'pur'] as const
export type PhotobookBinding = (typeof photobookBindings)[number]

export type PhotobookPaper = (typeof photobookPapers)[number]

export const photobookFormats = [
  'a3-quer',
  'a4-hoch',
  'a4-quer',
  'a5-hoch',
  'a5-quer',
  'a6-quer',
  '200-200',
  '300-300',
] as const

export const photobookOrientations = ['din-landscape', 'din-portrait', 'square'] as const
export type PhotobookOrientation = (typeof photobookOrientations)[number]

/** How the pages are printed: digitally, or exposed on real photo paper. */
export const photobookPrintings = ['digital', 'photo'] as const
export type PhotobookPrinting = (typeof photobookPrintings)[number]

/**
 * The categories the photo-book designs are grouped by; guest books and books of condolence only
 * on the channel that sells them (shop-core §9).
 */
export const photobookCategories = [
  'urlaub',
  'hochzeit',
  'baby',
  'familie',
  'jahrbuch',
  'liebe',
  'gaestebuch',
  'kondolenzbuch',
] as const
export type PhotobookCategory = (typeof photobookCategories)[number]

export function isPhotobookCategory(value: string): value is PhotobookCategory {
  return (photobookCategories as readonly string[]).includes(value)
}

export function isPhotobookType(value: string): value is PhotobookType {
  return (photobookTypes as readonly string[]).includes(value)
}

type PhotobookMake = {
  binding: PhotobookBinding
  printing: PhotobookPrinting
  cover: PhotobookCover
}

const makes: Readonly<Record<PhotobookType, PhotobookMake>> = {
  digitalfotobuch: { binding: 'pur', printing: 'digital', cover: 'hard' },
  echtfotobuch: { binding: 'layflat', printing: 'photo', cover: 'hard' },
  fotoheft: { binding: 'heftbindung', printing: 'digital', cover: 'soft' },
}

/**
 * "pur for the digital book, layflat for the real-photo book and heftbindung for the photo
 * booklet."
 */
export function defaultBindingOf(type: PhotobookType): PhotobookBinding {
  return makes[type].binding
}

export function printingOf(type: PhotobookType): PhotobookPrinting {
  return makes[type].printing
}

export function coverOf(type: PhotobookType): PhotobookCover {
  return makes[type].cover
}

/** "'-quer' is landscape, '-hoch' is portrait, otherwise square." */
export function orientationOfFormat(format: string): PhotobookOrientation {
  if (format.includes('-quer')) return 'din-landscape'
  if (format.includes('-hoch')) return 'din-portrait'
  return 'square'
}
