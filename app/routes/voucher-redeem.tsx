import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useSite } from '~/components/chrome/use-site'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { Notice, type FormResult } from '~/components/vouchers/form-parts'
import { extrasPageMeta } from '~/components/vouchers/meta'
import { usePageHref } from '~/components/vouchers/page-href'
import { VoucherRedeemForm } from '~/components/vouchers/VoucherRedeemForm'
import { formatPrice } from '~/domain/price'
import { serverText } from '~/i18n/i18n.server'
import { pageHeaders } from '~/services/cache-policy'
import { localisedPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'
import {
  voucherRedeemAction,
  voucherRedeemPage,
  type AppliedVoucherData,
} from '~/services/vouchers.server'

/** Redeeming a voucher code for the basket (`/web-api/voucher`). */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'voucher-redeem')
  const page = await voucherRedeemPage(request, context)
  const meta = extrasPageMeta(serverText(context.market.locale), 'voucher.redeem.title')
  return data({ ...page.data, meta }, page.init ?? undefined)
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  return voucherRedeemAction(request, await localisedPageContext(request, load, 'voucher-redeem'))
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function VoucherRedeemPage() {
  const data = useLoaderData<typeof loader>()
  const result = useActionData<FormResult>()
  const navigation = useNavigation()
  const location = useLocation()
  const href = usePageHref()
  const site = useSite()
  const { t } = useTranslation()
  const describe = (voucher: AppliedVoucherData) => {
    const value =
      voucher.kind === 'percent'
        ? t('voucher.redeem.percent', { value: voucher.value })
        : t('voucher.redeem.amount', {
            value:
              site && voucher.currency
                ? formatPrice(voucher.value, site.market.locale, voucher.currency)
                : voucher.value,
          })
    const until = voucher.validUntilText
      ? t('voucher.redeem.validUntil', { date: voucher.validUntilText })
      : null
    return until ? `${value}, ${until}` : value
  }
  return (
    <div className="x-page">
      <h1>{t('voucher.redeem.title')}</h1>
      <p className="x-page__intro">{t('voucher.redeem.intro')}</p>
      {data.redeemed && !result ? (
        <Notice tone="success">
          <p>{t('voucher.redeem.success', { code: data.redeemed.code })}</p>
          <p>
            <a className="button button--primary" href={href('hand-off-basket')}>
              {t('voucher.redeem.toBasket')}
            </a>
          </p>
        </Notice>
      ) : null}
      <VoucherRedeemForm
        key={location.search}
        action={href('voucher-redeem')}
        result={result}
        pending={navigation.state === 'submitting'}
      />
      {data.vouchers.length > 0 ? (
        <section className="voucher-applied" aria-labelledby="voucher-applied">
          <h2 id="voucher-applied">{t('voucher.redeem.applied')}</h2>
          <ul role="list">
            {data.vouchers.map((voucher) => (
              <li key={voucher.code} data-code={voucher.code}>
                <strong>{voucher.code}</strong> <span>{describe(voucher)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="x-page__aside">
        <a href={href('gift-voucher')}>{t('voucher.redeem.buyLink')}</a>
      </p>
    </div>
  )
}

export const ErrorBoundary = PageErrorBoundary
