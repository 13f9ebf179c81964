/**
 * A card design's picture (site-chrome §7 images): the reference shop draws every design as it
 * will be printed — its shape, colours, the occasion's motif and greeting in the shop's language —
 * and serves it from the media library by path, `…/cards/design-{designId}-{language}-v1.jpg`,
 * sized by the design's aspect ratio. The name ends in the drawing's version: asset URLs are cached
 * for good, so a changed drawing takes the next version on both sides. The card list, the theme
 * page and the wishlist show the same file.
 */
import { mediaLibrary } from './product-views'
import type { Language } from './market'

/** The picture's size per aspect ratio (portrait 5:7, landscape 7:5, square). */
export const cardPictureSizes = {
  portrait: { width: 600, height: 840 },
  landscape: { width: 840, height: 600 },
  square: { width: 720, height: 720 },
} as const

export type CardPicture = { src: string; width: number; height: number }

/** The picture of a design in a language; null when the design has no known shape or id. */
export function cardPicture(
  design: { designId: string; aspectRatio: string },
  language: Language,
): CardPicture | null {
  const size = cardPictureSizes[design.aspectRatio as keyof typeof cardPictureSizes]
  if (!size || !/^[1-9]\d{0,9}$/.test(design.designId)) return null
  const { origin, space } = mediaLibrary
  return {
    src: `${origin}/f/${space}/${size.width}x${size.height}/cards/design-${design.designId}-${language}-v1.jpg`,
    ...size,
  }
}
