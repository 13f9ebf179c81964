import { tagManagerIdFor } from '~/domain/tag-manager'
import { env } from './env.server'
import type { Market } from '~/domain/market'

/** What a page's browser needs to load the tag manager after consent; null: none. */
export type TagManagerSetup = { id: string; origin: string }

export function tagManagerFor(market: Market): TagManagerSetup | null {
  const { TAG_MANAGER_IDS, TAG_MANAGER_ORIGIN } = env()
  const id = tagManagerIdFor(TAG_MANAGER_IDS, market)
  return id ? { id, origin: TAG_MANAGER_ORIGIN } : null
}

/** The origin the CSP allows for the tag manager, only when some market has an id. */
export function tagManagerCspOrigins(): string[] {
  const { TAG_MANAGER_IDS, TAG_MANAGER_ORIGIN } = env()
  return Object.keys(TAG_MANAGER_IDS).length > 0 ? [TAG_MANAGER_ORIGIN] : []
}
