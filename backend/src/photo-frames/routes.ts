import {
  photoFrameCalls,
  type PhotoFramePayloadOf,
  type PhotoFrameTypeData,
} from '../../../contracts/photo-frames'
import { parseContractQuery } from '../http/contract-query'
import { HttpError, json, type Reply } from '../http/reply'
import { requireMarket } from '../market/guard'
import { currencyOfLocale, defaultCatalogue, type Catalogue } from '../prices/catalogue'
import { groupByFormatGroup, sizeOf, unitOfMarket } from '../prices/formats'
import { photoFrameMessage, type PhotoFrameMessage } from './messages'
import { photoFrameRange, type PhotoFrameRange } from './range'
import { seedPhotoFrames } from './seed'
import type { BackendApp, BackendModule } from '../app'
import type { RequestContext } from '../http/router'
import type { Market } from '../market/markets'

/** The same for every shopper of a market: shared caches may keep it a minute. */
const CACHEABLE = { 'cache-control': 'public, max-age=60' }

type TypeRow = {
  frame_type: PhotoFrameTypeData['frameType']
  family: string
  default_variant: string
  glass_type: PhotoFrameTypeData['glassType']
}
type VariantRow = {
  frame_variant: string
  frame_type: string
  colour: string
  shape: string | null
}
type MaterialRow = {
  frame_type: string
  material_type: PhotoFrameTypeData['materials'][number]['materialType']
  is_default: number
  option_type_group: string | null
  option_types: string
  default_option_type: string | null
}
type MatRow = {
  frame_type: string
  mat_type: 'mat-none' | 'mat-weiss'
  mat_size: 0 | 30
  is_default: number
}
type PriceRow = {
  format_type: string
  format_group: string
  price_current: number
  price_original: number
}

type MatChoice = { matType: 'mat-none' | 'mat-weiss'; matSize: 0 | 30 }
type Choice = { frameVariant: string; materialType: string } & MatChoice

const amount = (minor: number) => minor / 100
const cmPerInch = 2.54

function notFound(market: Market, key: PhotoFrameMessage, field?: string): HttpError {
  const text = photoFrameMessage(market.language, key)
  return new HttpError(404, text, field ? { [field]: [text] } : {})
}

/**
 * `/web-api/product-selection-photo-frame/*`, `/web-api/variants-for-frame-types` and
 * `/price-api/frame`, read from the seeded tables.
 */
