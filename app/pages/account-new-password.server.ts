import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { privateNoStore } from '~/services/account-forms.server'
import { newPasswordAction } from '~/services/account.server'
import { localisedPageContext } from '~/services/localised-page.server'

/**
 * Setting a new password with the e-mail's link (`?token=`). Opening the link changes
 * nothing; the token is used when the form is sent.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'account-new-password')
  const token = context.url.searchParams.get('token') ?? ''
  return json({ token: token.length <= 200 ? token : '' }, { headers: privateNoStore })
}

export const action = ({ request, context: load }: ActionFunctionArgs) =>
  newPasswordAction(request, load)
