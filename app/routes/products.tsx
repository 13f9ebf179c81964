import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { ProductPage } from '~/components/product/ProductPage'
import { SkuPage } from '~/components/product/SkuPage'
import { pageHeaders } from '~/services/cache-policy'
import { sharedViewPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'
import { loadProductsPage } from '~/services/products-page.server'
import { productPageHead } from '~/services/seo.server'

/**
 * `/products`: the product detail page of every product but cards, chosen by the query
 * (`?designGroupId=…` a calendar, `?type=photobook&designGroupSetId=…` a photo book,
 * `?type=collage&designId=…` a collage, `?frameType=…` a photo frame, `?photoboxType=…` a
 * photo box or prints). Its aliases are the pre-configurator calendar and cards pages.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { pageId, context } = await sharedViewPageContext(request, load, [
    'products',
    'products-calendar',
    'products-cards',
  ])
  const page = await loadProductsPage(request, context, pageId)
  const meta = productPageHead(page.data, context)
  return data({ ...page.data, meta }, { headers: page.headers })
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function ProductsRoute() {
  const data = useLoaderData<typeof loader>()
  // `/products?sku=…`: the SKU container's article page.
  return 'sku' in data ? <SkuPage data={data} /> : <ProductPage data={data} />
}

export const ErrorBoundary = PageErrorBoundary
