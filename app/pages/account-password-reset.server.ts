import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { privateNoStore } from '~/services/account-forms.server'
import { passwordResetAction } from '~/services/account.server'
import { localisedPageContext } from '~/services/localised-page.server'

/**
 * Asking for a password-reset link: the no-JavaScript twin of the dialog. `?sent=1` after it went
 * out.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'account-password-reset')
  return json({ sent: context.url.searchParams.get('sent') === '1' }, { headers: privateNoStore })
}

export const action = ({ request, context: load }: ActionFunctionArgs) =>
  passwordResetAction(request, load)
