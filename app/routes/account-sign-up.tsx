import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '~/components/account/AccountPage'
import { SignUpForm } from '~/components/account/forms'
import { GoogleSignIn } from '~/components/account/GoogleSignIn'
import { accountPageMeta } from '~/components/account/meta'
import { usePageHref } from '~/components/account/page-href'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { withRedirectTo } from '~/domain/account-forms'
import { serverText } from '~/i18n/i18n.server'
import { guestPageData, signUpAction } from '~/services/account.server'
import { pageHeaders } from '~/services/cache-policy'
import { privateNoStore } from '~/services/form-action.server'
import { localisedPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'
import type { FormResult } from '~/components/account/form-result'

/** The sign-up page: the no-JavaScript twin of the sign-up dialog. */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'account-sign-up')
  const page = await guestPageData(request, context)
  const meta = accountPageMeta(serverText(context.market.locale), 'signUp.title')
  return data({ ...page, meta }, { headers: privateNoStore })
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  return signUpAction(request, await localisedPageContext(request, load, 'account-sign-up'))
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function SignUpPage() {
  const { redirectTo, googleFailed } = useLoaderData<typeof loader>()
  const result = useActionData<FormResult>()
  const navigation = useNavigation()
  const { t } = useTranslation('account')
  const href = usePageHref()
  return (
    <AccountPage title={t('signUp.title')} intro={<p>{t('signUp.intro')}</p>}>
      <SignUpForm
        Form={Form}
        action={withRedirectTo(href('account-sign-up'), redirectTo)}
        result={result}
        pending={navigation.state === 'submitting'}
        redirectTo={redirectTo ?? undefined}
        login={{ href: withRedirectTo(href('account-login'), redirectTo) }}
      />
      <GoogleSignIn
        mode="sign-up"
        redirectTo={redirectTo ?? href('account')}
        failed={googleFailed}
      />
    </AccountPage>
  )
}

export const ErrorBoundary = PageErrorBoundary
