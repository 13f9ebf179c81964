import {
  WishlistItemInput,
  wishlistMaxItems,
  WishlistRemoveInput,
} from '../../../contracts/shop-extras'
import { inputOf, parseInput } from '../basket/input'
import { extrasMessage } from '../basket/messages'
import { createShopperResolver } from '../basket/shopper'
import { HttpError, json } from '../http/reply'
import { requireMarket } from '../market/guard'
import { defaultCatalogue } from '../prices/catalogue'
import type { BackendApp, BackendModule } from '../app'
import type { Customer } from '../customer/customers'
import type { Db } from '../db/database'
import type { RequestContext, Router } from '../http/router'

const PRIVATE = { 'cache-control': 'private, no-store' }

type ItemRow = {
  type: 'theme' | 'design'
  item_id: string
  theme_id: string | null
  created_at: number
}

function createWishlist(db: Db, now: () => number) {
  const list = db.prepare<[number], ItemRow>(
    'SELECT type, item_id, theme_id, created_at FROM wishlist_items WHERE customer_id = ? ORDER BY created_at DESC, item_id',
  )
  const count = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM wishlist_items WHERE customer_id = ?',
  )
  const exists = db.prepare<[number, string, string], { n: number }>(
    'SELECT 1 AS n FROM wishlist_items WHERE customer_id = ? AND type = ? AND item_id = ?',
  )
  const insert = db.prepare(
    'INSERT OR IGNORE INTO wishlist_items (customer_id, type, item_id, theme_id, created_at) VALUES (?, ?, ?, ?, ?)',
  )
  const remove = db.prepare(
    'DELETE FROM wishlist_items WHERE customer_id = ? AND type = ? AND item_id = ?',
  )
  return {
    items(customerId: number) {
      return list.all(customerId).map((row) => ({
        type: row.type,
        id: row.item_id,
        themeId: row.theme_id,
        createdAt: new Date(row.created_at).toISOString(),
      }))
    },
    /** Saves an entry (saving it again changes nothing); false when the list is full. */
    save(
      customerId: number,
      type: 'theme' | 'design',
      id: string,
      themeId: string | null,
    ): boolean {
      return db
        .transaction(() => {
          if (exists.get(customerId, type, id)) return true
          if (count.get(customerId)!.n >= wishlistMaxItems) return false
          insert.run(customerId, type, id, themeId, now())
          return true
        })
        .immediate()
    },
    remove(customerId: number, type: 'theme' | 'design', id: string): void {
      remove.run(customerId, type, id)
    },
  }
}

/** The card themes the shop knows (the price catalogue's themes). */
const catalogueThemes = () => new Set(defaultCatalogue.cards.themes.map((theme) => theme.themeId))

/**
 * `GET`/`POST`/`DELETE /web-api/wishlist`: a logged-in customer's saved card
 * themes and designs. Card channel only ("wishlist … on one channel only"): wall art
 * answers 404. Anonymous shoppers get 401.
 */
export function wishlistModuleWith(
  knownThemes: () => ReadonlySet<string> = catalogueThemes,
): BackendModule {
  return {
    name: 'wishlist',
    register(router: Router, app: BackendApp) {
      const wishlist = createWishlist(app.db, app.now)
      const currentCustomer = createShopperResolver(app)

      function customerOf(ctx: RequestContext): Customer {
        const market = requireMarket(ctx)
        if (market.channel !== 'cards')
          throw new HttpError(404, extrasMessage(market.language, 'notOffered'))
        const customer = currentCustomer(ctx)
        if (!customer) throw new HttpError(401, extrasMessage(market.language, 'loginRequired'))
        return customer
      }
      const answer = (customer: Customer) =>
        json(
          200,
          { payload: { items: wishlist.items(customer.id), maxItems: wishlistMaxItems } },
          PRIVATE,
        )

      router.get('/web-api/wishlist', (ctx) => answer(customerOf(ctx)))

      router.post('/web-api/wishlist', async (ctx) => {
        const market = requireMarket(ctx)
        const customer = customerOf(ctx)
        const input = parseInput(WishlistItemInput, await inputOf(ctx), market)
        const themeId = input.type === 'theme' ? input.id : input.themeId
        if (input.type === 'theme' && input.themeId !== undefined && input.themeId !== input.id) {
          throw new HttpError(400, extrasMessage(market.language, 'invalidInput'), {
            themeId: ['A theme is its own theme.'],
          })
        }
        if (input.type === 'design' && themeId === undefined) {
          throw new HttpError(400, extrasMessage(market.language, 'invalidInput'), {
            themeId: ['Required for designs.'],
          })
        }
        if (themeId !== undefined && !knownThemes().has(themeId)) {
          const text = extrasMessage(market.language, 'unknownTheme')
          throw new HttpError(404, text, { [input.type === 'theme' ? 'id' : 'themeId']: [text] })
        }
        if (!wishlist.save(customer.id, input.type, input.id, themeId ?? null)) {
          const text = extrasMessage(market.language, 'wishlistFull')
          throw new HttpError(400, text, { id: [text] })
        }
        return answer(customer)
      })

      router.add('DELETE', '/web-api/wishlist', async (ctx) => {
        const market = requireMarket(ctx)
        const customer = customerOf(ctx)
        const input = parseInput(WishlistRemoveInput, await inputOf(ctx), market)
        wishlist.remove(customer.id, input.type, input.id)
        return answer(customer)
      })
    },
  }
}

export const wishlistModule: BackendModule = wishlistModuleWith()
