import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from '~/i18n/react'
import { AccountPage } from '~/components/account/AccountPage'
import type { FormResult } from '~/components/account/form-result'
import { NewsletterForm } from '~/components/account/forms'
import { accountPageMeta } from '~/components/account/meta'
import { usePageHref } from '~/components/account/page-href'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { emailMaxLength } from '~/domain/account-forms'
import { privateNoStore } from '~/services/account-forms.server'
import { pageHeaders } from '~/services/cache-policy'
import { localisedPageContext } from '~/services/localised-page.server'
import { captchaField, newsletterSubscribeAction } from '~/services/newsletter.server'

/**
 * Newsletter subscription (double opt-in). The content block's GET form lands here with
 * `?email=`; subscribing is the POST. `?sent=1` once the confirmation e-mail went out.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, 'newsletter')
  const email = context.url.searchParams.get('email') ?? ''
  return json(
    { sent: context.url.searchParams.get('sent') === '1', email: email.length <= emailMaxLength ? email : '', captcha: captchaField() },
    { headers: privateNoStore },
  )
}

export const action = ({ request }: ActionFunctionArgs) => newsletterSubscribeAction(request)

export default function NewsletterPage() {
  const { sent, email, captcha } = useLoaderData<typeof loader>()
  const result = useActionData<FormResult>()
  const navigation = useNavigation()
  const { t } = useTranslation('account')
  const href = usePageHref()
  return (
    <AccountPage title={t('newsletter.title')} intro={sent ? undefined : <p>{t('newsletter.intro')}</p>}>
      {sent ? (
        <p className="account-page__success" role="status">
          {t('newsletter.sent')}
        </p>
      ) : (
        <NewsletterForm Form={Form} action={href('newsletter')} result={result} pending={navigation.state === 'submitting'} captcha={captcha} defaultEmail={email || undefined} />
      )}
    </AccountPage>
  )
}

export const meta: MetaFunction = ({ matches }) => accountPageMeta(matches, 'newsletter.title')
export const headers = pageHeaders
export const ErrorBoundary = PageErrorBoundary
