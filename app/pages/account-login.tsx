import '~/shared-chunk'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '~/components/account/AccountPage'
import { LoginForm } from '~/components/account/forms'
import { GoogleSignIn } from '~/components/account/GoogleSignIn'
import { usePageHref } from '~/components/account/page-href'
import { usePageData } from './page-data'
import type { loader } from './account-login.server'
import type { FormResult } from '~/components/account/form-result'

export default function LoginPage() {
  const { redirectTo, googleFailed } = usePageData<typeof loader>()
  const result = useActionData<FormResult>()
  const navigation = useNavigation()
  const { t } = useTranslation('account')
  const href = usePageHref()
  return (
    <AccountPage title={t('login.title')} intro={<p>{t('login.intro')}</p>}>
      <LoginForm
        Form={Form}
        action={href('account-login')}
        result={result}
        pending={navigation.state === 'submitting'}
        redirectTo={redirectTo ?? undefined}
        signUp={{
          href: redirectTo
            ? `${href('account-sign-up')}?${new URLSearchParams({ redirectTo })}`
            : href('account-sign-up'),
        }}
        passwordReset={{ href: href('account-password-reset') }}
      />
      <GoogleSignIn
        mode="sign-in"
        redirectTo={redirectTo ?? href('account')}
        failed={googleFailed}
      />
    </AccountPage>
  )
}
