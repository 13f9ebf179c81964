// Server load with autocannon: throughput and latency of one page, and a long mixed run
// that samples the storefront's resident memory.
import autocannon from 'autocannon'
import { rawGet } from './assets.mjs'
import { cpuMs, rssMb } from './processes.mjs'

/**
 * Like a CDN or a browser asking the origin: gzip accepted, no cookie (an anonymous first visit)
 * unless a run adds one.
 */
const baseHeaders = {
  'accept-encoding': 'gzip',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14) bench',
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    )
    instance.on('error', reject)
  })
}

/**
 * Requests per second, p50 and p99 latency of one URL: `connections` connections for `seconds`
 * seconds, every request with `headers` besides the defaults (a session cookie: a signed-in
 * shopper); with the server's pid also the CPU time it spent per request.
 */
export async function throughput(
  origin,
  { path = '/', host, connections = 10, seconds = 10, pid, headers: extra = {} } = {},
) {
  const headers = { ...baseHeaders, ...(host ? { host } : {}), ...extra }
  const cpuBefore = pid ? cpuMs(pid) : 0
  const result = await cannon({ url: `${origin}${path}`, connections, duration: seconds, headers })
  const cpuPerRequest = pid ? (cpuMs(pid) - cpuBefore) / result.requests.total : NaN
  const non2xx = result.non2xx + result.errors + result.timeouts
  if (non2xx > 0)
    throw new Error(
      `${host ?? origin}${path}: ${non2xx} of ${result.requests.total} requests failed or were not 2xx`,
    )
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    connections,
    seconds,
    cpuPerRequest,
  }
}

/**
 * Warm-up: sequential rounds over the pages, then (unless `concurrent` is false) a short concurrent
 * burst. The rounds go through node:http: fetch drops the Host header that picks the market. A page
 * answers its `status` (default 200).
 */
export async function warm(origin, pages, rounds = 3, { concurrent = true } = {}) {
  for (let round = 0; round < rounds; round++) {
    for (const { path, host, status = 200 } of pages) {
      const response = await rawGet(origin, path, { host, headers: baseHeaders })
      if (response.status !== status)
        throw new Error(`warm-up ${host ?? ''}${path}: ${response.status}, not ${status}`)
    }
  }
  if (!concurrent) return
  await cannon({
    url: origin,
    connections: 4,
    amount: pages.length * 50,
    headers: baseHeaders,
    requests: pages.map(({ path, host }) => ({
      method: 'GET',
      path,
      headers: host ? { host } : {},
    })),
  })
}

/**
 * `amount` requests over a mix of pages, sampling the server's RSS every `sampleMs`; returns
 * the samples as [requests done, MB] and the slope of a least-squares line over the second half.
 */
export async function memoryRun(origin, pid, pages, { amount, connections = 10, sampleMs = 1000 }) {
  const samples = []
  let done = 0
  const instance = autocannon({
    url: origin,
    connections,
    amount,
    headers: baseHeaders,
    requests: pages.map(({ path, host }) => ({
      method: 'GET',
      path,
      headers: host ? { host } : {},
    })),
  })
  let failed = 0
  instance.on('response', (_client, statusCode) => {
    done++
    if (statusCode >= 400 && statusCode !== 404) failed++
  })
  samples.push([0, rssMb(pid)])
  const timer = setInterval(() => samples.push([done, rssMb(pid)]), sampleMs)
  const result = await new Promise((resolve, reject) => {
    instance.on('done', resolve)
    instance.on('error', reject)
  })
  clearInterval(timer)
  samples.push([done, rssMb(pid)])
  const secondHalf = samples.filter(([count]) => count >= amount / 2)
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts + failed,
    seconds: result.duration,
    finalMb: samples[samples.length - 1][1],
    peakMb: Math.max(...samples.map(([, mb]) => mb)),
    halfwayMb: secondHalf[0]?.[1] ?? NaN,
    slopeMbPer10k: slope(secondHalf) * 10_000,
    samples,
  }
}

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length
  if (n < 2) return NaN
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n
  let numerator = 0
  let denominator = 0
  for (const [x, y] of points) {
    numerator += (x - meanX) * (y - meanY)
    denominator += (x - meanX) ** 2
  }
  return denominator === 0 ? 0 : numerator / denominator
}
