import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { ProductPage } from '~/components/product/ProductPage'
import { productPageMeta } from '~/components/product/meta'
import { pageHeaders } from '~/services/cache-policy'
import { localisedPageContext } from '~/services/localised-page.server'
import { loadThemePage } from '~/services/products-page.server'
import { WishlistToggle } from '~/components/wishlist/WishlistToggle'
import { wishlistToggleState } from '~/services/wishlist.server'

/** `/themes/{id}`: a card theme with its calculator; without an id, or an unknown one, the 404 page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, 'themes', { splat: true })
  const [{ data, headers }, wishlist] = await Promise.all([loadThemePage(request, context), wishlistToggleState(request, context)])
  return json({ ...data, wishlist }, { headers })
}

export default function ThemeRoute() {
  const data = useLoaderData<typeof loader>()
  return <ProductPage data={data} actions={data.wishlist ? <WishlistToggle state={data.wishlist} /> : null} />
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => productPageMeta(data, matches)
export const headers = pageHeaders
export const ErrorBoundary = PageErrorBoundary
