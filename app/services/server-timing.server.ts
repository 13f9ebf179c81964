import { performance } from 'node:perf_hooks'
import { recordUpstream } from './metrics.server'
import type { AppLoadContext } from '@remix-run/node'

type Timing = { name: string; ms: number }
/** The upstream calls of each request, by its load context (one per request). */
const timings = new WeakMap<AppLoadContext, Timing[]>()

/** Runs an upstream call, recording its duration for Server-Timing and the metrics. */
export async function timed<T>(
  context: AppLoadContext,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const started = performance.now()
  let failed = false
  try {
    return await work()
  } catch (error) {
    failed = true
    throw error
  } finally {
    const ms = performance.now() - started
    const entries = timings.get(context) ?? []
    entries.push({ name, ms })
    timings.set(context, entries)
    recordUpstream(name, ms / 1000, failed)
  }
}

/** `Server-Timing` for the request: each upstream call and the total so far. */
export function serverTiming(context: AppLoadContext): { header: string; totalMs: number } {
  const totalMs = performance.now() - context.receivedAt
  const parts = (timings.get(context) ?? []).map(
    ({ name, ms }, index) =>
      `${name.replace(/[^\w-]/g, '_')};desc="#${index + 1}";dur=${ms.toFixed(1)}`,
  )
  parts.push(`total;dur=${totalMs.toFixed(1)}`)
  return { header: parts.join(', '), totalMs }
}
