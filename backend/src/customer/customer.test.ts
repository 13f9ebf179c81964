import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CARDS_DE,
  CARDS_GB,
  CookieJar,
  fromAddress,
  getJson,
  postJson,
  removeTempDirs,
  startTestBackend,
  TestClock,
  type TestBackend,
} from '../testing/harness'
import { RETRY_WINDOW_MS } from './retry-window'

let backend: TestBackend

beforeEach(async () => {
  backend = await startTestBackend()
})
afterEach(async () => {
  await backend.close()
})
afterAll(() => removeTempDirs())

const anonymous = {
  emailHash: '',
  firstName: '',
  lastName: '',
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  number: null,
  order: { cartArticlesAmount: 0, isWhitelabelOrder: false },
  type: 0,
}

const ada = {
  email: 'Ada.Lovelace@Example.com',
  password: 'analytical-engine',
  firstName: 'Ada',
  lastName: 'Lovelace',
}

function signUp(
  jar?: CookieJar,
  fields: Record<string, unknown> = ada,
  headers?: Record<string, string>,
) {
  return postJson(`${backend.url}/web-api/customer-signup`, fields, { jar, headers })
}
function logIn(
  email: string,
  password: string,
  options: { jar?: CookieJar; headers?: Record<string, string> } = {},
) {
  return postJson(`${backend.url}/web-api/customer-login`, { email, password }, options)
}
function customerData(jar?: CookieJar, headers: Record<string, string> = CARDS_DE) {
  return getJson(`${backend.url}/web-api/customer-data`, { jar, headers })
}
function countCustomers(dataDir: string): number {
  const db = new Database(join(dataDir, 'shop.sqlite'), { readonly: true })
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM customers').get() as { n: number }).n
  } finally {
    db.close()
  }
}

describe('customer-data', () => {
  it('answers the anonymous payload without a session', async () => {
    const { status, body, response } = await customerData()
    expect(status).toBe(200)
    expect(body).toEqual({ payload: anonymous })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers anonymous for an unknown session cookie', async () => {
    const { body } = await getJson(`${backend.url}/web-api/customer-data`, {
      headers: { ...CARDS_DE, cookie: 'shop_session=forged' },
    })
    expect(body.payload.isLoggedIn).toBe(false)
  })

  it("answers the customer's values for a valid session", async () => {
    const jar = new CookieJar()
    await signUp(jar)
    const { body } = await customerData(jar)
    expect(body.payload).toEqual({
      emailHash: createHash('sha256').update('ada.lovelace@example.com').digest('hex'),
      firstName: 'Ada',
      lastName: 'Lovelace',
      isLoggedIn: true,
      isWhitelabelCustomer: false,
      number: '100001',
      order: { cartArticlesAmount: 0, isWhitelabelOrder: false },
      type: 0,
    })
  })

  it('does not carry a session over to the other channel', async () => {
    const jar = new CookieJar()
    await signUp(jar)
    const { body } = await customerData(jar, { 'x-channel': 'wallart-DE', 'x-locale': 'de-DE' })
    expect(body.payload.isLoggedIn).toBe(false)
  })
})

