import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { localisedPageContext } from '~/services/localised-page.server'
import {
  loadProductsPage,
  productsAliases,
  type ProductsPageId,
} from '~/services/products-page.server'
import type { LocalisedPage } from '~/domain/localised-pages'

/**
 * `/products`: the product detail page of every product but cards, chosen by the query
 * (`?designGroupId=…` a calendar, `?type=photobook&designGroupSetId=…` a photo book,
 * `?type=collage&designId=…` a collage, `?frameType=…` a photo frame, `?photoboxType=…` a
 * photo box or prints). Its aliases are the pre-configurator calendar and cards pages.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs, page: LocalisedPage) {
  const pageId = page.id in productsAliases ? (page.id as ProductsPageId) : 'products'
  const context = await localisedPageContext(request, load, pageId)
  const { data, headers } = await loadProductsPage(request, context, pageId)
  return json(data, { headers })
}
