import { performance } from 'node:perf_hooks'
import { recordUpstream } from './metrics.server'
import { requestKey } from './request-scope.server'

type Timing = { name: string; ms: number }
/**
 * Keyed per request (`requestKey`): Remix hands loaders a copy of the request (without
 * `_data`), and the copy must see the original's timings.
 */
const timings = new WeakMap<object, { start: number; entries: Timing[] }>()

function timingsOf(request: Request) {
  let known = timings.get(requestKey(request))
  if (!known) {
    known = { start: performance.now(), entries: [] }
    timings.set(requestKey(request), known)
  }
  return known
}

/** Marks the start of a request's handling (the first loader that runs). */
export function startTiming(request: Request): void {
  timingsOf(request)
}

/** Runs an upstream call, recording its duration for Server-Timing and the metrics. */
export async function timed<T>(request: Request, name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  let failed = false
  try {
    return await work()
  } catch (error) {
    failed = true
    throw error
  } finally {
    const ms = performance.now() - started
    timingsOf(request).entries.push({ name, ms })
    recordUpstream(name, ms / 1000, failed)
  }
}

/** `Server-Timing` for the request: each upstream call and the total so far. */
export function serverTiming(request: Request): { header: string; totalMs: number } | undefined {
  const known = timings.get(requestKey(request))
  if (!known) return undefined
  const totalMs = performance.now() - known.start
  const parts = known.entries.map(
    ({ name, ms }, index) =>
      `${name.replace(/[^\w-]/g, '_')};desc="#${index + 1}";dur=${ms.toFixed(1)}`,
  )
  parts.push(`total;dur=${totalMs.toFixed(1)}`)
  return { header: parts.join(', '), totalMs }
}
