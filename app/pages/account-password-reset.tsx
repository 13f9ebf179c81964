import '~/shared-chunk'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '~/components/account/AccountPage'
import { PasswordResetForm } from '~/components/account/forms'
import { usePageHref } from '~/components/account/page-href'
import { usePageData } from './page-data'
import type { loader } from './account-password-reset.server'
import type { FormResult } from '~/components/account/form-result'

export default function PasswordResetPage() {
  const { sent } = usePageData<typeof loader>()
  const result = useActionData<FormResult>()
  const navigation = useNavigation()
  const { t } = useTranslation('account')
  const href = usePageHref()
  return (
    <AccountPage title={t('passwordReset.title')}>
      <PasswordResetForm
        Form={Form}
        action={href('account-password-reset')}
        result={sent ? { sent: true } : result}
        pending={navigation.state === 'submitting'}
        login={{ href: href('account-login') }}
      />
    </AccountPage>
  )
}
