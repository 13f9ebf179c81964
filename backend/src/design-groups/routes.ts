import {
  CalendarDesignGroupQuery,
  CategoryFilterQuery,
  categoryIdsParam,
  designGroupCalls,
  PhotobookDesignGroupSetParams,
} from '../../../contracts/design-groups'
import { parseContractQuery } from '../http/contract-query'
import { HttpError, json, type Reply } from '../http/reply'
import { requireMarket } from '../market/guard'
import { categoryIn, defaultDesignGroups, type DesignGroupSeed, type DesignProduct } from './data'
import { designGroupMessage } from './messages'
import { seedDesignGroups } from './seed'
import type { BackendApp, BackendModule } from '../app'
import type { RequestContext } from '../http/router'
import type { Language, Market } from '../market/markets'

/** The same for every shopper of a market: shared caches may keep it a minute. */
const CACHEABLE = { 'cache-control': 'public, max-age=60' }

type GroupRow = { id: string; category_id: string | null; data: string }
type CategoryRow = { category_id: string; key: string; names: string }

function notFound(market: Market, key: 'notSold' | 'unknownDesign', field?: string): HttpError {
  const text = designGroupMessage(market.language, key)
  return new HttpError(404, text, field ? { [field]: [text] } : {})
}

/** A stored row as the answers carry it: names in the market's language. */
function groupIn(
  row: GroupRow,
  idName: string,
  language: Language,
  withCategory: boolean,
): Record<string, unknown> {
  const { name, ...fields } = JSON.parse(row.data) as { name: Record<Language, string> }
  return {
    [idName]: row.id,
    name: name[language],
    ...(withCategory ? { categoryId: row.category_id } : {}),
    ...fields,
  }
}

export function createDesignGroupRoutes(app: BackendApp) {
  const groupsStatement = app.db.prepare<[string, string], GroupRow>(
    'SELECT id, category_id, data FROM design_groups WHERE channel = ? AND product = ? ORDER BY position',
  )
  const categoriesStatement = app.db.prepare<[string, string], CategoryRow>(
    'SELECT category_id, key, names FROM design_group_categories WHERE channel = ? AND product = ? ORDER BY position',
  )

  /** The channel's rows of a product; none means the channel does not sell it (404). */
  const rowsOf = (market: Market, product: DesignProduct) => {
    const rows = groupsStatement.all(market.channel, product)
    if (rows.length === 0) throw notFound(market, 'notSold')
    return rows
  }

  /** The channel's categories of a product and the asked ones (404 for one it does not hold). */
  const categoriesOf = (market: Market, product: 'photobook' | 'collage', asked: string[]) => {
    const categories = categoriesStatement.all(market.channel, product).map((row) =>
      categoryIn(
        {
          channel: market.channel,
          product,
          categoryId: row.category_id,
          key: row.key,
          names: JSON.parse(row.names) as Record<Language, string>,
          position: 0,
        },
        market.language,
      ),
    )
    const unknown = asked.filter(
      (categoryId) => !categories.some((entry) => entry.categoryId === categoryId),
    )
    if (unknown.length > 0) throw notFound(market, 'unknownDesign', categoryIdsParam)
    return categories
  }

  const inCategories = (asked: readonly string[]) => (row: GroupRow) =>
    asked.length === 0 || (row.category_id !== null && asked.includes(row.category_id))

  return {
    calendarDesignGroup(ctx: RequestContext): Reply {
      const market = requireMarket(ctx)
      const { designGroupId } = parseContractQuery(CalendarDesignGroupQuery, ctx.query, market)
      const rows = rowsOf(market, 'calendar')
      const chosen = rows.find((row) => row.id === designGroupId)
      if (!chosen) throw notFound(market, 'unknownDesign', 'designGroupId')
      const inLanguage = (row: GroupRow) => groupIn(row, 'designGroupId', market.language, false)
      return json(
        200,
        { payload: { designGroup: inLanguage(chosen), designGroups: rows.map(inLanguage) } },
        CACHEABLE,
      )
    },

    photobookDesignGroupSet(ctx: RequestContext): Reply {
      const market = requireMarket(ctx)
      const query = parseContractQuery(CategoryFilterQuery, ctx.query, market, [categoryIdsParam])
      const { designGroupSetId } = parseContractQuery(
        PhotobookDesignGroupSetParams,
        new URLSearchParams({ designGroupSetId: ctx.params.designGroupSetId ?? '' }),
        market,
      )
      const rows = rowsOf(market, 'photobook')
      const chosen = rows.find((row) => row.id === designGroupSetId)
      if (!chosen) throw notFound(market, 'unknownDesign', 'designGroupSetId')
      const asked = query[categoryIdsParam]
      const categories = categoriesOf(market, 'photobook', asked)
      const inLanguage = (row: GroupRow) => groupIn(row, 'designGroupSetId', market.language, true)
      return json(
        200,
        {
          payload: {
            designGroupSet: inLanguage(chosen),
            categories,
            designGroupSets: rows.filter(inCategories(asked)).map(inLanguage),
          },
        },
        CACHEABLE,
      )
    },

    collageDesignGroups(ctx: RequestContext): Reply {
      const market = requireMarket(ctx)
      const query = parseContractQuery(CategoryFilterQuery, ctx.query, market, [categoryIdsParam])
      const rows = rowsOf(market, 'collage')
      const asked = query[categoryIdsParam]
      const categories = categoriesOf(market, 'collage', asked)
      return json(
        200,
        {
          payload: {
            categories,
            designGroups: rows
              .filter(inCategories(asked))
              .map((row) => groupIn(row, 'designId', market.language, true)),
          },
        },
        CACHEABLE,
      )
    },
  }
}

/** The module with another data set (tests). */
export function designGroupsModuleWith(seed: DesignGroupSeed): BackendModule {
  return {
    name: 'design-groups',
    register(router, app) {
      if (seedDesignGroups(app.db, seed, app.now))
        app.logger.debug({ event: 'design-groups-seeded' }, 'design groups seeded')
      const routes = createDesignGroupRoutes(app)
      router.get(designGroupCalls.calendarDesignGroup.path, routes.calendarDesignGroup)
      router.get(designGroupCalls.photobookDesignGroupSet.path, routes.photobookDesignGroupSet)
      router.get(designGroupCalls.collageDesignGroups.path, routes.collageDesignGroups)
    },
  }
}

/**
 * Design groups: `GET /web-api/calendar-design-group`,
 * `GET /web-api/photobook-design-group-set/{designGroupSetId}` and
 * `GET /web-api/collage-designer-design-groups`, from the seeded tables.
 */
export const designGroupsModule: BackendModule = designGroupsModuleWith(defaultDesignGroups)
