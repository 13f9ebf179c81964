import { beforeAll, describe, expect, it } from 'vitest'
import { localLoadContext } from '~/services/request-context.server'
import { referenceBackend } from './support/backend'

/**
 * `/api/flags-check` with the operators' token against the reference backend: the shop's flag
 * names against the backend's list, the check cached (a repeated call does not ask the backend
 * again) and the answer never stored.
 */
const token = 'integration-operator-token-0123'
referenceBackend({ env: (url) => ({ SHOP_API_URL: url, METRICS_TOKEN: token }) })
let route: typeof import('~/routes/api.flags-check')
let cache: typeof import('~/services/cache.server')

beforeAll(async () => {
  route = await import('~/routes/api.flags-check')
  cache = await import('~/services/cache.server')
})

const check = () =>
  route.loader({
    request: new Request('http://localhost/api/flags-check', {
      headers: { authorization: `Bearer ${token}` },
    }),
    params: {},
    context: localLoadContext(),
  })

describe('/api/flags-check for operators', () => {
  it('compares the flag names, answered from the cache the second time, never stored', async () => {
    const first = await check()
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    const body = (await first.json()) as { backend: { name: string }[]; unknown: string[] }
    expect(body.backend.map((flag) => flag.name)).toContain('product_matrix_wallart')
    expect(body.unknown).toContain('home_hero_experiment')
    const misses = cache.cacheStats.misses
    const again = await check()
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(body)
    expect(cache.cacheStats.misses).toBe(misses)
  })
})
