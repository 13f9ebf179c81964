import { formatCalls, type FormatLimitsData } from '../../../contracts/formats'
import { parseContractQuery } from '../http/contract-query'
import { HttpError, json, type Reply } from '../http/reply'
import { requireMarket } from '../market/guard'
import { currencyOfLocale, defaultCatalogue, type Catalogue } from '../prices/catalogue'
import { formatGroupOf, unitOfMarket } from '../prices/formats'
import { productionLimits, type ProductionLimits } from './limits'
import { formatMessage } from './messages'
import { seedFormats } from './seed'
import type { BackendApp, BackendModule } from '../app'
import type { RequestContext } from '../http/router'
import type { Market } from '../market/markets'

/** Limits and prices are the same for every shopper: shared caches may keep them briefly. */
const CACHEABLE = { 'cache-control': 'public, max-age=60' }
const cmPerInch = 2.54
const tenthsPerCm = 100

type LimitRow = {
  min_width: number
  max_width: number
  min_height: number
  max_height: number
  step: number
}
type RateRow = {
  base_current: number
  per_m2_current: number
  base_original: number
  per_m2_original: number
}
type PriceRow = { price_current: number; price_original: number }

/** A dimension in the market's unit for a message: `20`, `7,9` (one decimal, locale's mark). */
export function sideText(tenths: number, unit: 'cm' | 'inch', locale: string): string {
  const value = unit === 'inch' ? tenths / tenthsPerCm / cmPerInch : tenths / tenthsPerCm
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
    Math.round(value * 10) / 10,
  )
}

/** A size rounded to the production step (whole centimetres), never below one step. */
export function roundToStep(tenths: number, step: number): number {
  return Math.max(step, Math.round(tenths / step) * step)
}

/** Minor units rounded to 5 (0.05), as the catalogue's converted prices are. */
const toFive = (minor: number) => Math.round(minor / 5) * 5

