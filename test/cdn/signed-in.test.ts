/**
 * Signed-in shoppers from the cache: the shipped Varnish configuration in front of two replicas
 * sharing Redis. A signed-in shopper's page is the shared page of the market with an ESI include
 * of the personal fragment (account item, wishlist link, basket count), stored once and assembled
 * per request; the fragment is never stored. Asserted in one mixed run of signed-in and anonymous
 * shoppers: every shopper sees their own name and basket, nobody another's; at least 95 % of the
 * page views come from the cache and at most 10 of every 1 000 reach the origin as a page render
 * (signed-in views included; the fragments are counted apart); afterwards every stored page,
 * entry by entry, holds no shopper's name, e-mail, session or basket count. The figures are
 * printed for docs/operations.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm, type RawResponse } from '../resilience/support/http'
import { signUpCustomer, type TestCustomer } from './support/cases'
import { decoded, get, xCache } from './support/cdn'
import { startVarnishStack, type VarnishStack } from './support/varnish'

let stack: VarnishStack
const metricsToken = 'cdn-signed-in-metrics-token-0123456789'
const durationMs = 20_000
type Shopper = TestCustomer & { basket: number; session: string }
/** Three shoppers browse; the probe only reads the stored pages afterwards. */
const shoppers: Shopper[] = [
  ['Esmeralda', 'Quintbrook', 3],
  ['Fridolin', 'Wachtelmeyer', 1],
  ['Gundula', 'Ostermoor', 0],
  ['Probanda', 'Lesezeichen', 2],
].map(([firstName, lastName, basket]) => ({
  firstName: firstName as string,
  lastName: lastName as string,
  email: `${String(firstName).toLowerCase()}.${String(lastName).toLowerCase()}@example.com`,
  password: `cdn-signed-in-${String(firstName).toLowerCase()}-1`,
  basket: basket as number,
  session: '',
}))
const probe = shoppers[3]!
const browsing = shoppers.slice(0, 3)

const markets = [
  'localhost',
  'cards-at.localhost',
  'cards-ch.localhost',
  'cards-uk.localhost',
  'cards-com.localhost',
  'cards-li.localhost',
]
const paths = ['/', '/faq']
const encodings = ['br, gzip', 'gzip']

beforeAll(async () => {
  stack = await startVarnishStack({
    redis: true,
    // The proxy on loopback is the one the replicas trust to announce ESI.
    shopEnv: { METRICS_TOKEN: metricsToken, TRUSTED_PROXIES: '127.0.0.1' },
  })
  for (const shopper of shoppers) {
    await signUpCustomer(stack.backend.url, shopper)
    const login = await postForm(
      stack.varnish.url,
      '/mein-konto/anmelden',
      { email: shopper.email, password: shopper.password },
      { host: host() },
    )
    shopper.session =
      (login.headers['set-cookie'] ?? [])
        .map((cookie) => cookie.split(';')[0]!)
        .find((cookie) => cookie.startsWith('shop_session=')) ?? ''
    expect(shopper.session).toMatch(/^shop_session=./)
    // The basket: gift vouchers put in at the shop API, as its own pages would.
    for (let i = 0; i < shopper.basket; i++) {
      const added = await fetch(`${stack.backend.url}/gift-voucher`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-channel': 'cards-DE',
          'x-locale': 'de-DE',
          cookie: shopper.session,
        },
        body: 'amount=25&design=classic',
      })
      expect(added.status).toBe(200)
    }
  }
}, 120_000)

afterAll(async () => {
  await stack?.stop()
})

const host = (name = 'localhost') => `${name}:${stack.varnish.port}`
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))
const token = (shopper: Shopper) => shopper.session.split('=')[1]!

/** Everything of a shopper that must never be in another's page or in a stored one. */
function personal(shopper: Shopper): string[] {
  return [shopper.firstName, shopper.lastName, shopper.email, token(shopper)]
}

