import {
  accessoryPriceTypes,
  CardAccessoriesQuery,
  CardAccessoryOrderInput,
  CardAccessoryPriceQuery,
  envelopeFormats,
  envelopeSurchargeClasses,
  sampleQuantityMax,
  type CardAccessory,
  type CardAccessoryPrice,
  type ExtrasCurrency,
} from '../../../contracts/shop-extras'
import { createBaskets, currencyOfLocale } from '../basket/baskets'
import { inputOf, parseInput } from '../basket/input'
import { extrasMessage } from '../basket/messages'
import { createShopperResolver } from '../basket/shopper'
import { HttpError, json } from '../http/reply'
import { requireMarket } from '../market/guard'
import {
  accessoryEntries,
  accessoryUnitPrice,
  envelopeSurchargeOf,
  freeSampleCards,
  swissFurtherSampleCard,
} from './catalogue'
import type { BackendApp, BackendModule } from '../app'
import type { Db } from '../db/database'
import type { Router } from '../http/router'
import type { Market } from '../market/markets'
import type { z } from 'zod'

const PRIVATE = { 'cache-control': 'private, no-store' }
/** Prices are the same for every shopper: shared caches may keep them briefly. */
const CACHEABLE = { 'cache-control': 'public, max-age=60' }

type PriceInput = z.output<typeof CardAccessoryPriceQuery>
type Price = z.infer<typeof CardAccessoryPrice>
type Minor = { current: number; original: number }

const amount = (minor: number) => minor / 100
const defaultSampleFormat = 'postkarte-a6'

/**
 * The price of one card of a format at quantity 1, from the price catalogue's table:
 * "each further [sample card costs] the per-card price" outside the Swiss markets.
 */
function singleCardPrices(db: Db) {
  const query = db.prepare<[string, string], { price_current: number; price_original: number }>(
    "SELECT price_current, price_original FROM prices WHERE channel = 'cards' AND currency = ? AND line = 'card' AND variant = ? AND item = '1'",
  )
  return (currency: ExtrasCurrency, formatType: string): Minor | undefined => {
    const row = query.get(currency, formatType)
    return row ? { current: row.price_current, original: row.price_original } : undefined
  }
}

/**
 * `GET /web-api/card-accessories`, `GET /web-api/card-accessory-price` and
 * `POST /web-api/card-accessory-order`: the accessories of the channel with their
 * prices in the market's currency, the price of an accessory for a quantity (envelope
 * surcharges per country and size class, free sample cards), and an accessory into the basket.
 */
