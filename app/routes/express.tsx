import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PriceTag } from '~/components/calculator/PriceTag'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { Image } from '~/components/Image'
import { hrefOf, linkContextOf, useSite } from '~/components/links'
import { Notice } from '~/components/vouchers/form-parts'
import { extrasPageMeta } from '~/components/vouchers/meta'
import { discountedPrice, discountOf } from '~/domain/campaign-prices'
import { clockTime } from '~/domain/express-delivery'
import { serverText } from '~/i18n/i18n.server'
import { cacheControl, pageHeaders } from '~/services/cache-policy'
import { campaignState, expressShop } from '~/services/campaigns.server'
import { localisedPageContext } from '~/services/localised-page.server'
import { logEvent } from '~/services/logger.server'
import { errorPageMeta } from '~/services/page-meta'
import type { Currency } from '~/domain/market'

export type ExpressPageProduct = {
  id: string
  name: string
  image: string
  path: string
  priceCurrent: number
  priceOriginal: number
  leadTimeHours: number
  /** As the market's clock writes it ("16:00", "4:00 PM"). */
  cutOff: string
}

export type ExpressPageData = {
  currency: Currency
  products: ExpressPageProduct[]
  /** The running campaign whose prices the list shows, if any. */
  campaignId: string | null
  unavailable: boolean
}

/**
 * The express shop: the market's express products with their lead time (24 h, 48 h in
 * Switzerland) and cut-off, prices with the running campaign's effect. Public: the root's
 * s-maxage cap keeps the campaign's prices from outliving it at the CDN.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { market } = await localisedPageContext(request, 'express')
  const meta = extrasPageMeta(serverText(market.locale), 'express.title', { index: true })
  const [shop, campaign] = await Promise.all([
    expressShop(market).catch((error: unknown) => {
      logEvent('error', 'express-shop-unavailable', { err: String(error) })
      return undefined
    }),
    campaignState(market),
  ])
  if (!shop) {
    const empty: ExpressPageData = {
      currency: market.currency,
      products: [],
      campaignId: null,
      unavailable: true,
    }
    return data(
      { ...empty, meta },
      { status: 503, headers: { 'Cache-Control': cacheControl.noStore } },
    )
  }
  const page: ExpressPageData = {
    currency: shop.currency,
    products: shop.products.map((product) => ({
      id: product.id,
      name: product.name[market.language],
      image: product.image,
      path: product.link[market.language],
      // The same rule as every other price of the shop.
      ...discountedPrice(
        { priceCurrent: product.priceCurrent, priceOriginal: product.priceOriginal },
        discountOf(campaign.running, product.productType),
      ),
      leadTimeHours: product.leadTimeHours,
      // The market's clock, written on the server.
      cutOff: clockTime(product.cutOff, market.locale),
    })),
    campaignId: campaign.running?.id ?? null,
    unavailable: false,
  }
  return data({ ...page, meta }, { headers: { 'Cache-Control': cacheControl.publicPage } })
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

/** The express shop: products delivered in 24 h (48 h in Switzerland), server-rendered. */
export default function ExpressPage() {
  const data = useLoaderData<typeof loader>()
  const site = useSite()
  const { t } = useTranslation()
  if (!site) return null
  const context = linkContextOf(site)
  return (
    <div className="x-page x-page--wide express">
      <h1>{t('express.title')}</h1>
      <p className="x-page__intro">{t('express.intro')}</p>
      {data.unavailable ? (
        <Notice tone="error">{t('express.unavailable')}</Notice>
      ) : data.products.length === 0 ? (
        <p>{t('express.empty')}</p>
      ) : (
        <ul className="grid express__list" style={{ ['--columns' as string]: 3 }}>
          {data.products.map((product) => (
            <li key={product.id} className="express__product" data-product={product.id}>
              <a
                className="tile"
                href={hrefOf({ linktype: 'story', cached_url: product.path }, context)}
              >
                <Image
                  filename={product.image}
                  alt=""
                  width={400}
                  height={400}
                  sizes="(min-width: 900px) 400px, (min-width: 576px) 50vw, 100vw"
                />
                <span className="tile__title">{product.name}</span>
                <PriceTag
                  price={product}
                  locale={site.market.locale}
                  currency={data.currency}
                  from
                />
                <span className="express__lead-time">
                  {t('express.leadTime', { hours: product.leadTimeHours })}
                </span>
                <span className="express__cut-off">
                  {t('express.cutOff', { time: product.cutOff })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export const ErrorBoundary = PageErrorBoundary
