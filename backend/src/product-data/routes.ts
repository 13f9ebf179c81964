import { photoboxSizes, productDataCalls, type formatGroups } from '../../../contracts/product-data'
import { expressHoursOf } from '../campaigns/seed'
import { parseContractQuery } from '../http/contract-query'
import { json, type Reply } from '../http/reply'
import { requireMarket } from '../market/guard'
import { currencyOfLocale, defaultCatalogue } from '../prices/catalogue'
import { formatGroupOf, groupByFormatGroup, sizeOf, unitOfMarket } from '../prices/formats'
import { notFound, sells, skuSourceOf, wallArtMaterialOf } from '../prices/lookup'
import { optionNames } from './data'
import { seedProductData } from './seed'
import type { BackendApp, BackendModule } from '../app'
import type { RequestContext } from '../http/router'
import type { Language, Market } from '../market/markets'

/** The same for every shopper of a market: shared caches may keep it a minute. */
const CACHEABLE = { 'cache-control': 'public, max-age=60' }
/** Service data changes rarely: an hour in shared caches. */
const CACHEABLE_LONG = { 'cache-control': 'public, max-age=3600' }

type FormatGroup = (typeof formatGroups)[number]
type PriceRow = { item: string; price_current: number; price_original: number }

const amount = (minor: number) => minor / 100
const priceOf = (row: { price_current: number; price_original: number }) => ({
  priceCurrent: amount(row.price_current),
  priceOriginal: amount(row.price_original),
})
const isSize = (format: string) => /^[1-9]\d*x[1-9]\d*$/.test(format)

/**
 * A picture cut to a format's proportions: 300 px on the long side, so a square, a 3:2 and a
 * 3:1 group each show their shape.
 */
function imageFor(src: string, width: number, height: number) {
  const long = 300
  return width >= height
    ? { src, width: long, height: Math.max(1, Math.round((long * height) / width)) }
    : { src, width: Math.max(1, Math.round((long * width) / height)), height: long }
}

/** A size in the market's unit: cm, inches (one decimal) in en-US on the wall-art channel. */
function sizeLabel(width: number, height: number, market: Market): string {
  if (unitOfMarket(market) === 'inch') {
    const inch = (cm: number) => String(Math.round((cm / 2.54) * 10) / 10)
    return `${inch(width)} × ${inch(height)} in`
  }
  return `${width} × ${height} cm`
}

