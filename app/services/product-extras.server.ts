import { isCalculatorProduct, sizeTextOf } from '~/domain/calculator-format'
import { discountedPrice } from '~/domain/campaign-prices'
import { expressDeliveryOf, type ExpressDelivery } from '~/domain/express-delivery'
import { normaliseTrailingSlash, withPathPrefixes } from '~/domain/paths'
import { accessoryTypes, formatGroups as formatGroupNames } from '../../contracts/product-data'
import { cacheControl } from './cache-policy'
import { campaignDiscountFor } from './campaign-prices.server'
import { expressShop } from './campaigns.server'
import { errorPage, notFound } from './content-page.server'
import { mayHaveSession } from './customer.server'
import { logEvent } from './logger.server'
import {
  accessories,
  accessoryPrices,
  formatGroupPricesImages,
  formatGroups,
  photoboxOverview,
  shopFrontend,
  skuContainer,
  type PhotoboxOverview,
  type ShopFrontend,
  type SkuContainer,
} from './product-data.server'
import { productLabel } from './products-labels.server'
import type { RequestContext } from './request-context.server'
import type { Market } from '~/domain/market'

/**
 * What product pages show beside their calculator: express delivery where the
 * product ships express, the photo box's sizes, and the SKU page (`/products?sku=…`) built
 * from the SKU container.
 */

export type ProductPageExtras = {
  /** Express delivery when the market's express range holds the product; null otherwise. */
  express?: ExpressDelivery | null
  /** The photo box page: both box sizes with their 'from' prices. */
  photoboxes?: PhotoboxOverview | null
}

type ShopMarket = Pick<Market, 'channel' | 'country' | 'locale' | 'currency' | 'language'>

/** The express delivery of a product type in a market; null when the range is unavailable. */
async function expressDeliveryFor(
  market: ShopMarket,
  productType: string,
): Promise<ExpressDelivery | null> {
  const range = await expressShop(market).catch((error: unknown) => {
    logEvent('warn', 'express-shop-unavailable', { err: String(error) })
    return null
  })
  return expressDeliveryOf(productType, range?.products, market.currency, market.locale)
}

/** Both box sizes with 'from' prices lowered by the running campaign's photo-box discount. */
async function photoboxesWithCampaign(market: ShopMarket): Promise<PhotoboxOverview | null> {
  const [overview, discount] = await Promise.all([
    photoboxOverview(market),
    campaignDiscountFor(market, 'photobox'),
  ])
  return overview && discount
    ? {
        ...overview,
        boxes: overview.boxes.map((box) => ({
          ...box,
          fromPrice: discountedPrice(box.fromPrice, discount),
          formats: box.formats.map((format) => discountedPrice(format, discount)),
        })),
      }
    : overview
}

/** The extras of a products page, all cached: warm anonymous pages make no upstream call. */
export async function productPageExtras(
  market: ShopMarket,
  product: string,
): Promise<ProductPageExtras> {
  const [express, photoboxes] = await Promise.all([
    expressDeliveryFor(market, product),
    product === 'photobox' ? photoboxesWithCampaign(market) : Promise.resolve(undefined),
  ])
  return photoboxes === undefined ? { express } : { express, photoboxes }
}

type FormatGroupName = (typeof formatGroupNames)[number]

function isFormatGroup(value: string | null): value is FormatGroupName {
  return value !== null && (formatGroupNames as readonly string[]).includes(value)
}

export type SkuPageData = {
  product: 'sku'
  name: string
  sku: SkuContainer
  /** Not indexed: one material in one format, the material page's near-duplicate. */
  pageKey?: undefined
  express: ExpressDelivery | null
  /** Wall art: the material's aspect-ratio groups, the shown one marked. */
  formatGroups: {
    formatGroup: string
    /** The group's name from the label catalogue (`format.{group}`). */
    label: string
    priceCurrent: number
    priceOriginal: number
    href: string
    selected: boolean
  }[]
  /** The shown group's formats with their pictures, each linking to its own SKU. */
  formats: {
    formatType: string
    /** The size as the calculator writes it (`40 x 60 cm`, `16 x 24 in`). */
    label: string
    width: number
    height: number
    priceCurrent: number
    priceOriginal: number
    image: { src: string; width: number; height: number }
    href: string
    current: boolean
  }[]
  frontend: ShopFrontend | null
}

/** The SKU of a `/products?sku=…` URL that names nothing else; undefined otherwise. */
export function skuPageSku(query: URLSearchParams): string | undefined {
  const sku = query.get('sku')
  const others = [...query.keys()].filter((name) => name !== 'sku' && name !== 'formatGroup')
  return sku && others.length === 0 ? sku : undefined
}

