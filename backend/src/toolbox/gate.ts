import { createRateLimiter, type RateLimit } from '../http/rate-limit'
import { defaultPdfLimits, type PdfLimits } from './pdf'
import type { WorkBudget } from './worker'

/** What the toolbox takes on at once and per upload. */
export type ToolboxSettings = {
  /** Conversions running at once, all shoppers together; beyond: 503 busy. */
  concurrent: number
  /** Conversions running at once for one client address; beyond: 429. */
  concurrentPerAddress: number
  /** Uploads one client address may start in a window; beyond: 429. */
  perAddress: RateLimit
  /** One PDF conversion's worker: time until it is stopped, its heap. */
  budget: WorkBudget
  /** Pixels an image may declare (width × height) before it is decoded. */
  maxPixels: number
  pdf: PdfLimits
}

export const DEFAULT_TOOLBOX: ToolboxSettings = {
  concurrent: 2,
  concurrentPerAddress: 1,
  perAddress: { limit: 12, windowMs: 60 * 1000 },
  budget: { timeMs: 20_000, memoryMb: 256 },
  maxPixels: 50_000_000,
  pdf: defaultPdfLimits,
}

export type Entry =
  | { ok: true; release: () => void }
  | { ok: false; status: 429 | 503; retryAfterSeconds: number; reason: string }

/**
 * Admission to the toolbox, before the upload is read: a free place among `concurrent`, none
 * running for the address, and the address within its uploads per window.
 */
export function createToolboxGate(now: () => number, settings: ToolboxSettings) {
  const uploads = createRateLimiter(now, settings.perAddress)
  const running = new Map<string, number>()
  let total = 0
  return {
    get running() {
      return total
    },
    enter(address: string): Entry {
      if (total >= settings.concurrent)
        return { ok: false, status: 503, retryAfterSeconds: 5, reason: 'busy' }
      const mine = running.get(address) ?? 0
      if (mine >= settings.concurrentPerAddress)
        return { ok: false, status: 429, retryAfterSeconds: 5, reason: 'address-busy' }
      const waitMs = uploads.take(address)
      if (waitMs > 0)
        return {
          ok: false,
          status: 429,
          retryAfterSeconds: Math.ceil(waitMs / 1000),
          reason: 'address-rate',
        }
      total++
      running.set(address, mine + 1)
      let released = false
      return {
        ok: true,
        release() {
          if (released) return
          released = true
          total--
          const left = (running.get(address) ?? 1) - 1
          if (left > 0) running.set(address, left)
          else running.delete(address)
        },
      }
    },
  }
}
