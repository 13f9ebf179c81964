import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from '~/i18n/react'
import { AccountPage } from '~/components/account/AccountPage'
import type { FormResult } from '~/components/account/form-result'
import { PasswordResetForm } from '~/components/account/forms'
import { accountPageMeta } from '~/components/account/meta'
import { usePageHref } from '~/components/account/page-href'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { privateNoStore } from '~/services/account-forms.server'
import { passwordResetAction } from '~/services/account.server'
import { pageHeaders } from '~/services/cache-policy'
import { localisedPageContext } from '~/services/localised-page.server'

/** Asking for a password-reset link: the no-JavaScript twin of the dialog. `?sent=1` after it went out. */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, 'account-password-reset')
  return json({ sent: context.url.searchParams.get('sent') === '1' }, { headers: privateNoStore })
}

export const action = ({ request }: ActionFunctionArgs) => passwordResetAction(request)

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

export const meta: MetaFunction = ({ matches }) => accountPageMeta(matches, 'passwordReset.title')
export const headers = pageHeaders
export const ErrorBoundary = PageErrorBoundary
