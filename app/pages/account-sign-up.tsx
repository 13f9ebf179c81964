import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from '~/i18n/react'
import { AccountPage } from '~/components/account/AccountPage'
import type { FormResult } from '~/components/account/form-result'
import { SignUpForm } from '~/components/account/forms'
import { accountPageMeta } from '~/components/account/meta'
import { usePageHref } from '~/components/account/page-href'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { guestPageLoader, signUpAction } from '~/services/account.server'
import { pageHeaders } from '~/services/cache-policy'

/** The sign-up page: the no-JavaScript twin of the sign-up dialog. */
export const loader = ({ request }: LoaderFunctionArgs) => guestPageLoader(request, 'account-sign-up')

export const action = ({ request }: ActionFunctionArgs) => signUpAction(request)

export default function SignUpPage() {
  const { redirectTo } = useLoaderData<typeof loader>()
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
    </AccountPage>
  )
}

export const meta: MetaFunction = ({ matches }) => accountPageMeta(matches, 'signUp.title')
export const headers = pageHeaders
export const ErrorBoundary = PageErrorBoundary
