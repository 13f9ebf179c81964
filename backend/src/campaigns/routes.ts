import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { shopTimeZoneOf } from '../../../contracts/vocabulary'
import { currencyOfLocale } from '../basket/baskets'
import { json } from '../http/reply'
import { requireMarket } from '../market/guard'
import { defaultCatalogue } from '../prices/catalogue'
import { skuSourceOf } from '../prices/lookup'
import { campaignsOf, expressProductsOf, type ArticlePrice } from './seed'
import type { BackendApp, BackendModule } from '../app'
import type { Router } from '../http/router'

/** The same for every shopper of a market: shared caches may keep it a minute. */
const CACHEABLE = { 'cache-control': 'public, max-age=60' }

/**
 * The default treatment of each flag in a Split localhost-mode file: the entry without `keys`
 * (the file's own rule), `control` for a flag that only has keyed entries.
 */
export function defaultTreatments(yaml: string): { name: string; treatment: string }[] {
  const flags = new Map<string, string>()
  let current: { name: string; treatment?: string; keyed: boolean } | undefined
  const close = () => {
    if (!current) return
    if (!current.keyed && current.treatment) flags.set(current.name, current.treatment)
    else if (!flags.has(current.name)) flags.set(current.name, 'control')
  }
  for (const line of yaml.split('\n')) {
    const entry = /^- ([A-Za-z0-9_-]+):\s*$/.exec(line)
    if (entry) {
      close()
      current = { name: entry[1]!, keyed: false }
      continue
    }
    if (!current) continue
    const treatment = /^\s+treatment:\s*'?([^'\s]+)'?\s*$/.exec(line)
    if (treatment) current.treatment = treatment[1]!
    if (/^\s+keys:/.test(line)) current.keyed = true
  }
  close()
  return [...flags].map(([name, treatment]) => ({ name, treatment }))
}

/**
 * `GET /web-api/campaign-data`, `GET /web-api/express-shop` and `GET /web-api/feature-flags`:
 * the market's campaigns with local start and end in its time zone, the express
 * range with lead times and cut-off, and the flags with their default treatments.
 */
function registerCampaignRoutes(router: Router, app: BackendApp): void {
  // Relative to the working directory, as the storefront's Split localhost mode reads it.
  const flagsFile = resolve('config/flags.yml')
  // The express range's prices are the price table's rows, as `/price-api/prices/article` answers.
  const priceRow = app.db.prepare<
    [string, string, string, string, string],
    { price_current: number; price_original: number }
  >(
    "SELECT price_current, price_original FROM prices WHERE channel = ? AND currency = ? AND line = ? AND variant = ? AND option = '' AND item = ?",
  )
  const articlePrice =
    (channel: string, currency: string) =>
    (sku: string): ArticlePrice | undefined => {
      const source = skuSourceOf(sku, defaultCatalogue)
      if (!source || !source.channels.includes(channel)) return undefined
      const row = priceRow.get(channel, currency, source.line, source.lineVariant, source.item)
      return (
        row && { priceCurrent: row.price_current / 100, priceOriginal: row.price_original / 100 }
      )
    }

  router.get('/web-api/campaign-data', (ctx) => {
    const market = requireMarket(ctx)
    const currency = currencyOfLocale(market.locale)
    const campaigns = campaignsOf(market.channel, market.country, app.now())
    return json(200, { payload: { currency, campaigns } }, CACHEABLE)
  })

  router.get('/web-api/express-shop', (ctx) => {
    const market = requireMarket(ctx)
    const currency = currencyOfLocale(market.locale)
    const timeZone = shopTimeZoneOf(market.country)
    const products = expressProductsOf(
      market.channel,
      market.country,
      articlePrice(market.channel, currency),
      // One cut-off per market: the shipping information's, the countdown's too.
      defaultCatalogue.shipping.cutoff,
    )
    return json(200, { payload: { currency, timeZone, products } }, CACHEABLE)
  })

  router.get('/web-api/feature-flags', (ctx) => {
    requireMarket(ctx)
    let text = ''
    try {
      text = readFileSync(flagsFile, 'utf8')
    } catch (error) {
      app.logger.warn({ err: error, flagsFile }, 'flags file unreadable')
    }
    return json(200, { payload: { flags: defaultTreatments(text) } }, CACHEABLE)
  })
}

export const campaignsModule: BackendModule = {
  name: 'campaigns',
  register: registerCampaignRoutes,
}
