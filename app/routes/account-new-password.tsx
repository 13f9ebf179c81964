import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '~/components/account/AccountPage'
import { NewPasswordForm } from '~/components/account/forms'
import { accountPageMeta } from '~/components/account/meta'
import { usePageHref } from '~/components/account/page-href'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { serverText } from '~/i18n/i18n.server'
import { newPasswordAction } from '~/services/account.server'
import { pageHeaders } from '~/services/cache-policy'
import { privateNoStore } from '~/services/form-action.server'
import { localisedPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'
import type { FormResult } from '~/components/account/form-result'

/**
 * Setting a new password with the e-mail's link (`?token=`). Opening the link changes
 * nothing; the token is used when the form is sent.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'account-new-password')
  const token = context.url.searchParams.get('token') ?? ''
  const meta = accountPageMeta(serverText(context.market.locale), 'newPassword.title')
  return data({ token: token.length <= 200 ? token : '', meta }, { headers: privateNoStore })
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  return newPasswordAction(
    request,
    await localisedPageContext(request, load, 'account-new-password'),
  )
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function NewPasswordPage() {
  const { token } = useLoaderData<typeof loader>()
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

export const ErrorBoundary = PageErrorBoundary
