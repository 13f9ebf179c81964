import { searchCall } from '../../../contracts/search'
import { parseContractQuery } from '../http/contract-query'
import { json } from '../http/reply'
import { requireMarket } from '../market/guard'
import { SearchIndex } from './search-index'
import type { BackendModule } from '../app'

/** The same answer for every shopper of a market: shared caches may keep it a minute. */
const CACHEABLE = { 'cache-control': 'public, max-age=60' }
const DEFAULT_LIMIT = 20

/**
 * The shop search: `GET /web-api/search?q=…&limit=…` of contracts/search.ts, answered from the
 * full-text index of the market's pages, themes and designs. The index is built at start and
 * rebuilt before a search when published content changed since. Registered after the catalogue
 * modules, whose tables it reads.
 */
export const searchModule: BackendModule = {
  name: 'search',
  register(router, app) {
    const index = new SearchIndex(app.db, app.content)
    const started = performance.now()
    const { documents } = index.build()
    app.logger.debug(
      { event: 'search-index-built', documents, ms: Math.round(performance.now() - started) },
      'search index built',
    )
    router.get(searchCall.path, (ctx) => {
      const market = requireMarket(ctx)
      const { q, limit } = parseContractQuery(searchCall.query, ctx.query, market)
      const before = performance.now()
      if (index.refresh())
        app.logger.info(
          { event: 'search-index-rebuilt', ms: Math.round(performance.now() - before) },
          'search index rebuilt after a content change',
        )
      const payload = index.search(market.channel, market.locale, q, limit ?? DEFAULT_LIMIT)
      return json(200, { payload }, CACHEABLE)
    })
  },
}
