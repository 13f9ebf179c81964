import { useTranslation } from '~/i18n/react'
import { showsWhitelabelBar } from '~/domain/customer'
import { localisedPagePath } from '~/domain/localised-pages'
import { marketPath } from '../links'
import { useSite } from './use-site'

/** "A whitelabel bar for whitelabel customers on the web." */
export function WhitelabelBar() {
  const site = useSite()
  const { t } = useTranslation('chrome')
  if (!site) return null
  const { customer, market } = site
  if (!showsWhitelabelBar({ isLoggedIn: customer.isLoggedIn, isWhitelabelCustomer: customer.isWhitelabelCustomer, type: customer.type }, market.platform)) {
    return null
  }
  return (
    <div className="whitelabel-bar" role="note">
      <span>{t('whitelabel.text')}</span>{' '}
      <a href={marketPath(localisedPagePath('hand-off-whitelabelService', market.language), market)}>{t('whitelabel.link')}</a>
    </div>
  )
}
