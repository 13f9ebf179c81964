import { WhitelabelSwitchInput } from '../../../contracts/shop-extras'
import type { BackendApp, BackendModule } from '../app'
import { createBaskets } from '../basket/baskets'
import { inputOf, parseInput } from '../basket/input'
import { extrasMessage } from '../basket/messages'
import { createShopperResolver } from '../basket/shopper'
import { normaliseEmail } from '../customer/tokens'
import type { Db } from '../db/database'
import type { Router } from '../http/router'
import { json, shopError } from '../http/reply'
import { requireMarket } from '../market/guard'
import type { Channel } from '../market/markets'

const PRIVATE = { 'cache-control': 'private, no-store' }

/**
 * Whitelabel customers of the reference setup (ADR 123), on both channels, password
 * `whitelabel-test-1` (the hash below is that password with the default scrypt cost).
 * Two of them, so two test runs (JavaScript on and off) can each switch one's order mode.
 * An address someone already signed up with is left as it is.
 */
export const seedWhitelabelCustomers = [
  { email: 'whitelabel@printhaus.test', firstName: 'Wanda', lastName: 'Weiss' },
  { email: 'whitelabel-2@printhaus.test', firstName: 'Walter', lastName: 'Weber' },
] as const
export const seedWhitelabelPassword = 'whitelabel-test-1'
const seedPasswordHash = 'scrypt$32768$8$3$JVvy-pjwGBwKAR8Id4vVSQ$8MszAeg6r1y1dxmCiKzZnUBPtioUy0D4xN6Ib2bqEYA'

export function seedWhitelabel(db: Db, now: () => number): void {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO customers
      (channel, email, email_normalized, password_hash, first_name, last_name, locale, newsletter_opt_in, type, is_whitelabel, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'de-DE', 0, 0, 1, ?, ?)`,
  )
  db.transaction(() => {
    for (const channel of ['cards', 'wallart'] as Channel[]) {
      for (const customer of seedWhitelabelCustomers) {
        insert.run(channel, customer.email, normaliseEmail(customer.email), seedPasswordHash, customer.firstName, customer.lastName, now(), now())
      }
    }
  })()
}

/**
 * `POST /whitelabel/switch`: a whitelabel customer switches between their standard orders
 * and whitelabel orders (customer-data's `order.isWhitelabelOrder`); each mode has its own
 * basket, so the basket count follows the mode. Body `isWhitelabelOrder` sets the mode,
 * without it the mode toggles.
 */
export function registerWhitelabelRoutes(router: Router, app: BackendApp): void {
  const baskets = createBaskets(app)
  const currentCustomer = createShopperResolver(app)
  seedWhitelabel(app.db, app.now)

  router.post('/whitelabel/switch', async (ctx) => {
    const market = requireMarket(ctx)
    const input = parseInput(WhitelabelSwitchInput, await inputOf(ctx), market)
    const customer = currentCustomer(ctx)
    if (!customer) return shopError(401, extrasMessage(market.language, 'loginRequired'), {}, PRIVATE)
    if (!customer.isWhitelabel) return shopError(403, extrasMessage(market.language, 'notWhitelabel'), {}, PRIVATE)
    const next = input.isWhitelabelOrder ?? !baskets.isWhitelabelOrder(customer)
    baskets.setWhitelabelOrder(customer.id, next)
    app.logger.info({ event: 'whitelabel-order-mode', customer: customer.id, isWhitelabelOrder: next }, 'whitelabel order mode switched')
    return json(200, { payload: { isWhitelabelCustomer: true, order: baskets.orderOf(ctx, customer) } }, PRIVATE)
  })
}

export const whitelabelModule: BackendModule = { name: 'whitelabel', register: registerWhitelabelRoutes }