export function createFormatRoutes(app: BackendApp, catalogue: Catalogue) {
  const { db } = app
  const limitStatement = db.prepare<[string, string], LimitRow>(
    'SELECT min_width, max_width, min_height, max_height, step FROM format_limits WHERE material = ? AND frame = ?',
  )
  const rateStatement = db.prepare<[string, string, string, string], RateRow>(
    'SELECT base_current, per_m2_current, base_original, per_m2_original FROM format_area_rates WHERE channel = ? AND currency = ? AND material = ? AND frame = ?',
  )
  const priceStatement = db.prepare<[string, string, string, string, string, string], PriceRow>(
    `SELECT price_current, price_original FROM prices
     WHERE channel = ? AND currency = ? AND line = 'wallart' AND variant = ? AND option = ? AND item IN (?, ?)`,
  )

  /** The limits of a material and frame; 400 for a frame the material does not take. */
  const limitsOf = (market: Market, material: string, frame: string | undefined) => {
    if (!catalogue.wallart.channels.includes(market.channel))
      throw new HttpError(404, formatMessage(market.language, 'unknown'), {})
    const row = limitStatement.get(material, frame ?? '')
    if (!row) {
      if (frame && limitStatement.get(material, ''))
        throw new HttpError(400, formatMessage(market.language, 'frameNotOffered'), {
          frameType: [formatMessage(market.language, 'frameNotOffered')],
        })
      throw new HttpError(404, formatMessage(market.language, 'unknown'), {
        materialType: [formatMessage(market.language, 'unknown')],
      })
    }
    const limits: FormatLimitsData = {
      minWidth: row.min_width,
      maxWidth: row.max_width,
      minHeight: row.min_height,
      maxHeight: row.max_height,
      step: row.step,
    }
    return limits
  }

  return {
    formatLimits(ctx: RequestContext): Reply {
      const market = requireMarket(ctx)
      const query = parseContractQuery(formatCalls.formatLimits.query, ctx.query, market)
      const limits = limitsOf(market, query.materialType, query.frameType)
      return json(
        200,
        {
          payload: {
            materialType: query.materialType,
            frameType: query.frameType ?? null,
            unit: unitOfMarket(market),
            limits,
          },
        },
        CACHEABLE,
      )
    },

    aspectRatio(ctx: RequestContext): Reply {
      const market = requireMarket(ctx)
      const { width, height } = parseContractQuery(formatCalls.aspectRatio.query, ctx.query, market)
      const ratio =
        Math.round((Math.max(width, height) / Math.min(width, height)) * 10_000) / 10_000
      return json(
        200,
        {
          payload: {
            width,
            height,
            ratio,
            orientation: width === height ? 'square' : width > height ? 'landscape' : 'portrait',
            formatGroup: formatGroupOf(`${width}x${height}`),
          },
        },
        CACHEABLE,
      )
    },

    calculatorReference(ctx: RequestContext): Reply {
      const market = requireMarket(ctx)
      const query = parseContractQuery(formatCalls.calculatorReference.query, ctx.query, market)
      const limits = limitsOf(market, query.materialType, query.frameType)
      const currency = currencyOfLocale(market.locale)
      const frame = query.frameType ?? ''
      const rate = rateStatement.get(market.channel, currency, query.materialType, frame)
      if (!rate)
        throw new HttpError(404, formatMessage(market.language, 'unknown'), {
          materialType: [formatMessage(market.language, 'unknown')],
        })
      const unit = unitOfMarket(market)

      /** The catalogue's price of a whole-cm format (either orientation), or the area price. */
      const priceOf = (widthCm: number, heightCm: number) => {
        const listed = priceStatement.get(
          market.channel,
          currency,
          query.materialType,
          frame,
          `${widthCm}x${heightCm}`,
          `${heightCm}x${widthCm}`,
        )
        if (listed)
          return { priceCurrent: listed.price_current, priceOriginal: listed.price_original }
        const area = (widthCm * heightCm) / 10_000
        const priceCurrent = Math.max(100, toFive(rate.base_current + rate.per_m2_current * area))
        const fitted = toFive(rate.base_original + rate.per_m2_original * area)
        return { priceCurrent, priceOriginal: Math.max(priceCurrent, fitted) }
      }
      const major = (price: { priceCurrent: number; priceOriginal: number }) => ({
        priceCurrent: price.priceCurrent / 100,
        priceOriginal: price.priceOriginal / 100,
      })

      let size = null
      if (query.width !== undefined && query.height !== undefined) {
        const width = roundToStep(query.width, limits.step)
        const height = roundToStep(query.height, limits.step)
        const errors: Record<string, string[]> = {}
        const range = (min: number, max: number) =>
          formatMessage(market.language, 'side', {
            min: sideText(min, unit, market.locale),
            max: sideText(max, unit, market.locale),
            unit: unit === 'inch' ? 'in' : 'cm',
          })
        if (width < limits.minWidth || width > limits.maxWidth)
          errors.width = [range(limits.minWidth, limits.maxWidth)]
        if (height < limits.minHeight || height > limits.maxHeight)
          errors.height = [range(limits.minHeight, limits.maxHeight)]
        if (Object.keys(errors).length > 0)
          throw new HttpError(400, formatMessage(market.language, 'outOfRange'), errors)
        const widthCm = width / tenthsPerCm
        const heightCm = height / tenthsPerCm
        size = {
          width,
          height,
          formatType: `${widthCm}x${heightCm}`,
          ...major(priceOf(widthCm, heightCm)),
        }
      }

      const referenceFormat = catalogue.wallart.referenceFormat
      const [referenceWidth = 1, referenceHeight = 1] = referenceFormat.split('x').map(Number)
      return json(
        200,
        {
          payload: {
            currency,
            unit,
            cmPerInch,
            materialType: query.materialType,
            frameType: query.frameType ?? null,
            limits,
            referenceFormat,
            referencePrice: major(priceOf(referenceWidth, referenceHeight)),
            areaRate: {
              current: { base: rate.base_current / 100, perSquareMetre: rate.per_m2_current / 100 },
              original: {
                base: rate.base_original / 100,
                perSquareMetre: rate.per_m2_original / 100,
              },
            },
            size,
          },
        },
        CACHEABLE,
      )
    },
  }
}

/** Options of the format module: another catalogue or other limits (tests). */
export function formatsModuleWith(
  catalogue: Catalogue,
  limits: ProductionLimits = productionLimits,
): BackendModule {
  return {
    name: 'formats',
    register(router, app) {
      if (seedFormats(app.db, catalogue, limits, app.now))
        app.logger.debug({ event: 'format-limits-seeded' }, 'format limits seeded')
      const routes = createFormatRoutes(app, catalogue)
      router.get(formatCalls.formatLimits.path, routes.formatLimits)
      router.get(formatCalls.aspectRatio.path, routes.aspectRatio)
      router.get(formatCalls.calculatorReference.path, routes.calculatorReference)
    },
  }
}

/**
 * Free formats of wall art: `GET /web-api/product-selection-photo-frame/format-limits`,
 * `GET /web-api/aspect-ratio` and `GET /web-api/calculator/reference` of contracts/formats.ts.
 * It reads the price module's rows, so it is listed after it.
 */
export const formatsModule: BackendModule = formatsModuleWith(defaultCatalogue)
