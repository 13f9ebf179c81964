import { channelDefaults } from '~/domain/channel'
import { showsPhotobookCategory } from '~/domain/design-groups'
import { photoboxPageTypes, type ProductPageKey } from '~/domain/product-pages'
import { cardPageSizes } from '../../contracts/card-vocabulary'
import { cardList } from './cards.server'
import {
  calendarDesignGroup,
  collageDesignGroups,
  photobookDesignGroupSet,
} from './design-groups.server'
import { framePricesFrom } from './photo-frames.server'
import { defaultCalendarDesignGroup, defaultPhotobookDesignGroupSet } from './products-page.server'
import type { Market } from '~/domain/market'

/**
 * The product detail pages a market sells, as the shop API lists them: calendar designs,
 * photo-book designs (the channel's categories), collage designs, photo-box sizes and prints
 * (card shop), photo frames (wall-art shop) and card themes. A list the shop does not answer is
 * left out, never guessed.
 */
export async function productPageKeys(market: Market): Promise<ProductPageKey[]> {
  const cards = market.channel === 'cards'
  const [calendars, photobooks, collages, frames, themes] = await Promise.all([
    cards ? calendarDesignGroup(market, defaultCalendarDesignGroup) : null,
    photobookDesignGroupSet(market, defaultPhotobookDesignGroupSet),
    collageDesignGroups(market),
    cards ? {} : framePricesFrom(market),
    cards ? allThemeIds(market) : [],
  ])
  const keys: ProductPageKey[] = []
  if (calendars?.kind === 'found')
    for (const group of calendars.payload.designGroups)
      keys.push({ product: 'calendar', designGroupId: group.designGroupId })
  if (photobooks.kind === 'found') {
    const defaults = channelDefaults(market.channel, market.locale)
    const shown = new Set(
      photobooks.payload.categories
        .filter((category) => showsPhotobookCategory(category.key, defaults))
        .map((category) => category.categoryId),
    )
    for (const set of photobooks.payload.designGroupSets)
      if (shown.has(set.categoryId))
        keys.push({ product: 'photobook', designGroupSetId: set.designGroupSetId })
  }
  if (collages.kind === 'found')
    for (const design of collages.payload.designGroups)
      keys.push({ product: 'collage', designId: design.designId })
  if (cards)
    for (const photoboxType of photoboxPageTypes) keys.push({ product: 'photobox', photoboxType })
  for (const frameType of Object.keys(frames)) keys.push({ product: 'photoframe', frameType })
  for (const themeId of themes) keys.push({ product: 'theme', themeId })
  return keys
}

/** Every card theme of the market, page by page of the card list. */
async function allThemeIds(market: Market): Promise<string[]> {
  const pageSize = cardPageSizes[cardPageSizes.length - 1]!
  const ids: string[] = []
  for (let page = 1; page <= 100; page++) {
    const list = await cardList(market, { filters: {}, sort: 'sort', pageSize, page })
    if (!list) break
    ids.push(...list.themes.map((theme) => theme.themeId))
    if (page >= list.pageCount) break
  }
  return ids
}
