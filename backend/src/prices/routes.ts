import { z } from 'zod'
import {
  calendarTypes,
  cardFormatTypes,
  cardQuantities,
  photobookTypes,
  photoboxPaperTypes,
  priceCalls,
  wallArtMaterials,
  type Currency,
} from '../../../contracts/prices'
import { parseContractQuery } from '../http/contract-query'
import { HttpError, json, type Reply } from '../http/reply'
import { requireMarket } from '../market/guard'
import { currencyOfLocale, defaultCatalogue, type Catalogue } from './catalogue'
import { priceMessage } from './messages'
import { seedPrices } from './seed'
import { leadTimes, timeZoneOfCountry } from './shipping'
import type { BackendApp, BackendModule } from '../app'
import type { RequestContext } from '../http/router'
import type { Market } from '../market/markets'

/** Prices are the same for every shopper: shared caches may keep them briefly. */
const CACHEABLE = { 'cache-control': 'public, max-age=60' }

type Row = { item: string; price_current: number; price_original: number }

const amount = (minor: number) => minor / 100

/** Calls whose parameters are in the path take no query at all. */
const NoQuery = z.strictObject({})

function notFound(market: Market, key: 'notSold' | 'unknown', field?: string): HttpError {
  const text = priceMessage(market.language, key)
  return new HttpError(404, text, field ? { [field]: [text] } : {})
}

function sells(channels: readonly string[], market: Market): void {
  if (!channels.includes(market.channel)) throw notFound(market, 'notSold')
}

const formatPrice = (row: Row) => ({
  formatType: row.item,
  priceCurrent: amount(row.price_current),
  priceOriginal: amount(row.price_original),
})

/** The aspect-ratio group of a `WxH` format, named like the label keys `format.{group}`. */
export function formatGroupOf(format: string): string {
  const [width = 1, height = 1] = format.split('x').map(Number)
  const ratio = Math.max(width, height) / Math.min(width, height)
  const groups: [string, number][] = [
    ['square', 1],
    ['5-4', 5 / 4],
    ['4-3', 4 / 3],
    ['3-2', 3 / 2],
    ['16-9', 16 / 9],
    ['2-1', 2],
    ['5-2', 5 / 2],
    ['3-1', 3],
    ['4-1', 4],
    ['5-1', 5],
    ['6-1', 6],
  ]
  return groups.find(([, value]) => Math.abs(ratio - value) / value < 0.02)?.[0] ?? 'standard'
}

/**
 * The SKU's parts: `{productType}-{material option}-{format}` (wallart-leinwand-40x60,
 * card-klappkarte-a6-50).
 */
function skuParts(sku: string): { productType: string; variant: string; item: string } | undefined {
  const variantsOf: Record<string, readonly string[]> = {
    wallart: wallArtMaterials,
    calendar: calendarTypes,
    photobook: photobookTypes,
    photobox: ['small', 'large'],
    photoprint: photoboxPaperTypes,
    card: cardFormatTypes,
  }
  const dash = sku.indexOf('-')
  const productType = sku.slice(0, dash)
  const rest = sku.slice(dash + 1)
  const variant = [...(variantsOf[productType] ?? [])]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => rest.startsWith(`${candidate}-`))
  return variant ? { productType, variant, item: rest.slice(variant.length + 1) } : undefined
}

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
  const { wallart, cards, calendars, photobooks, photoboxes, collages, shipping } = catalogue

  const wallArtMaterial = (market: Market, materialType: string, frameType: string | undefined) => {
    sells(wallart.channels, market)
    const material = wallart.materials[materialType as keyof typeof wallart.materials]
    if (!material) throw notFound(market, 'unknown', 'materialType')
    if (frameType && !material.frames.includes(frameType as never)) {
      throw new HttpError(400, priceMessage(market.language, 'invalidQuery'), {
        frameType: ['Not offered for this material.'],
      })
    }
    return material
  }

  return {
    formats(ctx: RequestContext): Reply {
      const { market, currency, rows } = context(ctx)
      const query = parseContractQuery(priceCalls.formats.query, ctx.query, market)
      wallArtMaterial(market, query.materialType, query.frameType)
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
      wallArtMaterial(market, query.materialType, query.frameType)
      const groups = new Map<
        string,
        {
          formatGroup: string
          fromPrice: { priceCurrent: number; priceOriginal: number }
          formatTypes: string[]
        }
      >()
      for (const row of rows('wallart', query.materialType, query.frameType ?? '')) {
        const name = formatGroupOf(row.item)
        const price = {
          priceCurrent: amount(row.price_current),
          priceOriginal: amount(row.price_original),
        }
        const group = groups.get(name)
        if (!group)
          groups.set(name, { formatGroup: name, fromPrice: price, formatTypes: [row.item] })
        else {
          group.formatTypes.push(row.item)
          if (price.priceCurrent < group.fromPrice.priceCurrent) group.fromPrice = price
        }
      }
      return json(
        200,
        {
          payload: {
            currency,
            materialType: query.materialType,
            frameType: query.frameType ?? null,
            groups: [...groups.values()],
          },
        },
        CACHEABLE,
      )
    },

    article(ctx: RequestContext): Reply {
      const { market, currency, row } = context(ctx)
      const { sku } = parseContractQuery(priceCalls.article.query, ctx.query, market)
      const parts = skuParts(sku)
      if (!parts) throw notFound(market, 'unknown', 'sku')
      const { productType, variant, item } = parts
      const lines: Record<string, { line: string; variant: string; channels: readonly string[] }> =
        {
          wallart: { line: 'wallart', variant, channels: wallart.channels },
          calendar: { line: 'calendar', variant, channels: calendars.channels },
          photobook: { line: 'photobook', variant, channels: photobooks.channels },
          photobox: { line: 'photobox', variant, channels: photoboxes.channels },
          photoprint: { line: 'photobox', variant: 'prints', channels: photoboxes.channels },
          card: { line: 'card', variant, channels: cards.channels },
        }
      const source = lines[productType]
      if (!source) throw notFound(market, 'unknown', 'sku')
      sells(source.channels, market)
      const found = row(source.line, source.variant, item)
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
      wallArtMaterial(market, query.materialType, undefined)
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
      const prices = rows('card', query.formatType)
        .filter((row) => query.quantity === undefined || row.item === String(query.quantity))
        .map((row) => {
          const quantity = row.item === 'sample' ? ('sample' as const) : Number(row.item)
          return {
            quantity,
            priceCurrent: amount(row.price_current),
            priceOriginal: amount(row.price_original),
            unitPrice: quantity === 'sample' ? 0 : Math.round(row.price_current / quantity) / 100,
          }
        })
      return json(
        200,
        {
          payload: {
            currency,
            formatType: query.formatType,
            themeId: query.themeId ?? null,
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
        const [width = 0, height = 0] = row.item.split('x').map(Number)
        return { ...formatPrice(row), width, height }
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
      // A design sold only in some countries (ADR 181) is unknown elsewhere.
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

/** The price catalogue and product data (ADR 091): the price calls of contracts/prices.ts. */
export const pricesModule: BackendModule = pricesModuleWith(defaultCatalogue)
