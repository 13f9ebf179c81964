import { consentCookieName, consentStateOf, type ConsentState } from './site-chrome'

/**
 * Consent as one source of truth: the notice's cookie is read by the tracker, the
 * data layer and `/api/track` alike; only an explicit "granted" lets non-essential tracking
 * run. Before a choice the state is "unknown" and nothing is sent.
 */
export { consentCookieName, consentStateOf, type ConsentState }

/** Whether non-essential tracking may run: only after the shopper accepted. */
export function mayTrack(state: ConsentState): boolean {
  return state === 'granted'
}

/** The choice a form post names (`consent=granted|declined`); anything else is no choice. */
export function consentChoiceOf(value: unknown): Exclude<ConsentState, 'unknown'> | undefined {
  return value === 'granted' || value === 'declined' ? value : undefined
}

/** The cookie that stores a choice for a year (what the notice's script writes, too). */
export function consentCookie(state: Exclude<ConsentState, 'unknown'>, secure: boolean): string {
  return `${consentCookieName}=${state}; Max-Age=31536000; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** A same-site path to return to after the no-JavaScript form; anything else goes home. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '/'
  if (
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\') ||
    // eslint-disable-next-line no-control-regex -- control characters are what this rejects
    /[\u0000-\u001f\u007f]/.test(value)
  )
    return '/'
  return value
}
