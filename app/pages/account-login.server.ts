import { guestPageLoader, loginAction } from '~/services/account.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

/** The login page: the no-JavaScript twin of the login dialog. */
export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  guestPageLoader(request, load, 'account-login')

export const action = ({ request, context: load }: ActionFunctionArgs) => loginAction(request, load)
