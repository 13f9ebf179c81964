import { useEffect, useState } from 'react'

/** Whether a media query matches; false on the server and in the first client render. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false)
  useEffect(() => {
    const list = window.matchMedia(query)
    const update = () => setMatches(list.matches)
    update()
    list.addEventListener('change', update)
    return () => list.removeEventListener('change', update)
  }, [query])
  return matches
}

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
