import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '~/components/account/AccountPage'
import { NewsletterConfirmForm } from '~/components/account/forms'
import { accountPageMeta } from '~/components/account/meta'
import { usePageHref } from '~/components/account/page-href'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { serverText } from '~/i18n/i18n.server'
import { pageHeaders } from '~/services/cache-policy'
import { privateNoStore } from '~/services/form-action.server'
import { localisedPageContext } from '~/services/localised-page.server'
import { newsletterConfirmAction } from '~/services/newsletter.server'
import { errorPageMeta } from '~/services/page-meta'
import type { FormResult } from '~/components/account/form-result'

/**
 * The e-mail's confirmation link (`?token=`). Opening it changes nothing (mail scanners
 * open links too); the shopper confirms with the button, a POST. `?confirmed=1` after.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'newsletter-confirm')
  const token = context.url.searchParams.get('token') ?? ''
  return data(
    {
      token: token.length <= 200 ? token : '',
      confirmed: context.url.searchParams.get('confirmed') === '1',
      meta: accountPageMeta(serverText(context.market.locale), 'newsletterConfirm.title'),
    },
    { headers: privateNoStore },
  )
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  return newsletterConfirmAction(
    request,
    await localisedPageContext(request, load, 'newsletter-confirm'),
  )
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function NewsletterConfirmPage() {
  const { token, confirmed } = useLoaderData<typeof loader>()
  const result = useActionData<FormResult>()
  const navigation = useNavigation()
  const { t } = useTranslation('account')
  const href = usePageHref()
  if (confirmed) {
    return (
      <AccountPage title={t('newsletterConfirm.title')}>
        <p className="account-page__success" role="status">
          {t('newsletterConfirm.confirmed')}
        </p>
        {/* The shop sends the promised voucher by e-mail on the first confirmation. */}
        <p data-newsletter-voucher>{t('newsletterConfirm.voucher')}</p>
      </AccountPage>
    )
  }
  return (
    <AccountPage
      title={t('newsletterConfirm.title')}
      intro={token ? <p>{t('newsletterConfirm.intro')}</p> : undefined}
    >
      {token ? (
        <NewsletterConfirmForm
          Form={Form}
          action={href('newsletter-confirm')}
          result={result}
          pending={navigation.state === 'submitting'}
          token={token}
        />
      ) : (
        <p className="account-page__notice">
          {t('newsletterConfirm.missingToken')}{' '}
          <a href={href('newsletter')}>{t('newsletterConfirm.subscribeAgain')}</a>
        </p>
      )}
    </AccountPage>
  )
}

export const ErrorBoundary = PageErrorBoundary
