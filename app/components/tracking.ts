import { pageViewEventName } from '~/domain/tracking'

type QueuedEvent = { eventType: string; value: number | null; properties: Record<string, string | number | boolean | null> }

const ENDPOINT = '/api/track'
const MAX_QUEUE = 50
const SWITCH_KEY = 'shop:tracking-off'
let queue: QueuedEvent[] = []
let started = false

function consent(): 'granted' | 'declined' | 'unknown' {
  const match = /(?:^|;\s*)shop_consent=(granted|declined|unknown)/.exec(document.cookie)
  return (match?.[1] as 'granted' | 'declined' | 'unknown' | undefined) ?? 'granted'
}

/** `tracking=0` in the URL switches tracking off for the rest of the visit. */
function trackingOff(): boolean {
  try {
    if (new URLSearchParams(window.location.search).get('tracking') === '0') sessionStorage.setItem(SWITCH_KEY, '1')
    return sessionStorage.getItem(SWITCH_KEY) === '1'
  } catch {
    return false
  }
}

/** Sends the queued events by beacon; declined consent clears the queue instead. */
export function flushTracking(): void {
  if (queue.length === 0) return
  if (consent() === 'declined' || trackingOff()) {
    queue = []
    return
  }
  const body = new Blob([JSON.stringify({ events: queue })], { type: 'application/json' })
  queue = []
  if (!navigator.sendBeacon?.(ENDPOINT, body)) void fetch(ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => {})
}

/** Queues an event for the flag layer's experiments (sent when the page is hidden). */
export function track(eventType: string, value: number | null = null, properties: QueuedEvent['properties'] = {}): void {
  if (typeof window === 'undefined' || consent() === 'declined' || trackingOff()) return
  if (!started) {
    started = true
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushTracking())
    window.addEventListener('pagehide', flushTracking)
  }
  queue.push({ eventType, value, properties })
  if (queue.length >= MAX_QUEUE) flushTracking()
}

export function trackPageView(path: string): void {
  track(pageViewEventName, null, { path })
}
