import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '~/components/account/AccountPage'
import { LogoutForm } from '~/components/account/forms'
import { accountPageMeta } from '~/components/account/meta'
import { usePageHref } from '~/components/account/page-href'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { hasWishlist } from '~/domain/wishlist'
import { serverText } from '~/i18n/i18n.server'
import { pageHeaders } from '~/services/cache-policy'
import { getCustomer } from '~/services/customer.server'
import { privateNoStore } from '~/services/form-action.server'
import { customerPicture } from '~/services/google-sign-in.server'
import { localisedPageContext, localisedPageHref } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'

/** "My account": the logged-in customer's page; logged out, the login page (coming back here). */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'account')
  const customer = await getCustomer(request, context.market)
  if (!customer.isLoggedIn) {
    const back = new URLSearchParams({ redirectTo: localisedPageHref('account', context) })
    throw redirect(`${localisedPageHref('account-login', context)}?${back}`, {
      headers: privateNoStore,
    })
  }
  return data(
    {
      firstName: customer.firstName,
      lastName: customer.lastName,
      number: customer.number,
      // The Google account's picture, when the customer signed in with one.
      picture: await customerPicture(request, context),
      passwordChanged: context.url.searchParams.get('passwordChanged') === '1',
      wishlist: hasWishlist(context.market.channel, context.market.locale),
      meta: accountPageMeta(serverText(context.market.locale), 'overview.title'),
    },
    { headers: privateNoStore },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function AccountOverview() {
  const { firstName, lastName, number, picture, passwordChanged, wishlist } =
    useLoaderData<typeof loader>()
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
      {picture ? (
        <img
          className="account-page__picture"
          src={picture}
          alt={t('overview.picture')}
          width={96}
          height={96}
          referrerPolicy="no-referrer"
          data-customer-picture
        />
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
        {wishlist ? (
          <li>
            <a href={href('wishlist')}>{t('overview.wishlist')}</a>
          </li>
        ) : null}
        <li>
          <a href={href('newsletter')}>{t('overview.newsletter')}</a>
        </li>
      </ul>
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
