import { useEffect, useRef } from 'react'
import { fullNameOf } from '~/domain/customer'
import { mayPush } from '~/domain/tracking'
import { useSite } from '../links'
import { useConsentGranted, withTagManager } from '../tag-manager'
import { currentConsent, visitSwitches } from '../tracking'
import { identifyCustomerEvent, type IdentifyCustomerDetail } from './tracking'

/**
 * Shop-core §4: the login state is pushed to the data layer once the customer is known, and
 * "when the customer number changes, the user is identified in a session-analytics tool
 * with display name and uid" — by the tag manager's runtime, and announced as a window event.
 * Both only after consent and without `logging=0`.
 */
export function useCustomerTracking(): void {
  const customer = useSite()?.customer
  const isLoggedIn = customer?.isLoggedIn ?? false
  const number = customer?.number ?? null
  const name = customer ? fullNameOf(customer) : undefined
  const identified = useRef<string | null>(null)
  const granted = useConsentGranted()

  useEffect(() => {
    if (granted) withTagManager('customer', (module) => module.loginState(isLoggedIn))
  }, [granted, isLoggedIn])

  useEffect(() => {
    if (!granted || !number || identified.current === number) return
    if (!mayPush('customer', currentConsent(), visitSwitches())) return
    identified.current = number
    const detail: IdentifyCustomerDetail = { uid: number, displayName: name ?? '' }
    withTagManager('customer', (module) => module.identify(detail))
    ;(window as Window & { shopCustomerIdentity?: IdentifyCustomerDetail }).shopCustomerIdentity =
      detail
    window.dispatchEvent(new CustomEvent(identifyCustomerEvent, { detail }))
  }, [granted, number, name])
}
