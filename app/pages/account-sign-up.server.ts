import { guestPageLoader, signUpAction } from '~/services/account.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

/** The sign-up page: the no-JavaScript twin of the sign-up dialog. */
export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  guestPageLoader(request, load, 'account-sign-up')

export const action = ({ request, context: load }: ActionFunctionArgs) =>
  signUpAction(request, load)
