import { WhitelabelSwitchInput } from '../../../contracts/shop-extras'
import { createBaskets } from '../basket/baskets'
import { inputOf, parseInput } from '../basket/input'
import { extrasMessage } from '../basket/messages'
import { createShopperResolver } from '../basket/shopper'
import { json, shopError } from '../http/reply'
import { requireMarket } from '../market/guard'
import type { BackendApp, BackendModule } from '../app'
import type { Router } from '../http/router'

const PRIVATE = { 'cache-control': 'private, no-store' }

/**
 * Whitelabel customers of the reference setup: whoever signs up with an address at the
 * reserved test domain (`anna@whitelabel.test`), see migration 008.
 */
export const whitelabelTestDomain = 'whitelabel.test'

/**
 * `POST /whitelabel/switch`: a whitelabel customer switches between their standard orders
 * and whitelabel orders (customer-data's `order.isWhitelabelOrder`); each mode has its own
 * basket, so the basket count follows the mode. Body `isWhitelabelOrder` sets the mode,
 * without it the mode toggles.
 */
export function registerWhitelabelRoutes(router: Router, app: BackendApp): void {
  const baskets = createBaskets(app)
  const currentCustomer = createShopperResolver(app)

  router.post('/whitelabel/switch', async (ctx) => {
    const market = requireMarket(ctx)
    const input = parseInput(WhitelabelSwitchInput, await inputOf(ctx), market)
    const customer = currentCustomer(ctx)
    if (!customer)
      return shopError(401, extrasMessage(market.language, 'loginRequired'), {}, PRIVATE)
    if (!customer.isWhitelabel)
      return shopError(403, extrasMessage(market.language, 'notWhitelabel'), {}, PRIVATE)
    const next = input.isWhitelabelOrder ?? !baskets.isWhitelabelOrder(customer)
    baskets.setWhitelabelOrder(customer.id, next)
    app.logger.info(
      { event: 'whitelabel-order-mode', customer: customer.id, isWhitelabelOrder: next },
      'whitelabel order mode switched',
    )
    return json(
      200,
      { payload: { isWhitelabelCustomer: true, order: baskets.orderOf(ctx, customer) } },
      PRIVATE,
    )
  })
}

export const whitelabelModule: BackendModule = {
  name: 'whitelabel',
  register: registerWhitelabelRoutes,
}
