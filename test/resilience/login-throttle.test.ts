/**
 * Login throttling that never locks the owner out, against the production build with no
 * captcha configured and plain form posts (no JavaScript): while someone keeps sending wrong
 * passwords for the account, the owner's browser that has logged in before gets in every time, a
 * new device elsewhere gets in at once, and a new device at the attacker's own address waits a
 * bounded time, told how long. Per-address limits count an IPv6 /64 as one address.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBackend, type RunningBackend } from '../../backend/src/server'
import { cookiesOf, postForm, type RawResponse } from './support/http'
import {
  cheapHashing,
  previewToken,
  root,
  startShopProcess,
  webhookSecret,
  type ShopProcess,
} from './support/stack'

let backend: RunningBackend
let shop: ShopProcess
let dataDir: string
/** How far the shop API's clock is ahead: a wait it names passes without the test sleeping. */
let clockAhead = 0
const host = () => `localhost:${shop.port}`
const owner = {
  firstName: 'Otto',
  lastName: 'Owner',
  email: 'owner@example.com',
  password: 'the-owners-own-password',
}
/** The attacker shares the owner's address: the worst case, a household or a carrier's NAT. */
const sharedAddress = '203.0.113.66'

function logIn(
  email: string,
  password: string,
  from: string,
  cookie?: string,
): Promise<RawResponse> {
  return postForm(
    shop.url,
    '/mein-konto/anmelden',
    { email, password },
    { host: host(), headers: [['X-Forwarded-For', from]], ...(cookie ? { cookie } : {}) },
  )
}

function setCookie(answer: RawResponse, name: string): string | undefined {
  return (answer.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${name}=`))
}

/**
 * Wrong passwords for the owner's account from the shared address and from an IPv6 /64, two at a
 * time (more would only queue at the shop API's password hashing), until stopped.
 */
function attack() {
  const answers: RawResponse[] = []
  let running = true
  const stream = async (addresses: (i: number) => string) => {
    for (let i = 0; running; i++) answers.push(await logIn(owner.email, `guess-${i}`, addresses(i)))
  }
  const done = Promise.all([
    stream(() => sharedAddress),
    stream((i) => `2001:db8:66:1::${(i % 50) + 1}`),
  ])
  return {
    answers,
    /** Resolves when at least `count` attempts have been answered since the call. */
    async answered(count: number) {
      const target = answers.length + count
      while (answers.length < target) await new Promise((resolve) => setTimeout(resolve, 50))
    },
    async stop() {
      running = false
      await done
    },
  }
}

beforeAll(async () => {
  // The shop API in this process, for cheap password hashing (what is tested is who gets in, not
  // scrypt's cost) and a clock the test can move on; the storefront is the production build.
  dataDir = mkdtempSync(join(tmpdir(), 'rel-logins-'))
  backend = await startBackend({
    port: 0,
    dataDir,
    contentDir: join(root, 'backend/content'),
    logLevel: 'silent',
    passwordHashing: cheapHashing,
    now: () => Date.now() + clockAhead,
  })
  // The tests play the one proxy in front of the shop: it names the shopper in X-Forwarded-For.
  shop = await startShopProcess({
    env: {
      SHOP_API_URL: backend.url,
      STORYBLOK_ENDPOINT: `${backend.url}/v2`,
      CMS_ASSET_ORIGIN: backend.url,
      SHOP_API_TIMEOUT_MS: '10000',
      STORYBLOK_PREVIEW_TOKEN: previewToken,
      STORYBLOK_WEBHOOK_SECRET: webhookSecret,
      TRUSTED_PROXIES: '1',
      CAPTCHA_PROVIDER: 'off',
    },
  })
  const signUp = await fetch(`${backend.url}/web-api/customer-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-channel': 'cards-DE', 'x-locale': 'de-DE' },
    body: JSON.stringify(owner),
  })
  expect(signUp.status).toBe(200)
})

