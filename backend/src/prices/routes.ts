import { z } from 'zod'
import { cardQuantities, priceCalls, type Currency } from '../../../contracts/prices'
import { parseContractQuery } from '../http/contract-query'
import { HttpError, json, type Reply } from '../http/reply'
import { requireMarket } from '../market/guard'
import { cents, convert, currencyOfLocale, defaultCatalogue, type Catalogue } from './catalogue'
import { formatGroupOf, groupByFormatGroup, sizeOf } from './formats'
import { notFound, sells, skuSourceOf, wallArtMaterialOf } from './lookup'
import { priceMessage } from './messages'
import { seedPrices } from './seed'
import { leadTimes, timeZoneOfCountry } from './shipping'
import type { BackendApp, BackendModule } from '../app'
import type { RequestContext } from '../http/router'

/** Prices are the same for every shopper: shared caches may keep them briefly. */
const CACHEABLE = { 'cache-control': 'public, max-age=60' }

type Row = { item: string; price_current: number; price_original: number }

const amount = (minor: number) => minor / 100

/** Calls whose parameters are in the path take no query at all. */
const NoQuery = z.strictObject({})

const formatPrice = (row: Row) => ({
  formatType: row.item,
  priceCurrent: amount(row.price_current),
  priceOriginal: amount(row.price_original),
})