export function registerAccessoryRoutes(router: Router, app: BackendApp): void {
  const baskets = createBaskets(app)
  const currentCustomer = createShopperResolver(app)
  const singleCard = singleCardPrices(app.db)

  const notOffered = (market: Market) =>
    new HttpError(404, extrasMessage(market.language, 'notOffered'), {
      accessoryType: [extrasMessage(market.language, 'notOffered')],
    })

  /** The price of one charged unit, and how many units are free. */
  function unitOf(
    market: Market,
    currency: ExtrasCurrency,
    input: PriceInput,
  ): { unit: Minor; free: number; max: number } {
    switch (input.accessoryType) {
      case 'sample': {
        if (market.channel !== 'cards') throw notOffered(market)
        if (currency === 'CHF')
          return {
            unit: { current: swissFurtherSampleCard, original: swissFurtherSampleCard },
            free: freeSampleCards,
            max: sampleQuantityMax,
          }
        const card = singleCard(currency, input.formatType ?? defaultSampleFormat)
        if (!card) throw new HttpError(404, extrasMessage(market.language, 'noPrice'))
        return { unit: card, free: freeSampleCards, max: sampleQuantityMax }
      }
      default: {
        const entry = accessoryEntries[input.accessoryType]
        if (!entry.channels.includes(market.channel)) throw notOffered(market)
        const price = accessoryUnitPrice(
          input.accessoryType,
          market.country,
          currency,
          input.sizeClass,
        )
        return { unit: { current: price, original: price }, free: 0, max: entry.maxQuantity }
      }
    }
  }

  function priceOf(market: Market, input: PriceInput): Price {
    const currency = currencyOfLocale(market.locale)
    const { unit, free, max } = unitOf(market, currency, input)
    if (input.quantity > max)
      throw new HttpError(400, extrasMessage(market.language, 'invalidInput'), {
        quantity: [`At most ${max}.`],
      })
    const charged = Math.max(0, input.quantity - free)
    return {
      currency,
      accessoryType: input.accessoryType,
      quantity: input.quantity,
      sizeClass: input.accessoryType === 'envelope' ? (input.sizeClass ?? null) : null,
      formatType:
        input.accessoryType === 'sample' ? (input.formatType ?? defaultSampleFormat) : null,
      unitPrice: amount(unit.current),
      freeQuantity: Math.min(free, input.quantity),
      chargedQuantity: charged,
      priceCurrent: amount(unit.current * charged),
      priceOriginal: amount(unit.original * charged),
    }
  }

  router.get('/web-api/card-accessories', (ctx) => {
    const market = requireMarket(ctx)
    parseInput(CardAccessoriesQuery, ctx.query, market)
    const currency = currencyOfLocale(market.locale)
    const accessories: z.infer<typeof CardAccessory>[] = []
    for (const accessoryType of accessoryPriceTypes) {
      const probe: PriceInput = {
        accessoryType,
        quantity: 1,
        ...(accessoryType === 'envelope' ? { sizeClass: 'standard' as const } : {}),
      }
      let unit
      try {
        unit = unitOf(market, currency, probe)
      } catch {
        continue // not sold on this channel, or no price
      }
      accessories.push({
        accessoryType,
        unit: accessoryType === 'sample' ? 'card' : accessoryEntries[accessoryType].unit,
        priceCurrent: amount(unit.unit.current),
        priceOriginal: amount(unit.unit.original),
        freeQuantity: unit.free,
        maxQuantity: unit.max,
        sizeClasses:
          accessoryType === 'envelope'
            ? envelopeSurchargeClasses.map((sizeClass) => ({
                sizeClass,
                ...envelopeFormats[sizeClass],
                priceCurrent: amount(envelopeSurchargeOf(market.country, currency, sizeClass)),
              }))
            : null,
      })
    }
    if (accessories.length === 0) throw notOffered(market)
    return json(200, { payload: { currency, country: market.country, accessories } }, CACHEABLE)
  })

  router.get('/web-api/card-accessory-price', (ctx) => {
    const market = requireMarket(ctx)
    const input = parseInput(CardAccessoryPriceQuery, ctx.query, market)
    return json(200, { payload: priceOf(market, input) }, CACHEABLE)
  })

  router.post('/web-api/card-accessory-order', async (ctx) => {
    const market = requireMarket(ctx)
    const input = parseInput(CardAccessoryOrderInput, await inputOf(ctx), market)
    const price = priceOf(market, input)
    const customer = currentCustomer(ctx)
    const basket = baskets.resolve(ctx, customer)
    const item = baskets.addItem(basket.id, {
      type: 'card-accessory',
      details: {
        accessoryType: price.accessoryType,
        sizeClass: price.sizeClass,
        formatType: price.formatType,
      },
      quantity: price.quantity,
      currency: price.currency,
      priceCurrent: Math.round(price.priceCurrent * 100),
      priceOriginal: Math.round(price.priceOriginal * 100),
    })
    app.logger.info(
      {
        event: 'card-accessory-added',
        basket: basket.id,
        accessoryType: price.accessoryType,
        quantity: price.quantity,
      },
      'card accessory added to a basket',
    )
    const headers = basket.setCookie ? { ...PRIVATE, 'set-cookie': basket.setCookie } : PRIVATE
    return json(
      200,
      { payload: { item, price, order: baskets.orderFor(basket.id, customer) } },
      headers,
    )
  })
}

export const accessoriesModule: BackendModule = {
  name: 'accessories',
  register: registerAccessoryRoutes,
}
