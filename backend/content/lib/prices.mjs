// Prices in content come from the price catalogue, never from the copy: a product card names the
// SKU of its line's cheapest article and a text names it in a price token, and the storefront
// shows that article's live price with the running campaign (ADR 010). Which article is the
// cheapest is decided here, from the same catalogue the shop's price API answers from.
import { readFileSync } from 'node:fs'

const catalogue = JSON.parse(
  readFileSync(new URL('../../src/prices/catalogue.json', import.meta.url), 'utf8'),
)

const current = (entry) => entry[0]

/** The cheapest `[format, entry]` of a format table; the first one on a tie. */
function cheapest(formats) {
  let best
  for (const [format, entry] of Object.entries(formats))
    if (!best || current(entry) < current(best[1])) best = [format, entry]
  if (!best) throw new Error('no formats to price')
  return best
}

/** The cheapest of several `[sku, price]` candidates. */
function cheapestOf(candidates) {
  return candidates.reduce((best, candidate) => (candidate[1] < best[1] ? candidate : best))[0]
}

function fromFormats(prefix, formats) {
  const [format, entry] = cheapest(formats)
  return [`${prefix}-${format}`, current(entry)]
}

function wallArt(material) {
  const data = catalogue.wallart.materials[material]
  if (!data) throw new Error(`unknown wall-art material ${material}`)
  return fromFormats(`wallart-${material}`, data.formats)
}

function typed(table, productType, type) {
  const types = type ? [type] : Object.keys(table)
  return types.map((name) => {
    if (!table[name]) throw new Error(`unknown ${productType} type ${name}`)
    return fromFormats(`${productType}-${name}`, table[name].formats)
  })
}

/**
 * The SKU of the cheapest article of a product line: `('wallart', 'leinwand')`,
 * `('calendar')` (every type) or `('calendar', 'tischkalender')`, `('photobook', type?)`,
 * `('photobox', 'small')`, `('photoprint')`, `('collage')` (its cheapest material and format),
 * `('card', format?)` (one card: the least a shopper can pay).
 */
export function cheapestSku(productType, variant) {
  switch (productType) {
    case 'wallart':
      return wallArt(variant)[0]
    case 'calendar':
      return cheapestOf(typed(catalogue.calendars.types, 'calendar', variant))
    case 'photobook':
      return cheapestOf(typed(catalogue.photobooks.types, 'photobook', variant))
    case 'photobox':
      return cheapestOf(typed(catalogue.photoboxes.types, 'photobox', variant ?? 'small'))
    case 'photoprint': {
      const [format] = cheapest(catalogue.photoboxes.types.prints.formats)
      return `photoprint-${catalogue.photoboxes.paperTypes[0]}-${format}`
    }
    case 'collage':
      return cheapestOf(
        Object.values(catalogue.collages.designs).flatMap((design) =>
          design.materialTypes.flatMap((material) =>
            design.formatTypes.flatMap((format) => {
              const entry = catalogue.wallart.materials[material]?.formats[format]
              return entry ? [[`wallart-${material}-${format}`, current(entry)]] : []
            }),
          ),
        ),
      )
    case 'card': {
      const formats = variant ? [variant] : Object.keys(catalogue.cards.formats)
      return cheapestOf(
        formats.map((format) => {
          const data = catalogue.cards.formats[format]
          if (!data) throw new Error(`unknown card format ${format}`)
          const [quantity, unit] = data.unitPrices[0]
          return [`card-${format}-${quantity}`, unit * (1 - data.discountPercent / 100)]
        }),
      )
    }
    default:
      throw new Error(`no prices for ${productType}`)
  }
}

/**
 * A price token in a text: the storefront writes the article's live price in its place
 * (`{from:sku}`); `each` writes the price of one of the SKU's quantity (a card at a tier).
 */
export function priceToken(sku, kind = 'from') {
  return `{${kind}:${sku}}`
}

/** The token of a line's lowest price: "from {from:…}" reads "from £12.15". */
export function fromPrice(productType, variant) {
  return priceToken(cheapestSku(productType, variant))
}

/**
 * The token of one card's price when ordering `quantity`: of a format, or of the format whose
 * card is cheapest at that quantity.
 */
export function cardPriceEach(quantity, format) {
  const formats = format ? [format] : Object.keys(catalogue.cards.formats)
  const sku = cheapestOf(
    formats.map((name) => {
      const data = catalogue.cards.formats[name]
      if (!data) throw new Error(`unknown card format ${name}`)
      let unit = data.unitPrices[0][1]
      for (const [minimum, price] of data.unitPrices) if (quantity >= minimum) unit = price
      return [`card-${name}-${quantity}`, unit * (1 - data.discountPercent / 100)]
    }),
  )
  return priceToken(sku, 'each')
}
