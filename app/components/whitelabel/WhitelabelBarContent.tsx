import { useTranslation } from 'react-i18next'
import { showsWhitelabelBar } from '~/domain/customer'
import { usePageHref, useSite } from '../links'
import { WhitelabelSwitchForm } from './WhitelabelSwitchForm'

/**
 * "A whitelabel bar for whitelabel customers on the web" (site-chrome §2, §6): which kind
 * of order the customer is filling (their own, or a whitelabel order shipped without our
 * branding; customer-data's `order.isWhitelabelOrder`), the switch between them, and the
 * whitelabel service. The header's basket count follows the mode (one basket per mode).
 */
export function WhitelabelBarContent() {
  const site = useSite()
  const href = usePageHref()
  const { t } = useTranslation()
  if (!site) return null
  const { customer, market } = site
  if (!customer.isLoggedIn || !showsWhitelabelBar(customer, market.platform)) return null
  const whitelabel = customer.order.isWhitelabelOrder === true
  return (
    <section
      className={`wl-bar${whitelabel ? ' wl-bar--active' : ''}`}
      aria-label={t('whitelabel.customer')}
      data-whitelabel-order={whitelabel ? 'true' : 'false'}
    >
      <div className="wl-bar__inner">
        <span className="wl-bar__badge">
          {whitelabel ? t('whitelabel.badge') : t('whitelabel.customer')}
        </span>
        <span className="wl-bar__text">
          {whitelabel ? t('whitelabel.mode.whitelabel') : t('whitelabel.mode.own')}
        </span>
        <WhitelabelSwitchForm action={href('whitelabel-orders')} isWhitelabelOrder={whitelabel} />
        <a className="wl-bar__service" href={href('hand-off-whitelabelService')}>
          {t('whitelabel.service')}
        </a>
      </div>
    </section>
  )
}
