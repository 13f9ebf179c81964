import type { Market } from '~/domain/market'
import { priceCall } from './prices.server'

/** Lead times as the page sends them to the browser (ISO instants, or null). */
export type ShippingData = {
  lodStart: string
  safetyLodEnd: string | null
  lodEnd: string | null
  expressLodEnd: string | null
  saturdayLodEnd: string | null
  timeZone: string
}

/**
 * The delivery countdown's data from `/web-api/shipping-information` (cached with the short
 * preset: deadlines move by the hour, not the second). Null when the call fails: the
 * product page then shows no countdown.
 */
export async function shippingInformation(market: Pick<Market, 'channel' | 'country' | 'locale'>, productType?: string): Promise<ShippingData | null> {
  return priceCall('shippingInformation', market, productType ? { productType } : {})
}