/** The page shows this shopper's account item and basket count, and nobody else's data. */
function problemsOf(html: string, shopper: Shopper | undefined): string[] {
  const problems: string[] = []
  for (const other of shoppers.filter((each) => each !== shopper))
    for (const value of personal(other)) if (html.includes(value)) problems.push(`holds ${value}`)
  const count = /class="cart-count" data-count="(\d+)"/.exec(html)?.[1]
  if (count !== String(shopper?.basket ?? 0)) problems.push(`basket count ${count}`)
  if (shopper && !html.includes(`${shopper.firstName} ${shopper.lastName}</span>`))
    problems.push('not their name')
  return problems
}

/** Page renders and personal fragments the replicas answered so far (their request metrics). */
async function originCounts(): Promise<{ pages: number; fragments: number }> {
  let pages = 0
  let fragments = 0
  for (const replica of stack.replicas) {
    const answer = await fetch(`http://127.0.0.1:${replica.port}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}`, connection: 'close' },
    })
    for (const line of (await answer.text()).split('\n')) {
      const match = /^shop_http_requests_total\{([^}]*)\} (\d+)/.exec(line)
      if (!match) continue
      const route = /route="([^"]*)"/.exec(match[1]!)?.[1] ?? ''
      if (route === 'personal-fragment') fragments += Number(match[2])
      else if (route !== 'data' && route !== 'resource') pages += Number(match[2])
    }
  }
  return { pages, fragments }
}

type View = { host: string; path: string; encoding: string; shopper?: Shopper }

