import { serialize } from 'cookie'
import { newToken, tokenHash } from '../customer/tokens'
import { requireMarket } from '../market/guard'
import type { BasketItem, ExtrasCurrency, Order } from '../../../contracts/shop-extras'
import type { BackendApp } from '../app'
import type { Customer } from '../customer/customers'
import type { RequestContext } from '../http/router'
import type { Channel } from '../market/markets'
import type { z } from 'zod'

/** The anonymous shopper's basket: HttpOnly, SameSite=Lax, 30 days. */
export const BASKET_COOKIE = 'shop_basket'
export const BASKET_TTL_MS = 30 * 24 * 60 * 60 * 1000

export type BasketMode = 'standard' | 'whitelabel'
export type BasketItemType = 'gift-voucher' | 'card-accessory'
export type NewBasketItem = {
  type: BasketItemType
  details: Record<string, unknown>
  quantity: number
  currency: ExtrasCurrency
  /** The whole line in minor units. */
  priceCurrent: number
  priceOriginal: number
}

type BasketRow = {
  id: number
  channel: Channel
  token_hash: string | null
  customer_id: number | null
  mode: BasketMode
}
type ItemRow = {
  id: number
  type: BasketItemType
  details: string
  quantity: number
  currency: ExtrasCurrency
  price_current: number
  price_original: number
}

/** A basket found or made for a request; `setCookie` when the shopper needs the basket cookie. */
export type ResolvedBasket = { id: number; setCookie?: string }

/**
 * The currency of a locale (shop-core §3): CHF for CH and LI, GBP for en-GB, USD for en-US, else
 * EUR.
 */
export function currencyOfLocale(locale: string): ExtrasCurrency {
  if (locale === 'en-GB') return 'GBP'
  if (locale === 'en-US') return 'USD'
  const country = locale.slice(3)
  return country === 'CH' || country === 'LI' ? 'CHF' : 'EUR'
}

export function basketCookie(token: string, secure: boolean): string {
  return serialize(BASKET_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: Math.floor(BASKET_TTL_MS / 1000),
  })
}

const amount = (minor: number) => minor / 100

export function itemPayload(row: ItemRow): z.infer<typeof BasketItem> {
  return {
    id: row.id,
    type: row.type,
    quantity: row.quantity,
    currency: row.currency,
    priceCurrent: amount(row.price_current),
    priceOriginal: amount(row.price_original),
    details: JSON.parse(row.details),
  } as z.infer<typeof BasketItem>
}

/**
 * Baskets of customers and anonymous shoppers, the order mode of whitelabel customers, and
 * the `order` customer-data answers (cartArticlesAmount = the lines of the active basket).
 */