export function createProductDataRoutes(app: BackendApp) {
  const { db } = app
  const catalogue = defaultCatalogue
  const priceRows = db.prepare<[string, string, string, string], PriceRow>(
    "SELECT item, price_current, price_original FROM prices WHERE channel = ? AND currency = ? AND line = ? AND variant = ? AND option = '' ORDER BY position",
  )
  const framedRows = db.prepare<[string, string, string, string], PriceRow>(
    "SELECT item, price_current, price_original FROM prices WHERE channel = ? AND currency = ? AND line = 'wallart' AND variant = ? AND option = ? ORDER BY position",
  )
  const priceRow = db.prepare<[string, string, string, string, string], PriceRow>(
    "SELECT item, price_current, price_original FROM prices WHERE channel = ? AND currency = ? AND line = ? AND variant = ? AND option = '' AND item = ?",
  )
  const textOf = db.prepare<[string, string], { name: string; description: string }>(
    'SELECT name, description FROM product_texts WHERE subject = ? AND language = ?',
  )
  const imagesOf = db.prepare<[string], { src: string }>(
    'SELECT src FROM product_images WHERE subject = ? ORDER BY position',
  )
  const accessoriesOf = db.prepare<
    [string],
    { accessory_type: string; unit: 'card' | 'piece'; max_quantity: number; product_types: string }
  >(
    'SELECT accessory_type, unit, max_quantity, product_types FROM accessories WHERE channel = ? ORDER BY position',
  )
  const accessoryPricesOf = db.prepare<
    [string, string, string],
    { variant: string; price_current: number; price_original: number }
  >(
    'SELECT variant, price_current, price_original FROM accessory_prices WHERE channel = ? AND country = ? AND accessory_type = ? ORDER BY position',
  )
  const frontendOf = db.prepare<
    [string, string],
    {
      currency: string
      phone: string
      phone_href: string
      opens: string
      closes: string
      standard_days: number
      payment_methods: string
      shipping_cost: number
      free_shipping_from: number | null
    }
  >('SELECT * FROM shop_frontends WHERE channel = ? AND country = ?')

  /** A subject's pictures, its product type's when it has none of its own. */
  const picturesOf = (subject: string): string[] => {
    const own = imagesOf.all(subject).map((row) => row.src)
    return own.length > 0
      ? own
      : imagesOf.all(subject.slice(0, subject.indexOf(':'))).map((row) => row.src)
  }
  const textsOf = (subject: string, language: Language) => {
    const text = textOf.get(subject, language)
    if (!text) throw new Error(`product data without texts for ${subject}`)
    return text
  }

  return {
    photoboxes(ctx: RequestContext): Reply {
      const market = requireMarket(ctx)
      const query = parseContractQuery(productDataCalls.photoboxes.query, ctx.query, market)
      sells(catalogue.photoboxes.channels, market, 'photoboxType')
      const currency = currencyOfLocale(market.locale)
      const boxes = photoboxSizes.map((photoboxType) => {
        const formats = priceRows
          .all(market.channel, currency, 'photobox', photoboxType)
          .map((row) => ({ formatType: row.item, ...sizeOf(row.item), ...priceOf(row) }))
        const cheapest = formats.reduce((low, format) =>
          format.priceCurrent < low.priceCurrent ? format : low,
        )
        const [lead = ''] = picturesOf(`photobox:${photoboxType}`)
        return {
          photoboxType,
          printsPerBox: catalogue.photoboxes.types[photoboxType].printsPerBox ?? 1,
          image: imageFor(lead, 1, 1),
          fromPrice: { priceCurrent: cheapest.priceCurrent, priceOriginal: cheapest.priceOriginal },
          formats,
        }
      })
      return json(
        200,
        {
          payload: {
            currency,
            paperType: query.paperType ?? catalogue.photoboxes.paperTypes[0],
            boxes,
          },
        },
        CACHEABLE,
      )
    },

    formatGroupPricesImages(ctx: RequestContext): Reply {
      const market = requireMarket(ctx)
      const query = parseContractQuery(
        productDataCalls.formatGroupPricesImages.query,
        ctx.query,
        market,
      )
      wallArtMaterialOf(catalogue, market, query.materialType, query.frameType, 'materialType')
      const currency = currencyOfLocale(market.locale)
      const [picture = ''] = picturesOf(`wallart:${query.materialType}`)
      const rows = framedRows
        .all(market.channel, currency, query.materialType, query.frameType ?? '')
        .filter((row) => !query.formatGroup || formatGroupOf(row.item) === query.formatGroup)
      const groups = groupByFormatGroup(rows, (row) => formatGroupOf(row.item)).map(
        ({ formatGroup, rows: members, cheapest }) => {
          const formats = members.map((row) => {
            const { width, height } = sizeOf(row.item)
            return {
              formatType: row.item,
              width,
              height,
              ...priceOf(row),
              image: imageFor(picture, width, height),
            }
          })
          return {
            formatGroup: formatGroup as FormatGroup,
            fromPrice: priceOf(cheapest),
            image: formats[0]!.image,
            formats,
          }
        },
      )
      if (query.formatGroup && groups.length === 0) throw notFound(market, 'unknown', 'formatGroup')
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

    accessory(ctx: RequestContext): Reply {
      const market = requireMarket(ctx)
      const query = parseContractQuery(productDataCalls.accessory.query, ctx.query, market)
      const rows = accessoriesOf
        .all(market.channel)
        .filter((row) => !query.accessoryType || row.accessory_type === query.accessoryType)
      if (query.accessoryType && rows.length === 0)
        throw notFound(market, 'notSold', 'accessoryType')
      const accessories = rows.map((row) => {
        const subject = `accessory:${row.accessory_type}`
        const { name, description } = textsOf(subject, market.language)
        return {
          accessoryType: row.accessory_type,
          name,
          description,
          unit: row.unit,
          maxQuantity: row.max_quantity,
          images: picturesOf(subject).map((src) => imageFor(src, 1, 1)),
          productTypes: row.product_types.split(','),
        }
      })
      return json(200, { payload: { accessories } }, CACHEABLE)
    },

    accessoryPrice(ctx: RequestContext): Reply {
      const market = requireMarket(ctx)
      const query = parseContractQuery(productDataCalls.accessoryPrice.query, ctx.query, market)
      const accessory = accessoriesOf
        .all(market.channel)
        .find((row) => row.accessory_type === query.accessoryType)
      if (!accessory) throw notFound(market, 'notSold', 'accessoryType')
      const variants = accessoryPricesOf
        .all(market.channel, market.country, query.accessoryType)
        .map((row) => ({ variant: row.variant, ...priceOf(row) }))
      const first = variants[0]
      if (!first) throw notFound(market, 'unknown', 'accessoryType')
      const usual = accessory.unit === 'card' ? [1, 10, 25, 50, 100] : [1, 2, 5, 10]
      const quantities = usual
        .filter((quantity) => quantity <= accessory.max_quantity)
        .map((quantity) => ({
          quantity,
          priceCurrent: Math.round(first.priceCurrent * quantity * 100) / 100,
          priceOriginal: Math.round(first.priceOriginal * quantity * 100) / 100,
        }))
      return json(
        200,
        {
          payload: {
            currency: currencyOfLocale(market.locale),
            accessoryType: query.accessoryType,
            unit: accessory.unit,
            variants,
            quantities,
          },
        },
        CACHEABLE,
      )
    },

    skuContainer(ctx: RequestContext): Reply {
      const market = requireMarket(ctx)
      const { sku } = parseContractQuery(productDataCalls.skuContainer.query, ctx.query, market)
      const source = skuSourceOf(sku, catalogue)
      if (!source) throw notFound(market, 'unknown', 'sku')
      const { productType, variant, item } = source
      sells(source.channels, market, 'sku')
      const currency = currencyOfLocale(market.locale)
      const found = priceRow.get(market.channel, currency, source.line, source.lineVariant, item)
      if (!found) throw notFound(market, 'unknown', 'sku')
      const subject = `${productType}:${variant}`
      const { name, description } = textsOf(subject, market.language)
      const sized = isSize(item)
      const { width, height } = sized ? sizeOf(item) : { width: 0, height: 0 }
      const language = market.language
      const options = [
        {
          name: (productType === 'photobox'
            ? optionNames.size
            : productType === 'photoprint'
              ? optionNames.paper
              : optionNames.material)[language],
          value: name,
        },
        {
          name: (productType === 'card' ? optionNames.quantity : optionNames.format)[language],
          value: sized ? sizeLabel(width, height, market) : item.toUpperCase().replace(/-/g, ' '),
        },
      ]
      const frontend = frontendOf.get(market.channel, market.country)
      return json(
        200,
        {
          payload: {
            sku,
            currency,
            productType,
            materialType: variant,
            formatType: item,
            ...priceOf(found),
            name,
            description,
            images: picturesOf(subject).map((src, index) =>
              index === 0 && sized ? imageFor(src, width, height) : imageFor(src, 4, 3),
            ),
            options,
            formatGroup: sized && productType === 'wallart' ? formatGroupOf(item) : null,
            width: sized ? width : null,
            height: sized ? height : null,
            delivery: {
              standardDays: frontend?.standard_days ?? 5,
              expressHours: expressHoursOf(market.channel, market.country, productType),
            },
          },
        },
        CACHEABLE,
      )
    },

    initialData(ctx: RequestContext): Reply {
      const market = requireMarket(ctx)
      parseContractQuery(productDataCalls.initialData.query, ctx.query, market)
      const frontend = frontendOf.get(market.channel, market.country)
      if (!frontend) throw notFound(market, 'unknown', 'X-Channel')
      return json(
        200,
        {
          payload: {
            channel: market.channel,
            locale: market.locale,
            country: market.country,
            currency: currencyOfLocale(market.locale),
            unit: unitOfMarket(market),
            hotline: {
              phone: frontend.phone,
              phoneHref: frontend.phone_href,
              opens: frontend.opens,
              closes: frontend.closes,
            },
            paymentMethods: frontend.payment_methods.split(','),
            freeShippingFrom:
              frontend.free_shipping_from === null ? null : amount(frontend.free_shipping_from),
            shippingCost: amount(frontend.shipping_cost),
          },
        },
        CACHEABLE_LONG,
      )
    },
  }
}

/**
 * Photo boxes, format groups with pictures, accessories with their prices, the SKU container and
 * the shop frontend's initial data. Listed after the price module, whose table it reads.
 */
export const productDataModule: BackendModule = {
  name: 'product-data',
  register(router, app) {
    if (seedProductData(app.db, app.now))
      app.logger.debug({ event: 'product-data-seeded' }, 'product data seeded')
    const routes = createProductDataRoutes(app)
    const calls = productDataCalls
    router.get(calls.photoboxes.path, routes.photoboxes)
    router.get(calls.formatGroupPricesImages.path, routes.formatGroupPricesImages)
    router.get(calls.accessory.path, routes.accessory)
    router.get(calls.accessoryPrice.path, routes.accessoryPrice)
    router.get(calls.skuContainer.path, routes.skuContainer)
    router.get(calls.initialData.path, routes.initialData)
  },
}
