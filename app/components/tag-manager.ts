import { useEffect, useState } from 'react'
import { mayTrack } from '~/domain/consent'
import { mayPush, type DataLayerKind } from '~/domain/tracking'
import { useSite } from '~/root-data'
import { currentConsent, visitSwitches } from './tracking'
import type { DataLayerEntry } from '~/domain/tag-manager'

/**
 * The tag manager's gate, the only part in the first load: its runtime (script, data
 * layer, session analytics) is imported once the shopper has granted consent, never before.
 */
type Runtime = typeof import('./tag-manager-runtime')

let setup: { id: string; origin: string } | null = null
let runtime: Promise<Runtime> | undefined

/** Runs `use` on the runtime when this kind of entry may be pushed now; otherwise nothing. */
export function withTagManager(kind: DataLayerKind, use: (runtime: Runtime) => void): void {
  const current = setup
  if (typeof window === 'undefined' || !current) return
  if (!mayPush(kind, currentConsent(), visitSwitches())) return
  runtime ??= import('./tag-manager-runtime')
  runtime
    .then((module) => {
      // Started on the first use that still has consent once the code is here.
      module.start(current)
      use(module)
    })
    .catch(() => {})
}

export function pushToDataLayer(entry: DataLayerEntry, kind: DataLayerKind = 'visit'): void {
  withTagManager(kind, (module) => module.push(entry, kind))
}

/** Whether the shopper has granted consent, following the notice's `consent-change` event. */
export function useConsentGranted(): boolean {
  const [granted, setGranted] = useState(false)
  useEffect(() => {
    const update = () => setGranted(mayTrack(currentConsent()))
    update()
    window.addEventListener('consent-change', update)
    return () => window.removeEventListener('consent-change', update)
  }, [])
  return granted
}

/** The market's tag manager, and its page view on the first load and every navigation. */
export function useTagManager(path: string): void {
  const data = useSite()
  // Set while rendering: the chrome's effects (login state) run before this component's.
  setup = data?.tagManager ?? null
  const { channel, country, locale, currency } = data?.market ?? {}
  const granted = useConsentGranted()
  // Keyed by values: the root data is new after every navigation, the market rarely.
  useEffect(() => {
    if (!granted || !channel || !country || !locale || !currency) return
    const market = { channel, country, locale, currency }
    withTagManager('visit', (module) => module.pageView(path, market))
  }, [granted, path, channel, country, locale, currency])
}
