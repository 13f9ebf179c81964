import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from '~/i18n/react'
import { AccountPage } from '~/components/account/AccountPage'
import type { FormResult } from '~/components/account/form-result'
import { NewPasswordForm } from '~/components/account/forms'
import { accountPageMeta } from '~/components/account/meta'
import { usePageHref } from '~/components/account/page-href'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { privateNoStore } from '~/services/account-forms.server'
import { newPasswordAction } from '~/services/account.server'
import { pageHeaders } from '~/services/cache-policy'
import { localisedPageContext } from '~/services/localised-page.server'

/**
 * Setting a new password with the e-mail's link (`?token=`). Opening the link changes
 * nothing; the token is used when the form is sent.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, 'account-new-password')
  const token = context.url.searchParams.get('token') ?? ''
  return json({ token: token.length <= 200 ? token : '' }, { headers: privateNoStore })
}

export const action = ({ request }: ActionFunctionArgs) => newPasswordAction(request)

export default function NewPasswordPage() {
  const { token } = useLoaderData<typeof loader>()
  const result = useActionData<FormResult>()
  const navigation = useNavigation()
  const { t } = useTranslation('account')
  const href = usePageHref()
  return (
    <AccountPage title={t('newPassword.title')}>
      {token || result ? (
        <NewPasswordForm Form={Form} action={href('account-new-password')} result={result} pending={navigation.state === 'submitting'} token={token} />
      ) : (
        <p className="account-page__notice">
          {t('newPassword.missingToken')} <a href={href('account-password-reset')}>{t('newPassword.requestNew')}</a>
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

export const meta: MetaFunction = ({ matches }) => accountPageMeta(matches, 'newPassword.title')
export const headers = pageHeaders
export const ErrorBoundary = PageErrorBoundary
