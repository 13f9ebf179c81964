import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from '~/i18n/react'
import { AccountPage } from '~/components/account/AccountPage'
import { LogoutForm } from '~/components/account/forms'
import { accountPageMeta } from '~/components/account/meta'
import { usePageHref } from '~/components/account/page-href'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { privateNoStore } from '~/services/account-forms.server'
import { pageHeaders } from '~/services/cache-policy'
import { getCustomer } from '~/services/customer.server'
import { localisedPageContext, localisedPageHref } from '~/services/localised-page.server'

/** "My account": the logged-in customer's page; logged out, the login page (coming back here). */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, 'account')
  const customer = await getCustomer(request, context.market)
  if (!customer.isLoggedIn) {
    const back = new URLSearchParams({ redirectTo: localisedPageHref('account', context) })
    throw redirect(`${localisedPageHref('account-login', context)}?${back}`, { headers: privateNoStore })
  }
  return json(
    {
      firstName: customer.firstName,
      lastName: customer.lastName,
      number: customer.number,
      passwordChanged: context.url.searchParams.get('passwordChanged') === '1',
    },
    { headers: privateNoStore },
  )
}

export default function AccountOverview() {
  const { firstName, lastName, number, passwordChanged } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const { t } = useTranslation('account')
  const href = usePageHref()
  const name = [firstName, lastName].filter(Boolean).join(' ')
  return (
    <AccountPage title={t('overview.title')}>
      {passwordChanged ? (
        <p className="account-page__success" role="status">
          {t('overview.passwordChanged')}
        </p>
      ) : null}
      <p className="account-page__greeting">{t('overview.greeting', { name })}</p>
      {number ? (
        <p>
          {t('overview.number')}: <strong data-customer-number>{number}</strong>
        </p>
      ) : null}
      <ul className="account-page__links">
        <li>
          <a href={href('hand-off-orders')}>{t('overview.orders')}</a>
        </li>
        <li>
          <a href={href('newsletter')}>{t('overview.newsletter')}</a>
        </li>
      </ul>
      <LogoutForm Form={Form} action={href('logout')} pending={navigation.state === 'submitting'} label={t('logout.submit')} />
    </AccountPage>
  )
}

export const meta: MetaFunction = ({ matches }) => accountPageMeta(matches, 'overview.title')
export const headers = pageHeaders
export const ErrorBoundary = PageErrorBoundary
