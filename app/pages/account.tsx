import '~/shared-chunk'
import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '~/components/account/AccountPage'
import { LogoutForm } from '~/components/account/forms'
import { usePageHref } from '~/components/account/page-href'
import { usePageData } from './page-data'
import type { loader } from './account.server'

export default function AccountOverview() {
  const { firstName, lastName, number, picture, passwordChanged } = usePageData<typeof loader>()
  const navigation = useNavigation()
  const { t } = useTranslation('account')
  const href = usePageHref()
  const name = [firstName, lastName].filter(Boolean).join(' ')
  return (
    <AccountPage title={t('overview.title')}>
      {passwordChanged ? (
        <p className="account-page__success" role="status">
          {t('overview.passwordChanged')}
        </p>
      ) : null}
      {picture ? (
        <img
          className="account-page__picture"
          src={picture}
          alt={t('overview.picture')}
          width={96}
          height={96}
          referrerPolicy="no-referrer"
          data-customer-picture
        />
      ) : null}
      <p className="account-page__greeting">{t('overview.greeting', { name })}</p>
      {number ? (
        <p>
          {t('overview.number')}: <strong data-customer-number>{number}</strong>
        </p>
      ) : null}
      <ul className="account-page__links">
        <li>
          <a href={href('hand-off-orders')}>{t('overview.orders')}</a>
        </li>
        <li>
          <a href={href('newsletter')}>{t('overview.newsletter')}</a>
        </li>
      </ul>
      <LogoutForm
        Form={Form}
        action={href('logout')}
        pending={navigation.state === 'submitting'}
        label={t('logout.submit')}
      />
    </AccountPage>
  )
}
