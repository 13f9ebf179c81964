import '~/shared-chunk'
import { useActionData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccessoryDetail } from '~/components/accessories/AccessoryDetail'
import { AccessoryForm } from '~/components/accessories/AccessoryForm'
import { useSite } from '~/components/chrome/use-site'
import { Notice, type FormResult } from '~/components/vouchers/form-parts'
import { usePageHref } from '~/components/vouchers/page-href'
import { formatPrice } from '~/domain/price'
import { usePageData } from './page-data'
import type { loader } from './card-accessories.server'
import type { AccessoriesPageData } from '~/services/accessories.server'

export default function CardAccessoriesPage() {
  const data = usePageData<typeof loader>() as unknown as AccessoriesPageData
  const result = useActionData<FormResult>()
  const site = useSite()
  const href = usePageHref()
  const { t } = useTranslation()
  if (!site) return null
  const { selection, price } = data
  const name = [
    t(`accessories.type.${selection.accessoryType}`),
    selection.sizeClass ? t(`accessories.sizeClass.${selection.sizeClass}`) : null,
    selection.formatType ? t(`accessories.format.${selection.formatType}`) : null,
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <div className="x-page x-page--wide">
      <h1>{t('accessories.title')}</h1>
      <p className="x-page__intro">{t('accessories.intro')}</p>
      {data.added && price && !result ? (
        <Notice tone="success">
          <p>
            {t('accessories.added', {
              name: `${price.quantity} × ${name}`,
              price: formatPrice(price.priceCurrent, site.market.locale, data.currency),
            })}
          </p>
          <p>
            <a className="button button--primary" href={href('hand-off-basket')}>
              {t('accessories.toBasket')}
            </a>
          </p>
        </Notice>
      ) : null}
      {data.unavailable ? (
        <Notice tone="error">{t('accessories.unavailable')}</Notice>
      ) : (
        <AccessoryForm
          data={data}
          action={href('card-accessories')}
          locale={site.market.locale}
          result={result}
        />
      )}
      <AccessoryDetail detail={data.detail} locale={site.market.locale} />
    </div>
  )
}
