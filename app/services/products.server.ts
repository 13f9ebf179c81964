import { isCardOccasion } from '~/domain/card-list'
import { cardList } from './cards.server'
import { priceCall } from './prices.server'
import type { Market } from '~/domain/market'

/**
 * Product data for the product pages (contracts/prices.ts): card themes and collage designs, cached
 * like prices.
 */
type ProductMarket = Pick<Market, 'channel' | 'country' | 'locale'>

/** A card theme by id; null when unknown (the themes page answers 404). */
export async function themeById(market: ProductMarket, themeId: string) {
  if (!/^[1-9]\d{0,9}$/.test(themeId)) return null
  return (await priceCall('theme', market, {}, { themeId }))?.theme ?? null
}

/**
 * The first twelve designs in the shop's order, of one occasion or of all (the card list).
 */
export async function themes(market: ProductMarket, occasion?: string) {
  const query = { filters: {}, sort: 'sort', pageSize: 12, page: 1 } as const
  if (occasion !== undefined && !isCardOccasion(occasion)) return []
  return (await cardList(market, { ...query, ...(occasion ? { occasion } : {}) }))?.themes ?? []
}

/** A collage design ("GET collage-by-design-id … cached per design id"). */
export async function collageDesign(market: ProductMarket, designId: string | number) {
  const id = String(designId)
  if (!/^[1-9]\d{0,9}$/.test(id)) return null
  return priceCall('collageDesign', market, {}, { designId: id })
}
