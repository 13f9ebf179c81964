import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useSite } from '~/components/chrome/use-site'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { GiftVoucherForm } from '~/components/vouchers/GiftVoucherForm'
import { extrasPageMeta } from '~/components/vouchers/meta'
import { usePageHref } from '~/components/vouchers/page-href'
import { serverText } from '~/i18n/i18n.server'
import { pageHeaders } from '~/services/cache-policy'
import { localisedPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'
import { giftVoucherAction, giftVoucherPage } from '~/services/vouchers.server'
import type { FormResult } from '~/components/vouchers/form-parts'

/**
 * Buying a gift voucher: amount, design and message, validated on the server, into the basket.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'gift-voucher')
  const page = await giftVoucherPage(request)
  const meta = extrasPageMeta(serverText(context.market.locale), 'voucher.title', { index: true })
  return data({ ...page.data, meta }, page.init ?? undefined)
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  return giftVoucherAction(request, await localisedPageContext(request, load, 'gift-voucher'))
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function GiftVoucherPage() {
  const site = useSite()
  const result = useActionData<FormResult>()
  const navigation = useNavigation()
  const href = usePageHref()
  const { t } = useTranslation()
  if (!site) return null
  return (
    <div className="x-page x-page--wide">
      <h1>{t('voucher.title')}</h1>
      <p className="x-page__intro">{t('voucher.intro')}</p>
      <GiftVoucherForm
        action={href('gift-voucher')}
        locale={site.market.locale}
        currency={site.market.currency}
        result={result}
        pending={navigation.state === 'submitting'}
      />
      <p className="x-page__aside">
        <a href={href('voucher-redeem')}>{t('voucher.redeemLink')}</a>
      </p>
    </div>
  )
}

export const ErrorBoundary = PageErrorBoundary
