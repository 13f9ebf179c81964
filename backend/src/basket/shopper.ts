import { createCustomerRepository, type Customer } from '../customer/customers'
import { createSessionStore, SESSION_COOKIE } from '../customer/sessions'
import { requireMarket } from '../market/guard'
import type { BackendApp } from '../app'
import type { RequestContext } from '../http/router'

/**
 * Who is asking: the customer of the request's session when it is valid and belongs to
 * the request's channel (as customer-data decides it), else nobody.
 */
export function createShopperResolver(app: Pick<BackendApp, 'db' | 'now' | 'settings'>) {
  const sessions = createSessionStore(app.db, app.now, app.settings.sessionTtlMs)
  const customers = createCustomerRepository(app.db, app.now)
  return function currentCustomer(ctx: RequestContext): Customer | null {
    const session = sessions.find(ctx.cookies[SESSION_COOKIE])
    if (!session) return null
    const customer = customers.findById(session.customerId)
    return customer && customer.channel === requireMarket(ctx).channel ? customer : null
  }
}

export type ShopperResolver = ReturnType<typeof createShopperResolver>
