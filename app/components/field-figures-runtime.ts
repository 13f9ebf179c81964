import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'
import { mayTrack } from '~/domain/consent'
import { currentConsent } from './tracking'

const ENDPOINT = '/api/vitals'

let started = false

/**
 * Measures this page view's Core Web Vitals and sends them in one beacon when the page is
 * hidden or left: each figure once (the first final value), and only while consent holds.
 */
export function start(pageType: string): void {
  if (started) return
  started = true
  const pending = new Map<Metric['name'], number>()
  const sent = new Set<Metric['name']>()
  const keep = ({ name, value }: Metric) => {
    if (sent.has(name)) return
    pending.set(name, value)
    // A mark like `data-hydrated`: end-to-end tests leave the page once it has figures to send.
    document.documentElement.dataset.fieldFigures = ''
  }
  onTTFB(keep)
  onFCP(keep)
  onLCP(keep)
  onCLS(keep)
  onINP(keep)
  const flush = () => {
    if (pending.size === 0) return
    if (!mayTrack(currentConsent())) {
      pending.clear()
      return
    }
    const vitals = [...pending].map(([name, value]) => ({ name, value }))
    for (const name of pending.keys()) sent.add(name)
    pending.clear()
    const body = new Blob([JSON.stringify({ page: pageType, vitals })], {
      type: 'application/json',
    })
    if (!navigator.sendBeacon?.(ENDPOINT, body))
      void fetch(ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => {})
  }
  // web-vitals reports its final values from its own listeners of the same events, which may
  // run after this one: flush again once they had their turn.
  const onHidden = () => {
    flush()
    setTimeout(flush, 0)
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') onHidden()
  })
  window.addEventListener('pagehide', onHidden)
}
