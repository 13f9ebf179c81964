/**
 * Room-mockup size classes by a picture's area (shop-core §9): the mockup shows the picture
 * in a room scaled to its class. Areas are in square millimetres.
 */
import type { Size } from './size'

export const roomMockupSizeClasses = [
  { sizeClass: 'xxs', maxArea: 40_000 },
  { sizeClass: 'xs', maxArea: 100_000 },
  { sizeClass: 's', maxArea: 400_000 },
  { sizeClass: 'm', maxArea: 934_000 },
  { sizeClass: 'l', maxArea: 10_000_000 },
] as const
export type RoomMockupSizeClass = (typeof roomMockupSizeClasses)[number]['sizeClass']

/** The class of an area in mm²; undefined for no area or one above 10,000,000 mm² (no mockup). */
export function roomMockupSizeClassOfArea(areaMm2: number): RoomMockupSizeClass | undefined {
  if (!(areaMm2 > 0)) return undefined
  return roomMockupSizeClasses.find(({ maxArea }) => areaMm2 <= maxArea)?.sizeClass
}

/** The class of a format given in centimetres (e.g. parsed from '60x40'). */
export function roomMockupSizeClassOf({ width, height }: Size): RoomMockupSizeClass | undefined {
  return roomMockupSizeClassOfArea(width * 10 * (height * 10))
}
