/**
 * The shipped Varnish configuration (deploy/varnish/default.vcl) in front of two replicas keeps
 * the nginx contract (cache-rules.test.ts, stale.test.ts) — anonymous pages MISS then HIT per
 * market, sessions, cookie-setting answers, previews and forced flags never stored, stale pages
 * when the replicas are down (a signed-in page is the stored shared page with the shopper’s own
 * items included, signed-in.test.ts) — and caches pages running an experiment: the edge
 * gives a first visit its user key and both arms are stored once, public.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RawResponse } from '../resilience/support/http'
import {
  expectAdClickBypassesTheStore,
  expectSearchStoredPerQuery,
  expectSessionBypassesTheStore,
  signUpCustomer,
} from './support/cases'
import { decoded, get, xCache } from './support/cdn'
import { startVarnishStack, type VarnishStack } from './support/varnish'

let stack: VarnishStack
const base = () => stack.varnish.url
const host = (name = 'localhost') => `${name}:${stack.varnish.port}`
/** Short, so pages expire within the stale test; every MISS-then-HIT pair takes milliseconds. */
const maxAgeSeconds = 4
const publicPage = `public, max-age=0, s-maxage=${maxAgeSeconds}, stale-while-revalidate=86400, stale-if-error=86400`
const customer = {
  firstName: 'Varnhilde',
  lastName: 'Quastmayr',
  email: 'varnhilde.quastmayr@example.com',
  password: 'cdn-varnish-password-1',
}
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const armHeader = 'x-shop-arm-home-hero-experiment'
/** The `on` and `off` arms of home_hero_experiment on the German A/B demo page. */
const onText = 'Dein Jahr in Bildern'
const offText = 'Karten, die von Herzen kommen'

beforeAll(async () => {
  stack = await startVarnishStack({
    shopEnv: {
      ALLOW_FORCED_FLAGS: 'true',
      EDGE_EXPERIMENTS: 'home_hero_experiment',
      CDN_PAGE_MAX_AGE_SECONDS: String(maxAgeSeconds),
    },
  })
  await signUpCustomer(stack.backend.url, customer)
})

afterAll(async () => {
  await stack?.stop()
})

/**
 * The rendered page without the route data Remix streams after it (which holds both arms of an
 * experiment).
 */
const rendered = (response: RawResponse) => decoded(response).split('window.__remixContext')[0]!
const setCookies = (response: RawResponse) => response.headers['set-cookie'] ?? []
const varyOf = (response: RawResponse) => String(response.headers.vary ?? '').toLowerCase()
const fromStore = ['HIT', 'STALE']
/** A page as rendered, without its per-render CSP nonce. */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, '')
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

function armOf(response: RawResponse): 'on' | 'off' {
  const html = rendered(response)
  if (html.includes(onText)) return 'on'
  if (html.includes(offText)) return 'off'
  throw new Error(`neither arm on the page: ${html.replace(/\s+/g, ' ').slice(0, 200)}`)
}

/** The user key the edge gave this first visit (its Set-Cookie), checked for its shape. */
function edgeKey(response: RawResponse): string {
  const cookies = setCookies(response)
  expect(cookies).toHaveLength(1)
  const match = /^shop_uk=([^;]+); Path=\/; Max-Age=34560000; SameSite=Lax; HttpOnly$/.exec(
    cookies[0]!,
  )
  expect(match, cookies[0]).toBeTruthy()
  expect(match![1]).toMatch(uuidV4)
  return match![1]!
}

describe('the edge itself', () => {
  it('answers /cdn-health itself, hides /metrics, strips a client X-Forwarded-Host', async () => {
    const health = await get(base(), '/cdn-health', { host: host() })
    expect(health.status).toBe(200)
    expect(health.text).toBe('ok\n')
    const metrics = await get(base(), '/metrics', { host: host() })
    expect(metrics.status).toBe(404)
    expect(metrics.headers['x-cache']).toBeUndefined()
    // The storefront refuses a malformed X-Forwarded-Host with a 400; through the edge it never
    // gets there.
    const badForward: [string, string][] = [['X-Forwarded-Host', 'not a host!']]
    const direct = `http://127.0.0.1:${stack.replicas[0]!.port}`
    expect((await get(direct, '/impressum', { host: host(), headers: badForward })).status).toBe(
      400,
    )
    expect((await get(base(), '/impressum', { host: host(), headers: badForward })).status).toBe(
      200,
    )
    expect(stack.varnish.backendHealth()).toMatchObject({
      storefront1: 'healthy',
      storefront2: 'healthy',
      storefront: 'healthy',
    })
  })
})