export function createBaskets(app: Pick<BackendApp, 'db' | 'now'>) {
  const { db, now } = app
  const byToken = db.prepare<[string, Channel, number], BasketRow>(
    'SELECT * FROM baskets WHERE token_hash = ? AND channel = ? AND updated_at > ?',
  )
  const byCustomer = db.prepare<[number, BasketMode], BasketRow>(
    'SELECT * FROM baskets WHERE customer_id = ? AND mode = ?',
  )
  const insertAnonymous = db.prepare(
    'INSERT INTO baskets (channel, token_hash, mode, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
  )
  const insertCustomer = db.prepare(
    'INSERT INTO baskets (channel, customer_id, mode, created_at, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  )
  const touch = db.prepare('UPDATE baskets SET updated_at = ? WHERE id = ?')
  const countItems = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM basket_items WHERE basket_id = ?',
  )
  const insertItem = db.prepare(
    `INSERT INTO basket_items (basket_id, type, details, quantity, currency, price_current, price_original, created_at)
     VALUES (@basketId, @type, @details, @quantity, @currency, @priceCurrent, @priceOriginal, @now)`,
  )
  const itemById = db.prepare<[number], ItemRow>('SELECT * FROM basket_items WHERE id = ?')
  const itemsOf = db.prepare<[number], ItemRow>(
    'SELECT * FROM basket_items WHERE basket_id = ? ORDER BY id',
  )
  const moveItems = db.prepare('UPDATE basket_items SET basket_id = ? WHERE basket_id = ?')
  const removeBasket = db.prepare('DELETE FROM baskets WHERE id = ?')
  const modeOf = db.prepare<[number], { is_whitelabel_order: number }>(
    'SELECT is_whitelabel_order FROM order_modes WHERE customer_id = ?',
  )
  const setMode = db.prepare(
    `INSERT INTO order_modes (customer_id, is_whitelabel_order, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (customer_id) DO UPDATE SET is_whitelabel_order = excluded.is_whitelabel_order, updated_at = excluded.updated_at`,
  )
  const removeExpired = db.prepare(
    'DELETE FROM baskets WHERE customer_id IS NULL AND updated_at <= ?',
  )

  /** An anonymous basket the cookie names, when it is still alive and of this channel. */
  function anonymousBasket(ctx: RequestContext): BasketRow | undefined {
    const token = ctx.cookies[BASKET_COOKIE]
    if (!token || token.length > 200) return undefined
    return byToken.get(tokenHash(token), requireMarket(ctx).channel, now() - BASKET_TTL_MS)
  }

  function customerBasket(
    customer: Customer,
    mode: BasketMode,
    create: boolean,
  ): BasketRow | undefined {
    const found = byCustomer.get(customer.id, mode)
    if (found || !create) return found
    insertCustomer.run(customer.channel, customer.id, mode, now(), now())
    return byCustomer.get(customer.id, mode)
  }

  function isWhitelabelOrder(customer: Customer | null): boolean {
    if (!customer?.isWhitelabel) return false
    return modeOf.get(customer.id)?.is_whitelabel_order === 1
  }

  /**
   * After a login the anonymous basket's lines join the customer's standard basket (once:
   * the anonymous basket is deleted, its cookie then names nothing).
   */
  function adoptAnonymousBasket(ctx: RequestContext, customer: Customer): void {
    const anonymous = anonymousBasket(ctx)
    if (!anonymous) return
    db.transaction(() => {
      const target = customerBasket(customer, 'standard', true)!
      moveItems.run(target.id, anonymous.id)
      removeBasket.run(anonymous.id)
      touch.run(now(), target.id)
    }).immediate()
  }

  function activeBasket(
    ctx: RequestContext,
    customer: Customer | null,
    create: boolean,
  ): { basket?: BasketRow; setCookie?: string } {
    if (customer) {
      adoptAnonymousBasket(ctx, customer)
      return {
        basket: customerBasket(
          customer,
          isWhitelabelOrder(customer) ? 'whitelabel' : 'standard',
          create,
        ),
      }
    }
    const found = anonymousBasket(ctx)
    if (found || !create) return { basket: found }
    const token = newToken()
    const result = insertAnonymous.run(
      requireMarket(ctx).channel,
      tokenHash(token),
      'standard',
      now(),
      now(),
    )
    return {
      basket: {
        id: Number(result.lastInsertRowid),
        channel: requireMarket(ctx).channel,
        token_hash: null,
        customer_id: null,
        mode: 'standard',
      },
      setCookie: basketCookie(token, ctx.secure),
    }
  }

  return {
    isWhitelabelOrder,
    /** customer-data's `order`: the active basket's line count and the order mode. */
    orderOf(ctx: RequestContext, customer: Customer | null): z.infer<typeof Order> {
      const { basket } = activeBasket(ctx, customer, false)
      return {
        cartArticlesAmount: basket ? countItems.get(basket.id)!.n : 0,
        isWhitelabelOrder: isWhitelabelOrder(customer),
      }
    },
    /** The `order` of a basket just used (its cookie may not be in the request yet). */
    orderFor(basketId: number, customer: Customer | null): z.infer<typeof Order> {
      return {
        cartArticlesAmount: countItems.get(basketId)!.n,
        isWhitelabelOrder: isWhitelabelOrder(customer),
      }
    },
    /** The shopper's active basket, made (with its cookie for anonymous shoppers) when missing. */
    resolve(ctx: RequestContext, customer: Customer | null): ResolvedBasket {
      const { basket, setCookie } = activeBasket(ctx, customer, true)
      return setCookie ? { id: basket!.id, setCookie } : { id: basket!.id }
    },
    /** The active basket without making one (undefined when the shopper has none). */
    find(ctx: RequestContext, customer: Customer | null): number | undefined {
      return activeBasket(ctx, customer, false).basket?.id
    },
    addItem(basketId: number, item: NewBasketItem) {
      const result = insertItem.run({
        basketId,
        ...item,
        details: JSON.stringify(item.details),
        now: now(),
      })
      touch.run(now(), basketId)
      return itemPayload(itemById.get(Number(result.lastInsertRowid))!)
    },
    items(basketId: number) {
      return itemsOf.all(basketId).map(itemPayload)
    },
    touch(basketId: number): void {
      touch.run(now(), basketId)
    },
    setWhitelabelOrder(customerId: number, value: boolean): void {
      setMode.run(customerId, value ? 1 : 0, now())
    },
    purgeExpired(): number {
      return removeExpired.run(now() - BASKET_TTL_MS).changes
    },
  }
}

export type Baskets = ReturnType<typeof createBaskets>
