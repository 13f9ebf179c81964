/**
 * The shipped nginx configuration in front of two replicas caches what
 * it may and nothing else. Anonymous pages MISS then HIT, per market (Host is in the key);
 * hashed assets are immutable; a session, a cookie-setting answer, a preview and a forced
 * flag are never stored and never served to anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  expectAdClickBypassesTheStore,
  expectSearchStoredPerQuery,
  expectSessionBypassesTheStore,
  signUpCustomer,
} from './support/cases'
import {
  decoded,
  get,
  keysInArm,
  nginxArmOf,
  startCdnStack,
  xCache,
  type CdnStack,
} from './support/cdn'

let stack: CdnStack
const base = () => stack.nginx.url
const host = (name = 'localhost') => `${name}:${stack.nginx.port}`
const customer = {
  firstName: 'Quirinella',
  lastName: 'Zedmayr',
  email: 'quirinella.zedmayr@example.com',
  password: 'cdn-rules-password-1',
}
const onBucket = 'shop_uk=11111111-1111-4111-8111-111111111111'
const defaultBucket = 'shop_uk=99999999-9999-4999-8999-999999999999'

beforeAll(async () => {
  stack = await startCdnStack({ shopEnv: { ALLOW_FORCED_FLAGS: 'true' } })
  await signUpCustomer(stack.backend.url, customer)
})

afterAll(async () => {
  await stack?.stop()
})

/** Every stored answer's key, status and headers, and whether its body holds the text. */
/**
 * The rendered page without the route data Remix streams after it (which holds both arms of an
 * experiment).
 */
const rendered = (response: Parameters<typeof decoded>[0]) =>
  decoded(response).split('window.__remixContext')[0]!
const storedKeys = () => stack.nginx.cacheEntries().map((entry) => entry.key)

describe('anonymous pages and assets', () => {
  it('MISS then HIT for a page and its single-fetch data, one entry per market host', async () => {
    const markets = ['localhost', 'cards-at.localhost', 'cards-ch.localhost', 'cards-uk.localhost']
    const bodies = new Map<string, string>()
    for (const market of markets) {
      const first = await get(base(), '/', { host: host(market) })
      expect(first.status, market).toBe(200)
      expect(xCache(first), market).toBe('MISS')
      expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=300\b/)
      const second = await get(base(), '/', { host: host(market) })
      expect(xCache(second), market).toBe('HIT')
      expect(decoded(second)).toBe(decoded(first))
      bodies.set(market, decoded(second))
    }
    // Host is part of the key: four markets, four different pages (their own html lang).
    expect(new Set(bodies.values()).size).toBe(markets.length)
    expect(bodies.get('cards-uk.localhost')).toContain('lang="en-GB"')
    expect(bodies.get('cards-at.localhost')).toContain('lang="de-AT"')

    const data = await get(base(), '/_root.data', { host: host() })
    expect(data.status).toBe(200)
    expect(xCache(data)).toBe('MISS')
    expect(xCache(await get(base(), '/_root.data', { host: host() }))).toBe('HIT')
    const keys = storedKeys()
    for (const market of markets) expect(keys).toContain(`http://${host(market)}/|br`)
    expect(keys).toContain(`http://${host()}/_root.data|br`)
  })

  it('normalises Accept-Encoding: one stored variant per encoding, whatever the browser sent', async () => {
    const path = '/faq'
    expect(
      xCache(await get(base(), path, { host: host(), encoding: 'gzip, deflate, br, zstd' })),
    ).toBe('MISS')
    expect(xCache(await get(base(), path, { host: host(), encoding: 'br' }))).toBe('HIT')
    expect(xCache(await get(base(), path, { host: host(), encoding: 'gzip' }))).toBe('MISS')
    expect(xCache(await get(base(), path, { host: host(), encoding: 'deflate, gzip;q=0.8' }))).toBe(
      'HIT',
    )
  })

  it('hashed build assets are immutable for a year and served from the cache', async () => {
    const page = decoded(await get(base(), '/', { host: host() }))
    const asset = /\/build\/[\w/.-]+\.js/.exec(page)?.[0]
    expect(asset).toBeTruthy()
    const first = await get(base(), asset!, { host: host() })
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(['MISS', 'HIT']).toContain(xCache(first))
    expect(xCache(await get(base(), asset!, { host: host() }))).toBe('HIT')
  })

  it('a 404 is stored briefly (s-maxage=60)', async () => {
    const first = await get(base(), '/gibt-es-nicht-cdn', { host: host() })
    expect(first.status).toBe(404)
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60')
    expect(xCache(await get(base(), '/gibt-es-nicht-cdn', { host: host() }))).toBe('HIT')
  })
})

