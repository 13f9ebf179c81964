import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WhitelabelSwitchAnswer } from '../../../contracts/shop-extras'
import {
  CARDS_DE,
  CookieJar,
  getJson,
  postJson,
  removeTempDirs,
  startTestBackend,
  type TestBackend,
  signedUpCustomer,
} from '../testing/harness'
import { whitelabelTestDomain } from './routes'

let backend: TestBackend

beforeEach(async () => {
  backend = await startTestBackend()
})
afterEach(async () => {
  await backend.close()
})
afterAll(() => removeTempDirs())

const WALLART_DE = { 'x-channel': 'wallart-DE', 'x-locale': 'de-DE' }

const password = 'whitelabel-test-1'

/**
 * Signs a customer up (at the whitelabel test domain unless told otherwise) and returns their
 * cookies.
 */
const signUp = (
  email = `wanda@${whitelabelTestDomain}`,
  headers: Record<string, string> = CARDS_DE,
) =>
  signedUpCustomer(backend.url, { email, password, firstName: 'Wanda', lastName: 'Weiss' }, headers)
async function logIn(email = `wanda@${whitelabelTestDomain}`): Promise<CookieJar> {
  const jar = new CookieJar()
  expect(
    (await postJson(`${backend.url}/web-api/customer-login`, { email, password }, { jar })).status,
  ).toBe(200)
  return jar
}
const toggle = (body: unknown, jar?: CookieJar, headers?: Record<string, string>) =>
  postJson(`${backend.url}/whitelabel/switch`, body, { jar, headers })
const customer = async (jar: CookieJar) =>
  (await getJson(`${backend.url}/web-api/customer-data`, { jar, headers: CARDS_DE })).body.payload

describe('whitelabel customers of the reference setup', () => {
  it('are whoever signs up at the whitelabel test domain, on either channel', async () => {
    expect(await customer(await signUp('Wanda@WHITELABEL.test'))).toMatchObject({
      isLoggedIn: true,
      isWhitelabelCustomer: true,
      order: { isWhitelabelOrder: false },
    })
    const wallart = await signUp(`walter@${whitelabelTestDomain}`, WALLART_DE)
    const data = await getJson(`${backend.url}/web-api/customer-data`, {
      jar: wallart,
      headers: WALLART_DE,
    })
    expect(data.body.payload.isWhitelabelCustomer).toBe(true)
    expect(await customer(await signUp('wanda@whitelabel.test.example.com'))).toMatchObject({
      isWhitelabelCustomer: false,
    })
  })
})

describe('POST /whitelabel/switch', () => {
  it('toggles the order mode of a whitelabel customer, reflected in customer-data', async () => {
    const jar = await signUp()
    const on = await toggle({}, jar)
    expect(on.status).toBe(200)
    expect(WhitelabelSwitchAnswer.parse(on.body).payload.order.isWhitelabelOrder).toBe(true)
    expect((await customer(jar)).order.isWhitelabelOrder).toBe(true)
    expect((await toggle({}, jar)).body.payload.order.isWhitelabelOrder).toBe(false)
    expect(
      (await toggle({ isWhitelabelOrder: 'true' }, jar)).body.payload.order.isWhitelabelOrder,
    ).toBe(true)
    expect(
      (await toggle({ isWhitelabelOrder: true }, jar)).body.payload.order.isWhitelabelOrder,
    ).toBe(true)
    expect(
      (await toggle({ isWhitelabelOrder: false }, jar)).body.payload.order.isWhitelabelOrder,
    ).toBe(false)
  })

  it('keeps a basket per mode: the basket count follows the mode', async () => {
    const jar = await signUp()
    await postJson(`${backend.url}/gift-voucher`, { amount: 50, design: 'classic' }, { jar })
    expect((await customer(jar)).order).toEqual({ cartArticlesAmount: 1, isWhitelabelOrder: false })
    expect((await toggle({ isWhitelabelOrder: true }, jar)).body.payload.order).toEqual({
      cartArticlesAmount: 0,
      isWhitelabelOrder: true,
    })
    await postJson(
      `${backend.url}/web-api/card-accessory-order`,
      { accessoryType: 'seal', quantity: 10 },
      { jar },
    )
    await postJson(
      `${backend.url}/web-api/card-accessory-order`,
      { accessoryType: 'bag', quantity: 10 },
      { jar },
    )
    expect((await customer(jar)).order).toEqual({ cartArticlesAmount: 2, isWhitelabelOrder: true })
    expect((await toggle({ isWhitelabelOrder: false }, jar)).body.payload.order).toEqual({
      cartArticlesAmount: 1,
      isWhitelabelOrder: false,
    })
  })

  it('keeps the mode across logins and restarts', async () => {
    await toggle({ isWhitelabelOrder: true }, await signUp())
    await backend.close()
    backend = await startTestBackend({
      dataDir: backend.dataDir,
      contentDir: backend.contentDir,
      clock: backend.clock,
    })
    expect((await customer(await logIn())).order.isWhitelabelOrder).toBe(true)
  })

  it('answers 401 without a customer and 403 for a customer who is not a whitelabel customer', async () => {
    const anonymous = await toggle({})
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.message.text).toBe('Bitte melde dich zuerst an.')
    const jar = new CookieJar()
    await postJson(
      `${backend.url}/web-api/customer-signup`,
      { email: 'plain@example.com', password: 'long-enough-1', firstName: 'Pl', lastName: 'Ain' },
      { jar },
    )
    const plain = await toggle({ isWhitelabelOrder: true }, jar)
    expect(plain.status).toBe(403)
    expect((await customer(jar)).order.isWhitelabelOrder).toBe(false)
  })

  it.each([
    ['a value that is no yes or no', { isWhitelabelOrder: 'maybe' }],
    ['a number', { isWhitelabelOrder: 2 }],
    ['an unknown field', { mode: 'whitelabel' }],
  ])('answers 400 for %s', async (_name, body) => {
    const jar = await signUp()
    const { status, body: answer } = await toggle(body, jar)
    expect(status).toBe(400)
    expect(answer.message.text).toBe('Bitte prüfe deine Angaben.')
    expect((await customer(jar)).order.isWhitelabelOrder).toBe(false)
  })

  it('refuses GET (no GET changes state)', async () => {
    const response = await fetch(`${backend.url}/whitelabel/switch`, { headers: CARDS_DE })
    expect(response.status).toBe(405)
  })
})
