import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { withPathPrefixes } from '~/domain/paths'
import { privateNoStore } from '~/services/account-forms.server'
import { logoutAction } from '~/services/account.server'
import { getCustomer } from '~/services/customer.server'
import { localisedPageContext } from '~/services/localised-page.server'

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
  return json({}, { headers: privateNoStore })
}

export const action = ({ request, context: load }: ActionFunctionArgs) =>
  logoutAction(request, load)
