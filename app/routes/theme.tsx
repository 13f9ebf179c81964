import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { ProductPage } from '~/components/product/ProductPage'
import { WishlistToggle } from '~/components/wishlist/WishlistToggle'
import { freeSampleCards, sampleCardsCharge } from '~/domain/cards'
import { formatPrice } from '~/domain/price'
import { pageHeaders } from '~/services/cache-policy'
import { localisedPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'
import { loadThemePage } from '~/services/products-page.server'
import { productPageHead } from '~/services/seo.server'
import { wishlistToggleState } from '~/services/wishlist.server'

/**
 * `/themes/{id}`: a card theme with its calculator; without an id, or an unknown one, the 404 page.
 * In the Swiss markets it names the sample-card terms ("up to 3 free, each further one 3.50 CHF").
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'themes', { splat: true })
  const [page, wishlist] = await Promise.all([
    loadThemePage(request, context),
    wishlistToggleState(request, context),
  ])
  const { locale, currency } = context.market
  const further = sampleCardsCharge(freeSampleCards + 1, currency)
  const samples = further
    ? { free: freeSampleCards, further: formatPrice(further.amount, locale, further.currency) }
    : null
  const meta = productPageHead(page.data, context)
  return data({ ...page.data, wishlist, samples, meta }, { headers: page.headers })
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function ThemeRoute() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('product')
  return (
    <ProductPage
      data={data}
      actions={
        <>
          {data.samples ? (
            <p className="product-page__samples">
              {t('products.samples', { free: data.samples.free, price: data.samples.further })}
            </p>
          ) : null}
          {data.wishlist ? <WishlistToggle state={data.wishlist} /> : null}
        </>
      }
    />
  )
}

export const ErrorBoundary = PageErrorBoundary
