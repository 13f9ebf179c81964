import '~/shared-chunk'
import { useActionData, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useSite } from '~/components/chrome/use-site'
import { Notice, type FormResult } from '~/components/vouchers/form-parts'
import { usePageHref } from '~/components/vouchers/page-href'
import { VoucherRedeemForm } from '~/components/vouchers/VoucherRedeemForm'
import { formatPrice } from '~/domain/price'
import { usePageData } from './page-data'
import type { loader } from './voucher-redeem.server'
import type { AppliedVoucherData, VoucherRedeemPageData } from '~/services/vouchers.server'

export default function VoucherRedeemPage() {
  const data = usePageData<typeof loader>() as unknown as VoucherRedeemPageData
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
