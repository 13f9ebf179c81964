import {
  GiftVoucherInput,
  VoucherInput,
  type VoucherFailureReason,
} from '../../../contracts/shop-extras'
import { createBaskets, currencyOfLocale } from '../basket/baskets'
import { inputOf, parseInput } from '../basket/input'
import { extrasMessage, type ExtrasMessage } from '../basket/messages'
import { createShopperResolver } from '../basket/shopper'
import { json, shopError } from '../http/reply'
import { requireMarket } from '../market/guard'
import { createVoucherStore, seedVouchers } from './vouchers'
import type { BackendApp, BackendModule } from '../app'
import type { Router } from '../http/router'

const PRIVATE = { 'cache-control': 'private, no-store' }

const reasonMessages: Record<VoucherFailureReason, ExtrasMessage> = {
  invalid: 'voucherInvalid',
  unknown: 'voucherUnknown',
  expired: 'voucherExpired',
  used: 'voucherUsed',
  'not-yet-valid': 'voucherNotYetValid',
  'not-applicable': 'voucherNotApplicable',
}

/**
 * Gift vouchers into the basket (`POST /gift-voucher`) and voucher codes for the basket
 * (`POST`/`GET /web-api/voucher`). Both work for anonymous shoppers (their basket
 * is kept by the `shop_basket` cookie) and customers.
 */
export function registerVoucherRoutes(router: Router, app: BackendApp): void {
  const baskets = createBaskets(app)
  const vouchers = createVoucherStore(app.db, app.now)
  const currentCustomer = createShopperResolver(app)
  vouchers.seed(seedVouchers)

  router.post('/gift-voucher', async (ctx) => {
    const market = requireMarket(ctx)
    const input = parseInput(GiftVoucherInput, await inputOf(ctx), market)
    const customer = currentCustomer(ctx)
    const basket = baskets.resolve(ctx, customer)
    const currency = currencyOfLocale(market.locale)
    const item = baskets.addItem(basket.id, {
      type: 'gift-voucher',
      details: { amount: input.amount, design: input.design, message: input.message ?? '' },
      quantity: 1,
      currency,
      priceCurrent: input.amount * 100,
      priceOriginal: input.amount * 100,
    })
    app.logger.info(
      { event: 'gift-voucher-added', basket: basket.id, amount: input.amount, currency },
      'gift voucher added to a basket',
    )
    const headers = basket.setCookie ? { ...PRIVATE, 'set-cookie': basket.setCookie } : PRIVATE
    return json(200, { payload: { item, order: baskets.orderFor(basket.id, customer) } }, headers)
  })

  router.get('/web-api/voucher', (ctx) => {
    const customer = currentCustomer(ctx)
    return json(
      200,
      { payload: { vouchers: vouchers.appliedTo(baskets.find(ctx, customer)) } },
      PRIVATE,
    )
  })

  router.post('/web-api/voucher', async (ctx) => {
    const market = requireMarket(ctx)
    const refuse = (reason: VoucherFailureReason) => {
      const text = extrasMessage(market.language, reasonMessages[reason])
      return shopError(400, text, { code: [text] }, PRIVATE, { reason })
    }
    const parsed = VoucherInput.safeParse(await inputOf(ctx))
    if (!parsed.success) return refuse('invalid')
    const { code } = parsed.data
    const customer = currentCustomer(ctx)
    const checked = vouchers.check(
      code,
      market.channel,
      currencyOfLocale(market.locale),
      baskets.find(ctx, customer),
    )
    if (!checked.ok) return refuse(checked.reason)
    const basket = baskets.resolve(ctx, customer)
    if (!vouchers.apply(basket.id, code)) return refuse('used')
    baskets.touch(basket.id)
    app.logger.info(
      { event: 'voucher-applied', basket: basket.id, code },
      'voucher applied to a basket',
    )
    const headers = basket.setCookie ? { ...PRIVATE, 'set-cookie': basket.setCookie } : PRIVATE
    return json(
      200,
      {
        payload: {
          voucher: checked.voucher,
          vouchers: vouchers.appliedTo(basket.id),
          order: baskets.orderFor(basket.id, customer),
        },
        message: { text: extrasMessage(market.language, 'voucherApplied') },
      },
      headers,
    )
  })
}

export const vouchersModule: BackendModule = { name: 'vouchers', register: registerVoucherRoutes }
