import { parseShared, serialiseShared, sharedStore } from './shared-state.server'

/**
 * One in-process cache for every upstream answer, with named presets and
 * stale-while-revalidate. Errors are never cached: a failed load leaves the previous
 * (stale) value in place and serves it until it expires, then rejects. With REDIS_URL a
 * shared layer sits behind it: a miss asks Redis before the upstream, and every
 * load is written there for the other replicas; without Redis (or while it is down) the
 * in-process layer works alone.
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

export const cacheStats = { hits: 0, stale: 0, misses: 0, errors: 0, shared: 0 }

export type CacheOptions = {
  now?: () => number
  /**
   * Whether the shared layer may hold the value (false: a value with side effects in this process).
   */
  shared?: boolean
}

export async function cached<T>(
  key: string,
  preset: CachePreset,
  load: () => Promise<T>,
  { now = Date.now, shared = true }: CacheOptions = {},
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
    void refresh(key, preset, load, now, shared).catch(() => {})
    return entry.value as T
  }
  cacheStats.misses++
  return refresh(key, preset, load, now, shared)
}

/** The shared layer's entry for the key, if there is a usable one. */
async function sharedEntry(key: string): Promise<Entry | undefined> {
  const text = await sharedStore()?.get(`cache:${key}`)
  if (text === undefined) return undefined
  try {
    const entry = parseShared(text) as Entry
    return typeof entry.freshUntil === 'number' && typeof entry.staleUntil === 'number'
      ? entry
      : undefined
  } catch {
    return undefined
  }
}

function refresh<T>(
  key: string,
  preset: CachePreset,
  load: () => Promise<T>,
  now: () => number,
  shared: boolean,
) {
  const running = inFlight.get(key)
  if (running) return running as Promise<T>
  const store = shared ? sharedStore() : null
  const promise = (async () => {
    // Another replica may have loaded it already (or before this one started).
    const fromShared = store ? await sharedEntry(key) : undefined
    if (fromShared && now() < fromShared.freshUntil) {
      cacheStats.shared++
      touch(key, fromShared)
      return fromShared.value as T
    }
    try {
      const value = await load()
      const time = now()
      const entry = {
        value,
        freshUntil: time + preset.freshMs,
        staleUntil: time + preset.freshMs + preset.staleMs,
      }
      touch(key, entry)
      if (store)
        void store.set(`cache:${key}`, serialiseShared(entry), preset.freshMs + preset.staleMs)
      return value
    } catch (error) {
      cacheStats.errors++
      // Keep serving the stale value, but do not ask a failing upstream on every request.
      const time = now()
      const stale =
        entries.get(key) ?? (fromShared && time < fromShared.staleUntil ? fromShared : undefined)
      if (stale && time < stale.staleUntil) {
        stale.freshUntil = time + Math.min(5_000, preset.freshMs)
        // A replica that never had the value serves the shared stale one instead of failing.
        if (!entries.has(key)) {
          touch(key, stale)
          return stale.value as T
        }
      }
      throw error
    }
  })().finally(() => inFlight.delete(key))
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

/**
 * Drops every entry whose key starts with the prefix (all of them without one), in this process.
 */
export function clearCache(prefix = ''): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key)
}

/**
 * Drops the shared layer's entries with the prefix too (a publish; the caller tells the other
 * replicas).
 */
export async function clearSharedCache(prefix: string): Promise<void> {
  await sharedStore()?.deletePrefix(`cache:${prefix}`)
}
