import { useTranslation } from 'react-i18next'
import { PriceTag } from '~/components/calculator/PriceTag'
import { Image } from '~/components/Image'
import { useSite } from '~/components/links'
import { formatPrice } from '~/domain/price'
import { ExpressDeliveryNote } from './ExpressDeliveryNote'
import type { ShopFrontend } from '~/services/product-data.server'
import type { SkuPageData } from '~/services/product-extras.server'

/**
 * The article behind a SKU (`/products?sku=…`): picture, name, description, price,
 * options and delivery (express where the article ships express); for wall art the other formats
 * of the material by aspect ratio, each a link to its own SKU; the shop's service data.
 * Server-rendered, plain links: it needs no script.
 */
export function SkuPage({ data }: { data: SkuPageData }) {
  const { t } = useTranslation('product')
  const site = useSite()
  if (!site) return null
  const { sku } = data
  const { locale } = site.market
  const [lead, ...more] = sku.images
  // Each format's picture drawn to scale: the group's largest 150 px on its long side, none
  // below 40 px, so 20 × 30 and 120 × 180 look as different as they are.
  const longest = Math.max(
    1,
    ...data.formats.map((format) => Math.max(format.width, format.height)),
  )
  const shapeHeight = ({ width, height }: { width: number; height: number }) => {
    const long = Math.max(width, height)
    return Math.round(((40 + (110 * long) / longest) * height) / long)
  }
  return (
    <article className="product-page sku-page" data-sku={sku.sku}>
      <div className="sku-page__main">
        {lead ? (
          <Image
            className="sku-page__image"
            filename={lead.src}
            alt={data.name}
            width={lead.width}
            height={lead.height}
            sizes="(min-width: 900px) 300px, 80vw"
            priority
          />
        ) : null}
        <div className="sku-page__summary">
          <h1>{data.name}</h1>
          <p className="product-page__intro">{sku.description}</p>
          <PriceTag
            className="sku-page__price"
            price={sku}
            locale={locale}
            currency={sku.currency}
          />
          <dl className="sku-page__options">
            {sku.options.map((option) => (
              <div key={option.name}>
                <dt>{option.name}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
          <p className="sku-page__delivery">
            {t('sku.delivery', { count: sku.delivery.standardDays })}
          </p>
          <ExpressDeliveryNote express={data.express} />
        </div>
      </div>
      {data.formatGroups.length > 0 ? (
        <section className="sku-page__formats" aria-labelledby="sku-formats">
          <h2 id="sku-formats">{t('sku.formats')}</h2>
          <ul className="sku-page__groups" role="list">
            {data.formatGroups.map((group) => (
              <li key={group.formatGroup}>
                <a href={group.href} aria-current={group.selected ? 'true' : undefined}>
                  <span>{group.label}</span>{' '}
                  <PriceTag price={group} locale={locale} currency={sku.currency} from />
                </a>
              </li>
            ))}
          </ul>
          <ul className="grid sku-page__format-list" style={{ ['--columns' as string]: 4 }}>
            {data.formats.map((format) => (
              <li key={format.formatType} data-format={format.formatType}>
                <a
                  className="tile"
                  href={format.href}
                  aria-current={format.current ? 'page' : undefined}
                >
                  <span
                    className="sku-page__shape"
                    style={{ ['--shape-height' as string]: `${shapeHeight(format)}px` }}
                  >
                    <Image
                      filename={format.image.src}
                      alt=""
                      width={format.image.width}
                      height={format.image.height}
                      sizes="150px"
                    />
                  </span>
                  <span className="tile__title">{format.label}</span>
                  <PriceTag price={format} locale={locale} currency={sku.currency} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {more.length > 0 ? (
        <div className="sku-page__gallery">
          {more.map((image) => (
            <Image
              key={image.src}
              filename={image.src}
              alt=""
              width={image.width}
              height={image.height}
              sizes="(min-width: 900px) 400px, 100vw"
            />
          ))}
        </div>
      ) : null}
      {data.frontend ? <ServiceInfo frontend={data.frontend} /> : null}
    </article>
  )
}

/** Hotline, payment methods and shipping of the market (`/web-api/shop-frontends-initial-data`). */
export function ServiceInfo({ frontend }: { frontend: ShopFrontend }) {
  const { t } = useTranslation('product')
  const price = (amount: number) => formatPrice(amount, frontend.locale, frontend.currency)
  return (
    <aside className="service-info" aria-labelledby="service-info">
      <h2 id="service-info">{t('service.title')}</h2>
      <p>
        {t('service.hotline', { opens: frontend.hotline.opens, closes: frontend.hotline.closes })}{' '}
        <a href={`tel:${frontend.hotline.phoneHref}`}>{frontend.hotline.phone}</a>
      </p>
      <p>
        {frontend.freeShippingFrom === null
          ? t('service.shipping', { price: price(frontend.shippingCost) })
          : t('service.shippingFree', {
              price: price(frontend.shippingCost),
              free: price(frontend.freeShippingFrom),
            })}
      </p>
      <p>
        {t('service.payment')}{' '}
        <span className="service-info__payments">
          {frontend.paymentMethods.map((method) => t(`service.method.${method}`)).join(' · ')}
        </span>
      </p>
    </aside>
  )
}
