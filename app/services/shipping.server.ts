import { countdownAtNow, countdownData, type CountdownData } from '~/domain/countdown'
import { priceCall } from './prices.server'
import type { Locale, Market } from '~/domain/market'

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
export async function shippingInformation(
  market: Pick<Market, 'channel' | 'country' | 'locale'>,
  productType?: string,
): Promise<ShippingData | null> {
  return priceCall('shippingInformation', market, productType ? { productType } : {})
}

const instantOf = (value: string | null) => (value ? new Date(value) : null)

/**
 * The countdown a page sends: the lead times and the shop's time zone. Null when the data
 * cannot be read (an unknown time zone, an invalid instant): the page then shows no
 * countdown, as when the call fails.
 */
export function countdownOf(shipping: ShippingData, locale: Locale): CountdownData | null {
  // A function of the cached shipping answer and the locale: made once per answer, not per view.
  let byLocale = countdowns.get(shipping)
  if (!byLocale) countdowns.set(shipping, (byLocale = new Map()))
  let countdown = byLocale.get(locale)
  if (countdown === undefined)
    byLocale.set(locale, (countdown = freshCountdownOf(shipping, locale)))
  return countdown
}

const countdowns = new WeakMap<ShippingData, Map<Locale, CountdownData | null>>()

function freshCountdownOf(shipping: ShippingData, locale: Locale): CountdownData | null {
  try {
    const data = countdownData(
      {
        lodStart: new Date(shipping.lodStart),
        safetyLodEnd: instantOf(shipping.safetyLodEnd),
        lodEnd: instantOf(shipping.lodEnd),
        expressLodEnd: instantOf(shipping.expressLodEnd),
        saturdayLodEnd: instantOf(shipping.saturdayLodEnd),
      },
      shipping.timeZone,
    )
    if (
      !Number.isFinite(data.lodStart) ||
      data.deadlines.some((deadline) => !Number.isFinite(deadline.at))
    )
      return null
    // An unknown time zone throws here, on the server, not in the page.
    countdownAtNow(data, data.lodStart, locale)
    return data
  } catch {
    return null
  }
}
