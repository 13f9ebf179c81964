import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { privateNoStore } from '~/services/account-forms.server'
import { localisedPageContext } from '~/services/localised-page.server'
import { newsletterConfirmAction } from '~/services/newsletter.server'

/**
 * The e-mail's confirmation link (`?token=`). Opening it changes nothing (mail scanners
 * open links too); the shopper confirms with the button, a POST. `?confirmed=1` after.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'newsletter-confirm')
  const token = context.url.searchParams.get('token') ?? ''
  return json(
    {
      token: token.length <= 200 ? token : '',
      confirmed: context.url.searchParams.get('confirmed') === '1',
    },
    { headers: privateNoStore },
  )
}

export const action = ({ request, context: load }: ActionFunctionArgs) =>
  newsletterConfirmAction(request, load)