describe('anonymous pages and assets', () => {
  it('MISS then HIT for a page and its single-fetch data, one entry per market host', async () => {
    const markets = ['localhost', 'cards-at.localhost', 'cards-ch.localhost', 'cards-uk.localhost']
    const bodies = new Map<string, string>()
    for (const market of markets) {
      const first = await get(base(), '/', { host: host(market) })
      expect(first.status, market).toBe(200)
      expect(xCache(first), market).toBe('MISS')
      expect(first.headers['cache-control']).toBe(publicPage)
      // The home page runs no edge experiment: one variant for every arm.
      expect(varyOf(first)).not.toContain(armHeader)
      const second = await get(base(), '/', { host: host(market) })
      expect(xCache(second), market).toBe('HIT')
      expect(decoded(second)).toBe(decoded(first))
      // Each answer carries its own request id, the cached one too.
      expect(second.headers['x-request-id']).toBeTruthy()
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
      for (const hidden of ['server-timing', 'x-powered-by', 'via', 'x-varnish'])
        expect(second.headers[hidden], hidden).toBeUndefined()
      expect(second.headers['x-content-type-options']).toBe('nosniff')
      expect(second.headers['referrer-policy']).toBeTruthy()
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
  })

  it('normalises Accept-Encoding: one stored variant per encoding, the origin compresses', async () => {
    const path = '/faq'
    const ask = (encoding: string) => get(base(), path, { host: host(), encoding })
    const brotli = await ask('gzip, deflate, br, zstd')
    expect(xCache(brotli)).toBe('MISS')
    expect(brotli.headers['content-encoding']).toBe('br')
    const again = await ask('br')
    expect(xCache(again)).toBe('HIT')
    expect(again.headers['content-encoding']).toBe('br')
    const gzip = await ask('gzip')
    expect(xCache(gzip)).toBe('MISS')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(xCache(await ask('deflate, gzip;q=0.8'))).toBe('HIT')
    const plain = await ask('')
    expect(xCache(plain)).toBe('MISS')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(withoutNonce(decoded(plain))).toBe(withoutNonce(decoded(brotli)))
  })

  it('hashed build assets are immutable for a year, served from the cache, without a cookie', async () => {
    const page = decoded(await get(base(), '/', { host: host() }))
    const asset = /\/build\/[\w/.-]+\.js/.exec(page)?.[0]
    expect(asset).toBeTruthy()
    const first = await get(base(), asset!, { host: host() })
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(xCache(first)).toBe('MISS')
    const second = await get(base(), asset!, { host: host() })
    expect(xCache(second)).toBe('HIT')
    expect(second.headers['set-cookie']).toBeUndefined()
  })
})

describe('personal answers are never stored nor served to others', () => {
  it('a shopper with a session gets the shared page with their own items included; others get the anonymous page', async () => {
    await expectSessionBypassesTheStore({ base: base(), host, customer, assembled: true })
  })

  it('a shopper with an ad-click cookie goes to the origin; their designer links carry it; others get the stored page', async () => {
    await expectAdClickBypassesTheStore({ base: base(), host })
  })

  it('the search page is stored once per normalised query', async () => {
    await expectSearchStoredPerQuery({ base: base(), host })
  })

  it('an answer that sets a cookie is not stored (a cookie header the origin does not read)', async () => {
    // Over 8 KB with the edge's key in front: the origin ignores the header, and on a page
    // whose calculator flags Split decides makes a key of its own and sets it (private); the
    // edge keeps that Set-Cookie (the origin's attribute order) and adds none.
    const cookie = `pad=${'x'.repeat(8_150)}`
    const market = host('cards-ch.localhost')
    const path = '/fotokalender'
    for (let i = 0; i < 2; i++) {
      const answer = await get(base(), path, { host: market, cookie })
      expect(answer.status).toBe(200)
      expect(xCache(answer), 'the answer before was not stored').toBe('MISS')
      expect(setCookies(answer)).toHaveLength(1)
      expect(setCookies(answer)[0]).toMatch(/^shop_uk=[^;]+; Max-Age=34560000; Path=\/;/)
    }
    // The next ordinary request is not answered with it: a miss of its own, then stored.
    expect(xCache(await get(base(), path, { host: market }))).toBe('MISS')
    const stored = await get(base(), path, { host: market })
    expect(xCache(stored)).toBe('HIT')
    expect(stored.headers['cache-control']).toBe(publicPage)
  })

  it('a forced flag and a preview go straight to the origin and are never stored', async () => {
    const forced = '/ab-test-demo?ff-home_hero_experiment=on'
    for (let i = 0; i < 2; i++) {
      const answer = await get(base(), forced, { host: host('cards-at.localhost') })
      expect(xCache(answer)).toBe('BYPASS')
      expect(answer.headers['cache-control']).toBe('private, no-store')
      expect(rendered(answer)).toContain(onText)
    }
    const preview =
      '/fotokalender?_storyblok=123&_storyblok_tk[space_id]=287465&_storyblok_tk[timestamp]=1&_storyblok_tk[token]=x'
    for (let i = 0; i < 2; i++)
      expect(xCache(await get(base(), preview, { host: host() }))).toBe('BYPASS')
  })
})

describe('experiments the CDN can cache (home_hero_experiment, arms from the edge)', () => {
  const path = '/ab-test-demo'
  /** One user key of each arm, from the first visits. */
  const keys: Partial<Record<'on' | 'off', string>> = {}

  it('first visits get a user key from the edge and a public page; each arm is stored once', async () => {
    const visits: { arm: 'on' | 'off'; cache: string; key: string; html: string }[] = []
    const count = (arm: 'on' | 'off') => visits.filter((visit) => visit.arm === arm).length
    for (let i = 0; i < 40 && (count('on') < 3 || count('off') < 3); i++) {
      const answer = await get(base(), path, { host: host() })
      expect(answer.status).toBe(200)
      expect(answer.headers['cache-control']).toBe(publicPage)
      expect(varyOf(answer)).toContain(armHeader)
      const arm = armOf(answer)
      visits.push({ arm, cache: xCache(answer), key: edgeKey(answer), html: rendered(answer) })
    }
    expect(count('on')).toBeGreaterThanOrEqual(3)
    expect(count('off')).toBeGreaterThanOrEqual(3)
    // A new key for every first visit.
    expect(new Set(visits.map((visit) => visit.key)).size).toBe(visits.length)
    for (const arm of ['on', 'off'] as const) {
      const ofArm = visits.filter((visit) => visit.arm === arm)
      // The origin renders each arm once; every later first visit of that arm is stored.
      expect(ofArm.map((visit) => visit.cache)[0], arm).toBe('MISS')
      for (const visit of ofArm.slice(1)) expect(fromStore, arm).toContain(visit.cache)
      expect(ofArm[1]!.cache, arm).toBe('HIT')
      expect(new Set(ofArm.map((visit) => visit.html)).size, arm).toBe(1)
      keys[arm] = ofArm[0]!.key
    }
    // Different arms, different pages.
    const on = visits.find((visit) => visit.arm === 'on')!.html
    const off = visits.find((visit) => visit.arm === 'off')!.html
    expect(on).not.toBe(off)
    expect(off).not.toContain(onText)
  })

  it('a returning shopper keeps their arm, from the store, whatever arm header they send', async () => {
    for (const arm of ['on', 'off'] as const) {
      const other = arm === 'on' ? 'off' : 'on'
      for (const headers of [[], [['X-Shop-Arm-home-hero-experiment', other]]] as [
        string,
        string,
      ][][]) {
        const answer = await get(base(), path, {
          host: host(),
          cookie: `consent=granted; shop_uk=${keys[arm]}`,
          headers,
        })
        expect(armOf(answer), arm).toBe(arm)
        expect(fromStore).toContain(xCache(answer))
        expect(answer.headers['set-cookie']).toBeUndefined()
      }
    }
  })

  it('a page without the experiment is one stored variant for both arms', async () => {
    const market = host('cards-at.localhost')
    const first = await get(base(), '/faq', { host: market, cookie: `shop_uk=${keys.on}` })
    expect(first.status).toBe(200)
    expect(xCache(first)).toBe('MISS')
    expect(first.headers['cache-control']).toBe(publicPage)
    expect(varyOf(first)).not.toContain(armHeader)
    const second = await get(base(), '/faq', { host: market, cookie: `shop_uk=${keys.off}` })
    expect(xCache(second)).toBe('HIT')
    expect(decoded(second)).toBe(decoded(first))
  })
})

describe('serving stale', () => {
  it('an expired page is answered at once and refreshed; with every replica down cached pages still answer', async () => {
    const refreshed = ['/kontakt', host()] as const
    const kept = ['/_root.data', host('cards-uk.localhost')] as const
    const bodies = new Map<string, string>()
    for (const [path, market] of [refreshed, kept]) {
      const answer = await get(base(), path, { host: market })
      expect(answer.status, path).toBe(200)
      bodies.set(path, decoded(answer))
    }
    await sleep(maxAgeSeconds * 1000 + 1_200)
    // stale-while-revalidate: the expired copy now, a fresh one stored in the background.
    const stale = await get(base(), refreshed[0], { host: refreshed[1] })
    expect(stale.status).toBe(200)
    expect(xCache(stale)).toBe('STALE')
    let fresh = ''
    for (let i = 0; i < 50 && fresh !== 'HIT'; i++) {
      await sleep(100)
      fresh = xCache(await get(base(), refreshed[0], { host: refreshed[1] }))
    }
    expect(fresh).toBe('HIT')

    // stale-if-error: the probes find both replicas down; the expired copy is still served.
    await Promise.all(stack.replicas.map((replica) => replica.kill('SIGKILL')))
    let health: Record<string, string> = {}
    for (let i = 0; i < 100; i++) {
      health = stack.varnish.backendHealth()
      if (health.storefront1 === 'sick' && health.storefront2 === 'sick') break
      await sleep(100)
    }
    expect(health).toMatchObject({ storefront1: 'sick', storefront2: 'sick', storefront: 'sick' })
    const answer = await get(base(), kept[0], { host: kept[1], fresh: true })
    expect(answer.status).toBe(200)
    expect(xCache(answer)).toBe('STALE')
    expect(decoded(answer)).toBe(bodies.get(kept[0]))
    const uncached = await get(base(), '/nie-gesehen-seite', { host: host(), fresh: true })
    expect(uncached.status, 'the origin is really down').toBe(503)
  })
})
