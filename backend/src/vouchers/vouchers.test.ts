import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  GiftVoucherAnswer,
  VoucherAnswer,
  VoucherErrorAnswer,
  VouchersAnswer,
} from '../../../contracts/shop-extras'
import {
  CARDS_DE,
  CookieJar,
  getJson,
  postJson,
  removeTempDirs,
  startTestBackend,
  type TestBackend,
} from '../testing/harness'

let backend: TestBackend

beforeEach(async () => {
  backend = await startTestBackend()
})
afterEach(async () => {
  await backend.close()
})
afterAll(() => removeTempDirs())

const CARDS_CH = { 'x-channel': 'cards-CH', 'x-locale': 'de-CH' }
const CARDS_FR = { 'x-channel': 'cards-FR', 'x-locale': 'fr-FR' }
const WALLART_DE = { 'x-channel': 'wallart-DE', 'x-locale': 'de-DE' }
const voucher = { amount: 50, design: 'birthday', message: 'Alles Gute!' }

const buy = (body: unknown, jar?: CookieJar, headers?: Record<string, string>) =>
  postJson(`${backend.url}/gift-voucher`, body, { jar, headers })
const redeem = (code: unknown, jar?: CookieJar, headers?: Record<string, string>) =>
  postJson(`${backend.url}/web-api/voucher`, { code }, { jar, headers })
const customerData = (jar: CookieJar, headers: Record<string, string> = CARDS_DE) =>
  getJson(`${backend.url}/web-api/customer-data`, { jar, headers })

