import type { frameTypes, wallArtMaterials } from '../../../contracts/formats'

/**
 * What the workshop can produce, in centimetres for readability: the smallest and
 * largest side of each material, and the largest side a frame can be built to. A framed
 * picture takes the tighter of both. Sizes are produced in whole centimetres.
 */
export type SideRange = { min: number; max: number }
export type ProductionLimits = {
  /** Width and height of each material, in cm. */
  materials: Readonly<
    Record<(typeof wallArtMaterials)[number], { width: SideRange; height: SideRange }>
  >
  /** The sides a frame can be built to, in cm. */
  frames: Readonly<Record<(typeof frameTypes)[number], SideRange>>
  /** The production step in cm. */
  stepCm: number
}

const both = (min: number, max: number) => ({
  width: { min, max },
  height: { min, max },
})

export const productionLimits: ProductionLimits = {
  materials: {
    // Canvas is stretched on frames up to 2 m.
    leinwand: both(20, 200),
    acrylglas: both(20, 180),
    aludibond: both(20, 180),
    gallerybond: both(20, 150),
    forexplatte: both(20, 150),
    echtglas: both(20, 120),
    // Fine-art paper comes in 111.8 cm rolls.
    hahnemuehle: both(15, 110),
    poster: both(10, 150),
    backlitfolie: both(20, 150),
    klebefolie: both(10, 150),
    // Wallpaper is printed in strips: wide walls, but no narrower than one strip.
    fototapete: { width: { min: 50, max: 500 }, height: { min: 50, max: 300 } },
    pvcplane: both(30, 300),
  },
  frames: {
    holzrahmen: { min: 13, max: 100 },
    alurahmen: { min: 20, max: 120 },
    kunststoffrahmen: { min: 13, max: 80 },
    fotorahmen: { min: 10, max: 60 },
    'schattenfuge-leinwand': { min: 20, max: 150 },
    'schattenfuge-platte': { min: 20, max: 150 },
    artbox: { min: 20, max: 120 },
  },
  stepCm: 1,
}
