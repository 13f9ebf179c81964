import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from '~/i18n/react'
import { AccountPage } from '~/components/account/AccountPage'
import type { FormResult } from '~/components/account/form-result'
import { LoginForm } from '~/components/account/forms'
import { accountPageMeta } from '~/components/account/meta'
import { usePageHref } from '~/components/account/page-href'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { guestPageLoader, loginAction } from '~/services/account.server'
import { pageHeaders } from '~/services/cache-policy'

/** The login page: the no-JavaScript twin of the login dialog. */
export const loader = ({ request }: LoaderFunctionArgs) => guestPageLoader(request, 'account-login')

export const action = ({ request }: ActionFunctionArgs) => loginAction(request)

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>()
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
        signUp={{ href: redirectTo ? `${href('account-sign-up')}?${new URLSearchParams({ redirectTo })}` : href('account-sign-up') }}
        passwordReset={{ href: href('account-password-reset') }}
      />
    </AccountPage>
  )
}

export const meta: MetaFunction = ({ matches }) => accountPageMeta(matches, 'login.title')
export const headers = pageHeaders
export const ErrorBoundary = PageErrorBoundary
