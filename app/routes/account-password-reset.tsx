import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '~/components/account/AccountPage'
import { PasswordResetForm } from '~/components/account/forms'
import { accountPageMeta } from '~/components/account/meta'
import { usePageHref } from '~/components/account/page-href'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { serverText } from '~/i18n/i18n.server'
import { passwordResetAction } from '~/services/account.server'
import { pageHeaders } from '~/services/cache-policy'
import { privateNoStore } from '~/services/form-action.server'
import { localisedPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'
import type { FormResult } from '~/components/account/form-result'

/**
 * Asking for a password-reset link: the no-JavaScript twin of the dialog. `?sent=1` after it went
 * out.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'account-password-reset')
  const sent = context.url.searchParams.get('sent') === '1'
  const meta = accountPageMeta(serverText(context.market.locale), 'passwordReset.title')
  return data({ sent, meta }, { headers: privateNoStore })
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  return passwordResetAction(
    request,
    await localisedPageContext(request, load, 'account-password-reset'),
  )
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function PasswordResetPage() {
  const { sent } = useLoaderData<typeof loader>()
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

export const ErrorBoundary = PageErrorBoundary
