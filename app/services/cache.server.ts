import {
  cachified,
  isExpired,
  totalTtl,
  type Cache,
  type CacheEntry,
  type CreateReporter,
} from '@epic-web/cachified'
import { LRUCache } from 'lru-cache'
import { parseShared, serialiseShared, sharedStore, type SharedStore } from './shared-state.server'

/**
 * One cache for every upstream answer, with named presets and stale-while-revalidate
 * (`@epic-web/cachified`). In front an in-process LRU (`lru-cache`); with REDIS_URL a shared
 * layer behind it: a miss asks Redis before the upstream, and every load is written there for
 * the other replicas. Without Redis (or while it is down) the in-process layer works alone.
 * Errors are never cached: a failed refresh leaves the stale value in place and serves it until
 * it expires, then rejects.
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

/**
 * Each lookup counts once: `hits` fresh in this process, `shared` fresh or stale from the
 * shared layer, `stale` served stale from this process, `misses` loaded from the upstream;
 * `errors` counts failed loads (in the foreground or the background).
 */
export const cacheStats = { hits: 0, stale: 0, misses: 0, errors: 0, shared: 0 }

export type CacheOptions = {
  /**
   * Whether the shared layer may hold the value (false: a value with side effects in this process).
   */
  shared?: boolean
}

const MAX_ENTRIES = 5_000
/** After a failed refresh the stale value counts as fresh this long: a failing upstream rests. */
const FAILED_REFRESH_BACKOFF_MS = 5_000
const SHARED_PREFIX = 'cache:'

// Date as the clock: cachified judges freshness by Date.now(), the LRU must expire in step.
const local = new LRUCache<string, CacheEntry>({ max: MAX_ENTRIES, perf: Date })
/** Entries read from the shared layer, so the lookup is counted as the shared layer's. */
const fromShared = new WeakSet<CacheEntry>()

function setLocal(key: string, entry: CacheEntry) {
  const remaining = entry.metadata.createdTime + totalTtl(entry.metadata) - Date.now()
  if (remaining <= 0) return
  local.set(key, entry, { ttl: Number.isFinite(remaining) ? remaining : undefined })
}

const inProcess: Cache = {
  name: 'in-process',
  get: (key) => local.get(key),
  set: (key, entry: CacheEntry) => setLocal(key, entry),
  delete: (key) => local.delete(key),
}

async function readShared(store: SharedStore, key: string): Promise<CacheEntry | undefined> {
  const text = await store.get(SHARED_PREFIX + key)
  if (text === undefined) return undefined
  try {
    const entry = parseShared(text) as Partial<CacheEntry> | null
    return typeof entry?.metadata?.createdTime === 'number' && 'value' in entry
      ? (entry as CacheEntry)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The in-process layer with the shared one behind it. A stale local entry asks the shared
 * layer too: another replica may have refreshed it already.
 */
function layered(store: SharedStore): Cache {
  return {
    name: 'in-process+shared',
    async get(key) {
      const own = local.get(key)
      if (own && isExpired(own.metadata) === false) return own
      const other = await readShared(store, key)
      if (
        !other ||
        isExpired(other.metadata) === true ||
        (own && other.metadata.createdTime <= own.metadata.createdTime)
      )
        return own
      setLocal(key, other)
      fromShared.add(other)
      return other
    },
    set(key, entry: CacheEntry) {
      setLocal(key, entry)
      const ttl = totalTtl(entry.metadata)
      // Not awaited: the shopper's answer does not wait for Redis.
      void store.set(
        SHARED_PREFIX + key,
        serialiseShared(entry),
        Number.isFinite(ttl) ? ttl : 24 * 60 * 60_000,
      )
    },
    delete: (key) => local.delete(key),
  }
}

let sharedLayer: { store: SharedStore; cache: Cache } | undefined

function cacheFor(shared: boolean): Cache {
  const store = shared ? sharedStore() : null
  if (!store) return inProcess
  if (sharedLayer?.store !== store) sharedLayer = { store, cache: layered(store) }
  return sharedLayer.cache
}

const countLookups: CreateReporter<unknown> = () => (event) => {
  if (event.name === 'getCachedValueRead') {
    const entry = event.entry as CacheEntry | null | undefined
    const state = entry ? isExpired(entry.metadata) : true
    if (state === true) cacheStats.misses++
    else if (fromShared.has(entry!)) cacheStats.shared++
    else if (state === 'stale') cacheStats.stale++
    else cacheStats.hits++
  } else if (event.name === 'getFreshValueError' || event.name === 'refreshValueError') {
    cacheStats.errors++
  }
}

/**
 * After a failed background refresh the stale entry stays, marked fresh for a few seconds so the
 * next requests do not ask the failing upstream again; it still expires when it would have.
 */
function restAfterFailure(key: string) {
  const entry = local.get(key)
  if (!entry) return
  const { createdTime } = entry.metadata
  const staleUntil = createdTime + totalTtl(entry.metadata)
  const freshUntil = Math.min(
    Date.now() + Math.min(FAILED_REFRESH_BACKOFF_MS, entry.metadata.ttl ?? Infinity),
    staleUntil,
  )
  setLocal(key, {
    value: entry.value,
    metadata: { createdTime, ttl: freshUntil - createdTime, swr: staleUntil - freshUntil },
  })
}

export async function cached<T>(
  key: string,
  preset: CachePreset,
  load: () => Promise<T>,
  { shared = true }: CacheOptions = {},
): Promise<T> {
  return cachified<T>(
    {
      key,
      cache: cacheFor(shared),
      ttl: preset.freshMs,
      staleWhileRevalidate: preset.staleMs,
      async getFreshValue({ background }) {
        try {
          return await load()
        } catch (error) {
          if (background) restAfterFailure(key)
          throw error
        }
      },
    },
    countLookups as CreateReporter<T>,
  )
}

/**
 * Drops every entry whose key starts with the prefix (all of them without one), in this process.
 */
export function clearCache(prefix = ''): void {
  if (!prefix) return local.clear()
  for (const key of [...local.keys()]) if (key.startsWith(prefix)) local.delete(key)
}

/**
 * Drops the shared layer's entries with the prefix too (a publish; the caller tells the other
 * replicas).
 */
export async function clearSharedCache(prefix: string): Promise<void> {
  await sharedStore()?.deletePrefix(SHARED_PREFIX + prefix)
}
