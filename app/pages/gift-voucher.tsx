import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useNavigation } from '@remix-run/react'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { useSite } from '~/components/chrome/use-site'
import { usePageHref } from '~/components/vouchers/page-href'
import { GiftVoucherForm } from '~/components/vouchers/GiftVoucherForm'
import type { FormResult } from '~/components/vouchers/form-parts'
import { extrasPageMeta } from '~/components/vouchers/meta'
import { useTranslation } from '~/i18n/react'
import { pageHeaders } from '~/services/cache-policy'
import { giftVoucherAction, giftVoucherPage } from '~/services/vouchers.server'

/** Buying a gift voucher: amount, design and message, validated on the server, into the basket (ADR 122). */
export const loader = ({ request }: LoaderFunctionArgs) => giftVoucherPage(request)

export const action = ({ request }: ActionFunctionArgs) => giftVoucherAction(request)

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
      <GiftVoucherForm action={href('gift-voucher')} locale={site.market.locale} currency={site.market.currency} result={result} pending={navigation.state === 'submitting'} />
      <p className="x-page__aside">
        <a href={href('voucher-redeem')}>{t('voucher.redeemLink')}</a>
      </p>
    </div>
  )
}

export const meta: MetaFunction = ({ matches }) => extrasPageMeta(matches, 'voucher.title', { index: true })
export const headers = pageHeaders
export const ErrorBoundary = PageErrorBoundary
