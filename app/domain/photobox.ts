/** Photo box and photo prints (shop-core §3 "Photo box and prints"). */
import { photoboxPaperTypes } from '../../contracts/vocabulary'

export { photoboxPaperTypes }

/** Box sizes; 'large' is sold as MAX. */
export const photoboxSizes = ['small', 'large'] as const
export type PhotoboxSize = (typeof photoboxSizes)[number]

export type PhotoboxPaperType = (typeof photoboxPaperTypes)[number]

/** Print formats in cm, each with the inch format en-US shows in its place. */
export const printFormats = [
  { cm: '10x10', inch: '4x4' },
  { cm: '10x12', inch: '4x4.5' },
  { cm: '13x9', inch: '5x3.5' },
  { cm: '15x10', inch: '6x4' },
  { cm: '18x13', inch: '7x5' },
  { cm: '30x20', inch: '12x8' },
] as const
export type PrintFormat = (typeof printFormats)[number]['cm']

/** The designer's photobox type: "small for the photo box, otherwise photo prints". */
export function photoboxDesignerType(product: 'photobox' | 'photoprint'): 'small' | 'prints' {
  return product === 'photobox' ? 'small' : 'prints'
}
