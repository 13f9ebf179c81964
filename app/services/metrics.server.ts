import { cacheStats } from './cache.server'
import { sharedRenderMemo } from './render-memo.server'

/**
 * A small Prometheus registry: request counts and latency histograms per route and status,
 * upstream latency and errors, the upstream cache's hits and misses, and the render memo's.
 */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

type Histogram = { buckets: number[]; sum: number; count: number }
const requests = new Map<string, number>()
const requestDurations = new Map<string, Histogram>()
const upstreamDurations = new Map<string, Histogram>()
const upstreamErrors = new Map<string, number>()

function observe(map: Map<string, Histogram>, key: string, seconds: number) {
  let histogram = map.get(key)
  if (!histogram) {
    histogram = { buckets: BUCKETS.map(() => 0), sum: 0, count: 0 }
    map.set(key, histogram)
  }
  BUCKETS.forEach((bound, index) => {
    if (seconds <= bound) histogram.buckets[index] = (histogram.buckets[index] ?? 0) + 1
  })
  histogram.sum += seconds
  histogram.count += 1
}

const label = (value: string) => value.replace(/["\\\n]/g, '_')

export function recordRequest(route: string, status: number, seconds: number): void {
  const key = `route="${label(route)}",status="${status}"`
  requests.set(key, (requests.get(key) ?? 0) + 1)
  observe(requestDurations, `route="${label(route)}"`, seconds)
}

export function recordUpstream(upstream: string, seconds: number, failed: boolean): void {
  observe(upstreamDurations, `upstream="${label(upstream)}"`, seconds)
  if (failed) upstreamErrors.set(upstream, (upstreamErrors.get(upstream) ?? 0) + 1)
}

function histogramLines(name: string, map: Map<string, Histogram>): string[] {
  const lines = [`# TYPE ${name} histogram`]
  for (const [labels, histogram] of map) {
    BUCKETS.forEach((bound, index) =>
      lines.push(`${name}_bucket{${labels},le="${bound}"} ${histogram.buckets[index]}`),
    )
    lines.push(`${name}_bucket{${labels},le="+Inf"} ${histogram.count}`)
    lines.push(
      `${name}_sum{${labels}} ${histogram.sum.toFixed(6)}`,
      `${name}_count{${labels}} ${histogram.count}`,
    )
  }
  return lines
}

/** The registry in Prometheus' text format. */
export function metricsText(): string {
  const memory = process.memoryUsage()
  return [
    '# TYPE shop_http_requests_total counter',
    ...[...requests].map(([labels, count]) => `shop_http_requests_total{${labels}} ${count}`),
    ...histogramLines('shop_http_request_duration_seconds', requestDurations),
    ...histogramLines('shop_upstream_request_duration_seconds', upstreamDurations),
    '# TYPE shop_upstream_errors_total counter',
    ...[...upstreamErrors].map(
      ([upstream, count]) => `shop_upstream_errors_total{upstream="${label(upstream)}"} ${count}`,
    ),
    '# TYPE shop_upstream_cache_total counter',
    ...Object.entries(cacheStats).map(
      ([result, count]) => `shop_upstream_cache_total{result="${result}"} ${count}`,
    ),
    '# TYPE shop_render_memo_total counter',
    ...Object.entries(sharedRenderMemo().stats).map(
      ([result, count]) => `shop_render_memo_total{result="${result}"} ${count}`,
    ),
    '# TYPE shop_render_memo_bytes gauge',
    `shop_render_memo_bytes ${sharedRenderMemo().totalBytes}`,
    '# TYPE process_resident_memory_bytes gauge',
    `process_resident_memory_bytes ${memory.rss}`,
    '',
  ].join('\n')
}