describe('personal answers are never stored nor served to others', () => {
  it('a shopper with a session goes to the origin; their page is never stored; others get the anonymous page', async () => {
    await expectSessionBypassesTheStore({ base: base(), host, customer })
    for (const entry of stack.nginx.cacheEntries()) {
      expect(entry.body, entry.key).not.toContain(customer.firstName)
      expect(entry.body, entry.key).not.toContain(customer.email)
    }
  })

  it('a shopper with an ad-click cookie goes to the origin; their designer links carry it; others get the stored page', async () => {
    await expectAdClickBypassesTheStore({ base: base(), host })
  })

  it('the search page is stored once per normalised query', async () => {
    await expectSearchStoredPerQuery({ base: base(), host })
  })

  it('experiments: a first visit gets its key from the edge and a cached page of its arm', async () => {
    const path = '/ab-test-demo'
    const texts = { on: 'Dein Jahr in Bildern', off: 'Karten, die von Herzen kommen' }
    const visits = []
    for (let i = 0; i < 6; i++) {
      const first = await get(base(), path, { host: host() })
      expect(first.status).toBe(200)
      const cookies = first.headers['set-cookie'] ?? []
      expect(cookies).toHaveLength(1)
      const key =
        /^shop_uk=([0-9a-f-]{36}); Path=\/; Max-Age=34560000; SameSite=Lax; HttpOnly$/.exec(
          cookies[0]!,
        )?.[1]
      expect(key, cookies[0]).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      )
      // The page is public: the edge set the cookie after the cache, the origin set none.
      expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=300\b/)
      expect(first.headers.vary).toMatch(/x-shop-arm-home-hero-experiment/i)
      const arm = nginxArmOf(key!)
      expect(rendered(first), `${key} is in the ${arm} arm`).toContain(texts[arm])
      visits.push({ arm, cache: xCache(first) })
      // The shopper comes back with the cookie: the same arm, from the cache.
      const back = await get(base(), path, { host: host(), cookie: `shop_uk=${key}` })
      expect(back.headers['set-cookie']).toBeUndefined()
      expect(xCache(back)).toBe('HIT')
      expect(rendered(back)).toContain(texts[arm])
    }
    // Each arm went to the origin once; every later first visit of that arm was a HIT.
    for (const arm of ['on', 'off'] as const) {
      const ofArm = visits.filter((visit) => visit.arm === arm)
      expect(ofArm.filter((visit) => visit.cache === 'MISS').length).toBeLessThanOrEqual(1)
    }
  })

  it('experiments: one stored variant per arm on a page that runs one, one in all on a page that does not', async () => {
    const market = host('cards-at.localhost')
    const [on1, on2] = keysInArm('on', 2)
    const [off1, off2] = keysInArm('off', 2)
    const at = (path: string, key: string) =>
      get(base(), path, { host: market, cookie: `shop_uk=${key}` })

    const onFirst = await at('/ab-test-demo', on1!)
    expect(xCache(onFirst)).toBe('MISS')
    expect(rendered(onFirst)).toContain('Dein Jahr in Bildern')
    const offFirst = await at('/ab-test-demo', off1!)
    expect(xCache(offFirst)).toBe('MISS')
    expect(rendered(offFirst)).not.toContain('Dein Jahr in Bildern')
    const onSecond = await at('/ab-test-demo', on2!)
    expect(xCache(onSecond)).toBe('HIT')
    expect(rendered(onSecond)).toContain('Dein Jahr in Bildern')
    const offSecond = await at('/ab-test-demo', off2!)
    expect(xCache(offSecond)).toBe('HIT')
    expect(rendered(offSecond)).not.toContain('Dein Jahr in Bildern')
    // A client cannot pick its arm: the edge overwrites the header.
    const forged = await get(base(), '/ab-test-demo', {
      host: market,
      cookie: `shop_uk=${off1}`,
      headers: [['X-Shop-Arm-home-hero-experiment', 'on']],
    })
    expect(rendered(forged)).not.toContain('Dein Jahr in Bildern')
    expect(
      storedKeys().filter((key) => key === `http://${market}/ab-test-demo|br`),
      'two variants of the experiment page',
    ).toHaveLength(2)

    // The FAQ runs no experiment: no Vary on the arm, one stored answer for both arms.
    const plainOn = await at('/faq', on1!)
    expect(xCache(plainOn)).toBe('MISS')
    expect(plainOn.headers.vary ?? '').not.toMatch(/x-shop-arm/i)
    expect(xCache(await at('/faq', off1!))).toBe('HIT')
    expect(storedKeys().filter((key) => key === `http://${market}/faq|br`)).toHaveLength(1)

    // Without the edge (a replica asked directly) Split decides, as in the embedded default.
    for (const replica of stack.replicas) {
      const direct = await get(`http://127.0.0.1:${replica.port}`, '/ab-test-demo', {
        host: market,
        cookie: onBucket,
      })
      expect(direct.headers['cache-control']).toBe('private, no-store')
      expect(rendered(direct)).toContain('Dein Jahr in Bildern')
    }
    for (const entry of stack.nginx.cacheEntries())
      expect(entry.headers['set-cookie'], entry.key).toBeUndefined()
  })

  it('a forced flag and a preview go straight to the origin and are never stored', async () => {
    const forced = '/ab-test-demo?ff-home_hero_experiment=on'
    for (let i = 0; i < 2; i++) {
      const answer = await get(base(), forced, { host: host(), cookie: defaultBucket })
      expect(xCache(answer)).toBe('BYPASS')
      expect(rendered(answer)).toContain('Dein Jahr in Bildern')
    }
    const preview =
      '/fotokalender?_storyblok=123&_storyblok_tk[space_id]=287465&_storyblok_tk[timestamp]=1&_storyblok_tk[token]=x'
    for (let i = 0; i < 2; i++)
      expect(xCache(await get(base(), preview, { host: host() }))).toBe('BYPASS')
    const keys = storedKeys()
    expect(keys.some((key) => key.includes('ff-') || key.includes('_storyblok'))).toBe(false)
    // The stored page of the off arm is still the off arm's.
    const plain = await get(base(), '/ab-test-demo', {
      host: host(),
      cookie: `shop_uk=${keysInArm('off', 1)[0]}`,
    })
    expect(rendered(plain)).not.toContain('Dein Jahr in Bildern')
  })

  it('no stored answer carries Set-Cookie, private or no-store', () => {
    const entries = stack.nginx.cacheEntries()
    expect(entries.length).toBeGreaterThan(5)
    for (const entry of entries) {
      expect(entry.headers['set-cookie'], entry.key).toBeUndefined()
      expect(entry.headers['cache-control']?.join(',') ?? '', entry.key).not.toMatch(
        /private|no-store/,
      )
    }
  })
})
