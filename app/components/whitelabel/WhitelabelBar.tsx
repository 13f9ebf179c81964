import { showsWhitelabelBar } from '~/domain/customer'
import { island } from '../island'
import { useSite } from '../links'

/** Only whitelabel customers see the bar: its code is an island (WhitelabelBarContent.tsx, ADR 106). */
const WhitelabelBarContent = island('WhitelabelBarContent')

/** The whitelabel bar (WhitelabelBarContent.tsx) when the customer is a whitelabel customer on the web. */
export function WhitelabelBar() {
  const site = useSite()
  if (!site) return null
  const { customer, market } = site
  if (!customer.isLoggedIn || !showsWhitelabelBar({ isLoggedIn: true, isWhitelabelCustomer: customer.isWhitelabelCustomer, type: customer.type }, market.platform)) return null
  return <WhitelabelBarContent />
}
