import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PriceTag } from '~/components/calculator/PriceTag'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { Image } from '~/components/Image'
import { hrefOf, linkContextOf, useSite } from '~/components/links'
import { Notice } from '~/components/vouchers/form-parts'
import { extrasPageMeta } from '~/components/vouchers/meta'
import { serverText } from '~/i18n/i18n.server'
import { pageHeaders } from '~/services/cache-policy'
import { expressPage } from '~/services/express.server'
import { localisedPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'

/** The express shop: products delivered in 24 h (48 h in Switzerland), server-rendered. */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'express')
  const page = await expressPage(context)
  const meta = extrasPageMeta(serverText(context.market.locale), 'express.title', { index: true })
  return data({ ...page.data, meta }, page.init ?? undefined)
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

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
