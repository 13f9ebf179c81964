import { useTranslation } from 'react-i18next'
import { PriceTag } from '~/components/calculator/PriceTag'
import { Image } from '~/components/Image'
import { envelopeText } from './envelope-text'
import type { Currency, Locale } from '~/domain/market'
import type { AccessoryDetail as Detail } from '~/services/product-extras.server'

/**
 * The chosen accessory in detail: picture, description and the products it goes with
 * (`/accessory`), its unit price per variant and totals for the usual quantities
 * (`/price-api/accessory`). Server-rendered beside the accessory form.
 */
export function AccessoryDetail({
  detail,
  locale,
}: {
  detail: Detail | null | undefined
  locale: Locale
}) {
  const { t } = useTranslation()
  if (!detail) return null
  const currency: Currency = detail.prices.currency
  const [image] = detail.images
  const unit = t(`accessories.unit.${detail.unit}`)
  return (
    <section
      className="accessory-detail"
      aria-labelledby="accessory-detail"
      data-accessory={detail.accessoryType}
    >
      {image ? (
        <Image
          className="accessory-detail__image"
          filename={image.src}
          alt=""
          width={160}
          height={160}
        />
      ) : null}
      <div>
        <h2 id="accessory-detail">{detail.name}</h2>
        <p>{detail.description}</p>
        <p className="accessory-detail__goes-with">
          {t('accessories.detail.goesWith', {
            products: detail.productTypes
              .map((type) => t(`product:products.title.${type}`))
              .join(', '),
          })}
        </p>
        <table className="accessory-detail__prices">
          <caption>{t('accessories.detail.prices')}</caption>
          <tbody>
            {detail.prices.variants.map((variant) => (
              <tr key={variant.variant} data-variant={variant.variant}>
                <th scope="row">
                  {variant.variant === 'default'
                    ? t('accessories.detail.unitPrice', { unit })
                    : `${envelopeText(t, variant.variant)} (${unit})`}
                </th>
                <td>
                  <PriceTag price={variant} locale={locale} currency={currency} />
                </td>
              </tr>
            ))}
            {detail.prices.quantities.slice(1).map((entry) => (
              <tr key={entry.quantity} data-quantity={entry.quantity}>
                <th scope="row">
                  {t('accessories.detail.total', { count: entry.quantity, name: detail.name })}
                </th>
                <td>
                  <PriceTag price={entry} locale={locale} currency={currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
