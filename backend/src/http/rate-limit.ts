import { addressGroup } from './client'

/**
 * Requests per client address in a sliding window: sign-up, newsletter and reset
 * requests each cost hashing or an e-mail, so one address (an IPv6 address: its /64) gets
 * `limit` of them per window.
 * In memory (a restart forgets, which only errs towards the shopper); at most `maxKeys`
 * addresses are remembered, the longest unseen forgotten first.
 */
export interface RateLimit {
  limit: number
  windowMs: number
}

export const DEFAULT_REQUEST_LIMIT: RateLimit = { limit: 10, windowMs: 10 * 60 * 1000 }

export function createRateLimiter(now: () => number, settings: RateLimit, maxKeys = 50_000) {
  const seen = new Map<string, number[]>()
  return {
    settings,
    /** Counts a request from `address`; answers 0 when it may go ahead, else the ms until it may. */
    take(address: string): number {
      const key = addressGroup(address)
      const at = now()
      const since = at - settings.windowMs
      const times = (seen.get(key) ?? []).filter((time) => time > since)
      seen.delete(key)
      if (times.length >= settings.limit) {
        seen.set(key, times)
        return Math.max(1, times[times.length - settings.limit]! + settings.windowMs - at)
      }
      times.push(at)
      seen.set(key, times)
      if (seen.size > maxKeys) seen.delete(seen.keys().next().value!)
      return 0
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