/**
 * `/products?sku=…`: the article behind a SKU (name, pictures, options, price, delivery), for
 * wall art the other formats of its material grouped by aspect ratio (`&formatGroup=…` picks
 * the group; plain links, so it works without JavaScript), and the shop's service data.
 */
export async function loadSkuPage(request: Request, context: RequestContext, sku: string) {
  const { market } = context
  const query = context.url.searchParams
  const asked = query.get('formatGroup')
  if (query.getAll('sku').length > 1 || query.getAll('formatGroup').length > 1)
    throw await notFound(context)
  if (asked !== null && !isFormatGroup(asked)) throw await notFound(context)
  const [found, frontend] = await Promise.all([skuContainer(market, sku), shopFrontend(market)])
  if (found === 'unknown') throw await notFound(context)
  if (!found) throw await errorPage(context, 503)
  // The article's, its groups' and its formats' prices with the running campaign.
  const discount = await campaignDiscountFor(market, found.productType)
  const container = discountedPrice(found, discount)
  const productsPath = (params: Record<string, string>) =>
    `${normaliseTrailingSlash(withPathPrefixes({ ...context.prefixes, rest: '/products' }), market.channel)}?${new URLSearchParams(params)}`

  let groups: SkuPageData['formatGroups'] = []
  let formats: SkuPageData['formats'] = []
  if (container.productType === 'wallart' && container.formatGroup) {
    const material = container.materialType as Parameters<typeof formatGroupPricesImages>[1]
    const shown = asked ?? container.formatGroup
    const [all, group] = await Promise.all([
      formatGroups(market, material),
      formatGroupPricesImages(market, material, shown),
    ])
    if (asked !== null && !all?.groups.some((entry) => entry.formatGroup === asked))
      throw await notFound(context)
    groups = (all?.groups ?? []).map((entry) => ({
      formatGroup: entry.formatGroup,
      label: productLabel(market.locale, `format.${entry.formatGroup}`, entry.formatGroup),
      ...discountedPrice(entry.fromPrice, discount),
      href: productsPath(
        entry.formatGroup === container.formatGroup
          ? { sku }
          : { sku, formatGroup: entry.formatGroup },
      ),
      selected: entry.formatGroup === shown,
    }))
    formats = (group?.groups[0]?.formats ?? []).map((format) => ({
      ...discountedPrice(format, discount),
      href: productsPath({ sku: `wallart-${container.materialType}-${format.formatType}` }),
      label: sizeTextOf('wallart', format.formatType, market) ?? format.formatType,
      current: format.formatType === container.formatType,
    }))
  }
  // The container says whether the article ships express; the range adds the cut-off.
  const express = container.delivery.expressHours
    ? ((await expressDeliveryFor(market, container.productType)) ??
      expressDeliveryOf(container.productType, [container], market.currency, market.locale))
    : null
  // A size reads as the calculator writes it (whole inches for US shoppers), in the
  // name and in the options alike.
  const size =
    container.width && isCalculatorProduct(container.productType)
      ? sizeTextOf(container.productType, container.formatType, market)
      : undefined
  const options = container.options.map((option, index) =>
    index === 1 && size ? { ...option, value: size } : option,
  )
  const data: SkuPageData = {
    product: 'sku',
    name: container.width ? `${container.name} ${options[1]?.value ?? ''}`.trim() : container.name,
    sku: { ...container, options },
    express,
    formatGroups: groups,
    formats,
    frontend,
  }
  const headers = new Headers({
    'Cache-Control': mayHaveSession(request) ? cacheControl.private : cacheControl.publicPage,
  })
  return { data, headers }
}

export type AccessoryDetail = NonNullable<Awaited<ReturnType<typeof accessoryDetail>>>

/**
 * An accessory's detail for the accessories page: name, description, pictures and the products
 * it goes with (`/accessory`), its unit price per variant and the usual totals
 * (`/price-api/accessory`). Null for samples (not an accessory) or when either call fails.
 */
export async function accessoryDetail(market: ShopMarket, accessoryType: string) {
  if (!(accessoryTypes as readonly string[]).includes(accessoryType)) return null
  const type = accessoryType as (typeof accessoryTypes)[number]
  const [info, prices] = await Promise.all([
    accessories(market, type),
    accessoryPrices(market, type),
  ])
  const accessory = info?.accessories[0]
  return accessory && prices ? { ...accessory, prices } : null
}
