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

  it('shows the field figures of a beacon as histograms by page type and market', async () => {
    const { metrics } = await scrape(undefined, { METRICS_TOKEN: token })
    const { action } = await import('~/routes/api.vitals')
    const beacon = new Request('http://cards-at.localhost/api/vitals', {
      method: 'POST',
      headers: {
        host: 'cards-at.localhost',
        cookie: 'consent=granted',
        'content-type': 'application/json',
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      },
      body: JSON.stringify({
        page: 'content',
        vitals: [
          { name: 'LCP', value: 2300 },
          { name: 'FCP', value: 900 },
          { name: 'TTFB', value: 150 },
          { name: 'INP', value: 180 },
          { name: 'CLS', value: 0.03 },
        ],
      }),
    })
    const answer = (await action({
      request: beacon,
      params: {},
      context: localLoadContext(),
    })) as Response
    expect(answer.status).toBe(204)
    metrics.recordRender('content', 0.03)
    metrics.recordFlagEvaluation('burger-product-matrix', 'on', 'split')

    const text = await (await scrape(`Bearer ${token}`)).answer.text()
    const labels = 'page_type="content",market="cards-AT"'
    for (const line of [
      `shop_web_vitals_lcp_seconds_bucket{le="2.5",${labels}} 1`,
      `shop_web_vitals_lcp_seconds_bucket{le="2",${labels}} 0`,
      `shop_web_vitals_fcp_seconds_bucket{le="1",${labels}} 1`,
      `shop_web_vitals_ttfb_seconds_bucket{le="0.2",${labels}} 1`,
      `shop_web_vitals_inp_seconds_bucket{le="0.2",${labels}} 1`,
      `shop_web_vitals_cls_bucket{le="0.05",${labels}} 1`,
      `shop_web_vitals_cls_count{${labels}} 1`,
      'shop_field_beacons_total{kind="vitals",outcome="accepted"} 1',
      'shop_render_duration_seconds_bucket{le="0.05",page_type="content"} 1',
      'shop_flag_evaluations_total{flag="burger-product-matrix",treatment="on",source="split"} 1',
    ])
      expect(text).toContain(line)
    expect(text).toMatch(/^# TYPE shop_web_vitals_lcp_seconds histogram$/m)
  })

  it('names upstream calls without ids, queries or slugs', async () => {
    const { metrics } = await scrape(undefined, { METRICS_TOKEN: token })
    expect(metrics.upstreamCallName('shop', 'get', '/web-api/card-price?format=a6')).toBe(
      'shop GET /web-api/card-price',
    )
    expect(metrics.upstreamCallName('shop', 'GET', '/web-api/toolbox-download/1f3a9')).toBe(
      'shop GET /web-api/toolbox-download/:id',
    )
    expect(
      metrics.upstreamCallName(
        'content',
        'GET',
        'http://127.0.0.1:3001/v2/cdn/stories/de/fotokalender?cv=17&token=x',
      ),
    ).toBe('content GET /v2/cdn/stories/…')
    expect(metrics.upstreamCallName('content', 'GET', 'http://cms/v2/cdn/links?page=2')).toBe(
      'content GET /v2/cdn/links',
    )
    await expect(
      metrics.timedUpstream('shop GET /x', () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down')
    await metrics.timedUpstream(
      'shop GET /x',
      async () => 500,
      (status) => status >= 500,
    )
    const text = await metrics.register.metrics()
    expect(text).toContain('shop_upstream_request_duration_seconds_count{upstream="shop GET /x"} 2')
    expect(text).toContain('shop_upstream_errors_total{upstream="shop GET /x"} 2')
  })
})
