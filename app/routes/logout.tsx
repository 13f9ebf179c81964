import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '~/components/account/AccountPage'
import { LogoutForm } from '~/components/account/forms'
import { accountPageMeta } from '~/components/account/meta'
import { usePageHref } from '~/components/account/page-href'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { withPathPrefixes } from '~/domain/paths'
import { serverText } from '~/i18n/i18n.server'
import { logoutAction } from '~/services/account.server'
import { pageHeaders } from '~/services/cache-policy'
import { getCustomer } from '~/services/customer.server'
import { privateNoStore } from '~/services/form-action.server'
import { localisedPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'

/**
 * Logging out is a POST (no GET changes state): the page asks, the form logs out and goes
 * to the start page with the backend's cleared session cookie.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'logout')
  const customer = await getCustomer(request, context.market)
  if (!customer.isLoggedIn)
    throw redirect(withPathPrefixes({ ...context.prefixes, rest: '/' }), {
      headers: privateNoStore,
    })
  const meta = accountPageMeta(serverText(context.market.locale), 'logout.title')
  return data({ meta }, { headers: privateNoStore })
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  return logoutAction(request, await localisedPageContext(request, load, 'logout'))
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function LogoutPage() {
  const navigation = useNavigation()
  const { t } = useTranslation('account')
  const href = usePageHref()
  return (
    <AccountPage title={t('logout.title')} intro={<p>{t('logout.question')}</p>}>
      <LogoutForm
        Form={Form}
        action={href('logout')}
        pending={navigation.state === 'submitting'}
        label={t('logout.submit')}
      />
    </AccountPage>
  )
}

export const ErrorBoundary = PageErrorBoundary
