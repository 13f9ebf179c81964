/**
 * The product detail pages that have no story (`/products?…`, `/themes/{id}`) and the address
 * each is known by: its identifying query, without the calculator's state, the photo book's cover
 * or a category filter. Links, the canonical URL and the sitemap all use this one address.
 */
import { designGroupHref } from './design-groups'
import { themePath } from './paths'

export const productsPath = '/products'

export type ProductPageKey =
  | { product: 'calendar'; designGroupId: string }
  | { product: 'photobook'; designGroupSetId: string }
  | { product: 'collage'; designId: string }
  /** A photo box size (`small`, `large`) or single prints (`prints`). */
  | { product: 'photobox'; photoboxType: string }
  | { product: 'photoframe'; frameType: string }
  | { product: 'theme'; themeId: string }

const query = (params: Record<string, string>) =>
  `${productsPath}?${new URLSearchParams(params).toString()}`

/** The page's path and identifying query, without market prefixes. */
export function productPagePath(key: ProductPageKey): string {
  switch (key.product) {
    case 'calendar':
      return designGroupHref('calendar', productsPath, key.designGroupId)
    case 'photobook':
      return designGroupHref('photobook', productsPath, key.designGroupSetId)
    case 'collage':
      return designGroupHref('collage', productsPath, key.designId)
    case 'photobox':
      return query({ photoboxType: key.photoboxType })
    case 'photoframe':
      return query({ frameType: key.frameType })
    case 'theme':
      return themePath(key.themeId)
  }
}

/** The photo-box page's sizes and single prints, each a page of its own (the card shop's). */
export const photoboxPageTypes = ['small', 'large', 'prints'] as const
