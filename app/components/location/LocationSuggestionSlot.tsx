import { useEffect, useState, type ComponentType } from 'react'
import { useSite } from '../links'
import { dismissedForThisVisit, rememberAnswer, rememberedAnswer } from './dismissal'
import type { LocationBarProps } from './LocationBar'

/** The storefront's resource route the slot asks once the page is live. */
export const suggestionPath = '/api/location-suggestion'

/**
 * Where the location suggestion goes: nothing in the server's HTML (cached pages are
 * the same for everyone); once the page is live it asks the resource route, and only with a
 * suggestion to show does the bar's code load, so the first load's JavaScript does not grow.
 */
export function LocationSuggestionSlot() {
  const site = useSite()
  const language = site?.market.language
  const desktop = site?.market.platform === 'desktop'
  const [shown, setShown] = useState<{ Bar: ComponentType<LocationBarProps>; answer: unknown }>()

  useEffect(() => {
    if (!language || dismissedForThisVisit()) return
    const controller = new AbortController()
    const query = new URLSearchParams({ language, ...(desktop ? { desktop: '1' } : {}) })
    const kept = rememberedAnswer(query.toString())
    // Asked once a visit: every later document load answers from the visit's storage.
    const asked =
      kept !== undefined
        ? Promise.resolve(kept)
        : fetch(`${suggestionPath}?${query}`, {
            signal: controller.signal,
            headers: { accept: 'application/json' },
          })
            .then((response) => (response.ok ? response.json() : null))
            .then((answer: { suggestion?: unknown } | null) => {
              rememberAnswer(query.toString(), answer)
              return answer
            })
    asked
      .then(async (answer: { suggestion?: unknown } | null) => {
        if (!answer?.suggestion) return
        const { LocationBar } = await import('./LocationBar')
        if (!controller.signal.aborted) setShown({ Bar: LocationBar, answer })
      })
      // A suggestion is a courtesy: without one the page is complete.
      .catch(() => {})
    return () => controller.abort()
  }, [language, desktop])

  return shown ? <shown.Bar answer={shown.answer} /> : null
}
