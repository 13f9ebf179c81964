import { performance } from 'node:perf_hooks'
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'
import { vitalBuckets, vitalNames, type VitalName } from '~/domain/field-figures'
import { cacheStats } from './cache.server'

/**
 * The process's Prometheus registry (`prom-client`): Node's own metrics (process memory and
 * CPU, event loop lag, GC), request counts and latency per route and status, upstream latency
 * and errors per call, the upstream cache's lookups, render time per page type, flag
 * evaluations, and the field figures (Core Web Vitals) shoppers' browsers send.
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

/**
 * The call's name in the metrics: upstream, method and path without query, ids (segments with
 * digits but an API version, or very long ones) as `:id` and content slugs cut off, so names
 * stay few.
 */
export function upstreamCallName(upstream: 'shop' | 'content', method: string, url: string) {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/, 1)[0] ?? ''
  const segments = path.split('/').filter(Boolean)
  const depth = upstream === 'content' ? 3 : 4
  const named = segments
    .slice(0, depth)
    .map((segment) => (/^v\d+$/.test(segment) || !/\d|^.{41,}$/.test(segment) ? segment : ':id'))
  if (segments.length > depth) named.push('…')
  return `${upstream} ${method.toUpperCase()} /${named.join('/')}`
}

/**
 * Times one upstream call under its name for the metrics; it failed when it threw or its
 * result is a failure (`failedIf`).
 */
export async function timedUpstream<T>(
  name: string,
  call: () => Promise<T>,
  failedIf: (result: T) => boolean = () => false,
): Promise<T> {
  const started = performance.now()
  let failed = false
  try {
    const result = await call()
    failed = failedIf(result)
    return result
  } catch (error) {
    failed = true
    throw error
  } finally {
    recordUpstream(name, (performance.now() - started) / 1000, failed)
  }
}

export function recordUpstream(upstream: string, seconds: number, failed: boolean): void {
  upstreamDuration.observe({ upstream }, seconds)
  if (failed) upstreamErrors.inc({ upstream })
}

const renderDuration = new Histogram({
  name: 'shop_render_duration_seconds',
  help: 'Time to render a document (React to the last byte), by page type.',
  labelNames: ['page_type'] as const,
  buckets: BUCKETS,
  registers: [register],
})

const flagEvaluations = new Counter({
  name: 'shop_flag_evaluations_total',
  help: 'Feature flag evaluations by flag, treatment and who decided it (split, edge, forced, default).',
  labelNames: ['flag', 'treatment', 'source'] as const,
  registers: [register],
})

const vitalHelp: Record<VitalName, string> = {
  LCP: 'Largest Contentful Paint in seconds, from shoppers who accepted statistics.',
  INP: 'Interaction to Next Paint in seconds, from shoppers who accepted statistics.',
  CLS: 'Cumulative Layout Shift (unitless), from shoppers who accepted statistics.',
  FCP: 'First Contentful Paint in seconds, from shoppers who accepted statistics.',
  TTFB: 'Time to First Byte in seconds, from shoppers who accepted statistics.',
}

const vitals = Object.fromEntries(
  vitalNames.map((name) => [
    name,
    new Histogram({
      name: `shop_web_vitals_${name.toLowerCase()}${name === 'CLS' ? '' : '_seconds'}`,
      help: vitalHelp[name],
      labelNames: ['page_type', 'market'] as const,
      buckets: vitalBuckets[name],
      registers: [register],
    }),
  ]),
) as Record<VitalName, Histogram<'page_type' | 'market'>>

const beacons = new Counter({
  name: 'shop_field_beacons_total',
  help: 'Beacons from browsers by kind (vitals, error) and outcome (accepted, ignored, malformed, too-large, limited).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [register],
})

export function recordRender(pageType: string, seconds: number): void {
  renderDuration.observe({ page_type: pageType }, seconds)
}

export function recordFlagEvaluation(flag: string, treatment: string, source: string): void {
  flagEvaluations.inc({ flag, treatment, source })
}

/** One field figure, already in the histogram's unit (seconds, or CLS as it is). */
export function recordVital(name: VitalName, pageType: string, market: string, value: number) {
  vitals[name].observe({ page_type: pageType, market }, value)
}

export function recordBeacon(kind: 'vitals' | 'error', outcome: string): void {
  beacons.inc({ kind, outcome })
}