export function createPriceRoutes(app: BackendApp, catalogue: Catalogue) {
  const { db } = app
  const rowsStatement = db.prepare<[string, string, string, string, string], Row>(
    'SELECT item, price_current, price_original FROM prices WHERE channel = ? AND currency = ? AND line = ? AND variant = ? AND option = ? ORDER BY position',
  )
  const rowStatement = db.prepare<[string, string, string, string, string, string], Row>(
    'SELECT item, price_current, price_original FROM prices WHERE channel = ? AND currency = ? AND line = ? AND variant = ? AND option = ? AND item = ?',
  )
  const context = (ctx: RequestContext) => {
    const market = requireMarket(ctx)
    const currency: Currency = currencyOfLocale(market.locale)
    const rows = (line: string, variant: string, option = '') =>
      rowsStatement.all(market.channel, currency, line, variant, option)
    const row = (line: string, variant: string, item: string, option = '') =>
      rowStatement.get(market.channel, currency, line, variant, option, item)
    return { market, currency, rows, row }
  }
  const { cards, calendars, photobooks, photoboxes, collages, shipping } = catalogue

  return {
    formats(ctx: RequestContext): Reply {
      const { market, currency, rows } = context(ctx)
      const query = parseContractQuery(priceCalls.formats.query, ctx.query, market)
      wallArtMaterialOf(catalogue, market, query.materialType, query.frameType)
      const formats = rows('wallart', query.materialType, query.frameType ?? '').map(formatPrice)
      return json(
        200,
        {
          payload: {
            currency,
            materialType: query.materialType,
            frameType: query.frameType ?? null,
            formats,
          },
        },
        CACHEABLE,
      )
    },

    formatGroup(ctx: RequestContext): Reply {
      const { market, currency, rows } = context(ctx)
      const query = parseContractQuery(priceCalls.formatGroup.query, ctx.query, market)
      wallArtMaterialOf(catalogue, market, query.materialType, query.frameType)
      const groups = groupByFormatGroup(
        rows('wallart', query.materialType, query.frameType ?? ''),
        (row) => formatGroupOf(row.item),
      ).map(({ formatGroup, rows: members, cheapest }) => ({
        formatGroup,
        fromPrice: {
          priceCurrent: amount(cheapest.price_current),
          priceOriginal: amount(cheapest.price_original),
        },
        formatTypes: members.map((row) => row.item),
      }))
      return json(
        200,
        {
          payload: {
            currency,
            materialType: query.materialType,
            frameType: query.frameType ?? null,
            groups,
          },
        },
        CACHEABLE,
      )
    },

    article(ctx: RequestContext): Reply {
      const { market, currency, row } = context(ctx)
      const { sku } = parseContractQuery(priceCalls.article.query, ctx.query, market)
      const source = skuSourceOf(sku, catalogue)
      if (!source) throw notFound(market, 'unknown', 'sku')
      const { productType, variant, item } = source
      sells(source.channels, market)
      const found = row(source.line, source.lineVariant, item)
      if (!found) throw notFound(market, 'unknown', 'sku')
      return json(
        200,
        {
          payload: {
            sku,
            currency,
            productType,
            materialType: variant,
            formatType: item,
            priceCurrent: amount(found.price_current),
            priceOriginal: amount(found.price_original),
          },
        },
        CACHEABLE,
      )
    },

    photoOptionsGroups(ctx: RequestContext): Reply {
      const { market, currency, rows } = context(ctx)
      const query = parseContractQuery(priceCalls.photoOptionsGroups.query, ctx.query, market)
      wallArtMaterialOf(catalogue, market, query.materialType, undefined)
      const options = rows('wallart-option', query.materialType, query.optionTypeGroup).map(
        (option, index) => ({
          optionType: option.item,
          price: amount(option.price_current),
          priceOriginal: amount(option.price_original),
          isDefault: index === 0,
        }),
      )
      if (options.length === 0) throw notFound(market, 'unknown', 'optionTypeGroup')
      const asked = query.optionType
        ? options.find((option) => option.optionType === query.optionType)
        : undefined
      if (query.optionType && !asked) throw notFound(market, 'unknown', 'optionType')
      return json(
        200,
        {
          payload: {
            currency,
            materialType: query.materialType,
            optionTypeGroup: query.optionTypeGroup,
            optionType: query.optionType ?? null,
            price: asked?.price ?? null,
            priceOriginal: asked?.priceOriginal ?? null,
            options,
          },
        },
        CACHEABLE,
      )
    },

    cardPrice(ctx: RequestContext): Reply {
      const { market, currency, rows } = context(ctx)
      const query = parseContractQuery(priceCalls.cardPrice.query, ctx.query, market)
      sells(cards.channels, market)
      if (query.themeId) {
        const theme = cards.themes.find((candidate) => candidate.themeId === query.themeId)
        if (!theme) throw notFound(market, 'unknown', 'themeId')
        if (!theme.formatTypes.includes(query.formatType))
          throw notFound(market, 'unknown', 'formatType')
      }
      // The refinements the format takes, each surcharge per card converted on its own: a
      // refined price is the card's price plus that surcharge for every card.
      const refinements = [
        { refinementType: 'ohne' as const, surcharge: 0 },
        ...Object.entries(cards.refinements)
          .filter(([, refinement]) => refinement.formats.includes(query.formatType))
          .map(([refinementType, refinement]) => ({
            refinementType: refinementType as Exclude<typeof query.refinementType, undefined>,
            surcharge: convert(cents(refinement.unitPrice), currency, catalogue),
          })),
      ]
      const refinement = query.refinementType
        ? refinements.find((entry) => entry.refinementType === query.refinementType)
        : refinements[0]
      if (!refinement) throw notFound(market, 'unknown', 'refinementType')
      const prices = rows('card', query.formatType)
        .filter((row) => query.quantity === undefined || row.item === String(query.quantity))
        .map((row) => {
          const quantity = row.item === 'sample' ? ('sample' as const) : Number(row.item)
          // A sample card stays free: it shows the design, not the finish.
          const added = quantity === 'sample' ? 0 : refinement.surcharge * quantity
          const current = row.price_current + added
          return {
            quantity,
            priceCurrent: amount(current),
            priceOriginal: amount(row.price_original + added),
            unitPrice: quantity === 'sample' ? 0 : Math.round(current / quantity) / 100,
          }
        })
      return json(
        200,
        {
          payload: {
            currency,
            formatType: query.formatType,
            themeId: query.themeId ?? null,
            refinementType: query.refinementType ?? null,
            refinements: refinements.map((entry) => ({
              refinementType: entry.refinementType,
              unitPrice: amount(entry.surcharge),
            })),
            prices,
          },
        },
        CACHEABLE,
      )
    },

    calendarPrice(ctx: RequestContext): Reply {
      const { market, currency, rows } = context(ctx)
      const query = parseContractQuery(priceCalls.calendarPrice.query, ctx.query, market)
      sells(calendars.channels, market)
      const type = calendars.types[query.calendarType]
      const formats = rows('calendar', query.calendarType)
        .filter((row) => !query.formatType || row.item === query.formatType)
        .map(formatPrice)
      if (formats.length === 0) throw notFound(market, 'unknown', 'formatType')
      return json(
        200,
        {
          payload: {
            currency,
            calendarType: query.calendarType,
            defaultMountingType: type.defaultMountingType,
            mountingTypes: type.mountingTypes,
            formats,
          },
        },
        CACHEABLE,
      )
    },

    photobookPrice(ctx: RequestContext): Reply {
      const { market, currency, rows, row } = context(ctx)
      const query = parseContractQuery(priceCalls.photobookPrice.query, ctx.query, market)
      sells(photobooks.channels, market)
      const type = photobooks.types[query.type]
      const designGroupSetId = query.designGroupSetId ?? photobooks.defaultDesignGroupSetId
      const templates = photobooks.designGroupSets[designGroupSetId]
      if (!templates) throw notFound(market, 'unknown', 'designGroupSetId')
      const { min, max, step } = type.pageCount
      const pageCount = query.photobookPageCount ?? type.pageCount.default
      if (pageCount < min || pageCount > max || (pageCount - min) % step !== 0) {
        throw new HttpError(400, priceMessage(market.language, 'invalidQuery'), {
          photobookPageCount: [`Between ${min} and ${max} pages, in steps of ${step}.`],
        })
      }
      const extra = row('photobook-pages', query.type, '')?.price_current ?? 0
      const extraSteps = Math.max(0, (pageCount - type.pageCount.default) / step)
      const formats = rows('photobook', query.type)
        .filter((candidate) => !query.photobookFormat || candidate.item === query.photobookFormat)
        .map((candidate) => ({
          formatType: candidate.item,
          photobookPageCount: pageCount,
          priceCurrent: amount(candidate.price_current + extraSteps * extra),
          priceOriginal: amount(candidate.price_original + extraSteps * extra),
          pricePerExtraPages: amount(extra),
        }))
      if (formats.length === 0) throw notFound(market, 'unknown', 'photobookFormat')
      return json(
        200,
        {
          payload: {
            currency,
            type: query.type,
            designGroupSetId,
            templates,
            paperTypes: type.paperTypes,
            defaultPaperType: type.defaultPaperType,
            pageCount: type.pageCount,
            formats,
          },
        },
        CACHEABLE,
      )
    },

    photoboxData(ctx: RequestContext): Reply {
      const { market, currency, rows } = context(ctx)
      const query = parseContractQuery(priceCalls.photoboxData.query, ctx.query, market)
      sells(photoboxes.channels, market)
      const formats = rows('photobox', query.photoboxType).map((row) => {
        return { ...formatPrice(row), ...sizeOf(row.item) }
      })
      return json(
        200,
        {
          payload: {
            currency,
            photoboxType: query.photoboxType,
            paperTypes: photoboxes.paperTypes,
            paperType: query.paperType ?? photoboxes.paperTypes[0],
            printsPerBox: photoboxes.types[query.photoboxType].printsPerBox,
            formats,
          },
        },
        CACHEABLE,
      )
    },

    theme(ctx: RequestContext): Reply {
      const market = requireMarket(ctx)
      parseContractQuery(NoQuery, ctx.query, market)
      const { themeId } = parseContractQuery(
        priceCalls.theme.params,
        { themeId: ctx.params.themeId ?? '' },
        market,
      )
      sells(cards.channels, market)
      const theme = cards.themes.find((candidate) => candidate.themeId === themeId)
      // A design sold only in some countries is unknown elsewhere.
      if (!theme || (theme.countries && !theme.countries.includes(market.country)))
        throw notFound(market, 'unknown', 'themeId')
      return json(
        200,
        { payload: { theme: { ...theme, name: theme.name[market.language] } } },
        CACHEABLE,
      )
    },

    shippingInformation(ctx: RequestContext): Reply {
      const market = requireMarket(ctx)
      parseContractQuery(priceCalls.shippingInformation.query, ctx.query, market)
      const payload = leadTimes(app.now(), timeZoneOfCountry(market.country, shipping), shipping)
      // Deadlines move with the clock: a minute at most in a shared cache.
      return json(200, { payload }, { 'cache-control': 'public, max-age=60' })
    },

    collageDesign(ctx: RequestContext): Reply {
      const market = requireMarket(ctx)
      parseContractQuery(NoQuery, ctx.query, market)
      const { designId } = parseContractQuery(
        priceCalls.collageDesign.params,
        { designId: ctx.params.designId ?? '' },
        market,
      )
      sells(collages.channels, market)
      const design = collages.designs[designId]
      if (!design) throw notFound(market, 'unknown', 'designId')
      const { name, ...rest } = design
      return json(200, { payload: { designId, name: name[market.language], ...rest } }, CACHEABLE)
    },
  }
}

