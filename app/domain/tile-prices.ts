/**
 * Prices content names by article: an editor writes the article's SKU
 * (`calendar-wandkalender-a4-hoch`, as `/price-api/prices/article`) into a product card or a
 * price token into a text, and the page shows the shop's price of that article with the running
 * campaign, not a typed number. Pure: the page's loader asks the shop for the SKUs found here.
 */

/** A SKU's shape (the price API refuses anything else). */
const skuPattern = /^[a-z0-9]+(?:-[a-z0-9]+){2,}$/

export function isArticleSku(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 80 && skuPattern.test(value)
}

/**
 * A price in a text: `{from:SKU}` stands for the article's price, `{each:SKU}` for the price of one
 * of the SKU's quantity (a card at a tier, `{each:card-klappkarte-a6-10}`). Texts name articles
 * this way so no typed amount can disagree with the shop's.
 */
const priceTokenPattern = /\{(from|each):([a-z0-9]+(?:-[a-z0-9]+){2,})\}/g

export type PriceToken = { kind: 'from' | 'each'; sku: string }

/** A text as plain parts and price tokens, in order. */
export function textWithPrices(text: string): (string | PriceToken)[] {
  const parts: (string | PriceToken)[] = []
  let last = 0
  for (const match of text.matchAll(priceTokenPattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index))
    parts.push({ kind: match[1] as PriceToken['kind'], sku: match[2]! })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}

/** The amount a price token shows; undefined when the shop could not price its article. */
export function tokenPrice(
  token: PriceToken,
  articlePrices: Readonly<Record<string, { priceCurrent: number }>> | undefined,
): number | undefined {
  const price = articlePrices?.[token.sku]?.priceCurrent
  if (price === undefined || token.kind === 'from') return price
  const quantity = Number(token.sku.slice(token.sku.lastIndexOf('-') + 1))
  return Number.isInteger(quantity) && quantity > 0
    ? Math.round((price / quantity) * 100) / 100
    : undefined
}

/**
 * The SKUs a story prices, each once, in the story's order (at most `limit`): its product cards'
 * and its texts' price tokens.
 */
export function articleSkusOfTiles(content: unknown, limit = 24): string[] {
  const found: string[] = []
  const add = (sku: string) => {
    if (found.length < limit && isArticleSku(sku) && !found.includes(sku)) found.push(sku)
  }
  const visit = (value: unknown, depth: number): void => {
    if (typeof value === 'string') {
      if (value.includes('{'))
        for (const part of textWithPrices(value)) if (typeof part !== 'string') add(part.sku)
      return
    }
    if (depth > 12 || value === null || typeof value !== 'object' || found.length >= limit) return
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1)
      return
    }
    const block = value as Record<string, unknown>
    if (block.component === 'product-card' && typeof block.sku === 'string') add(block.sku)
    for (const child of Object.values(block)) visit(child, depth + 1)
  }
  visit(content, 0)
  return found
}

/**
 * The price a product card shows: the article's when the card names one (none when the shop
 * could not price it: no typed number stands in), else the editor's `priceFrom`.
 */
export function tilePriceOf(
  card: Readonly<Record<string, unknown>>,
  articlePrices: Readonly<Record<string, { priceCurrent: number }>> | undefined,
): number | undefined {
  if (isArticleSku(card.sku)) return articlePrices?.[card.sku]?.priceCurrent
  const typed = Number(card.priceFrom)
  return Number.isFinite(typed) && typed > 0 ? typed : undefined
}
