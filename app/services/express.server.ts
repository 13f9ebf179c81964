import { data as withHeaders } from '@remix-run/node'
import { discountedPrice, discountOf } from '~/domain/campaign-prices'
import { clockTime, expressArticleName } from '~/domain/express-delivery'
import { cacheControl } from './cache-policy'
import { campaignState, expressShop } from './campaigns.server'
import { logEvent } from './logger.server'
import type { RequestContext } from './request-context.server'
import type { Currency } from '~/domain/market'

export type ExpressPageProduct = {
  id: string
  name: string
  image: string
  path: string
  priceCurrent: number
  priceOriginal: number
  leadTimeHours: number
  /** As the market's clock writes it ("16:00", "4:00 PM"). */
  cutOff: string
}

export type ExpressPageData = {
  currency: Currency
  products: ExpressPageProduct[]
  /** The running campaign whose prices the list shows, if any. */
  campaignId: string | null
  unavailable: boolean
}

/**
 * The express shop: the market's express products with their lead time (24 h, 48 h in
 * Switzerland) and cut-off, prices with the running campaign's effect. Public: the root's
 * s-maxage cap keeps the campaign's prices from outliving it at the CDN.
 */
export async function expressPage({ market }: RequestContext) {
  const [shop, campaign] = await Promise.all([
    expressShop(market).catch((error: unknown) => {
      logEvent('error', 'express-shop-unavailable', { err: String(error) })
      return undefined
    }),
    campaignState(market),
  ])
  if (!shop) {
    const empty: ExpressPageData = {
      currency: market.currency,
      products: [],
      campaignId: null,
      unavailable: true,
    }
    return withHeaders(empty, { status: 503, headers: { 'Cache-Control': cacheControl.noStore } })
  }
  const page: ExpressPageData = {
    currency: shop.currency,
    products: shop.products.map((product) => ({
      id: product.id,
      name: expressArticleName(product.name[market.language], product, market),
      image: product.image,
      path: product.link[market.language],
      // The same rule as every other price of the shop.
      ...discountedPrice(
        { priceCurrent: product.priceCurrent, priceOriginal: product.priceOriginal },
        discountOf(campaign.running, product.productType),
      ),
      leadTimeHours: product.leadTimeHours,
      // The market's clock, written on the server.
      cutOff: clockTime(product.cutOff, market.locale),
    })),
    campaignId: campaign.running?.id ?? null,
    unavailable: false,
  }
  return withHeaders(page, { headers: { 'Cache-Control': cacheControl.publicPage } })
}
