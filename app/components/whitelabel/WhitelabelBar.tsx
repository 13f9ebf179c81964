import { showsWhitelabelBar } from '~/domain/customer'
import { lazyComponent } from '../lazy'
import { useSite } from '../links'

/**
 * Only whitelabel customers see the bar: its code (with the switch form's schema) loads for them
 * alone. Until it is there the bar's form is a plain POST form.
 */
const WhitelabelBarContent = lazyComponent(() =>
  import('./WhitelabelBarContent').then((module) => module.WhitelabelBarContent),
)

/**
 * The whitelabel bar (WhitelabelBarContent.tsx) when the customer is a whitelabel customer on the
 * web.
 */
export function WhitelabelBar() {
  const site = useSite()
  if (!site) return null
  const { customer, market } = site
  if (!customer.isLoggedIn || !showsWhitelabelBar(customer, market.platform)) return null
  return <WhitelabelBarContent />
}
