import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '~/components/account/AccountPage'
import { NewsletterForm } from '~/components/account/forms'
import { accountPageMeta } from '~/components/account/meta'
import { usePageHref } from '~/components/account/page-href'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { emailMaxLength } from '~/domain/account-forms'
import { serverText } from '~/i18n/i18n.server'
import { captchaWidget } from '~/services/account.server'
import { pageHeaders } from '~/services/cache-policy'
import { privateNoStore } from '~/services/form-action.server'
import { localisedPageContext } from '~/services/localised-page.server'
import { newsletterAvailable, newsletterSubscribeAction } from '~/services/newsletter.server'
import { errorPageMeta } from '~/services/page-meta'
import type { FormResult } from '~/components/account/form-result'

/**
 * Newsletter subscription (double opt-in). The content block's GET form lands here with
 * `?email=`; subscribing is the POST. `?sent=1` once the confirmation e-mail went out.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'newsletter')
  const email = context.url.searchParams.get('email') ?? ''
  return data(
    {
      sent: context.url.searchParams.get('sent') === '1',
      email: email.length <= emailMaxLength ? email : '',
      captcha: captchaWidget(),
      available: newsletterAvailable(),
      meta: accountPageMeta(serverText(context.market.locale), 'newsletter.title'),
    },
    { headers: privateNoStore },
  )
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  return newsletterSubscribeAction(request, await localisedPageContext(request, load, 'newsletter'))
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function NewsletterPage() {
  const { sent, email, captcha, available } = useLoaderData<typeof loader>()
  const result = useActionData<FormResult>()
  const navigation = useNavigation()
  const { t } = useTranslation('account')
  const href = usePageHref()
  return (
    <AccountPage
      title={t('newsletter.title')}
      intro={sent ? undefined : <p>{t('newsletter.intro')}</p>}
    >
      {sent ? (
        <p className="account-page__success" role="status">
          {t('newsletter.sent')}
        </p>
      ) : !available ? (
        <p className="account-page__notice" role="status">
          {t('newsletter.unavailable')}
        </p>
      ) : (
        <NewsletterForm
          Form={Form}
          action={href('newsletter')}
          result={result}
          pending={navigation.state === 'submitting'}
          captcha={captcha}
          defaultEmail={email || undefined}
        />
      )}
    </AccountPage>
  )
}

export const ErrorBoundary = PageErrorBoundary
