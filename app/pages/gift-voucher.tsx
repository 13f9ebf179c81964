import '~/shared-chunk'
import { useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useSite } from '~/components/chrome/use-site'
import { GiftVoucherForm } from '~/components/vouchers/GiftVoucherForm'
import { usePageHref } from '~/components/vouchers/page-href'
import type { FormResult } from '~/components/vouchers/form-parts'

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
