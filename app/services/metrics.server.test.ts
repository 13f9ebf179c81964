import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { localLoadContext } from './request-context.server'

// env() is read once per process: every test imports fresh modules with its own environment.
const savedEnv = { ...process.env }
const token = 'unit-metrics-token-0123456789'

beforeEach(() => {
  vi.resetModules()
})

afterEach(() => {
  process.env = { ...savedEnv }
})

async function scrape(authorization?: string, env: Record<string, string> = {}) {
  Object.assign(process.env, env)
  const metrics = await import('./metrics.server')
  const cache = await import('./cache.server')
  const { loader } = await import('~/routes/metrics')
  const answer = await loader({
    request: new Request('http://localhost/metrics', {
      headers: authorization ? { authorization } : {},
    }),
    params: {},
    context: localLoadContext(),
  })
  return { answer, metrics, cache }
}

describe('/metrics', () => {
  it('does not exist without METRICS_TOKEN, refuses a wrong token', async () => {
    delete process.env.METRICS_TOKEN
    expect((await scrape(`Bearer ${token}`)).answer.status).toBe(404)
    vi.resetModules()
    const { answer } = await scrape('Bearer not-the-token', { METRICS_TOKEN: token })
    expect(answer.status).toBe(401)
    expect(answer.headers.get('www-authenticate')).toBe('Bearer')
  })

  it("answers Prometheus' text format: Node's own metrics, requests, upstream calls and the cache", async () => {
    const { metrics, cache } = await scrape(undefined, { METRICS_TOKEN: token })
    metrics.recordRequest('routes/$', 200, 0.042)
    metrics.recordRequest('routes/$', 404, 0.01)
    metrics.recordUpstream('story', 0.12, false)
    metrics.recordUpstream('story', 2, true)
    await cache.cached('prices:metrics', { freshMs: 1_000, staleMs: 0 }, async () => 1)
    await cache.cached('prices:metrics', { freshMs: 1_000, staleMs: 0 }, async () => 1)

    const { answer } = await scrape(`Bearer ${token}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe(metrics.register.contentType)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const text = await answer.text()
    for (const line of [
      'shop_http_requests_total{route="routes/$",status="200"} 1',
      'shop_http_requests_total{route="routes/$",status="404"} 1',
      'shop_http_request_duration_seconds_bucket{le="0.05",route="routes/$",status="200"} 1',
      'shop_upstream_request_duration_seconds_count{upstream="story"} 2',
      'shop_upstream_errors_total{upstream="story"} 1',
      'shop_upstream_cache_total{result="hits"} 1',
      'shop_upstream_cache_total{result="misses"} 1',
    ])
      expect(text).toContain(line)
    for (const series of [
      'process_resident_memory_bytes',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_gc_duration_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(text).toMatch(new RegExp(`^# TYPE ${series} `, 'm'))
  })
})
