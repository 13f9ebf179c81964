/**
 * What Google's Product rich results require of a schema.org `Product` (and schema.org's types),
 * checked offline by walking the object: a name and offers; an Offer's positive price, ISO 4217
 * currency and availability; an AggregateOffer's lowPrice, currency and offerCount; absolute
 * image URLs. Returns the problems found, none for a valid object.
 */
import { currencies } from '../contracts/vocabulary'

const isoCurrencies = new Set(Intl.supportedValuesOf('currency'))
const shopCurrencies = new Set<string>(currencies)
const availabilities = new Set(
  [
    'InStock',
    'OutOfStock',
    'PreOrder',
    'BackOrder',
    'LimitedAvailability',
    'OnlineOnly',
    'InStoreOnly',
    'SoldOut',
    'Discontinued',
  ].map((value) => `https://schema.org/${value}`),
)

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isAbsolute = (value: unknown) =>
  typeof value === 'string' && /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value)
/** A number, or a numeric string with a dot as decimal separator (no currency sign). */
const positivePrice = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value) && value > 0) ||
  (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) && Number(value) > 0)

export function productRichResultProblems(
  value: unknown,
  expected: { currency?: string } = {},
): string[] {
  const problems: string[] = []
  if (!isObject(value)) return ['not an object']
  if (value['@context'] !== 'https://schema.org') problems.push('@context is not schema.org')
  if (value['@type'] !== 'Product') problems.push('@type is not Product')
  if (typeof value.name !== 'string' || !value.name.trim()) problems.push('Product has no name')
  if (value.url !== undefined && !isAbsolute(value.url)) problems.push('url is not absolute')
  if (value.image !== undefined) {
    const images = Array.isArray(value.image) ? value.image : [value.image]
    if (images.length === 0) problems.push('image is empty')
    for (const image of images) if (!isAbsolute(image)) problems.push(`image ${String(image)}`)
  }
  const offers = Array.isArray(value.offers) ? value.offers : [value.offers]
  if (value.offers === undefined || offers.length === 0) problems.push('Product has no offers')
  for (const offer of value.offers === undefined ? [] : offers) {
    if (!isObject(offer)) {
      problems.push('offers is not an object')
      continue
    }
    const currency = offer.priceCurrency
    if (typeof currency !== 'string' || !isoCurrencies.has(currency))
      problems.push(`priceCurrency ${String(currency)} is not an ISO 4217 code`)
    else if (!shopCurrencies.has(currency))
      problems.push(`priceCurrency ${currency} is not a market's currency`)
    else if (expected.currency && currency !== expected.currency)
      problems.push(`priceCurrency ${currency}, expected ${expected.currency}`)
    if (offer.url !== undefined && !isAbsolute(offer.url))
      problems.push('offers.url is not absolute')
    if (!availabilities.has(String(offer.availability)))
      problems.push(`availability ${String(offer.availability)}`)
    if (offer['@type'] === 'Offer') {
      if (!positivePrice(offer.price)) problems.push(`Offer price ${String(offer.price)}`)
    } else if (offer['@type'] === 'AggregateOffer') {
      if (!positivePrice(offer.lowPrice)) problems.push(`lowPrice ${String(offer.lowPrice)}`)
      if (offer.highPrice !== undefined) {
        if (!positivePrice(offer.highPrice)) problems.push(`highPrice ${String(offer.highPrice)}`)
        else if (Number(offer.highPrice) < Number(offer.lowPrice))
          problems.push('highPrice below lowPrice')
      }
      if (!Number.isInteger(offer.offerCount) || Number(offer.offerCount) < 1)
        problems.push(`offerCount ${String(offer.offerCount)}`)
    } else problems.push(`offers @type ${String(offer['@type'])}`)
  }
  return problems
}
