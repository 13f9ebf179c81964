import { beforeEach, describe, expect, it, vi } from 'vitest'
import { localLoadContext } from './request-context.server'

const shopFetch = vi.fn()
const logEvent = vi.fn()
vi.mock('./shop-api.server', async (original) => ({
  ...(await original<typeof import('./shop-api.server')>()),
  shopFetch: (...args: unknown[]) => shopFetch(...args),
}))
vi.mock('./logger.server', () => ({
  logEvent: (...args: unknown[]) => logEvent(...args),
  logger: { info() {}, warn() {}, error() {} },
}))

const { ShopApiError } = await import('./shop-api.server')
const { voucherRedeemAction, giftVoucherAction } = await import('./vouchers.server')
const { accessoryOrderAction } = await import('./accessories.server')
const { localisedPageContext } = await import('./localised-page.server')

/** An action as its route calls it, with the page's context. */
async function onPage(
  action: (
    request: Request,
    context: Awaited<ReturnType<typeof localisedPageContext>>,
  ) => Promise<Response>,
  page: string,
  request: Request,
) {
  return action(request, await localisedPageContext(request, localLoadContext(), page))
}

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  })
}

beforeEach(() => {
  shopFetch.mockReset()
  logEvent.mockReset()
})

describe('voucher redemption ("logging error-add-voucher on failure")', () => {
  it('a refused code answers 400 with the text for its reason and logs error-add-voucher', async () => {
    shopFetch.mockRejectedValue(
      new ShopApiError(
        400,
        {
          message: { text: 'abgelaufen' },
          payload: { errors: { code: ['abgelaufen'] }, reason: 'expired' },
        },
        '/web-api/voucher',
      ),
    )
    const response = await onPage(
      voucherRedeemAction,
      'voucher-redeem',
      post('/gutschein-einloesen', { code: ' summer2020 ' }),
    )
    expect(response.status).toBe(400)
    expect((await response.json()).error).toEqual({ code: ['voucher.redeem.error.expired'] })
    expect(shopFetch).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        path: '/web-api/voucher',
        body: { code: 'SUMMER2020' },
      }),
    )
    expect(logEvent).toHaveBeenCalledWith(
      'warn',
      'error-add-voucher',
      expect.objectContaining({ reason: 'expired' }),
    )
  })

  it('a malformed code never reaches the shop API, and is logged too', async () => {
    const response = await onPage(
      voucherRedeemAction,
      'voucher-redeem',
      post('/gutschein-einloesen', { code: 'no spaces!' }),
    )
    expect(response.status).toBe(400)
    expect(shopFetch).not.toHaveBeenCalled()
    expect(logEvent).toHaveBeenCalledWith(
      'warn',
      'error-add-voucher',
      expect.objectContaining({ reason: 'invalid' }),
    )
  })

  it('an unreachable shop API is a 503 with the generic message, logged as an error', async () => {
    shopFetch.mockRejectedValue(new Error('connect ECONNREFUSED'))
    const response = await onPage(
      voucherRedeemAction,
      'voucher-redeem',
      post('/gutschein-einloesen', { code: 'PRINTHAUS10' }),
    )
    expect(response.status).toBe(503)
    expect((await response.json()).error).toEqual({ '': ['voucher.error.generic'] })
    expect(logEvent).toHaveBeenCalledWith('error', 'error-add-voucher', expect.anything())
  })

  it('an applied code redirects back with ?redeemed= and the basket cookie', async () => {
    shopFetch.mockResolvedValue({
      data: {},
      status: 200,
      setCookies: ['shop_basket=abc; Path=/; HttpOnly; SameSite=Lax'],
    })
    const response = await onPage(
      voucherRedeemAction,
      'voucher-redeem',
      post('/gutschein-einloesen', { code: 'printhaus10' }),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/gutschein-einloesen?redeemed=PRINTHAUS10')
    expect(response.headers.get('set-cookie')).toContain('shop_basket=abc')
    expect(logEvent).not.toHaveBeenCalled()
  })
})

describe('gift voucher ("validated, handed to the basket")', () => {
  it('sends the resolved amount, design and message; redirects to the basket', async () => {
    shopFetch.mockResolvedValue({ data: {}, status: 200, setCookies: [] })
    const response = await onPage(
      giftVoucherAction,
      'gift-voucher',
      post('/geschenkgutschein', {
        amountChoice: 'custom',
        customAmount: '35',
        design: 'christmas',
        message: ' Frohes Fest\r\n ',
      }),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/warenkorb?added=gift-voucher')
    expect(shopFetch).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/gift-voucher',
        body: { amount: 35, design: 'christmas', message: 'Frohes Fest' },
      }),
    )
  })

  it.each([
    [{ amountChoice: 'custom', customAmount: '501', design: 'classic' }, 'customAmount'],
    [{ amountChoice: '30', design: 'classic' }, 'amountChoice'],
    [{ amountChoice: '50', design: 'skulls' }, 'design'],
    [{ amountChoice: '50', design: 'classic', message: 'x'.repeat(251) }, 'message'],
  ])('refuses %o on the server (400, %s), without calling the shop API', async (fields, field) => {
    const response = await onPage(
      giftVoucherAction,
      'gift-voucher',
      post('/geschenkgutschein', fields),
    )
    expect(response.status).toBe(400)
    expect(Object.keys((await response.json()).error)).toContain(field)
    expect(shopFetch).not.toHaveBeenCalled()
  })

  it('a refusal by the shop API is logged as error-add-voucher', async () => {
    shopFetch.mockRejectedValue(
      new ShopApiError(
        400,
        { message: { text: 'x' }, payload: { errors: { amount: ['x'] } } },
        '/gift-voucher',
      ),
    )
    const response = await onPage(
      giftVoucherAction,
      'gift-voucher',
      post('/geschenkgutschein', { amountChoice: '50', design: 'classic' }),
    )
    expect(response.status).toBe(400)
    expect(logEvent).toHaveBeenCalledWith(
      'warn',
      'error-add-voucher',
      expect.objectContaining({ call: 'gift-voucher' }),
    )
  })
})

describe('card accessory order ("logging error-add-accessory on failure")', () => {
  it('a failed order is logged as error-add-accessory and shows the generic message', async () => {
    shopFetch.mockRejectedValue(
      new ShopApiError(
        404,
        { message: { text: 'x' }, payload: { errors: {} } },
        '/web-api/card-accessory-order',
      ),
    )
    const response = await onPage(
      accessoryOrderAction,
      'card-accessories',
      post('/kartenzubehoer', { accessoryType: 'envelope', quantity: '25', sizeClass: 'large' }),
    )
    expect(response.status).toBe(400)
    expect((await response.json()).error).toEqual({ '': ['accessories.error.generic'] })
    expect(logEvent).toHaveBeenCalledWith(
      'warn',
      'error-add-accessory',
      expect.objectContaining({ accessoryType: 'envelope', status: 404 }),
    )
  })

  it('sends only the fields of the chosen accessory and comes back with the selection', async () => {
    shopFetch.mockResolvedValue({ data: {}, status: 200, setCookies: [] })
    const response = await onPage(
      accessoryOrderAction,
      'card-accessories',
      post('/kartenzubehoer', {
        accessoryType: 'pen',
        quantity: '2',
        sizeClass: 'large',
        formatType: 'postkarte-a6',
      }),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      '/kartenzubehoer?accessoryType=pen&quantity=2&added=1',
    )
    expect(shopFetch).toHaveBeenCalledWith(
      expect.objectContaining({ body: { accessoryType: 'pen', quantity: 2 } }),
    )
  })
})
