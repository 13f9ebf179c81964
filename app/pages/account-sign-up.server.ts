import { guestPageLoader, signUpAction } from '~/services/account.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

/** The sign-up page: the no-JavaScript twin of the sign-up dialog. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  guestPageLoader(request, 'account-sign-up')

export const action = ({ request }: ActionFunctionArgs) => signUpAction(request)
