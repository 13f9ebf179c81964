/** A closed suggestion bar stays closed for the visit (sessionStorage: no cookie, no cache key). */
export const suggestionDismissedKey = 'shop-location-suggestion-dismissed'

export function dismissedForThisVisit(): boolean {
  try {
    return sessionStorage.getItem(suggestionDismissedKey) !== null
  } catch {
    return false
  }
}

export function dismissForThisVisit(): void {
  try {
    sessionStorage.setItem(suggestionDismissedKey, '1')
  } catch {
    // Storage may be off: closed for this page then.
  }
}

/** The route's answer, kept for the visit: one request per visit, not one per document load. */
const answerKey = 'shop-location-suggestion'

export function rememberedAnswer(language: string): { suggestion?: unknown } | null | undefined {
  try {
    const kept = sessionStorage.getItem(`${answerKey}:${language}`)
    return kept === null ? undefined : (JSON.parse(kept) as { suggestion?: unknown } | null)
  } catch {
    return undefined
  }
}

export function rememberAnswer(language: string, answer: { suggestion?: unknown } | null): void {
  try {
    sessionStorage.setItem(`${answerKey}:${language}`, JSON.stringify(answer))
  } catch {
    // Storage may be off: the next document load asks again.
  }
}
