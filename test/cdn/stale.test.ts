/**
 * Stale-while-revalidate and stale-if-error through the shipped nginx
 * configuration. The replicas run with a 2 s s-maxage (CDN_PAGE_MAX_AGE_SECONDS) so pages
 * expire within the test; the rest of the policy is the production one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decoded, get, startCdnStack, xCache, type CdnStack } from './support/cdn'

let stack: CdnStack
const base = () => stack.nginx.url
const host = (name = 'localhost') => `${name}:${stack.nginx.port}`
const maxAgeSeconds = 2
const expire = () => new Promise((done) => setTimeout(done, maxAgeSeconds * 1000 + 1_100))

beforeAll(async () => {
  stack = await startCdnStack({ shopEnv: { CDN_PAGE_MAX_AGE_SECONDS: String(maxAgeSeconds) } })
})

afterAll(async () => {
  await stack?.stop()
})

describe('serving stale', () => {
  it('stale-while-revalidate: an expired page is answered from the cache at once and refreshed in the background', async () => {
    const first = await get(base(), '/faq', { host: host() })
    expect(first.headers['cache-control']).toBe(
      `public, max-age=0, s-maxage=${maxAgeSeconds}, stale-while-revalidate=86400, stale-if-error=86400`,
    )
    expect(xCache(first)).toBe('MISS')
    expect(xCache(await get(base(), '/faq', { host: host() }))).toBe('HIT')
    await expire()
    const stale = await get(base(), '/faq', { host: host() })
    expect(stale.status).toBe(200)
    expect(['STALE', 'UPDATING']).toContain(xCache(stale))
    expect(decoded(stale)).toBe(decoded(first))
    // The background refresh stored a fresh copy (revalidated with the ETag or fetched again).
    let fresh = ''
    for (let i = 0; i < 50 && fresh !== 'HIT'; i++) {
      await new Promise((done) => setTimeout(done, 100))
      fresh = xCache(await get(base(), '/faq', { host: host() }))
    }
    expect(fresh).toBe('HIT')
  })

  it('stale-if-error: with every replica stopped, cached pages still answer 200; an uncached one fails', async () => {
    const pages: [string, string][] = [
      [host(), '/'],
      [host('cards-uk.localhost'), '/'],
      [host(), '/_root.data'],
    ]
    const bodies = new Map<string, string>()
    for (const [market, path] of pages) {
      const answer = await get(base(), path, { host: market })
      expect(answer.status).toBe(200)
      bodies.set(market + path, decoded(answer))
    }
    await expire()
    await Promise.all(stack.replicas.map((replica) => replica.kill('SIGKILL')))
    for (const [market, path] of pages) {
      const answer = await get(base(), path, { host: market })
      expect(answer.status, `${market}${path}`).toBe(200)
      expect(xCache(answer)).toBe('STALE')
      expect(decoded(answer)).toBe(bodies.get(market + path))
    }
    const uncached = await get(base(), '/nie-gesehen-seite', { host: host() })
    expect(uncached.status, 'the origin is really down').toBe(502)
  })
})
