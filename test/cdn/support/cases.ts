/**
 * Cases both proxies must pass (nginx in cache-rules.test.ts, Varnish in varnish.test.ts): the
 * same requests and the same answers, so the two configurations keep one contract.
 */
import { expect } from 'vitest'
import { postForm } from '../../resilience/support/http'
import { decoded, get, xCache } from './cdn'

export type TestCustomer = { firstName: string; lastName: string; email: string; password: string }

/** Signs a customer up at the backend directly (the German cards shop). */
export async function signUpCustomer(backendUrl: string, customer: TestCustomer): Promise<void> {
  const signUp = await fetch(`${backendUrl}/web-api/customer-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-channel': 'cards-DE', 'x-locale': 'de-DE' },
    body: JSON.stringify(customer),
  })
  expect(signUp.status).toBe(200)
}

/**
 * A shopper who logs in goes to the origin for every page, twice; their page is never stored; the
 * next anonymous shopper gets (and then gets from the store) the anonymous page. With `assembled`
 * (a proxy with ESI) their page is the stored shared page with their own items included instead.
 */
export async function expectSessionBypassesTheStore({
  base,
  host,
  customer,
  assembled = false,
}: {
  base: string
  host: (name?: string) => string
  customer: TestCustomer
  assembled?: boolean
}): Promise<void> {
  const login = await postForm(
    base,
    '/mein-konto/anmelden',
    { email: customer.email, password: customer.password },
    { host: host() },
  )
  expect(login.status).toBeLessThan(400)
  expect(xCache(login)).not.toBe('HIT')
  // The origin's own cookies reach the shopper.
  const session = (login.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith('shop_session='))
  expect(session).toBeTruthy()

  const path = '/faq'
  const market = host('cards-li.localhost')
  for (let i = 0; i < 2; i++) {
    const mine = await get(base, path, { host: market, cookie: session })
    expect(mine.status).toBe(200)
    if (assembled) {
      expect(xCache(mine)).toBe(i === 0 ? 'MISS' : 'HIT')
      expect(mine.headers['cache-control']).toMatch(/^public, /)
    } else {
      expect(xCache(mine)).toBe('BYPASS')
      expect(mine.headers['cache-control']).toBe('private, no-store')
    }
    expect(decoded(mine)).toContain(customer.firstName)
  }
  const anonymous = await get(base, path, { host: market })
  expect(xCache(anonymous)).toBe('MISS')
  expect(decoded(anonymous)).not.toContain(customer.firstName)
  const stored = await get(base, path, { host: market })
  expect(xCache(stored)).toBe('HIT')
  expect(decoded(stored)).not.toContain(customer.firstName)
}

/**
 * A shopper with an ad-click cookie goes to the origin: their page's designer links carry the id
 * and it is never stored; shoppers without one get the anonymous page, from the store.
 */
export async function expectAdClickBypassesTheStore({
  base,
  host,
}: {
  base: string
  host: (name?: string) => string
}): Promise<void> {
  const path = '/products?designGroupId=300'
  const market = host('cards-lu.localhost')
  const cookie = '_gcl_aw=GCL.1700000000.CdnAdClick-1'
  expect(xCache(await get(base, path, { host: market }))).toBe('MISS')
  expect(xCache(await get(base, path, { host: market }))).toBe('HIT')
  for (let i = 0; i < 2; i++) {
    const mine = await get(base, path, { host: market, cookie })
    expect(mine.status).toBe(200)
    expect(xCache(mine)).toBe('BYPASS')
    expect(mine.headers['cache-control']).toBe('private, no-store')
    expect(decoded(mine)).toContain('gclid=CdnAdClick-1')
  }
  const anonymous = await get(base, path, { host: market })
  expect(xCache(anonymous)).toBe('HIT')
  expect(decoded(anonymous)).not.toContain('CdnAdClick-1')
}

/**
 * The search page is stored per query: the same query is answered from the store, another query
 * is its own entry, and a query written differently is redirected to its one normalised form.
 */
export async function expectSearchStoredPerQuery({
  base,
  host,
}: {
  base: string
  host: (name?: string) => string
}): Promise<void> {
  const market = host('cards-at.localhost')
  const first = await get(base, '/suche?q=hochzeitskarten', { host: market })
  expect(first.status).toBe(200)
  expect(xCache(first)).toBe('MISS')
  const again = await get(base, '/suche?q=hochzeitskarten', { host: market })
  expect(xCache(again)).toBe('HIT')
  expect(decoded(again)).toContain('Hochzeitskarten')
  const other = await get(base, '/suche?q=fotokalender', { host: market })
  expect(xCache(other)).toBe('MISS')
  expect(decoded(other)).toContain('Fotokalender')
  const untidy = await get(base, '/suche?q=++Hochzeitskarten+', { host: market })
  expect(untidy.status).toBe(301)
  expect(untidy.headers.location).toBe('/suche?q=Hochzeitskarten')
}
