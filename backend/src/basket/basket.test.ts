import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CARDS_DE,
  CookieJar,
  getJson,
  postJson,
  removeTempDirs,
  startTestBackend,
  type TestBackend,
} from '../testing/harness'
import { BASKET_TTL_MS } from './baskets'

let backend: TestBackend

beforeEach(async () => {
  backend = await startTestBackend()
})
afterEach(async () => {
  await backend.close()
})
afterAll(() => removeTempDirs())

const order = async (jar: CookieJar, headers: Record<string, string> = CARDS_DE) =>
  (await getJson(`${backend.url}/web-api/customer-data`, { jar, headers })).body.payload.order

describe('baskets (customer-data order.cartArticlesAmount)', () => {
  it('counts nothing for a forged or unknown basket cookie', async () => {
    const { body } = await getJson(`${backend.url}/web-api/customer-data`, {
      headers: { ...CARDS_DE, cookie: 'shop_basket=forged' },
    })
    expect(body.payload.order).toEqual({ cartArticlesAmount: 0, isWhitelabelOrder: false })
  })

  it('keeps an anonymous basket per channel: the wall-art shop does not see the card basket', async () => {
    const jar = new CookieJar()
    await postJson(`${backend.url}/gift-voucher`, { amount: 20, design: 'classic' }, { jar })
    expect((await order(jar)).cartArticlesAmount).toBe(1)
    expect(
      (await order(jar, { 'x-channel': 'wallart-DE', 'x-locale': 'de-DE' })).cartArticlesAmount,
    ).toBe(0)
  })

  it('forgets an anonymous basket nobody touched for 30 days', async () => {
    const jar = new CookieJar()
    await postJson(`${backend.url}/gift-voucher`, { amount: 20, design: 'classic' }, { jar })
    backend.clock.advance(BASKET_TTL_MS - 1000)
    expect((await order(jar)).cartArticlesAmount).toBe(1)
    backend.clock.advance(2000)
    expect((await order(jar)).cartArticlesAmount).toBe(0)
    // A new purchase starts a new basket with a new cookie.
    const again = await postJson(
      `${backend.url}/gift-voucher`,
      { amount: 20, design: 'classic' },
      { jar },
    )
    expect(again.response.headers.get('set-cookie')).toMatch(/^shop_basket=/)
    expect(again.body.payload.order.cartArticlesAmount).toBe(1)
  })
})
