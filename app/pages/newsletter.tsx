import '~/shared-chunk'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '~/components/account/AccountPage'
import { NewsletterForm } from '~/components/account/forms'
import { usePageHref } from '~/components/account/page-href'
import { usePageData } from './page-data'
import type { loader } from './newsletter.server'
import type { FormResult } from '~/components/account/form-result'

export default function NewsletterPage() {
  const { sent, email, captcha, available } = usePageData<typeof loader>()
  const result = useActionData<FormResult>()
  const navigation = useNavigation()
  const { t } = useTranslation('account')
  const href = usePageHref()
  return (
    <AccountPage
      title={t('newsletter.title')}
      intro={sent ? undefined : <p>{t('newsletter.intro')}</p>}
    >
      {sent ? (
        <p className="account-page__success" role="status">
          {t('newsletter.sent')}
        </p>
      ) : !available ? (
        <p className="account-page__notice" role="status">
          {t('newsletter.unavailable')}
        </p>
      ) : (
        <NewsletterForm
          Form={Form}
          action={href('newsletter')}
          result={result}
          pending={navigation.state === 'submitting'}
          captcha={captcha}
          defaultEmail={email || undefined}
        />
      )}
    </AccountPage>
  )
}
