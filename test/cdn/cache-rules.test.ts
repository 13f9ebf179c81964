/**
 * Issue 26, item 1: the shipped nginx configuration in front of two replicas caches what
 * it may and nothing else. Anonymous pages MISS then HIT, per market (Host is in the key);
 * hashed assets are immutable; a session, a cookie-setting answer, a preview and a forced
 * flag are never stored and never served to anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm } from '../resilience/support/http'
import { decoded, get, startCdnStack, xCache, type CdnStack } from './support/cdn'

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
  const signUp = await fetch(`${stack.backend.url}/web-api/customer-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-channel': 'cards-DE', 'x-locale': 'de-DE' },
    body: JSON.stringify(customer),
  })
  expect(signUp.status).toBe(200)
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
    const login = await postForm(
      base(),
      '/mein-konto/anmelden',
      { email: customer.email, password: customer.password },
      { host: host() },
    )
    expect(login.status).toBeLessThan(400)
    expect(login.headers['x-cache'] ?? '').not.toBe('HIT')
    const session = (login.headers['set-cookie'] ?? [])
      .map((cookie) => cookie.split(';')[0]!)
      .find((cookie) => cookie.startsWith('shop_session='))
    expect(session).toBeTruthy()

    const path = '/faq'
    const market = host('cards-li.localhost')
    for (let i = 0; i < 2; i++) {
      const mine = await get(base(), path, { host: market, cookie: session })
      expect(mine.status).toBe(200)
      expect(xCache(mine)).toBe('BYPASS')
      expect(mine.headers['cache-control']).toBe('private, no-store')
      expect(decoded(mine)).toContain(customer.firstName)
    }
    const anonymous = await get(base(), path, { host: market })
    expect(xCache(anonymous)).toBe('MISS')
    expect(decoded(anonymous)).not.toContain(customer.firstName)
    expect(xCache(await get(base(), path, { host: market }))).toBe('HIT')
    for (const entry of stack.nginx.cacheEntries()) {
      expect(entry.body, entry.key).not.toContain(customer.firstName)
      expect(entry.body, entry.key).not.toContain(customer.email)
    }
  })

  it('a cookie-setting first visit is not stored; a returning default-bucket visit is; a non-default bucket is private', async () => {
    const path = '/ab-test-demo'
    const first = await get(base(), path, { host: host() })
    expect(first.status).toBe(200)
    expect(
      (first.headers['set-cookie'] ?? []).some((cookie) => cookie.startsWith('shop_uk=')),
    ).toBe(true)
    expect(first.headers['cache-control']).toBe('private, no-store')
    expect(xCache(first)).toBe('MISS')
    const again = await get(base(), path, { host: host() })
    expect(xCache(again), 'the first answer was not stored').toBe('MISS')
    expect(again.headers['set-cookie']).toBeDefined()
    expect(storedKeys()).not.toContain(`http://${host()}${path}|br`)

    const on = await get(base(), path, { host: host(), cookie: onBucket })
    expect(on.headers['cache-control']).toBe('private, no-store')
    expect(rendered(on)).toContain('Dein Jahr in Bildern')
    const returning = await get(base(), path, { host: host(), cookie: defaultBucket })
    expect(returning.headers['set-cookie']).toBeUndefined()
    expect(rendered(returning)).toContain('Karten, die von Herzen kommen')
    expect(rendered(returning)).not.toContain('Dein Jahr in Bildern')
    expect(xCache(await get(base(), path, { host: host(), cookie: defaultBucket }))).toBe('HIT')
    // Each replica has rendered the default arm by now; the `on` arm still gets its own page.
    for (const replica of stack.replicas) {
      const direct = await get(`http://127.0.0.1:${replica.port}`, path, {
        host: host(),
        cookie: onBucket,
      })
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
    // The plain page stored for everyone is the default arm.
    const plain = await get(base(), '/ab-test-demo', { host: host(), cookie: defaultBucket })
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
