import { createHash } from 'node:crypto'
import type { GlobalConfig } from '~/services/global-config.server'
import type { ChromeIslandData, HydrationNavItem } from './chrome-islands'

/**
 * The global config split in two (ADR 134): what the hydrated chrome reads (header, the
 * main navigation's items without their flyout groups and burger levels, the
 * sub-navigation strips, the burger's service texts, the action bar) goes to the browser
 * with the root's data; what only islands read (flyout groups, burger levels, footer) is
 * rendered by the server from here and fetched by the browser when an island goes live
 * (`/chrome-islands/{key}`, CDN-cacheable: the key is a hash of that data).
 */
/** The global config the browser receives with the page. */
export type HydrationChrome = Pick<GlobalConfig, 'logo' | 'shopLinks' | 'header' | 'subNavigation' | 'burger' | 'actionBar' | 'flags'> & { mainNavigation: HydrationNavItem[] }

export type ChromeSplit = { hydration: HydrationChrome; islands: ChromeIslandData; key: string }

const splits = new WeakMap<GlobalConfig, ChromeSplit>()
/** The island data of recent keys, for the server render (bounded: markets × content versions). */
const byKey = new Map<string, ChromeIslandData>()
const MAX_KEYS = 256

/** Split once per chrome view (itself computed once per cached config). */
export function splitChrome(config: GlobalConfig): ChromeSplit {
  const known = splits.get(config)
  if (known) {
    remember(known)
    return known
  }
  const { footer, mainNavigation, ...rest } = config
  const islands: ChromeIslandData = { mainNavigation: mainNavigation as ChromeIslandData['mainNavigation'], footer }
  const hydration: HydrationChrome = { ...rest, mainNavigation: mainNavigation.map(hydrationItem) } as HydrationChrome
  const key = createHash('sha1').update(JSON.stringify(islands)).digest('base64url').slice(0, 16)
  const split = { hydration, islands, key }
  splits.set(config, split)
  remember(split)
  return split
}

function hydrationItem(item: GlobalConfig['mainNavigation'][number]): HydrationNavItem {
  const { subItems, flyoutGroups, ...rest } = item
  return { ...rest, ...(flyoutGroups && flyoutGroups.length > 0 ? { flyouts: flyoutGroups.length } : {}) } as HydrationNavItem
}

function remember(split: ChromeSplit) {
  if (byKey.has(split.key)) return
  if (byKey.size >= MAX_KEYS) byKey.delete(byKey.keys().next().value as string)
  byKey.set(split.key, split.islands)
}

/** The island data the server renders a page's islands from (the root loader registered it). */
export function islandDataByKey(key: string | undefined): ChromeIslandData | undefined {
  return key === undefined ? undefined : byKey.get(key)
}
