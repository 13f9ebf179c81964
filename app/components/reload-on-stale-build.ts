import { mayReload } from '~/domain/reload-guard'
import { CHUNK_LOAD_FAILURE } from './browser-errors'

const STORAGE_KEY = 'shop:reloads'

function lastReloads(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>
  } catch {
    return {}
  }
}

/**
 * Reloads the page when a new build made the loaded one stale (a chunk fails to load, or
 * Remix reports a manifest change), at most once per path within 10 s (C4). The reload
 * keeps the URL, so the page comes back where the shopper was.
 */
export function reloadOnStaleBuild(): void {
  const reload = () => {
    const path = window.location.pathname
    const reloads = lastReloads()
    if (!mayReload(reloads[path], Date.now())) return
    reloads[path] = Date.now()
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(reloads))
    } catch {
      // Private mode without storage: reloading once more is better than a broken page.
    }
    window.location.reload()
  }
  window.addEventListener('unhandledrejection', (event) => {
    if (
      CHUNK_LOAD_FAILURE.test(String((event.reason as Error | undefined)?.message ?? event.reason))
    )
      reload()
  })
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as HTMLElement | null
      const failedScript =
        target instanceof HTMLScriptElement ||
        (target instanceof HTMLLinkElement && target.rel === 'modulepreload')
      if (failedScript || CHUNK_LOAD_FAILURE.test(event.message ?? '')) reload()
    },
    true,
  )
}
