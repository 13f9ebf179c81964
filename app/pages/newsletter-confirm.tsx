import '~/shared-chunk'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '~/components/account/AccountPage'
import { NewsletterConfirmForm } from '~/components/account/forms'
import { usePageHref } from '~/components/account/page-href'
import { usePageData } from './page-data'
import type { loader } from './newsletter-confirm.server'
import type { FormResult } from '~/components/account/form-result'

export default function NewsletterConfirmPage() {
  const { token, confirmed } = usePageData<typeof loader>()
  const result = useActionData<FormResult>()
  const navigation = useNavigation()
  const { t } = useTranslation('account')
  const href = usePageHref()
  if (confirmed) {
    return (
      <AccountPage title={t('newsletterConfirm.title')}>
        <p className="account-page__success" role="status">
          {t('newsletterConfirm.confirmed')}
        </p>
      </AccountPage>
    )
  }
  return (
    <AccountPage
      title={t('newsletterConfirm.title')}
      intro={token ? <p>{t('newsletterConfirm.intro')}</p> : undefined}
    >
      {token ? (
        <NewsletterConfirmForm
          Form={Form}
          action={href('newsletter-confirm')}
          result={result}
          pending={navigation.state === 'submitting'}
          token={token}
        />
      ) : (
        <p className="account-page__notice">
          {t('newsletterConfirm.missingToken')}{' '}
          <a href={href('newsletter')}>{t('newsletterConfirm.subscribeAgain')}</a>
        </p>
      )}
    </AccountPage>
  )
}
