/**
 * Structured data of a product page (shop-core §9 "Structured data"): a schema.org `Product`
 * with an `Offer` (one price) or an `AggregateOffer` (several formats or quantities), in the
 * market's currency, from the prices the page shows. Pure: URLs and prices are passed in.
 */
import { priceOf, type CalculatorData } from './calculator-data'
import type { Currency } from './market'
import type { AggregateOffer, Offer, Organization, Product, WithContext } from 'schema-dts'

export const inStock = 'https://schema.org/InStock'

export type ProductJsonLdInput = {
  name: string
  description?: string
  /** The page's canonical URL: the product's and its offers' `url`. */
  url: string
  /** Absolute picture URLs; relative ones are left out. */
  images?: readonly string[]
  currency: Currency
  /** Every current price the page offers (the campaign's discount applied). */
  prices: readonly number[]
  /** The shop: brand and seller. */
  shop: { name: string; url: string }
  sku?: string
}

const cents = (amount: number) => Math.round(amount * 100) / 100

/** A Product with its offers; undefined without a positive price (no price: no rich result). */
export function productJsonLd(input: ProductJsonLdInput): WithContext<Product> | undefined {
  const prices = input.prices.filter((price) => Number.isFinite(price) && price > 0).map(cents)
  if (prices.length === 0 || !input.name.trim()) return undefined
  const shop: Organization = { '@type': 'Organization', name: input.shop.name, url: input.shop.url }
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  const common = {
    priceCurrency: input.currency,
    availability: inStock,
    url: input.url,
    seller: shop,
  } as const
  const offers: Offer | AggregateOffer =
    low === high && prices.length === 1
      ? { '@type': 'Offer', price: low, ...common }
      : {
          '@type': 'AggregateOffer',
          lowPrice: low,
          highPrice: high,
          offerCount: prices.length,
          ...common,
        }
  const images = (input.images ?? []).filter((image) => /^https?:\/\//i.test(image))
  const description = input.description?.trim()
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name.trim(),
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: [...new Set(images)] } : {}),
    ...(input.sku ? { sku: input.sku } : {}),
    url: input.url,
    brand: shop,
    offers,
  }
}

/**
 * The prices a calculator offers: every priced format of every material (the page's frame and
 * running campaign applied), as the calculator shows them. Card samples are not the product.
 */
export function calculatorPrices(calculator: CalculatorData | null | undefined): number[] {
  if (!calculator) return []
  return Object.values(calculator.blocks).flatMap((block) =>
    block.materials.flatMap((material) =>
      [...new Set([...material.formats, ...block.moreFormats, ...Object.keys(material.prices)])]
        .filter((format) => !(block.product === 'card' && format === 'sample'))
        .flatMap((format) => {
          const price = priceOf(
            material,
            format,
            block.frameType,
            calculator.experiments,
            block.discount,
            block.options,
          )
          return price ? [price.priceCurrent] : []
        }),
    ),
  )
}
