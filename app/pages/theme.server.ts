import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { freeSampleCards, sampleCardsCharge } from '~/domain/cards'
import { formatPrice } from '~/domain/price'
import { localisedPageContext } from '~/services/localised-page.server'
import { loadThemePage } from '~/services/products-page.server'
import { wishlistToggleState } from '~/services/wishlist.server'

/**
 * `/themes/{id}`: a card theme with its calculator; without an id, or an unknown one, the 404 page.
 * In the Swiss markets it names the sample-card terms ("up to 3 free, each further one 3.50 CHF").
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'themes', { splat: true })
  const [{ data, headers }, wishlist] = await Promise.all([
    loadThemePage(request, context),
    wishlistToggleState(request, context),
  ])
  const { locale, currency } = context.market
  const further = sampleCardsCharge(freeSampleCards + 1, currency)
  const samples = further
    ? { free: freeSampleCards, further: formatPrice(further.amount, locale, further.currency) }
    : null
  return json({ ...data, wishlist, samples }, { headers })
}
