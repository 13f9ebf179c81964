import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'
import { cacheStats } from './cache.server'

/**
 * The process's Prometheus registry (`prom-client`): Node's own metrics (process memory and
 * CPU, event loop lag, GC), request counts and latency per route and status, upstream latency
 * and errors per call, and the upstream cache's lookups.
 */
export const register = new Registry()
collectDefaultMetrics({ register })

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const requests = new Counter({
  name: 'shop_http_requests_total',
  help: 'Answered requests by route and status.',
  labelNames: ['route', 'status'] as const,
  registers: [register],
})

const requestDuration = new Histogram({
  name: 'shop_http_request_duration_seconds',
  help: 'Time from the first loader to the answer, by route and status.',
  labelNames: ['route', 'status'] as const,
  buckets: BUCKETS,
  registers: [register],
})

const upstreamDuration = new Histogram({
  name: 'shop_upstream_request_duration_seconds',
  help: 'Duration of upstream calls (content and shop API) by call.',
  labelNames: ['upstream'] as const,
  buckets: BUCKETS,
  registers: [register],
})

const upstreamErrors = new Counter({
  name: 'shop_upstream_errors_total',
  help: 'Failed upstream calls by call.',
  labelNames: ['upstream'] as const,
  registers: [register],
})

new Counter({
  name: 'shop_upstream_cache_total',
  help: 'Upstream cache lookups: hits, shared (from Redis), stale, misses; errors: failed loads.',
  labelNames: ['result'] as const,
  registers: [register],
  // Read at scrape time from the cache's own counts, which its tests read too.
  collect() {
    this.reset()
    for (const [result, count] of Object.entries(cacheStats)) this.inc({ result }, count)
  },
})

export function recordRequest(route: string, status: number, seconds: number): void {
  const labels = { route, status: String(status) }
  requests.inc(labels)
  requestDuration.observe(labels, seconds)
}

export function recordUpstream(upstream: string, seconds: number, failed: boolean): void {
  upstreamDuration.observe({ upstream }, seconds)
  if (failed) upstreamErrors.inc({ upstream })
}