describe('sign-up', () => {
  it('creates the customer, logs them in and answers the customer', async () => {
    const jar = new CookieJar()
    const { status, body, response } = await signUp(jar)
    expect(status).toBe(200)
    expect(body.payload).toMatchObject({
      isLoggedIn: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
      number: '100001',
    })
    const cookie = response.headers.getSetCookie()[0]!
    expect(cookie).toMatch(/^shop_session=[\w-]{40,};/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).not.toMatch(/Secure/)
    expect(cookie).toMatch(/Max-Age=2592000/)
  })

  it('marks the cookie Secure when the shopper came over https', async () => {
    const { response } = await signUp(undefined, ada, { 'x-forwarded-proto': 'https' })
    expect(response.headers.getSetCookie()[0]).toMatch(/; Secure/)
  })

  it('stores a scrypt hash, never the password', async () => {
    await signUp()
    const db = new Database(join(backend.dataDir, 'shop.sqlite'), { readonly: true })
    const row = db.prepare('SELECT password_hash FROM customers').get() as { password_hash: string }
    db.close()
    expect(row.password_hash).toMatch(/^scrypt\$\d+\$8\$3\$[\w-]+\$[\w-]+$/)
    expect(row.password_hash).not.toContain(ada.password)
  })

  it('answers 400 with payload.errors per field and message.text in the shop language', async () => {
    const { status, body } = await signUp(undefined, {
      email: 'not-an-address',
      password: 'short',
      firstName: '',
      lastName: 'L',
    })
    expect(status).toBe(400)
    expect(body.message.text).toBe('Bitte überprüfe deine Eingaben.')
    expect(Object.keys(body.payload.errors).sort()).toEqual(['email', 'firstName', 'password'])
    expect(body.payload.errors.password[0]).toMatch(/mindestens 8 Zeichen/)
    const english = await signUp(undefined, { email: '' }, CARDS_GB)
    expect(english.body.message.text).toBe('Please check your entries.')
    expect(english.body.payload.errors.email).toEqual(['Please fill in this field.'])
  })

  it('refuses an address already registered on the channel, whatever its case', async () => {
    await signUp()
    backend.clock.advance(RETRY_WINDOW_MS + 1) // within it, the identical form is a retry (below)
    const { status, body } = await signUp(undefined, {
      ...ada,
      email: '  ADA.lovelace@example.COM ',
    })
    expect(status).toBe(400)
    expect(body.payload.errors.email).toHaveLength(1)
    expect(body.message.text).toMatch(/bereits ein Konto/)
    // The other channel is another shop: the same address may sign up there.
    const wallart = await signUp(undefined, ada, { 'x-channel': 'wallart-DE', 'x-locale': 'de-DE' })
    expect(wallart.status).toBe(200)
  })

  it('exactly once: a sign-up sent again with its key, even long after, answers like the first', async () => {
    const key = 'k-0123456789abcdef'
    const first = await signUp(undefined, { ...ada, idempotencyKey: key })
    expect(first.status).toBe(200)
    // A retry after the storefront gave up (timeout), beyond the two-minute retry window.
    backend.clock.advance(RETRY_WINDOW_MS + 10 * 60 * 1000)
    const again = await signUp(undefined, { ...ada, idempotencyKey: key })
    expect(again.status).toBe(200)
    expect(again.body.payload).toEqual(first.body.payload)
    expect(again.response.headers.get('set-cookie')).toMatch(/^shop_session=/)
    expect(countCustomers(backend.dataDir)).toBe(1)
    // The key proves nothing without the password, and another key is an ordinary sign-up.
    expect(
      (await signUp(undefined, { ...ada, password: 'another-password', idempotencyKey: key }))
        .status,
    ).toBe(400)
    expect((await signUp(undefined, { ...ada, idempotencyKey: 'k-fedcba9876543210' })).status).toBe(
      400,
    )
  })

  it('answers "busy" at once when password hashing is saturated, and creates no account behind it', async () => {
    const gated = await startTestBackend({ hashGate: { concurrent: 1, queued: 1 } })
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          postJson(
            `${gated.url}/web-api/customer-signup`,
            { ...ada, email: `busy${i}@example.com` },
            { headers: fromAddress(`192.0.2.${i + 1}`) },
          ),
        ),
      )
      const busy = answers.filter((answer) => answer.status === 503)
      expect(busy.length).toBeGreaterThan(0)
      for (const answer of busy) expect(answer.response.headers.get('retry-after')).toBe('2')
      const created = answers.filter((answer) => answer.status === 200).length
      expect(created + busy.length).toBe(6)
      expect(countCustomers(gated.dataDir)).toBe(created)
    } finally {
      await gated.close()
    }
  })

  it('creates exactly one account when the same address signs up concurrently', async () => {
    const attempts = await Promise.all(
      // From twelve addresses: the per-address limit is not what this is about.
      Array.from({ length: 12 }, (_, i) =>
        signUp(
          undefined,
          { ...ada, email: i % 2 ? ada.email.toUpperCase() : ada.email, firstName: `Ada${i}` },
          fromAddress(`192.0.2.${i + 1}`),
        ),
      ),
    )
    const statuses = attempts.map((a) => a.status).sort()
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 400)).toHaveLength(11)
    for (const loser of attempts.filter((a) => a.status === 400))
      expect(loser.body.payload.errors.email).toBeDefined()
    expect(countCustomers(backend.dataDir)).toBe(1)
  })

  it('"a retried form post (double click, back and resubmit) has no double effect": an identical sign-up sent again answers like the first (logged in), one account, one confirmation e-mail', async () => {
    const form = { ...ada, newsletter: true }
    const twice = await Promise.all([signUp(undefined, form), signUp(undefined, form)])
    expect(twice.map((answer) => answer.status)).toEqual([200, 200])
    expect(twice[1].body.payload).toEqual(twice[0].body.payload)
    backend.clock.advance(RETRY_WINDOW_MS - 1000)
    const jar = new CookieJar()
    const resubmitted = await signUp(jar, form)
    expect(resubmitted.status).toBe(200)
    expect((await customerData(jar)).body.payload).toMatchObject({
      isLoggedIn: true,
      number: '100001',
    })
    expect(countCustomers(backend.dataDir)).toBe(1)
    expect(
      (
        await getJson(
          `${backend.url}/outbox?to=${encodeURIComponent(ada.email)}&kind=newsletter-confirm`,
        )
      ).body.messages,
    ).toHaveLength(1)
  })

  it('an address already registered stays refused for another password, other names, or after the retry window', async () => {
    await signUp()
    expect((await signUp(undefined, { ...ada, password: 'a-guessed-password' })).status).toBe(400)
    expect((await signUp(undefined, { ...ada, firstName: 'Augusta' })).status).toBe(400)
    expect((await signUp(undefined, { ...ada, newsletter: true })).status).toBe(400)
    backend.clock.advance(RETRY_WINDOW_MS + 1)
    const late = await signUp()
    expect(late.status).toBe(400)
    expect(late.body.payload.errors.email).toBeDefined()
    expect(late.response.headers.get('set-cookie')).toBeNull()
  })

  it('accepts an url-encoded form with a boolean-ish newsletter field', async () => {
    const response = await fetch(`${backend.url}/web-api/customer-signup`, {
      method: 'POST',
      headers: { ...CARDS_DE, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'grace@example.com',
        password: 'cobol-compiler',
        firstName: 'Grace',
        lastName: 'Hopper',
        newsletter: 'on',
      }),
    })
    expect(response.status).toBe(200)
    const mail = await getJson(`${backend.url}/outbox/latest?to=grace@example.com`)
    expect(mail.body.kind).toBe('newsletter-confirm')
  })
})

