import '~/shared-chunk'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '~/components/account/AccountPage'
import { SignUpForm } from '~/components/account/forms'
import { GoogleSignIn } from '~/components/account/GoogleSignIn'
import { usePageHref } from '~/components/account/page-href'
import { usePageData } from './page-data'
import type { loader } from './account-sign-up.server'
import type { FormResult } from '~/components/account/form-result'

export default function SignUpPage() {
  const { redirectTo, googleFailed } = usePageData<typeof loader>()
  const result = useActionData<FormResult>()
  const navigation = useNavigation()
  const { t } = useTranslation('account')
  const href = usePageHref()
  return (
    <AccountPage title={t('signUp.title')} intro={<p>{t('signUp.intro')}</p>}>
      <SignUpForm
        Form={Form}
        action={href('account-sign-up')}
        result={result}
        pending={navigation.state === 'submitting'}
        redirectTo={redirectTo ?? undefined}
        login={{ href: href('account-login') }}
      />
      <GoogleSignIn
        mode="sign-up"
        redirectTo={redirectTo ?? href('account')}
        failed={googleFailed}
      />
    </AccountPage>
  )
}
