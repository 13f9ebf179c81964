import { useEffect, useRef } from 'react'
import { mayTrack } from '~/domain/consent'
import { fullNameOf } from '~/domain/customer'
import { useSite } from '../links'
import { currentConsent } from '../tracking'
import { identifyCustomerEvent, pushToDataLayer, type IdentifyCustomerDetail } from './tracking'

/**
 * Shop-core §4: the login state is pushed to the data layer once the customer is known, and
 * "when the customer number changes, the user is identified in a session-analytics tool
 * with display name and uid" — announced as a window event the tracking layer listens to.
 */
export function useCustomerTracking(): void {
  const customer = useSite()?.customer
  const isLoggedIn = customer?.isLoggedIn ?? false
  const number = customer?.number ?? null
  const name = customer ? fullNameOf(customer) : undefined
  const identified = useRef<string | null>(null)

  useEffect(() => {
    pushToDataLayer({ event: 'login_state', isLoggedIn })
  }, [isLoggedIn])

  useEffect(() => {
    // Session analytics is non-essential: no identification without consent (ADR 160).
    if (!number || identified.current === number || !mayTrack(currentConsent())) return
    identified.current = number
    const detail: IdentifyCustomerDetail = { uid: number, displayName: name ?? '' }
    ;(window as Window & { shopCustomerIdentity?: IdentifyCustomerDetail }).shopCustomerIdentity =
      detail
    window.dispatchEvent(new CustomEvent(identifyCustomerEvent, { detail }))
  }, [number, name])
}
