import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { ProductPage } from '~/components/product/ProductPage'
import { productPageMeta } from '~/components/product/meta'
import { localisedPagePath } from '~/domain/localised-pages'
import { pageHeaders } from '~/services/cache-policy'
import { localisedPageContext } from '~/services/localised-page.server'
import { loadProductsPage, productsAliases, type ProductsPageId } from '~/services/products-page.server'
import { requestContext } from '~/services/request-context.server'

/**
 * `/products`: the product detail page of every product but cards, chosen by the query
 * (`?designGroupId=…` a calendar, `?type=photobook&designGroupSetId=…` a photo book,
 * `?type=collage&designId=…` a collage, `?frameType=…` a photo frame, `?photoboxType=…` a
 * photo box or prints). Its aliases are the pre-configurator calendar and cards pages.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { market, prefixes } = requestContext(request)
  const rest = prefixes.rest.replace(/\/+$/, '')
  const pageId = (Object.keys(productsAliases) as ProductsPageId[]).find((id) => localisedPagePath(id, market.language) === rest) ?? 'products'
  const context = await localisedPageContext(request, pageId)
  const { data, headers } = await loadProductsPage(request, context, pageId)
  return json(data, { headers })
}

export default function ProductsRoute() {
  return <ProductPage data={useLoaderData<typeof loader>()} />
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => productPageMeta(data, matches)
export const headers = pageHeaders
export const ErrorBoundary = PageErrorBoundary