/** Options of the price module: another catalogue (tests). */
export function pricesModuleWith(catalogue: Catalogue): BackendModule {
  return {
    name: 'prices',
    register(router, app) {
      const seeded = seedPrices(app.db, catalogue, cardQuantities, app.now)
      if (seeded) app.logger.debug({ event: 'price-catalogue-seeded' }, 'price catalogue seeded')
      const routes = createPriceRoutes(app, catalogue)
      router.get(priceCalls.formats.path, routes.formats)
      router.get(priceCalls.article.path, routes.article)
      router.get(priceCalls.formatGroup.path, routes.formatGroup)
      router.get(priceCalls.photoOptionsGroups.path, routes.photoOptionsGroups)
      router.get(priceCalls.cardPrice.path, routes.cardPrice)
      router.get(priceCalls.calendarPrice.path, routes.calendarPrice)
      router.get(priceCalls.photobookPrice.path, routes.photobookPrice)
      router.get(priceCalls.photoboxData.path, routes.photoboxData)
      router.get(priceCalls.theme.path, routes.theme)
      router.get(priceCalls.shippingInformation.path, routes.shippingInformation)
      router.get(priceCalls.collageDesign.path, routes.collageDesign)
    },
  }
}

/** The price catalogue and product data: the price calls of contracts/prices.ts. */
export const pricesModule: BackendModule = pricesModuleWith(defaultCatalogue)
