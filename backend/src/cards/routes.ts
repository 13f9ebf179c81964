import { cardFilters, cardFilterValues, cardOccasions } from '../../../contracts/card-vocabulary'
import { cardListCall, type CardListPayload } from '../../../contracts/cards'
import { parseContractQuery } from '../http/contract-query'
import { HttpError, json, type Reply } from '../http/reply'
import { requireMarket } from '../market/guard'
import { currencyOfLocale, defaultCatalogue, type Catalogue } from '../prices/catalogue'
import { priceMessage } from '../prices/messages'
import { seedCardDesigns } from './seed'
import type { BackendApp, BackendModule } from '../app'
import type { RequestContext } from '../http/router'
import type { Market } from '../market/markets'
import type { Statement } from 'better-sqlite3'

/** The same list for every shopper of a market: shared caches may keep it a minute. */
const CACHEABLE = { 'cache-control': 'public, max-age=60' }

type DesignRow = {
  theme_id: string
  design_id: string
  occasion: string
  aspect_ratio: string
  category: string
  color: string
  label: string | null
  punching: string
  style: string
  popularity: number
  created: string
  format_types: string
  initial_format_type: string
  quantities: string
  initial_quantity: number
  names: string
}

type Facet = 'occasion' | (typeof cardFilters)[number]

/** The column of each facet; `product` is one of the design's formats (a JSON array). */
const columns: Record<Exclude<Facet, 'product'>, string> = {
  occasion: 'occasion',
  aspectRatio: 'aspect_ratio',
  category: 'category',
  color: 'color',
  label: 'label',
  punching: 'punching',
  style: 'style',
}

const orderBy = {
  sort: 'position',
  popularity: 'popularity DESC, position',
  created: 'created DESC, position',
} as const

const facets: readonly Facet[] = ['occasion', ...cardFilters]

/** A market's country and the chosen value of every facet (NULL: not chosen). */
type Parameters = Record<Facet, string | null> & { country: string }
type PageParameters = Parameters & { limit: number; offset: number }

/** A facet's condition: true when the facet is not chosen (its parameter is NULL). */
function condition(facet: Facet): string {
  return facet === 'product'
    ? '(@product IS NULL OR EXISTS (SELECT 1 FROM json_each(card_designs.format_types) WHERE value = @product))'
    : `(@${facet} IS NULL OR ${columns[facet]} = @${facet})`
}

/**
 * The conditions of a selection in a market, leaving out one facet (a facet's counts ignore
 * its own choice, so every value shows what choosing it would give). Every facet is a named
 * parameter, NULL when not chosen, so each statement is prepared once.
 */
function where(except?: Facet): string {
  return [
    '(countries IS NULL OR EXISTS (SELECT 1 FROM json_each(card_designs.countries) WHERE value = @country))',
    ...facets.filter((facet) => facet !== except).map(condition),
  ].join(' AND ')
}

function notSold(market: Market): HttpError {
  return new HttpError(404, priceMessage(market.language, 'notSold'))
}

