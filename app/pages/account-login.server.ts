import { guestPageLoader, loginAction } from '~/services/account.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

/** The login page: the no-JavaScript twin of the login dialog. */
export const loader = ({ request }: LoaderFunctionArgs) => guestPageLoader(request, 'account-login')

export const action = ({ request }: ActionFunctionArgs) => loginAction(request)