describe('login and logout', () => {
  it('"a retried form post (double click, back and resubmit) has no double effect": a login sent twice logs in once per answer and counts no failure', async () => {
    await signUp()
    const jar = new CookieJar()
    const twice = await Promise.all([
      logIn(ada.email, ada.password),
      logIn(ada.email, ada.password, { jar }),
    ])
    expect(twice.map((answer) => answer.status)).toEqual([200, 200])
    expect((await customerData(jar)).body.payload.isLoggedIn).toBe(true)
    const db = new Database(join(backend.dataDir, 'shop.sqlite'), { readonly: true })
    try {
      expect(
        (db.prepare('SELECT COUNT(*) AS n FROM login_failures').get() as { n: number }).n,
      ).toBe(0)
    } finally {
      db.close()
    }
  })

  it('logs in with the right password (any case of the address) and sets the session cookie', async () => {
    await signUp()
    const jar = new CookieJar()
    const { status, body } = await logIn('ADA.LOVELACE@example.com', ada.password, { jar })
    expect(status).toBe(200)
    expect(body.payload).toMatchObject({ isLoggedIn: true, firstName: 'Ada' })
    expect(jar.get('shop_session')).toBeTruthy()
    expect((await customerData(jar)).body.payload.isLoggedIn).toBe(true)
  })

  it('answers the same 400 for a wrong password and an unknown address', async () => {
    await signUp()
    const wrong = await logIn(ada.email, 'wrong-password')
    const unknown = await logIn('nobody@example.com', ada.password)
    expect(wrong.status).toBe(400)
    expect(unknown.status).toBe(400)
    expect(wrong.body).toEqual(unknown.body)
    expect(wrong.body.message.text).toBe('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.')
    expect(wrong.response.headers.getSetCookie()).toEqual([])
  })

  it('ends the session server-side on logout', async () => {
    const jar = new CookieJar()
    await signUp(jar)
    const stolen = jar.header
    const { status, body, response } = await postJson(
      `${backend.url}/web-api/customer-logout`,
      {},
      { jar },
    )
    expect(status).toBe(200)
    expect(body.payload).toEqual(anonymous)
    expect(response.headers.getSetCookie()[0]).toMatch(/^shop_session=; Max-Age=0/)
    // The old cookie value no longer works, even if someone kept it.
    const { body: after } = await getJson(`${backend.url}/web-api/customer-data`, {
      headers: { ...CARDS_DE, cookie: stolen },
    })
    expect(after.payload.isLoggedIn).toBe(false)
  })

  it('does not change state on GET logout', async () => {
    const jar = new CookieJar()
    await signUp(jar)
    const response = await fetch(`${backend.url}/web-api/customer-logout`, {
      headers: { ...CARDS_DE, cookie: jar.header },
    })
    expect(response.status).toBe(405)
    expect((await customerData(jar)).body.payload.isLoggedIn).toBe(true)
  })

  it('expires a session after its lifetime', async () => {
    const jar = new CookieJar()
    await signUp(jar)
    backend.clock.advance(30 * 24 * 60 * 60 * 1000 + 1)
    expect((await customerData(jar)).body.payload.isLoggedIn).toBe(false)
  })
})