/** `GET /web-api/themes`: the card designs of a market, filtered, sorted and paged. */
export function createCardList(app: BackendApp, catalogue: Catalogue) {
  const { db } = app
  const priceRows = db.prepare<
    [string],
    { variant: string; item: string; price_current: number; price_original: number }
  >(
    "SELECT variant, item, price_current, price_original FROM prices WHERE channel = 'cards' AND currency = ? AND line = 'card'",
  )

  /** The lowest price of one card over the design's formats and listed quantities. */
  function fromPrice(
    prices: Map<string, { current: number; original: number }>,
    formats: readonly string[],
    quantities: readonly number[],
  ) {
    let best: { current: number; original: number } | undefined
    for (const format of formats) {
      for (const quantity of quantities) {
        const price = prices.get(`${format}:${quantity}`)
        if (!price) continue
        const unit = {
          current: Math.round(price.current / quantity),
          original: Math.round(price.original / quantity),
        }
        if (!best || unit.current < best.current) best = unit
      }
    }
    const current = best?.current ?? 0
    return {
      priceCurrent: current / 100,
      priceOriginal: Math.max(current, best?.original ?? 0) / 100,
    }
  }

  const totalStatement = db.prepare<[Parameters], { n: number }>(
    `SELECT COUNT(*) AS n FROM card_designs WHERE ${where()}`,
  )
  const pageStatements = Object.fromEntries(
    Object.entries(orderBy).map(([sort, order]) => [
      sort,
      db.prepare<[PageParameters], DesignRow>(
        `SELECT * FROM card_designs WHERE ${where()} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
      ),
    ]),
  ) as Record<keyof typeof orderBy, Statement<[PageParameters], DesignRow>>
  const countStatements = Object.fromEntries(
    facets.map((facet) => [
      facet,
      db.prepare<[Parameters], { value: string; n: number }>(
        facet === 'product'
          ? `SELECT formats.value AS value, COUNT(*) AS n FROM card_designs, json_each(card_designs.format_types) AS formats WHERE ${where(facet)} GROUP BY formats.value`
          : `SELECT ${columns[facet]} AS value, COUNT(*) AS n FROM card_designs WHERE ${where(facet)} AND ${columns[facet]} IS NOT NULL GROUP BY ${columns[facet]}`,
      ),
    ]),
  ) as Record<Facet, Statement<[Parameters], { value: string; n: number }>>

  return function list(ctx: RequestContext): Reply {
    const market = requireMarket(ctx)
    const query = parseContractQuery(cardListCall.query, ctx.query, market)
    if (!catalogue.cards.channels.includes(market.channel)) throw notSold(market)
    const currency = currencyOfLocale(market.locale)
    const sort = query.sort ?? 'sort'
    const pageSize = query.pageSize ?? 12
    const page = query.page ?? 1
    const parameters = { country: market.country } as Parameters
    for (const facet of facets) parameters[facet] = query[facet] || null

    const total = totalStatement.get(parameters)!.n
    const rows = pageStatements[sort].all({
      ...parameters,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    })

    const prices = new Map(
      priceRows
        .all(currency)
        .map((row) => [
          `${row.variant}:${row.item}`,
          { current: row.price_current, original: row.price_original },
        ]),
    )
    const themes = rows.map((row) => {
      const formatTypes = JSON.parse(row.format_types) as string[]
      const quantities = JSON.parse(row.quantities) as number[]
      return {
        themeId: row.theme_id,
        name: (JSON.parse(row.names) as Record<string, string>)[market.language] ?? '',
        occasion: row.occasion,
        designId: row.design_id,
        formatTypes,
        initialFormatType: row.initial_format_type,
        quantities,
        initialQuantity: row.initial_quantity,
        aspectRatio: row.aspect_ratio,
        category: row.category,
        color: row.color,
        label: row.label,
        punching: row.punching,
        style: row.style,
        popularity: row.popularity,
        created: row.created,
        fromPrice: fromPrice(prices, formatTypes, quantities),
      }
    })

    const counts = (facet: Facet, values: readonly string[]) => {
      const found = new Map(countStatements[facet].all(parameters).map((row) => [row.value, row.n]))
      return values.map((value) => ({ value, count: found.get(value) ?? 0 }))
    }

    const payload: CardListPayload = {
      currency,
      occasion: query.occasion ?? null,
      filters: {
        aspectRatio: query.aspectRatio ?? null,
        category: query.category ?? null,
        color: query.color ?? null,
        label: query.label ?? null,
        product: query.product ?? null,
        punching: query.punching ?? null,
        style: query.style ?? null,
      },
      sort,
      page,
      pageSize,
      total,
      pageCount: Math.max(1, Math.ceil(total / pageSize)),
      themes: themes as CardListPayload['themes'],
      facets: {
        occasion: counts('occasion', cardOccasions),
        aspectRatio: counts('aspectRatio', cardFilterValues.aspectRatio),
        category: counts('category', cardFilterValues.category),
        color: counts('color', cardFilterValues.color),
        label: counts('label', cardFilterValues.label),
        product: counts('product', cardFilterValues.product),
        punching: counts('punching', cardFilterValues.punching),
        style: counts('style', cardFilterValues.style),
      },
    }
    return json(200, { payload }, CACHEABLE)
  }
}

/** Options of the card module: another catalogue (tests). */
export function cardsModuleWith(catalogue: Catalogue): BackendModule {
  return {
    name: 'cards',
    register(router, app) {
      if (seedCardDesigns(app.db, catalogue.cards.themes, app.now))
        app.logger.debug({ event: 'card-designs-seeded' }, 'card designs seeded')
      router.get(cardListCall.path, createCardList(app, catalogue))
    },
  }
}

/** The card list: `GET /web-api/themes` of contracts/cards.ts. */
export const cardsModule: BackendModule = cardsModuleWith(defaultCatalogue)
