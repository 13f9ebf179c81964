// Links to the shop's product pages, which have no story (`/products?…`): the design groups of
// calendars, photo books and collages, the photo-box sizes and the accessories page. The designs
// come from the reference backend's own data, so a category page lists what the shop sells.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ASSETS } from './assets.mjs'

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src')
const DESIGN_GROUPS = JSON.parse(
  readFileSync(join(SRC, 'design-groups', 'design-groups.json'), 'utf8'),
)
const CATALOGUE = JSON.parse(readFileSync(join(SRC, 'prices', 'catalogue.json'), 'utf8'))

/** The page of a product, by its identifying query (the storefront's `/products` page). */
export const productPaths = {
  calendar: (id) => `/products?designGroupId=${id}`,
  photobook: (id) => `/products?type=photobook&designGroupSetId=${id}`,
  collage: (id) => `/products?type=collage&designId=${id}`,
  photobox: (size) => `/products?photoboxType=${size}`,
}

/** The image catalogue's name of a design's picture (`{hash}/{name}.jpg`). */
function imageOf(image) {
  const name = image
    .split('/')
    .pop()
    .replace(/\.jpg$/, '')
  if (!ASSETS[name]) throw new Error(`design image ${image}: not in the image catalogue`)
  return name
}

const sold = (channel) => (entry) => entry.channels.includes(channel)

/** The calendar designs of the channel (none on wall art). */
export function calendarDesignTiles(channel, lang) {
  return DESIGN_GROUPS.calendars.filter(sold(channel)).map((group) => ({
    img: imageOf(group.image),
    title: group.name[lang],
    path: productPaths.calendar(group.designGroupId),
  }))
}

/** The photo-book designs of the channel, each with its category (guest books, condolence …). */
export function photobookDesignTiles(channel, lang) {
  const categories = DESIGN_GROUPS.categories.photobook
  return DESIGN_GROUPS.photobooks.filter(sold(channel)).map((set) => ({
    img: imageOf(set.image),
    title: set.name[lang],
    text: categories.find((category) => category.categoryId === set.categoryId)?.name[lang] ?? '',
    path: productPaths.photobook(set.designGroupSetId),
  }))
}

/** The collage designs of the channel, each with its number of photos. */
export function collageDesignTiles(channel, lang, photos) {
  return DESIGN_GROUPS.collages.filter(sold(channel)).map((design) => {
    const entry = CATALOGUE.collages.designs[design.designId]
    if (!entry) throw new Error(`collage design ${design.designId}: not in the price catalogue`)
    return {
      img: imageOf(design.image),
      title: entry.name[lang],
      text: photos.replace('{n}', String(entry.photoCount)),
      path: productPaths.collage(design.designId),
    }
  })
}

/** The two photo-box sizes and single prints (the card shop's). */
export function photoboxTiles(c) {
  const t = c.productLinks
  return [
    {
      img: 'tile-photobox',
      title: t.photobox,
      text: t.photoboxText,
      path: productPaths.photobox('small'),
    },
    {
      img: 'hero-photobox',
      title: t.photoboxMax,
      text: t.photoboxMaxText,
      path: productPaths.photobox('large'),
    },
    {
      img: 'tile-photo-prints',
      title: t.prints,
      text: t.printsText,
      path: productPaths.photobox('prints'),
    },
  ]
}

/** The accessories page's tile: card accessories on the card shop, hanging and gift on wall art. */
export function accessoriesTile(channel, c) {
  const t = c.productLinks
  return channel === 'cards'
    ? {
        img: 'tile-card-foil',
        title: t.accessories,
        text: t.accessoriesText,
        path: c.paths.accessories,
      }
    : {
        img: 'tile-frames',
        title: t.wallartAccessories,
        text: t.wallartAccessoriesText,
        path: c.paths.accessories,
      }
}

/** The channel's default designs: where a navigation item for the product leads. */
export function defaultProductPaths(channel) {
  const photobook = DESIGN_GROUPS.photobooks.find(sold(channel))
  const collage = DESIGN_GROUPS.collages.find(sold(channel))
  return {
    photobook: productPaths.photobook(photobook.designGroupSetId),
    collage: productPaths.collage(collage.designId),
  }
}

/** A `WxH` format's aspect ratio, long side first (`20x30` → `3:2`). */
function ratioOf(format) {
  const [width, height] = format.split('x').map(Number)
  const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b))
  const divisor = gcd(width, height)
  return `${Math.max(width, height) / divisor}:${Math.min(width, height) / divisor}`
}

/**
 * A wall-art material's sizes as a rich-text list: one link per aspect ratio to the article page
 * of its smallest format (`/products?sku=wallart-{material}-{format}`), which lists the other
 * formats of that ratio, so every format is two clicks from the material page.
 */
export function materialSizesText(material, c) {
  const formats = Object.keys(CATALOGUE.wallart.materials[material]?.formats ?? {})
  if (formats.length === 0) throw new Error(`wall-art material ${material}: no formats`)
  const area = (format) => format.split('x').reduce((a, b) => a * Number(b), 1)
  const smallest = new Map()
  for (const format of [...formats].sort((a, b) => area(a) - area(b)))
    if (!smallest.has(ratioOf(format))) smallest.set(ratioOf(format), format)
  const t = c.productLinks
  const items = [...smallest].map(
    ([ratio, format]) =>
      `- [${t.ratio.replace('{ratio}', ratio)}](/products?sku=wallart-${material}-${format})`,
  )
  return `## ${t.sizesByRatio}\n\n${items.join('\n')}`
}