describe('POST /gift-voucher', () => {
  it('puts the voucher into a new anonymous basket and raises cartArticlesAmount', async () => {
    const jar = new CookieJar()
    const { status, body, response } = await buy(voucher, jar)
    expect(status).toBe(200)
    const answer = GiftVoucherAnswer.parse(body)
    expect(answer.payload.item).toMatchObject({
      type: 'gift-voucher',
      quantity: 1,
      currency: 'EUR',
      priceCurrent: 50,
      details: voucher,
    })
    expect(answer.payload.order).toEqual({ cartArticlesAmount: 1, isWhitelabelOrder: false })
    expect(response.headers.get('set-cookie')).toMatch(
      /^shop_basket=[\w-]{20,}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')

    const second = await buy({ ...voucher, amount: '25', message: undefined }, jar)
    expect(second.body.payload.order.cartArticlesAmount).toBe(2)
    expect(second.response.headers.get('set-cookie')).toBeNull()
    expect((await customerData(jar)).body.payload.order).toEqual({
      cartArticlesAmount: 2,
      isWhitelabelOrder: false,
    })
  })

  it('prices the voucher in the currency of the market', async () => {
    const { body } = await buy({ amount: 100, design: 'classic' }, undefined, CARDS_CH)
    expect(body.payload.item).toMatchObject({
      currency: 'CHF',
      priceCurrent: 100,
      details: { amount: 100, design: 'classic', message: '' },
    })
  })

  it('keeps the basket across a restart (persisted in SQLite)', async () => {
    const jar = new CookieJar()
    await buy(voucher, jar)
    await backend.close()
    backend = await startTestBackend({
      dataDir: backend.dataDir,
      contentDir: backend.contentDir,
      clock: backend.clock,
    })
    expect((await customerData(jar)).body.payload.order.cartArticlesAmount).toBe(1)
  })

  it("goes into the customer's basket when logged in, and an anonymous basket joins it at login", async () => {
    const jar = new CookieJar()
    await buy(voucher, jar)
    await postJson(
      `${backend.url}/web-api/customer-signup`,
      { email: 'gift@example.com', password: 'long-enough-1', firstName: 'Gi', lastName: 'Ft' },
      { jar },
    )
    expect((await customerData(jar)).body.payload.order.cartArticlesAmount).toBe(1)
    await buy(voucher, jar)
    expect((await customerData(jar)).body.payload.order.cartArticlesAmount).toBe(2)
    // Another device of the same customer sees the same basket.
    const other = new CookieJar()
    await postJson(
      `${backend.url}/web-api/customer-login`,
      { email: 'gift@example.com', password: 'long-enough-1' },
      { jar: other },
    )
    expect((await customerData(other)).body.payload.order.cartArticlesAmount).toBe(2)
  })

  it.each([
    ['an amount below the minimum', { ...voucher, amount: 9 }, 'amount'],
    ['an amount above the maximum', { ...voucher, amount: 501 }, 'amount'],
    ['an amount with decimals', { ...voucher, amount: 12.5 }, 'amount'],
    ['an amount that is no number', { ...voucher, amount: '12,50' }, 'amount'],
    ['no amount', { design: 'classic' }, 'amount'],
    ['an unknown design', { ...voucher, design: 'skulls' }, 'design'],
    ['no design', { amount: 50 }, 'design'],
    ['a message over 250 characters', { ...voucher, message: 'x'.repeat(251) }, 'message'],
    ['a message with control characters', { ...voucher, message: 'hi\u0007' }, 'message'],
    ['a message that is no text', { ...voucher, message: 42 }, 'message'],
    ['an unknown field', { ...voucher, price: 1 }, 'price'],
  ])('answers 400 for %s, naming the field, and adds nothing', async (_name, body, field) => {
    const jar = new CookieJar()
    const { status, body: answer, response } = await buy(body, jar)
    expect(status).toBe(400)
    expect(answer.message.text).toBe('Bitte prüfe deine Angaben.')
    expect(Object.keys(answer.payload.errors)).toContain(field)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('accepts a message of exactly 250 characters (emoji count as one)', async () => {
    const { status } = await buy({ ...voucher, message: '🎉'.repeat(250) })
    expect(status).toBe(200)
  })

  it('answers 400 for a body that is not an object and 415 for other content types', async () => {
    expect((await buy('[1,2]')).status).toBe(400)
    expect((await buy('{not json')).status).toBe(400)
    const form = await fetch(`${backend.url}/gift-voucher`, {
      method: 'POST',
      headers: { ...CARDS_DE, 'content-type': 'text/plain' },
      body: 'amount=50',
    })
    expect(form.status).toBe(415)
  })

  it('accepts url-encoded bodies', async () => {
    const response = await fetch(`${backend.url}/gift-voucher`, {
      method: 'POST',
      headers: { ...CARDS_DE, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=30&design=christmas&message=Frohes+Fest',
    })
    expect(response.status).toBe(200)
  })
})

describe('POST /web-api/voucher', () => {
  it('applies a valid code to the basket (case-insensitive), again and again without error', async () => {
    const jar = new CookieJar()
    const { status, body, response } = await redeem(' printhaus10 ', jar)
    expect(status).toBe(200)
    const answer = VoucherAnswer.parse(body)
    expect(answer.payload.voucher).toEqual({
      code: 'PRINTHAUS10',
      kind: 'percent',
      value: 10,
      currency: null,
      validUntil: '2099-12-31T23:59:59.000Z',
    })
    expect(answer.payload.vouchers.map((v) => v.code)).toEqual(['PRINTHAUS10'])
    expect(body.message.text).toBe('Der Gutschein gilt für deinen Warenkorb.')
    expect(response.headers.get('set-cookie')).toMatch(/^shop_basket=/)
    // A voucher is no article: the basket count stays.
    expect(answer.payload.order.cartArticlesAmount).toBe(0)
    expect((await redeem('PRINTHAUS10', jar)).status).toBe(200)
    const listed = VouchersAnswer.parse(
      (await getJson(`${backend.url}/web-api/voucher`, { jar, headers: CARDS_DE })).body,
    )
    expect(listed.payload.vouchers.map((v) => v.code)).toEqual(['PRINTHAUS10'])
  })

  it.each([
    ['an unknown code', 'NOPE-123', 'unknown', 'Diesen Gutscheincode kennen wir nicht.'],
    ['an expired code', 'SUMMER2020', 'expired', 'Dieser Gutschein ist abgelaufen.'],
    ['a used single-use code', 'USED-ONCE', 'used', 'Dieser Gutschein wurde bereits eingelöst.'],
    [
      'a code of the other channel',
      'WALLART15',
      'not-applicable',
      'Dieser Gutschein gilt nicht in diesem Shop.',
    ],
    [
      'a code that is not valid yet',
      'SPRING2099',
      'not-yet-valid',
      'Dieser Gutschein gilt noch nicht.',
    ],
    ['an empty code', '', 'invalid', 'Bitte gib einen gültigen Gutscheincode ein.'],
    [
      'a code with other characters',
      'DROP TABLE;',
      'invalid',
      'Bitte gib einen gültigen Gutscheincode ein.',
    ],
    ['a code that is no text', 12345, 'invalid', 'Bitte gib einen gültigen Gutscheincode ein.'],
  ])('answers 400 with reason and text for %s', async (_name, code, reason, text) => {
    const { status, body } = await redeem(code)
    expect(status).toBe(400)
    const answer = VoucherErrorAnswer.parse(body)
    expect(answer.payload.reason).toBe(reason)
    expect(answer.message.text).toBe(text)
    expect(answer.payload.errors.code).toEqual([text])
  })

  it('answers in the language of X-Locale', async () => {
    const { body } = await redeem('SUMMER2020', undefined, CARDS_FR)
    expect(body.message.text).toBe('Ce bon a expiré.')
  })

  it('refuses an amount voucher in another currency and a wall-art code on cards', async () => {
    expect((await redeem('GIFT-25-EUR', undefined, CARDS_CH)).body.payload.reason).toBe(
      'not-applicable',
    )
    expect((await redeem('GIFT-25-EUR')).status).toBe(200)
    expect((await redeem('WALLART15', undefined, WALLART_DE)).status).toBe(200)
  })

  it('lets a single-use code be used once, by one basket, and remembers it after a restart', async () => {
    const db = new Database(join(backend.dataDir, 'shop.sqlite'))
    db.prepare(
      "INSERT INTO vouchers (code, kind, value, currency, max_uses, created_at) VALUES ('ONCE-ONLY', 'amount', 500, 'EUR', 1, 0)",
    ).run()
    db.close()
    const first = new CookieJar()
    expect((await redeem('ONCE-ONLY', first)).status).toBe(200)
    // The basket that has it may apply it again; another basket may not.
    expect((await redeem('ONCE-ONLY', first)).status).toBe(200)
    expect((await redeem('ONCE-ONLY', new CookieJar())).body.payload.reason).toBe('used')
    await backend.close()
    backend = await startTestBackend({
      dataDir: backend.dataDir,
      contentDir: backend.contentDir,
      clock: backend.clock,
    })
    expect((await redeem('ONCE-ONLY', new CookieJar())).body.payload.reason).toBe('used')
    const listed = await getJson(`${backend.url}/web-api/voucher`, {
      jar: first,
      headers: CARDS_DE,
    })
    expect(listed.body.payload.vouchers.map((v: { code: string }) => v.code)).toEqual(['ONCE-ONLY'])
  })

  it('expires a code by the clock', async () => {
    backend.clock.time = Date.parse('2100-01-01T00:00:00Z')
    expect((await redeem('PRINTHAUS10')).body.payload.reason).toBe('expired')
  })

  it('lists no vouchers for a shopper without a basket', async () => {
    const { status, body } = await getJson(`${backend.url}/web-api/voucher`, { headers: CARDS_DE })
    expect(status).toBe(200)
    expect(body).toEqual({ payload: { vouchers: [] } })
  })
})
