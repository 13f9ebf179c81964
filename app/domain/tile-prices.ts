/**
 * Product tiles that name an article: an editor writes the article's SKU
 * (`calendar-wandkalender-a4-hoch`, as `/price-api/prices/article`) into a product card, and
 * the tile shows the shop's price of that article with the running campaign, not a typed
 * number. Pure: the page's loader asks the shop for the SKUs found here.
 */

/** A SKU's shape (the price API refuses anything else). */
const skuPattern = /^[a-z0-9]+(?:-[a-z0-9]+){2,}$/

export function isArticleSku(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 80 && skuPattern.test(value)
}

/** The SKUs of a story's product cards, each once, in the story's order (at most `limit`). */
export function articleSkusOfTiles(content: unknown, limit = 24): string[] {
  const found: string[] = []
  const visit = (value: unknown, depth: number): void => {
    if (depth > 12 || value === null || typeof value !== 'object' || found.length >= limit) return
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1)
      return
    }
    const block = value as Record<string, unknown>
    if (block.component === 'product-card' && isArticleSku(block.sku) && !found.includes(block.sku))
      found.push(block.sku)
    for (const child of Object.values(block)) visit(child, depth + 1)
  }
  visit(content, 0)
  return found.slice(0, limit)
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
