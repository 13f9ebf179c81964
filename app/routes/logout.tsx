import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '~/components/account/AccountPage'
import { LogoutForm } from '~/components/account/forms'
import { accountPageMeta } from '~/components/account/meta'
import { usePageHref } from '~/components/account/page-href'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { serverText } from '~/i18n/i18n.server'
import { localisedHome, logoutAction } from '~/services/account.server'
import { pageHeaders } from '~/services/cache-policy'
import { getCustomer } from '~/services/customer.server'
import { privateNoStore } from '~/services/form-action.server'
import { localisedPageContext, localisedPageHref } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'

/**
 * Logging out is a POST (no GET changes state): the page asks, the form logs out and comes back
 * here with the backend's cleared session cookie, where the page says the shopper is logged out.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'logout')
  const customer = await getCustomer(request, context.market)
  const home = localisedHome(context)
  // `?done=1` is where logging out lands: it says so once, and the next page is an ordinary one.
  const done = context.url.searchParams.get('done') === '1'
  if (!customer.isLoggedIn && !done) throw redirect(home, { headers: privateNoStore })
  const meta = accountPageMeta(serverText(context.market.locale), 'logout.title')
  return data(
    {
      done: !customer.isLoggedIn,
      home,
      login: localisedPageHref('account-login', context),
      meta,
    },
    { headers: privateNoStore },
  )
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  return logoutAction(request, await localisedPageContext(request, load, 'logout'))
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function LogoutPage() {
  const { done, home, login } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const { t } = useTranslation('account')
  const href = usePageHref()
  if (done) {
    return (
      <AccountPage title={t('logout.title')}>
        <p className="account-page__success" role="status" data-logged-out>
          {t('logout.done')}
        </p>
        <ul className="account-page__links">
          <li>
            <a href={home}>{t('logout.toHome')}</a>
          </li>
          <li>
            <a href={login}>{t('logout.loginAgain')}</a>
          </li>
        </ul>
      </AccountPage>
    )
  }
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