afterAll(async () => {
  await shop?.stop()
  await backend?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('an owner under a sustained attack, without captcha and without JavaScript', () => {
  it('gets in every time from a browser that has logged in before; a new device elsewhere at once, one at the attacker’s address after a bounded wait', async () => {
    // An earlier visit: the login leaves the signed device cookie, long-lived and script-proof.
    const earlier = await logIn(owner.email, owner.password, sharedAddress)
    expect(earlier.status).toBe(303)
    const device = setCookie(earlier, 'shop_device')
    expect(device).toBeDefined()
    expect(device).toMatch(/; HttpOnly/i)
    expect(device).toMatch(/; SameSite=Lax/i)
    expect(Number(/Max-Age=(\d+)/i.exec(device!)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600)
    const deviceCookie = device!.split(';')[0]!

    const attacker = attack()
    try {
      await attacker.answered(24)
      // The owner's browser, twice while the guessing goes on: in at once each time.
      for (let round = 0; round < 2; round++) {
        const known = await logIn(owner.email, owner.password, sharedAddress, deviceCookie)
        expect(known.status, known.text.slice(0, 300)).toBe(303)
        expect(cookiesOf(known).some((cookie) => cookie.startsWith('shop_session='))).toBe(true)
        await attacker.answered(8)
      }

      // A new device at another address is not slowed down by strangers at all.
      const elsewhere = await logIn(owner.email, owner.password, '198.51.100.23')
      expect(elsewhere.status, elsewhere.text.slice(0, 300)).toBe(303)

      // A new device at the attacker's own address cannot be told from the attacker: it is told
      // a wait of at most 30 s, and once that is over, the same plain post gets in.
      await attacker.stop()
      const held = await logIn(owner.email, owner.password, sharedAddress)
      expect(held.status, held.text.slice(0, 300)).toBe(429)
      const wait = Number(held.headers['retry-after'])
      expect(wait).toBeGreaterThan(0)
      expect(wait).toBeLessThanOrEqual(30)
      clockAhead += wait * 1000
      const retry = await logIn(owner.email, owner.password, sharedAddress)
      expect(retry.status, retry.text.slice(0, 300)).toBe(303)
    } finally {
      await attacker.stop()
    }
    // The attackers were really held back, told for how long (singular or plural, never
    // "1 Sekunden"), and none of their guesses started a session.
    const held = attacker.answers.filter((answer) => answer.status === 429)
    const checked = attacker.answers.filter((answer) => answer.status === 400)
    expect(held.length).toBeGreaterThan(checked.length)
    for (const answer of held) {
      const seconds = Number(answer.headers['retry-after'])
      expect(seconds).toBeGreaterThan(0)
      expect(seconds).toBeLessThanOrEqual(30)
      expect(answer.text).toContain(
        `Bitte warte ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'} und`,
      )
    }
    for (const answer of attacker.answers)
      expect(cookiesOf(answer).some((cookie) => cookie.startsWith('shop_session='))).toBe(false)
  })
})

describe('per-address limits', () => {
  it('counts 30 failures from 30 addresses of one IPv6 /64 like 30 from one address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) {
      const answer = await logIn(
        `nobody-${i}@example.com`,
        'a-guess',
        `2001:db8:77:5:${(i + 1).toString(16)}::${i + 2}`,
      )
      statuses.push(answer.status)
      if (answer.status === 429) {
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
        expect(answer.text).toMatch(/Bitte warte (1 Minute|\d+ Minuten) und/)
      }
    }
    expect(
      statuses.slice(0, 20).every((status) => status === 400),
      statuses.join(','),
    ).toBe(true)
    expect(
      statuses.slice(20).every((status) => status === 429),
      statuses.join(','),
    ).toBe(true)
    // The neighbouring /64 is someone else.
    expect((await logIn('nobody@example.com', 'a-guess', '2001:db8:77:6::1')).status).toBe(400)
  })
})
