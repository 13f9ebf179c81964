import { createBaskets } from './baskets'
import type { BackendModule } from '../app'

const PURGE_INTERVAL_MS = 60 * 60 * 1000

/**
 * Baskets have no calls of their own: gift vouchers, voucher codes and card
 * accessories fill them, customer-data counts them. This module only removes anonymous
 * baskets nobody touched for 30 days.
 */
export const basketModule: BackendModule = {
  name: 'basket',
  register(_router, app) {
    const baskets = createBaskets(app)
    const purge = () => {
      try {
        baskets.purgeExpired()
      } catch (error) {
        app.logger.error({ err: error }, 'purging expired baskets failed')
      }
    }
    purge()
    const timer = setInterval(purge, PURGE_INTERVAL_MS)
    timer.unref()
    return () => clearInterval(timer)
  },
}
