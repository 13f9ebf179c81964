import { useEffect } from 'react'

/** Runs `onMatch` whenever the query starts matching (e.g. the viewport reaches 1000 px). */
export function useOnMediaMatch(query: string, onMatch: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return
    const list = window.matchMedia(query)
    if (list.matches) onMatch()
    const listener = (event: MediaQueryListEvent) => {
      if (event.matches) onMatch()
    }
    list.addEventListener('change', listener)
    return () => list.removeEventListener('change', listener)
  }, [query, onMatch, enabled])
}
