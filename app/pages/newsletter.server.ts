import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { emailMaxLength } from '~/domain/account-forms'
import { privateNoStore } from '~/services/account-forms.server'
import { localisedPageContext } from '~/services/localised-page.server'
import {
  captchaWidget,
  newsletterAvailable,
  newsletterSubscribeAction,
} from '~/services/newsletter.server'

/**
 * Newsletter subscription (double opt-in). The content block's GET form lands here with
 * `?email=`; subscribing is the POST. `?sent=1` once the confirmation e-mail went out.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'newsletter')
  const email = context.url.searchParams.get('email') ?? ''
  return json(
    {
      sent: context.url.searchParams.get('sent') === '1',
      email: email.length <= emailMaxLength ? email : '',
      captcha: captchaWidget(),
      available: newsletterAvailable(),
    },
    { headers: privateNoStore },
  )
}

export const action = ({ request, context: load }: ActionFunctionArgs) =>
  newsletterSubscribeAction(request, load)
