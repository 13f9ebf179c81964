import '~/shared-chunk'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '~/components/account/AccountPage'
import { NewPasswordForm } from '~/components/account/forms'
import { usePageHref } from '~/components/account/page-href'
import { usePageData } from './page-data'
import type { loader } from './account-new-password.server'
import type { FormResult } from '~/components/account/form-result'

export default function NewPasswordPage() {
  const { token } = usePageData<typeof loader>()
  const result = useActionData<FormResult>()
  const navigation = useNavigation()
  const { t } = useTranslation('account')
  const href = usePageHref()
  return (
    <AccountPage title={t('newPassword.title')}>
      {token || result ? (
        <NewPasswordForm
          Form={Form}
          action={href('account-new-password')}
          result={result}
          pending={navigation.state === 'submitting'}
          token={token}
        />
      ) : (
        <p className="account-page__notice">
          {t('newPassword.missingToken')}{' '}
          <a href={href('account-password-reset')}>{t('newPassword.requestNew')}</a>
        </p>
      )}
      {result && (result.error?.token?.length ?? 0) > 0 ? (
        <p>
          <a href={href('account-password-reset')}>{t('newPassword.requestNew')}</a>
        </p>
      ) : null}
    </AccountPage>
  )
}
