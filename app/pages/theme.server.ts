import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { localisedPageContext } from '~/services/localised-page.server'
import { loadThemePage } from '~/services/products-page.server'
import { wishlistToggleState } from '~/services/wishlist.server'

/**
 * `/themes/{id}`: a card theme with its calculator; without an id, or an unknown one, the 404 page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, 'themes', { splat: true })
  const [{ data, headers }, wishlist] = await Promise.all([
    loadThemePage(request, context),
    wishlistToggleState(request, context),
  ])
  return json({ ...data, wishlist }, { headers })
}