describe('login throttling', () => {
  it('escalates per account and address with a delay, then a captcha, and never locks the owner out', async () => {
    await signUp()
    const attacker = fromAddress('198.51.100.7')
    for (let i = 0; i < 5; i++)
      expect((await logIn(ada.email, `wrong-${i}`, { headers: attacker })).status).toBe(400)
    // A short delay now for this address, with the time in the answer and a singular message.
    const delayed = await logIn(ada.email, ada.password, { headers: attacker })
    expect(delayed.status).toBe(429)
    expect(delayed.response.headers.get('retry-after')).toBe('1')
    expect(delayed.body.payload.retryAfter).toBe(1)
    expect(delayed.body.message.text).toMatch(/bitte warte 1 Sekunde und/i)
    backend.clock.advance(1000)
    // The attacker keeps guessing after each delay until the captcha step …
    for (let i = 5; i < 10; i++) {
      expect((await logIn(ada.email, `wrong-${i}`, { headers: attacker })).status).toBe(400)
      // Each delay doubles: 2, 4, 8, 16 s.
      if (i < 9) backend.clock.advance(1000 * 2 ** (i - 4))
    }
    // … from where a captcha skips the delay, which stays at most 30 s: guesses within it are
    // refused without counting, however many, and offered the captcha.
    for (let i = 0; i < 30; i++) {
      const refused = await logIn(ada.email, `wrong-${i}`, { headers: attacker })
      expect(refused.status).toBe(429)
      expect(refused.body.payload.captchaRequired).toBe(true)
      expect(Number(refused.response.headers.get('retry-after'))).toBeLessThanOrEqual(30)
    }
    const forged = await postJson(
      `${backend.url}/web-api/customer-login`,
      { email: ada.email, password: ada.password, recaptchaToken: 'forged' },
      { headers: attacker },
    )
    expect(forged.status).toBe(429)
    expect(forged.body.payload.captchaRequired).toBe(true)
    // The owner on a new device elsewhere is neither delayed nor asked for a captcha.
    const elsewhere = new CookieJar()
    const owner = await logIn(ada.email, ada.password, {
      jar: elsewhere,
      headers: fromAddress('203.0.113.9'),
    })
    expect(owner.status).toBe(200)
    expect(elsewhere.get('shop_device')).toBeTruthy()
    // At the attacker's own address a solved captcha goes ahead at once.
    const solved = await postJson(
      `${backend.url}/web-api/customer-login`,
      { email: ada.email, password: ada.password, recaptchaToken: 'test-captcha-token' },
      { headers: attacker },
    )
    expect(solved.status).toBe(200)
    // A successful login clears that address's failures for the account.
    expect((await logIn(ada.email, ada.password, { headers: attacker })).status).toBe(200)
  })

  it('never asks more than a bounded wait of a shopper who cannot solve a captcha', async () => {
    await signUp()
    const shared = fromAddress('198.51.100.8')
    for (let i = 0; i < 10; i++) {
      expect((await logIn(ada.email, `wrong-${i}`, { headers: shared })).status).toBe(400)
      backend.clock.advance(30_000)
    }
    // The most a delay gets: 30 s after the latest failure, then the owner's try goes ahead.
    expect((await logIn(ada.email, `wrong-10`, { headers: shared })).status).toBe(400)
    const waiting = await logIn(ada.email, ada.password, { headers: shared })
    expect(waiting.status).toBe(429)
    expect(waiting.response.headers.get('retry-after')).toBe('30')
    expect(waiting.body.message.text).toMatch(/bitte warte 30 Sekunden und/i)
    backend.clock.advance(30_000)
    expect((await logIn(ada.email, ada.password, { headers: shared })).status).toBe(200)
  })

  it('lets a device that logged in before past the slow-down and the address limit, for its own account only', async () => {
    await signUp()
    await signUp(undefined, { ...ada, email: 'grace@example.com' })
    const shared = fromAddress('192.0.2.77')
    const device = new CookieJar()
    expect((await logIn(ada.email, ada.password, { jar: device, headers: shared })).status).toBe(
      200,
    )
    const cookie = device.get('shop_device')!
    expect(cookie).toMatch(/^[\w-]+\.[\w-]+$/)
    const deviceHeader = { ...shared, cookie: `shop_device=${cookie}` }
    // Someone at the same address guesses until the captcha step and the address limit.
    for (let i = 0; i < 10; i++) {
      expect((await logIn(ada.email, `wrong-${i}`, { headers: shared })).status).toBe(400)
      backend.clock.advance(20_000)
    }
    for (let i = 0; i < 10; i++)
      expect((await logIn(`nobody${i}@example.com`, 'guess', { headers: shared })).status).toBe(400)
    expect((await logIn(ada.email, ada.password, { headers: shared })).status).toBe(429)
    // The owner's device: straight in, without captcha or wait.
    const known = await logIn(ada.email, ada.password, { headers: deviceHeader })
    expect(known.status).toBe(200)
    // The same cookie is nobody's device for another account, and a forged one counts for none.
    expect((await logIn('grace@example.com', ada.password, { headers: deviceHeader })).status).toBe(
      429,
    )
    const forged = `${cookie.split('.')[0]}.${'A'.repeat(43)}`
    expect(
      (
        await logIn(ada.email, ada.password, {
          headers: { ...shared, cookie: `shop_device=${forged}` },
        })
      ).status,
    ).toBe(429)
    // A known device that keeps failing is treated like any other after five failures.
    for (let i = 0; i < 5; i++)
      expect((await logIn(ada.email, `typo-${i}`, { headers: deviceHeader })).status).toBe(400)
    expect((await logIn(ada.email, ada.password, { headers: deviceHeader })).status).toBe(429)
  })

  it('counts an IPv6 /64 as one address: 20 failures from 20 addresses of it block the next', async () => {
    for (let i = 0; i < 20; i++) {
      const from = fromAddress(`2001:db8:5:6:${(i + 1).toString(16)}::${i + 7}`)
      expect((await logIn(`guess${i}@example.com`, 'whatever1', { headers: from })).status).toBe(
        400,
      )
    }
    const blocked = await logIn('next@example.com', 'whatever1', {
      headers: fromAddress('2001:0db8:0005:0006:ffff:1:2:3'),
    })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message.text).toMatch(/bitte warte 5 Minuten/i)
    // The next /64 is another subscriber.
    expect(
      (await logIn('next@example.com', 'whatever1', { headers: fromAddress('2001:db8:5:7::1') }))
        .status,
    ).toBe(400)
  })

  it('answers 429 after 20 failures from one client address, across accounts', async () => {
    const from = fromAddress('192.0.2.44')
    for (let i = 0; i < 20; i++)
      expect((await logIn(`guess${i}@example.com`, 'whatever1', { headers: from })).status).toBe(
        400,
      )
    const blocked = await logIn('guess-next@example.com', 'whatever1', { headers: from })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.response.headers.get('retry-after'))).toBe(300)
    expect(blocked.body.message.text).toMatch(/5 Minuten/)
    // Another address is still welcome.
    expect(
      (await logIn('guess-next@example.com', 'whatever1', { headers: fromAddress('192.0.2.45') }))
        .status,
    ).toBe(400)
    backend.clock.advance(5 * 60 * 1000 + 1)
    expect((await logIn('guess-next@example.com', 'whatever1', { headers: from })).status).toBe(400)
  })

  it("takes the shopper's address only from the storefront: X-Forwarded-For or a header without the secret name nothing", async () => {
    // Rotating X-Forwarded-For does not escape the per-address limit: the socket peer counts.
    for (let i = 0; i < 20; i++) {
      expect(
        (
          await logIn(`spray${i}@example.com`, 'whatever1', {
            headers: { 'x-forwarded-for': `198.51.100.${i}` },
          })
        ).status,
      ).toBe(400)
    }
    expect(
      (
        await logIn('spray-next@example.com', 'whatever1', {
          headers: { 'x-forwarded-for': '198.51.100.200' },
        })
      ).status,
    ).toBe(429)
    expect(
      (
        await logIn('spray-next@example.com', 'whatever1', {
          headers: fromAddress('198.51.100.201', 'not-the-secret-at-all'),
        })
      ).status,
    ).toBe(429)
    // With the storefront's secret the named address is the shopper's: a bystander is not affected.
    expect(
      (
        await logIn('spray-next@example.com', 'whatever1', {
          headers: fromAddress('198.51.100.201'),
        })
      ).status,
    ).toBe(400)
  })

  it('limits sign-ups and reset requests per address', async () => {
    const from = fromAddress('192.0.2.70')
    for (let i = 0; i < 10; i++)
      expect(
        (await signUp(undefined, { ...ada, email: `many${i}@example.com` }, from)).status,
      ).toBe(200)
    const limited = await signUp(undefined, { ...ada, email: 'many-more@example.com' }, from)
    expect(limited.status).toBe(429)
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(
      (await signUp(undefined, { ...ada, email: 'other@example.com' }, fromAddress('192.0.2.71')))
        .status,
    ).toBe(200)
    const reset = (headers: Record<string, string>) =>
      postJson(`${backend.url}/web-api/customer-password-reset`, { email: ada.email }, { headers })
    for (let i = 0; i < 10; i++) expect((await reset(from)).status).toBe(200)
    expect((await reset(from)).status).toBe(429)
    backend.clock.advance(10 * 60 * 1000 + 1)
    expect((await reset(from)).status).toBe(200)
  })

  it('forgets earlier failures after a successful login', async () => {
    await signUp()
    for (let i = 0; i < 4; i++) await logIn(ada.email, 'wrong-password')
    expect((await logIn(ada.email, ada.password)).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await logIn(ada.email, 'wrong-password')).status).toBe(400)
    expect((await logIn(ada.email, ada.password)).status).toBe(200)
  })
})

