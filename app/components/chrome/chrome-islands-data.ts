import { useEffect, useState } from 'react'
// The server renders islands from its own copy; this `.server` module is empty in the browser bundle.
import * as server from './chrome-islands.server'
import { useSite } from '../links'
import type { FlyoutGroup } from './chrome-data'
import { loadChromeIslands, loadedChromeIslands, type ChromeIslandData } from './chrome-islands'

/**
 * The island data: on the server from its own copy, in the browser once loaded (an island
 * mounted before that renders without it and again when it arrives).
 */
export function useChromeIslands(): ChromeIslandData | undefined {
  const site = useSite()
  const key = site?.chromeIslands
  const onServer = typeof document === 'undefined'
  const [data, setData] = useState<ChromeIslandData | undefined>(() => (onServer ? server.islandDataByKey?.(key) : loadedChromeIslands(key, { orLatest: true })))
  useEffect(() => {
    if (!key || (data !== undefined && loadedChromeIslands(key) === data)) return
    let cancelled = false
    void loadChromeIslands(site).then((next) => {
      if (!cancelled && next) setData(next)
    })
    return () => {
      cancelled = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return onServer ? server.islandDataByKey?.(key) : data
}

/** The flyout groups of a main-navigation item (by its position), from the island data. */
export function flyoutGroupsAt(data: ChromeIslandData | undefined, index: number): FlyoutGroup[] {
  const groups = data?.mainNavigation[index]?.flyoutGroups
  return Array.isArray(groups) ? groups : []
}
