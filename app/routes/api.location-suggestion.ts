import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { isSwitcherLanguage } from '~/domain/market-switch'
import { cacheControl } from '~/services/cache-policy'
import { marketSuggestion } from '~/services/location.server'
import { requestContext } from '~/services/request-context.server'
import type { SuggestionAnswer } from '~/domain/location'

/**
 * `GET /api/location-suggestion?language=fr&desktop=1`: the shop of the country the
 * shopper seems to be in, asked by the suggestion bar after hydration, so cached pages stay
 * the same for everyone. The market is the host's; the page's language and platform come
 * along. Private: it depends on the shopper's address.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = requestContext(request, load)
  const query = context.url.searchParams
  const language = query.get('language')
  const market = {
    ...context.market,
    language: isSwitcherLanguage(language) ? language : context.market.language,
  }
  const prefixes = { ...context.prefixes, desktop: query.get('desktop') === '1' }
  const answer: SuggestionAnswer = {
    suggestion: await marketSuggestion({ ...context, market, prefixes }),
  }
  return json(answer, { headers: { 'Cache-Control': cacheControl.private } })
}
