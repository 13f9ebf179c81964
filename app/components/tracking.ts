import { consentCookieName, consentStateOf, mayTrack, type ConsentState } from '~/domain/consent'
import { pageViewEventName, trackingSwitches, type TrackingSwitches } from '~/domain/tracking'

type QueuedEvent = {
  eventType: string
  value: number | null
  properties: Record<string, string | number | boolean | null>
}

const ENDPOINT = '/api/track'
const MAX_QUEUE = 50
const SWITCH_KEY = 'shop:tracking-off'
const LOGGING_SWITCH_KEY = 'shop:logging-off'
let queue: QueuedEvent[] = []
let started = false

let listening = false

/**
 * The shopper's choice: the notice's announced state, else its cookie; no choice is "unknown".
 */
export function currentConsent(): ConsentState {
  if (typeof window === 'undefined') return 'unknown'
  if (!listening) {
    listening = true
    // Declining or withdrawing drops what is queued at once, before any flush.
    window.addEventListener('consent-change', (event) => {
      if (!mayTrack(consentStateOf((event as CustomEvent<{ state?: string }>).detail?.state)))
        queue = []
    })
  }
  const announced = (window as Window & { shopConsent?: string }).shopConsent
  if (announced === 'granted' || announced === 'declined') return announced
  const cookie = new RegExp(`(?:^|;\\s*)${consentCookieName}=(granted|declined)(?:;|$)`).exec(
    document.cookie,
  )?.[1]
  return consentStateOf(cookie)
}

/**
 * `tracking=0` or `logging=0` in the URL switches tracking or logging off for the rest of the
 * visit.
 */
export function visitSwitches(): TrackingSwitches {
  const now = trackingSwitches(new URLSearchParams(window.location.search))
  try {
    if (!now.tracking) sessionStorage.setItem(SWITCH_KEY, '1')
    if (!now.logging) sessionStorage.setItem(LOGGING_SWITCH_KEY, '1')
    return {
      tracking: sessionStorage.getItem(SWITCH_KEY) !== '1',
      logging: sessionStorage.getItem(LOGGING_SWITCH_KEY) !== '1',
    }
  } catch {
    return now
  }
}

function trackingOff(): boolean {
  return !visitSwitches().tracking
}

/** Sends the queued events by beacon, only with consent; otherwise the queue is cleared. */
export function flushTracking(): void {
  if (queue.length === 0) return
  if (!mayTrack(currentConsent()) || trackingOff()) {
    queue = []
    return
  }
  const body = new Blob([JSON.stringify({ events: queue })], { type: 'application/json' })
  queue = []
  if (!navigator.sendBeacon?.(ENDPOINT, body))
    void fetch(ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => {})
}

/** Queues an event for the flag layer's experiments (sent when the page is hidden). */
export function track(
  eventType: string,
  value: number | null = null,
  properties: QueuedEvent['properties'] = {},
): void {
  if (typeof window === 'undefined' || !mayTrack(currentConsent()) || trackingOff()) return
  if (!started) {
    started = true
    document.addEventListener(
      'visibilitychange',
      () => document.visibilityState === 'hidden' && flushTracking(),
    )
    window.addEventListener('pagehide', flushTracking)
  }
  queue.push({ eventType, value, properties })
  if (queue.length >= MAX_QUEUE) flushTracking()
}

export function trackPageView(path: string): void {
  track(pageViewEventName, null, { path })
}