describe('password reset', () => {
  async function requestReset(email: string, body: Record<string, unknown> = {}) {
    return postJson(`${backend.url}/web-api/customer-password-reset`, { email, ...body })
  }
  const resetMails = async (to: string) =>
    (await getJson(`${backend.url}/outbox?to=${encodeURIComponent(to)}&kind=password-reset`)).body
      .messages
  async function latestResetLink(email: string): Promise<string> {
    const { body } = await getJson(
      `${backend.url}/outbox/latest?to=${encodeURIComponent(email)}&kind=password-reset`,
    )
    return body.links[0]
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!
  const confirm = (token: string, password: string, jar?: CookieJar) =>
    postJson(`${backend.url}/web-api/customer-password-reset/confirm`, { token, password }, { jar })

  it('answers the same whether or not the address has an account, and mails only real customers', async () => {
    await signUp()
    const known = await requestReset(ada.email)
    const unknown = await requestReset('nobody@example.com')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(known.body).toEqual(unknown.body)
    expect(known.body.message.text).toMatch(/Falls zu dieser E-Mail-Adresse/)
    expect((await getJson(`${backend.url}/outbox/latest?to=nobody@example.com`)).status).toBe(404)

    const mail = (await getJson(`${backend.url}/outbox/latest?to=ada.lovelace@example.com`)).body
    expect(mail).toMatchObject({
      kind: 'password-reset',
      to: ada.email,
      subject: 'Neues Passwort festlegen',
    })
    expect(mail.links[0]).toMatch(
      /^http:\/\/localhost:3000\/customer\/password-reset\?token=[\w-]+$/,
    )
    expect(mail.text).toContain(mail.links[0])
    const file = join(backend.dataDir, 'outbox', mail.file)
    expect(existsSync(file)).toBe(true)
    expect(readFileSync(file, 'utf8')).toContain(`<a href="${mail.links[0]}">`)
  })

  it('links to the customer’s market: channel, country domain and locale prefix', async () => {
    const markets = await startTestBackend({
      storefrontUrl: 'http://localhost:4444',
      storefrontHostsFile: join(process.cwd(), 'config/hosts.json'),
    })
    try {
      const wallart = { 'x-channel': 'wallart-CH', 'x-locale': 'fr-CH' }
      await postJson(
        `${markets.url}/web-api/customer-signup`,
        { ...ada, newsletter: true, newsletterLinkPath: '/fr/newsletter/confirmer' },
        { headers: wallart },
      )
      await postJson(
        `${markets.url}/web-api/customer-password-reset`,
        { email: ada.email, linkPath: '/fr/mon-compte/nouveau-mot-de-passe' },
        { headers: wallart },
      )
      const latest = async (kind: string) =>
        (
          await getJson(
            `${markets.url}/outbox/latest?to=${encodeURIComponent(ada.email)}&kind=${kind}`,
          )
        ).body.links[0] as string
      expect(await latest('password-reset')).toMatch(
        /^http:\/\/wallart-ch\.localhost:4444\/fr\/mon-compte\/nouveau-mot-de-passe\?token=/,
      )
      expect(await latest('newsletter-confirm')).toMatch(
        /^http:\/\/wallart-ch\.localhost:4444\/fr\/newsletter\/confirmer\?token=/,
      )
      // The cards shop in Germany keeps its own host.
      await postJson(`${markets.url}/web-api/customer-signup`, {
        ...ada,
        email: 'grace@example.com',
      })
      await postJson(`${markets.url}/web-api/customer-password-reset`, {
        email: 'grace@example.com',
      })
      const cards = (
        await getJson(`${markets.url}/outbox/latest?to=grace%40example.com&kind=password-reset`)
      ).body.links[0] as string
      expect(cards).toMatch(/^http:\/\/localhost:4444\//)
    } finally {
      await markets.close()
    }
  })

  it('links to the storefront path given in linkPath, never to another host', async () => {
    await signUp()
    await requestReset(ada.email, { linkPath: '/de/konto/passwort-neu?step=2' })
    expect(await latestResetLink(ada.email)).toMatch(
      /^http:\/\/localhost:3000\/de\/konto\/passwort-neu\?step=2&token=/,
    )
    const evil = await requestReset(ada.email, { linkPath: '//evil.example/steal' })
    expect(evil.status).toBe(400)
    expect(evil.body.payload.errors.linkPath).toBeDefined()
  })

  it('sets the new password once per token, ends the other sessions and logs in', async () => {
    const oldDevice = new CookieJar()
    await signUp(oldDevice)
    await requestReset(ada.email)
    const token = tokenOf(await latestResetLink(ada.email))

    const newDevice = new CookieJar()
    const done = await confirm(token, 'difference-engine', newDevice)
    expect(done.status).toBe(200)
    expect(done.body.payload).toMatchObject({ isLoggedIn: true, firstName: 'Ada' })
    expect((await customerData(newDevice)).body.payload.isLoggedIn).toBe(true)
    expect((await customerData(oldDevice)).body.payload.isLoggedIn).toBe(false)

    expect((await logIn(ada.email, ada.password)).status).toBe(400)
    expect((await logIn(ada.email, 'difference-engine')).status).toBe(200)

    const again = await confirm(token, 'third-password')
    expect(again.status).toBe(400)
    expect(again.body.payload.errors.token).toBeDefined()
    expect((await logIn(ada.email, 'difference-engine')).status).toBe(200)
  })

  it('lets only one of two concurrent confirmations with the same token succeed', async () => {
    await signUp()
    await requestReset(ada.email)
    const token = tokenOf(await latestResetLink(ada.email))
    const results = await Promise.all([
      confirm(token, 'first-new-password'),
      confirm(token, 'second-new-password'),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 400])
  })

  it('refuses a token after one hour', async () => {
    await signUp()
    await requestReset(ada.email)
    const token = tokenOf(await latestResetLink(ada.email))
    backend.clock.advance(60 * 60 * 1000 + 1)
    const late = await confirm(token, 'too-late-password')
    expect(late.status).toBe(400)
    expect(late.body.message.text).toMatch(/ungültig oder abgelaufen/)
    expect((await logIn(ada.email, ada.password)).status).toBe(200)
  })

  it('accepts a token just before the hour is over', async () => {
    await signUp()
    await requestReset(ada.email)
    const token = tokenOf(await latestResetLink(ada.email))
    backend.clock.advance(60 * 60 * 1000 - 1000)
    expect((await confirm(token, 'just-in-time')).status).toBe(200)
  })

  it('keeps only the newest link valid', async () => {
    await signUp()
    await requestReset(ada.email)
    const first = tokenOf(await latestResetLink(ada.email))
    backend.clock.advance(RETRY_WINDOW_MS + 1)
    await requestReset(ada.email)
    const second = tokenOf(await latestResetLink(ada.email))
    expect((await confirm(first, 'new-password-1')).status).toBe(400)
    expect((await confirm(second, 'new-password-2')).status).toBe(200)
  })

  it('"a retried form post (double click, back and resubmit) has no double effect": a reset requested twice at once or again within the retry window sends one e-mail, whose link works', async () => {
    await signUp()
    const twice = await Promise.all([requestReset(ada.email), requestReset(ada.email)])
    expect(twice.map((answer) => answer.status)).toEqual([200, 200])
    expect(twice[0].body).toEqual(twice[1].body)
    backend.clock.advance(RETRY_WINDOW_MS - 1000)
    const again = await requestReset(ada.email)
    expect(again.body).toEqual(twice[0].body)
    expect(await resetMails(ada.email)).toHaveLength(1)
    expect(backend.logs.filter((line) => line.event === 'password-reset-retry')).toHaveLength(2)
    expect((await confirm(tokenOf(await latestResetLink(ada.email)), 'only-one-mail')).status).toBe(
      200,
    )
  })

  it('sends a new e-mail when asked again after the retry window, or after the pending link was used', async () => {
    await signUp()
    await requestReset(ada.email)
    backend.clock.advance(RETRY_WINDOW_MS + 1)
    await requestReset(ada.email)
    expect(await resetMails(ada.email)).toHaveLength(2)
    await confirm(tokenOf(await latestResetLink(ada.email)), 'used-at-once')
    await requestReset(ada.email)
    expect(await resetMails(ada.email)).toHaveLength(3)
  })

  it('"a retried form post has no double effect": the same new password sent again with a just-used link answers like the first time; another password is refused', async () => {
    await signUp()
    await requestReset(ada.email)
    const token = tokenOf(await latestResetLink(ada.email))
    const twice = await Promise.all([
      confirm(token, 'same-new-password'),
      confirm(token, 'same-new-password'),
    ])
    expect(twice.map((answer) => answer.status)).toEqual([200, 200])
    const jar = new CookieJar()
    const resubmitted = await confirm(token, 'same-new-password', jar)
    expect(resubmitted.status).toBe(200)
    expect((await customerData(jar)).body.payload.isLoggedIn).toBe(true)
    expect((await confirm(token, 'other-new-password')).status).toBe(400)
    backend.clock.advance(RETRY_WINDOW_MS + 1)
    expect((await confirm(token, 'same-new-password')).status).toBe(400)
    expect((await logIn(ada.email, 'same-new-password')).status).toBe(200)
  })

  it('validates the new password and the token', async () => {
    const { status, body } = await confirm('', 'short')
    expect(status).toBe(400)
    expect(Object.keys(body.payload.errors).sort()).toEqual(['password', 'token'])
  })

  it('lifts the login throttle of the account', async () => {
    await signUp()
    for (let i = 0; i < 5; i++) await logIn(ada.email, 'wrong-password')
    expect((await logIn(ada.email, ada.password)).status).toBe(429)
    await requestReset(ada.email)
    await confirm(tokenOf(await latestResetLink(ada.email)), 'after-the-storm')
    expect((await logIn(ada.email, 'after-the-storm')).status).toBe(200)
  })
})

describe('persistence', () => {
  it('keeps customers and sessions across a restart on the same data dir', async () => {
    const jar = new CookieJar()
    await signUp(jar)
    const { dataDir, contentDir } = backend
    await backend.close()

    backend = await startTestBackend({ dataDir, contentDir, clock: new TestClock() })
    expect((await customerData(jar)).body.payload).toMatchObject({
      isLoggedIn: true,
      number: '100001',
    })
    expect((await logIn(ada.email, ada.password)).status).toBe(200)
    expect(countCustomers(dataDir)).toBe(1)
  })
})
