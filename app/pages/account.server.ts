import { json, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { privateNoStore } from '~/services/account-forms.server'
import { getCustomer } from '~/services/customer.server'
import { customerPicture } from '~/services/google-sign-in.server'
import { localisedPageContext, localisedPageHref } from '~/services/localised-page.server'

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
  return json(
    {
      firstName: customer.firstName,
      lastName: customer.lastName,
      number: customer.number,
      // The Google account's picture, when the customer signed in with one.
      picture: await customerPicture(request, context),
      passwordChanged: context.url.searchParams.get('passwordChanged') === '1',
    },
    { headers: privateNoStore },
  )
}