export function createPhotoFrameRoutes(app: BackendApp, range: PhotoFrameRange) {
  const { db } = app
  const typesStatement = db.prepare<[], TypeRow>(
    'SELECT frame_type, family, default_variant, glass_type FROM photo_frame_types ORDER BY position',
  )
  const variantsStatement = db.prepare<[], VariantRow>(
    'SELECT frame_variant, frame_type, colour, shape FROM photo_frame_variants ORDER BY frame_type, position',
  )
  const materialsStatement = db.prepare<[], MaterialRow>(
    `SELECT frame_type, material_type, is_default, option_type_group, option_types, default_option_type
     FROM photo_frame_materials ORDER BY frame_type, position`,
  )
  const matsStatement = db.prepare<[], MatRow>(
    'SELECT frame_type, mat_type, mat_size, is_default FROM photo_frame_mats ORDER BY frame_type, mat_size',
  )
  const pricesStatement = db.prepare<[string, string, string, string, string, number], PriceRow>(
    `SELECT format_type, format_group, price_current, price_original FROM photo_frame_prices
     WHERE channel = ? AND currency = ? AND frame_variant = ? AND material_type = ? AND mat_type = ? AND mat_size = ?
     ORDER BY position`,
  )

  /**
   * Every frame type with its variants, materials and mats, as the data call answers them: read
   * once, when the routes are made (after the module seeded its tables), not per request.
   */
  function readFrameTypes(): PhotoFrameTypeData[] {
    const variants = variantsStatement.all()
    const materials = materialsStatement.all()
    const mats = matsStatement.all()
    return typesStatement.all().map((type) => ({
      frameType: type.frame_type,
      family: type.family,
      defaultVariant: type.default_variant,
      variants: variants
        .filter((variant) => variant.frame_type === type.frame_type)
        .map((variant) => ({
          frameVariant: variant.frame_variant,
          colour: variant.colour,
          shape: variant.shape === 'eckig' || variant.shape === 'rund' ? variant.shape : null,
          isDefault: variant.frame_variant === type.default_variant,
        })),
      materials: materials
        .filter((material) => material.frame_type === type.frame_type)
        .map((material) => ({
          materialType: material.material_type,
          isDefault: material.is_default === 1,
          optionTypeGroup: material.option_type_group,
          optionTypes: material.option_types ? material.option_types.split(',') : [],
          defaultOptionType: material.default_option_type,
        })),
      mats: mats
        .filter((mat) => mat.frame_type === type.frame_type)
        .map((mat) => ({
          matType: mat.mat_type,
          matSize: mat.mat_size,
          isDefault: mat.is_default === 1,
        })),
      glassType: type.glass_type,
    }))
  }

  const allFrameTypes = readFrameTypes()
  const frameTypeByName = new Map(allFrameTypes.map((frame) => [frame.frameType as string, frame]))

  function marketOf(ctx: RequestContext) {
    const market = requireMarket(ctx)
    const unit = unitOfMarket(market)
    return {
      market,
      currency: currencyOfLocale(market.locale),
      unit,
      /** A `WxH` cm format's sides in the market's unit (inches to the nearest whole one). */
      size(format: string) {
        const { width, height } = sizeOf(format)
        return unit === 'inch'
          ? {
              width: Math.max(1, Math.round(width / cmPerInch)),
              height: Math.max(1, Math.round(height / cmPerInch)),
            }
          : { width, height }
      },
    }
  }

  function sells(market: Market): void {
    if (!(range.channels as readonly string[]).includes(market.channel))
      throw notFound(market, 'notSold')
  }

  function frameTypeOf(market: Market, frameType: string): PhotoFrameTypeData {
    const frame = frameTypeByName.get(frameType)
    if (!frame) throw notFound(market, 'unknownFrame', 'frameType')
    return frame
  }

  function matOf(
    market: Market,
    frame: PhotoFrameTypeData,
    query: {
      matType?: MatChoice['matType'] | undefined
      matSize?: MatChoice['matSize'] | undefined
    },
  ): MatChoice {
    const mat =
      query.matType === undefined && query.matSize === undefined
        ? frame.mats.find((candidate) => candidate.isDefault)
        : frame.mats.find(
            (candidate) =>
              (query.matType === undefined || candidate.matType === query.matType) &&
              (query.matSize === undefined || candidate.matSize === query.matSize),
          )
    if (!mat) throw notFound(market, 'notOffered', 'matType')
    return { matType: mat.matType, matSize: mat.matSize }
  }

  /** The query's choice with the frame type's defaults filled in; one it does not make is a 404. */
  function choiceOf(
    market: Market,
    frame: PhotoFrameTypeData,
    query: {
      frameVariant?: string | undefined
      materialType?: string | undefined
      matType?: MatChoice['matType'] | undefined
      matSize?: MatChoice['matSize'] | undefined
    },
  ): Choice {
    const frameVariant = query.frameVariant ?? frame.defaultVariant
    if (!frame.variants.some((variant) => variant.frameVariant === frameVariant))
      throw notFound(market, 'notOffered', 'frameVariant')
    const material = query.materialType
      ? frame.materials.find((candidate) => candidate.materialType === query.materialType)
      : (frame.materials.find((candidate) => candidate.isDefault) ?? frame.materials[0])
    if (!material) throw notFound(market, 'notOffered', 'materialType')
    return { frameVariant, materialType: material.materialType, ...matOf(market, frame, query) }
  }

  function pricesOf(
    market: Market,
    currency: string,
    choice: Omit<Choice, 'materialType'> & { materialType: string },
  ): PriceRow[] {
    return pricesStatement.all(
      market.channel,
      currency,
      choice.frameVariant,
      choice.materialType,
      choice.matType,
      choice.matSize,
    )
  }

  const priced = (row: PriceRow) => ({
    priceCurrent: amount(row.price_current),
    priceOriginal: amount(row.price_original),
  })

  return {
    data(ctx: RequestContext): Reply {
      const { market, currency, unit } = marketOf(ctx)
      const query = parseContractQuery(photoFrameCalls.data.query, ctx.query, market)
      sells(market)
      const listed = query.frameType ? [frameTypeOf(market, query.frameType)] : allFrameTypes
      const payload: PhotoFramePayloadOf<'data'> = { currency, unit, frameTypes: listed }
      return json(200, { payload }, CACHEABLE)
    },

    pricesFormatGroup(ctx: RequestContext): Reply {
      const { market, currency, unit } = marketOf(ctx)
      const query = parseContractQuery(photoFrameCalls.pricesFormatGroup.query, ctx.query, market)
      sells(market)
      const frame = frameTypeOf(market, query.frameType)
      const choice = choiceOf(market, frame, query)
      const payload = {
        currency,
        unit,
        frameType: frame.frameType,
        ...choice,
        groups: groupByFormatGroup(
          pricesOf(market, currency, choice),
          (row) => row.format_group,
        ).map(({ formatGroup, rows, cheapest }) => ({
          formatGroup,
          fromPrice: priced(cheapest),
          formatTypes: rows.map((row) => row.format_type),
        })),
      }
      return json(200, { payload }, CACHEABLE)
    },

    pricesFormats(ctx: RequestContext): Reply {
      const { market, currency, unit, size } = marketOf(ctx)
      const query = parseContractQuery(photoFrameCalls.pricesFormats.query, ctx.query, market)
      sells(market)
      const frame = frameTypeOf(market, query.frameType)
      const choice = choiceOf(market, frame, query)
      const rows = pricesOf(market, currency, choice).filter(
        (row) => !query.formatGroup || row.format_group === query.formatGroup,
      )
      if (query.formatGroup && rows.length === 0)
        throw notFound(market, 'notOffered', 'formatGroup')
      const payload = {
        currency,
        unit,
        frameType: frame.frameType,
        ...choice,
        formatGroup: query.formatGroup ?? null,
        formats: rows.map((row) => ({
          formatType: row.format_type,
          formatGroup: row.format_group,
          ...size(row.format_type),
          ...priced(row),
        })),
      }
      return json(200, { payload }, CACHEABLE)
    },

    priceArticle(ctx: RequestContext): Reply {
      const { market, currency, unit, size } = marketOf(ctx)
      const query = parseContractQuery(photoFrameCalls.priceArticle.query, ctx.query, market)
      sells(market)
      const frame = frameTypeOf(market, query.frameType)
      const choice = choiceOf(market, frame, query)
      const row = pricesOf(market, currency, choice).find(
        (candidate) => candidate.format_type === query.formatType,
      )
      if (!row) throw notFound(market, 'notOffered', 'formatType')
      const material = frame.materials.find((m) => m.materialType === choice.materialType)!
      const payload = {
        currency,
        unit,
        frameType: frame.frameType,
        ...choice,
        formatType: row.format_type,
        formatGroup: row.format_group,
        ...size(row.format_type),
        ...priced(row),
        sku: [
          'photoframe',
          choice.frameVariant,
          choice.materialType,
          choice.matType,
          String(choice.matSize),
          row.format_type,
        ].join('-'),
        optionType: material.defaultOptionType,
      }
      return json(200, { payload }, CACHEABLE)
    },

    pricesFrom(ctx: RequestContext): Reply {
      const { market, currency, unit } = marketOf(ctx)
      const query = parseContractQuery(photoFrameCalls.pricesFrom.query, ctx.query, market)
      sells(market)
      const listed = query.frameType ? [frameTypeOf(market, query.frameType)] : allFrameTypes
      const prices = listed.flatMap((frame) => {
        if (frame.materials.length === 0) return []
        const rows = pricesOf(market, currency, choiceOf(market, frame, {}))
        const cheapest = rows.reduce<PriceRow | undefined>(
          (best, row) => (!best || row.price_current < best.price_current ? row : best),
          undefined,
        )
        return cheapest
          ? [{ frameType: frame.frameType, formatType: cheapest.format_type, ...priced(cheapest) }]
          : []
      })
      return json(200, { payload: { currency, unit, prices } }, CACHEABLE)
    },

    variantsForFrameTypes(ctx: RequestContext): Reply {
      const { market } = marketOf(ctx)
      const query = parseContractQuery(
        photoFrameCalls.variantsForFrameTypes.query,
        ctx.query,
        market,
      )
      sells(market)
      const listed = query.frameTypes
        ? query.frameTypes.map((frameType) => {
            const frame = frameTypeByName.get(frameType)
            if (!frame) throw notFound(market, 'unknownFrame', 'frameTypes')
            return frame
          })
        : allFrameTypes
      const payload = {
        frameTypes: listed.map(({ frameType, defaultVariant, variants }) => ({
          frameType,
          defaultVariant,
          variants,
        })),
      }
      return json(200, { payload }, CACHEABLE)
    },

    frame(ctx: RequestContext): Reply {
      const { market, currency, unit, size } = marketOf(ctx)
      const query = parseContractQuery(photoFrameCalls.frame.query, ctx.query, market)
      sells(market)
      const frame = frameTypeOf(market, query.frameType)
      const frameVariant = query.frameVariant ?? frame.defaultVariant
      if (!frame.variants.some((variant) => variant.frameVariant === frameVariant))
        throw notFound(market, 'notOffered', 'frameVariant')
      const mat = matOf(market, frame, query)
      const rows = pricesOf(market, currency, { frameVariant, materialType: '', ...mat }).filter(
        (row) => !query.formatType || row.format_type === query.formatType,
      )
      if (rows.length === 0) throw notFound(market, 'notOffered', 'formatType')
      const payload = {
        currency,
        unit,
        frameType: frame.frameType,
        frameVariant,
        ...mat,
        formats: rows.map((row) => ({
          formatType: row.format_type,
          formatGroup: row.format_group,
          ...size(row.format_type),
          ...priced(row),
        })),
      }
      return json(200, { payload }, CACHEABLE)
    },
  }
}

/** The module with another range or catalogue (tests). */
export function photoFramesModuleWith(range: PhotoFrameRange, catalogue: Catalogue): BackendModule {
  return {
    name: 'photo-frames',
    register(router, app) {
      if (seedPhotoFrames(app.db, range, catalogue, app.now))
        app.logger.debug({ event: 'photo-frames-seeded' }, 'photo-frame range seeded')
      const routes = createPhotoFrameRoutes(app, range)
      router.get(photoFrameCalls.data.path, routes.data)
      router.get(photoFrameCalls.pricesFormatGroup.path, routes.pricesFormatGroup)
      router.get(photoFrameCalls.pricesFormats.path, routes.pricesFormats)
      router.get(photoFrameCalls.priceArticle.path, routes.priceArticle)
      router.get(photoFrameCalls.pricesFrom.path, routes.pricesFrom)
      router.get(photoFrameCalls.variantsForFrameTypes.path, routes.variantsForFrameTypes)
      router.get(photoFrameCalls.frame.path, routes.frame)
    },
  }
}

/** The photo-frame product selection. */
export const photoFramesModule: BackendModule = photoFramesModuleWith(
  photoFrameRange,
  defaultCatalogue,
)
