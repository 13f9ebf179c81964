import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookiesOf, getPage, postForm } from './support/http'
import { startShopProcess, startStack, type ShopProcess, type Stack } from './support/stack'

/**
 * The shopper's address comes from the storefront's trusted-proxy
 * setting, never from a header the shopper wrote. One backend, three storefronts: no proxy in
 * front (the default), one proxy, two proxies; the test client plays the proxies and the
 * attacker, who rotates forged X-Forwarded-For entries to escape the per-address limit.
 */
let stack: Stack
let oneProxy: ShopProcess
let twoProxies: ShopProcess
const host = 'localhost'
const owner = {
  firstName: 'Ada',
  lastName: 'Owner',
  email: 'owner@example.com',
  password: 'correct-horse-battery',
}

beforeAll(async () => {
  // Sign-up's own wait is short here, so the test can make it time out.
  stack = await startStack({
    shopApiTimeoutMs: 10_000,
    shopEnv: { SHOP_API_SIGN_UP_TIMEOUT_MS: '5000', LOG_LEVEL: 'warn' },
    backendEnv: { BACKEND_LOG_LEVEL: 'info' },
  })
  const env = (trusted: string) => ({
    SHOP_API_URL: stack.proxies.shop.url,
    STORYBLOK_ENDPOINT: `${stack.proxies.content.url}/v2`,
    CMS_ASSET_ORIGIN: stack.proxies.assets.url,
    SHOP_API_TIMEOUT_MS: '10000',
    TRUSTED_PROXIES: trusted,
    LOG_LEVEL: 'warn',
  })
  ;[oneProxy, twoProxies] = await Promise.all([
    startShopProcess({ env: env('1') }),
    startShopProcess({ env: env('2') }),
  ])
  const signUp = await fetch(`${stack.backend.url}/web-api/customer-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-channel': 'cards-DE', 'x-locale': 'de-DE' },
    body: JSON.stringify(owner),
  })
  expect(signUp.status).toBe(200)
})

afterAll(async () => {
  await Promise.all([oneProxy?.stop(), twoProxies?.stop()])
  await stack?.stop()
})

const login = (
  shop: ShopProcess | Stack['shop'],
  email: string,
  password: string,
  forwardedFor?: string,
) =>
  postForm(
    shop.url,
    '/mein-konto/anmelden',
    { email, password },
    { host, headers: forwardedFor ? [['X-Forwarded-For', forwardedFor]] : [] },
  )

/** 20 wrong passwords for 20 accounts, each with another forged first entry; then the 21st. */
async function spray(
  shop: ShopProcess | Stack['shop'],
  chain: (forged: string) => string,
): Promise<number> {
  for (let i = 0; i < 20; i++) {
    const answer = await login(
      shop,
      `nobody-${i}@example.com`,
      'wrong-guess',
      chain(`198.18.${i}.1`),
    )
    expect(answer.status, `guess ${i}`).toBe(400)
  }
  return (await login(shop, 'nobody-next@example.com', 'wrong-guess', chain('198.18.99.1'))).status
}

// First: the address-limit tests below use up the socket peer's login bucket (127.0.0.1).
describe('exactly-once sign-up under a timeout', () => {
  it('a sign-up the storefront gave up on keeps its key in the form; the retry with it logs in', async () => {
    const shopper = {
      firstName: 'Tim',
      lastName: 'Eout',
      email: 'timeout@example.com',
      password: 'correct-horse-battery',
    }
    // The shop API gets the first post late, after the storefront's wait is over.
    stack.proxies.shop.set(
      '/web-api/customer-signup',
      { kind: 'slow', delayMs: 12_000 },
      { times: 1 },
    )
    const first = await postForm(stack.shop.url, '/mein-konto/registrieren', shopper, { host })
    expect(first.status).toBe(503)
    const key =
      /<input type="hidden" name="idempotencyKey" value="([A-Za-z0-9_-]{16,100})"\/>/.exec(
        first.text,
      )?.[1]
    expect(key, 'the failed form carries its idempotency key').toBeDefined()
    const retry = await postForm(
      stack.shop.url,
      '/mein-konto/registrieren',
      { ...shopper, idempotencyKey: key! },
      { host },
    )
    expect(retry.status).toBe(303)
    expect(cookiesOf(retry).some((cookie) => cookie.startsWith('shop_session='))).toBe(true)
    const login = await postForm(
      stack.shop.url,
      '/mein-konto/anmelden',
      { email: shopper.email, password: shopper.password },
      { host },
    )
    expect(login.status).toBe(303)
  })
})

describe('the client address behind a configured number of proxies', () => {
  it('one proxy: forged entries left of the proxy’s own do not escape the limit, and a bystander is not affected', async () => {
    expect(await spray(oneProxy, (forged) => `${forged}, 203.0.113.66`)).toBe(429)
    expect(
      (await login(oneProxy, owner.email, owner.password, '203.0.113.66, 198.51.100.23')).status,
    ).toBe(303)
  })

  it('two proxies: the address two hops from the right counts, whatever the shopper put before it', async () => {
    expect(await spray(twoProxies, (forged) => `${forged}, 203.0.113.77, 10.0.0.2`)).toBe(429)
    expect(
      (
        await login(
          twoProxies,
          owner.email,
          owner.password,
          '203.0.113.77, 198.51.100.24, 10.0.0.2',
        )
      ).status,
    ).toBe(303)
  })

  it('no proxy (the default): X-Forwarded-For is the shopper’s own text and names nothing; the socket peer counts', async () => {
    expect(await spray(stack.shop, (forged) => forged)).toBe(429)
    // The forged header gives the same peer no fresh bucket either.
    expect((await login(stack.shop, owner.email, owner.password, '198.51.100.25')).status).toBe(429)
    // The operator learns once that a peer sends the header the setting ignores.
    const untrusted = (output: string[]) =>
      output.filter((line) => line.includes('"forwarded-header-untrusted"'))
    expect(untrusted(stack.shop.output)).toHaveLength(1)
    expect(untrusted(oneProxy.output)).toEqual([])
  })
})

describe('absolute URLs from the host table only', () => {
  it('a Host port is never reflected into canonical, hreflang or og:url of a cacheable page', async () => {
    for (const path of ['/', '/fotokalender']) {
      const page = await getPage(stack.shop.url, path, { host: 'localhost:6666' })
      expect(page.status).toBe(200)
      const urls = [
        ...page.text.matchAll(
          /<link[^>]+rel="(?:canonical|alternate)"[^>]*>|<meta[^>]+property="og:url"[^>]*>/g,
        ),
      ].map((match) => match[0])
      expect(urls.some((tag) => tag.includes('rel="canonical"'))).toBe(true)
      expect(urls.some((tag) => tag.includes('og:url'))).toBe(true)
      for (const tag of urls) expect(tag, tag).not.toContain(':6666')
      expect(page.text).not.toContain('localhost:6666')
    }
  })
})
