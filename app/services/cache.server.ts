/**
 * One in-process cache for every upstream answer, with named presets and
 * stale-while-revalidate. Errors are never cached: a failed load leaves the previous
 * (stale) value in place and serves it until it expires, then rejects.
 */
export type CachePreset = {
  /** How long an answer is served without asking the upstream again (ms). */
  freshMs: number
  /** How long after that it may still be served while one refresh runs (ms). */
  staleMs: number
}

export const CachePresets = {
  /** Prices and product data: change during the day, cheap to ask again. */
  short: { freshMs: 30_000, staleMs: 10 * 60_000 },
  /** Published content: keyed by the space's cache version, so it can be long. */
  content: { freshMs: 5 * 60_000, staleMs: 24 * 60 * 60_000 },
  long: { freshMs: 60 * 60_000, staleMs: 23 * 60 * 60_000 },
} as const satisfies Record<string, CachePreset>

type Entry = { value: unknown; freshUntil: number; staleUntil: number }

const MAX_ENTRIES = 5_000
const entries = new Map<string, Entry>()
const inFlight = new Map<string, Promise<unknown>>()

export const cacheStats = { hits: 0, stale: 0, misses: 0, errors: 0 }

export type CacheOptions = { now?: () => number }

export async function cached<T>(
  key: string,
  preset: CachePreset,
  load: () => Promise<T>,
  { now = Date.now }: CacheOptions = {},
): Promise<T> {
  const entry = entries.get(key)
  const time = now()
  if (entry && time < entry.freshUntil) {
    cacheStats.hits++
    touch(key, entry)
    return entry.value as T
  }
  if (entry && time < entry.staleUntil) {
    cacheStats.stale++
    void refresh(key, preset, load, now).catch(() => {})
    return entry.value as T
  }
  cacheStats.misses++
  return refresh(key, preset, load, now)
}

function refresh<T>(key: string, preset: CachePreset, load: () => Promise<T>, now: () => number) {
  const running = inFlight.get(key)
  if (running) return running as Promise<T>
  const promise = load()
    .then((value) => {
      const time = now()
      touch(key, { value, freshUntil: time + preset.freshMs, staleUntil: time + preset.freshMs + preset.staleMs })
      return value
    })
    .catch((error: unknown) => {
      cacheStats.errors++
      // Keep serving the stale value, but do not ask a failing upstream on every request.
      const stale = entries.get(key)
      const time = now()
      if (stale && time < stale.staleUntil) stale.freshUntil = time + Math.min(5_000, preset.freshMs)
      throw error
    })
    .finally(() => inFlight.delete(key))
  inFlight.set(key, promise)
  return promise
}

function touch(key: string, entry: Entry) {
  entries.delete(key)
  entries.set(key, entry)
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value
    if (oldest !== undefined) entries.delete(oldest)
  }
}

/** Drops every entry whose key starts with the prefix (all of them without one). */
export function clearCache(prefix = ''): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key)
}
