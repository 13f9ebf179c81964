import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '~/components/account/AccountPage'
import { LoginForm } from '~/components/account/forms'
import { GoogleSignIn } from '~/components/account/GoogleSignIn'
import { accountPageMeta } from '~/components/account/meta'
import { usePageHref } from '~/components/account/page-href'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { withRedirectTo } from '~/domain/account-forms'
import { serverText } from '~/i18n/i18n.server'
import { guestPageData, loginAction } from '~/services/account.server'
import { pageHeaders } from '~/services/cache-policy'
import { privateNoStore } from '~/services/form-action.server'
import { localisedPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'
import type { FormResult } from '~/components/account/form-result'

/** The login page: the no-JavaScript twin of the login dialog. */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'account-login')
  const page = await guestPageData(request, context)
  const meta = accountPageMeta(serverText(context.market.locale), 'login.title')
  return data({ ...page, meta }, { headers: privateNoStore })
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  return loginAction(request, await localisedPageContext(request, load, 'account-login'))
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function LoginPage() {
  const { redirectTo, googleFailed } = useLoaderData<typeof loader>()
  const result = useActionData<FormResult>()
  const navigation = useNavigation()
  const { t } = useTranslation('account')
  const href = usePageHref()
  return (
    <AccountPage title={t('login.title')} intro={<p>{t('login.intro')}</p>}>
      <LoginForm
        Form={Form}
        action={withRedirectTo(href('account-login'), redirectTo)}
        result={result}
        pending={navigation.state === 'submitting'}
        redirectTo={redirectTo ?? undefined}
        signUp={{
          href: withRedirectTo(href('account-sign-up'), redirectTo),
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

export const ErrorBoundary = PageErrorBoundary