describe('signed-in shoppers through Varnish', () => {
  it('a shared page per market, assembled with each shopper’s own fragment', async () => {
    const [first, second] = browsing as [Shopper, Shopper]
    const market = host('cards-uk.localhost')
    const mine = await get(stack.varnish.url, '/faq', { host: market, cookie: first.session })
    expect(mine.status).toBe(200)
    expect(xCache(mine)).toBe('MISS')
    expect(mine.headers['surrogate-control']).toBeUndefined()
    expect(mine.headers['content-encoding']).toBe('gzip')
    expect(problemsOf(decoded(mine), first)).toEqual([])
    // The account item links to the account page, in the market's language.
    expect(decoded(mine)).toMatch(/<a href="\/my-account"[^>]*data-logged-in=""/)
    const theirs = await get(stack.varnish.url, '/faq', { host: market, cookie: second.session })
    expect(xCache(theirs)).toBe('HIT')
    expect(problemsOf(decoded(theirs), second)).toEqual([])
    // The anonymous page is a copy of its own, without the include.
    const anonymous = await get(stack.varnish.url, '/faq', { host: market })
    expect(xCache(anonymous)).toBe('MISS')
    expect(problemsOf(decoded(anonymous), undefined)).toEqual([])
    expect(decoded(anonymous)).not.toContain('data-personal-slot')
    // What the origin answers the proxy: the include, nothing of the shopper.
    const shell = await get(`http://127.0.0.1:${stack.replicas[0]!.port}`, '/faq', {
      host: market,
      cookie: first.session,
      encoding: '',
      headers: [['Surrogate-Capability', 'shop-edge="ESI/1.0"']],
    })
    expect(shell.headers['surrogate-control']).toBe('content="ESI/1.0"')
    expect(shell.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/)
    expect(shell.text).toContain('<esi:include src="/_fragment/personal?page=%2Ffaq"/>')
    for (const value of personal(first)) expect(shell.text).not.toContain(value)
    // The fragment itself is never stored.
    const fragment = await get(stack.varnish.url, '/_fragment/personal?page=%2Ffaq', {
      host: market,
      cookie: first.session,
    })
    expect(xCache(fragment)).toBe('BYPASS')
    expect(fragment.headers['cache-control']).toBe('private, no-store')
  })

  it('mixed traffic: ≥ 95 % of page views from the cache, ≤ 10 origin renders per 1 000, nothing personal stored', async () => {
    const base = stack.varnish.url
    const views: View[] = markets.flatMap((market) =>
      paths.flatMap((path) =>
        encodings.map((encoding) => ({ host: host(market), path, encoding })),
      ),
    )
    // Each page the run asks for once before it: the measured run is the steady state.
    for (const view of views) {
      await get(base, view.path, { host: view.host, encoding: view.encoding })
      await get(base, view.path, {
        host: view.host,
        encoding: view.encoding,
        cookie: browsing[0]!.session,
      })
    }
    const before = await originCounts()

    const failures: string[] = []
    let pageViews = 0
    let signedInViews = 0
    let fromCache = 0
    let signedInFromCache = 0
    let accountViews = 0
    const started = Date.now()
    // 12 connections of signed-in shoppers (4 each), 12 anonymous; one signed-in view in 100
    // is the shopper's account page, theirs alone (rendered by the origin every time).
    const worker = async (index: number) => {
      const shopper = index < 12 ? browsing[index % browsing.length] : undefined
      let i = index * 5
      while (Date.now() - started < durationMs) {
        const account = shopper !== undefined && signedInViews % 100 === 99
        const view = views[i++ % views.length]!
        const path = account ? '/mein-konto' : view.path
        const requestHost = account ? host() : view.host
        if (shopper) signedInViews++
        try {
          // A connection per view: a kept-alive one idle since the last test may be one Varnish
          // is just closing (timeout_idle, 5 s), a failure of the client's pool, not the shop's.
          const answer: RawResponse = await get(base, path, {
            host: requestHost,
            encoding: view.encoding,
            fresh: true,
            ...(shopper ? { cookie: shopper.session } : {}),
          })
          pageViews++
          if (account) accountViews++
          const cached = ['HIT', 'STALE'].includes(xCache(answer))
          if (cached) fromCache++
          if (cached && shopper) signedInFromCache++
          const html = decoded(answer)
          const problems =
            answer.status === 200 ? problemsOf(html, shopper) : [`status ${answer.status}`]
          if (problems.length > 0)
            failures.push(`${shopper?.firstName ?? 'anonymous'} ${requestHost}${path}: ${problems}`)
        } catch (error) {
          failures.push(`${requestHost}${path}: ${(error as Error).message}`)
        }
        await sleep(50)
      }
    }
    await Promise.all(Array.from({ length: 24 }, (_, index) => worker(index)))
    await sleep(300)
    const after = await originCounts()
    const renders = after.pages - before.pages
    const fragments = after.fragments - before.fragments
    const figures = {
      pageViews,
      signedInViews,
      accountViews,
      hitRatio: +(fromCache / pageViews).toFixed(3),
      signedInHitRatio: +(signedInFromCache / signedInViews).toFixed(3),
      originPageRenders: renders,
      originPageRendersPer1000Views: +((renders / pageViews) * 1000).toFixed(1),
      fragments,
      fragmentsPerSignedInView: +(fragments / signedInViews).toFixed(2),
    }
    console.log(`[cdn] signed-in figures ${JSON.stringify(figures)}`)
    expect(failures.slice(0, 10)).toEqual([])
    // Half the connections, though each of their views also waits for its fragment.
    expect(signedInViews).toBeGreaterThan(pageViews / 5)
    expect(accountViews).toBeGreaterThan(0)
    expect(figures.hitRatio).toBeGreaterThanOrEqual(0.95)
    expect(figures.signedInHitRatio).toBeGreaterThanOrEqual(0.95)
    expect(figures.originPageRendersPer1000Views).toBeLessThanOrEqual(10)
    // Every signed-in view was assembled from one fragment (the account page's too).
    expect(fragments).toBe(signedInViews)

    // Entry by entry: every page the run stored, as the cache holds it. The anonymous copies
    // asked for without a cookie; the shared copies with includes asked for by a shopper who
    // did not browse (their own fragment included): nobody else's data in either.
    for (const view of views) {
      const anonymous = await get(base, view.path, { host: view.host, encoding: view.encoding })
      expect(xCache(anonymous), `${view.host}${view.path}`).toBe('HIT')
      expect(problemsOf(decoded(anonymous), undefined), `${view.host}${view.path}`).toEqual([])
      const shared = await get(base, view.path, {
        host: view.host,
        encoding: view.encoding,
        cookie: probe.session,
      })
      expect(xCache(shared), `${view.host}${view.path} (shared)`).toBe('HIT')
      expect(problemsOf(decoded(shared), probe), `${view.host}${view.path} (shared)`).toEqual([])
    }
  }, 120_000)
})
