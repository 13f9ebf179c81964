import { useSite } from '../links'
import type { NavItem } from './chrome-data'

/**
 * The chrome data only islands read (ADR 134): the main navigation with its flyout groups
 * and burger levels, and the footer. The browser does not receive it with the page; an
 * island fetches it when it goes live, from `/chrome-islands/{key}` (the key is a hash of
 * the data, sent with the root's data, so the answer is cacheable for good). The islands
 * read it with `useChromeIslands` (chrome-islands-data.ts, in the islands' chunk).
 */
export type ChromeIslandData = {
  mainNavigation: NavItem[]
  footer: {
    columns: { title?: string; links: { text?: string; link?: NavItem['link'] }[] }[]
    legal: { text?: string; link?: NavItem['link'] }[]
    copyright?: string
  }
}

/** A main-navigation item as the hydrated chrome gets it: no flyout groups or burger levels, their count instead. */
export type HydrationNavItem = Omit<NavItem, 'subItems' | 'flyoutGroups'> & { flyouts?: number }

const loaded = new Map<string, ChromeIslandData>()
const pending = new Map<string, Promise<ChromeIslandData | undefined>>()
/** The last data loaded: a page revalidated to a newer key keeps its live islands until the new data is there. */
let latest: ChromeIslandData | undefined

type Site = ReturnType<typeof useSite>

/** `/chrome-islands/{key}`, with the market's sublocale (the host alone does not name the language). */
export function chromeIslandsUrl(site: NonNullable<Site>): string {
  const prefix = site.market.sublocalePrefix
  return `/chrome-islands/${encodeURIComponent(site.chromeIslands)}${prefix ? `?${new URLSearchParams({ prefix })}` : ''}`
}

/** Loads the island data of a page once per key (in the browser); a failure is retried by the next caller. */
export function loadChromeIslands(site: Site): Promise<ChromeIslandData | undefined> {
  if (!site || typeof document === 'undefined') return Promise.resolve(undefined)
  const key = site.chromeIslands
  const known = loaded.get(key)
  if (known) return Promise.resolve(known)
  let request = pending.get(key)
  if (!request) {
    request = fetch(chromeIslandsUrl(site), { headers: { Accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`chrome islands: ${response.status}`)
        return response.json() as Promise<ChromeIslandData>
      })
      .then((data) => {
        loaded.set(key, data)
        latest = data
        return data
      })
      .catch((error: unknown) => {
        pending.delete(key)
        console.error(JSON.stringify({ level: 'error', event: 'island-load-failed', island: 'chrome-data', err: String(error) }))
        return undefined
      })
    pending.set(key, request)
  }
  return request
}

/** For `island(…, { useData })`: the island goes live once its data is there too. */
export function useChromeIslandsLoader(): () => Promise<unknown> {
  const site = useSite()
  // Without its data the island stays as the server rendered it (and tries again on the next touch).
  return () => loadChromeIslands(site).then((data) => data ?? Promise.reject(new Error('chrome data unavailable')))
}

/** The data of a key if loaded; with `orLatest`, else the last loaded (a page revalidated to a newer key). */
export function loadedChromeIslands(key: string | undefined, { orLatest = false } = {}): ChromeIslandData | undefined {
  if (!key) return undefined
  return loaded.get(key) ?? (orLatest ? latest : undefined)
}
