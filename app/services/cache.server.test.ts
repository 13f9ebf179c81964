import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cached, cacheStats, clearCache, clearSharedCache } from './cache.server'
import {
  parseShared,
  serialiseShared,
  setSharedStore,
  type SharedStore,
} from './shared-state.server'

/** A shared store in memory; `down` makes it answer like an unreachable Redis (nothing). */
function memoryStore() {
  const data = new Map<string, string>()
  const state = { down: false, gets: 0, sets: 0 }
  const store: SharedStore = {
    get: async (key) => {
      state.gets++
      return state.down ? undefined : data.get(key)
    },
    set: async (key, value) => {
      state.sets++
      if (!state.down) data.set(key, value)
    },
    deletePrefix: async (prefix) => {
      for (const key of [...data.keys()]) if (key.startsWith(prefix)) data.delete(key)
    },
    count: async () => undefined,
    publish: async () => undefined,
    subscribe: () => undefined,
  }
  return { store, data, state }
}

const preset = { freshMs: 1_000, staleMs: 10_000 }
/** Another replica: the same shared store, an empty in-process layer. */
const otherReplica = () => clearCache()
/** A replica of its own: a separate in-process layer on the same shared store. */
async function replica(store: SharedStore) {
  vi.resetModules()
  const sharedState = await import('./shared-state.server')
  sharedState.setSharedStore(store)
  return import('./cache.server')
}
/** Moves the clock on by `ms`. */
const later = (ms: number) => vi.setSystemTime(Date.now() + ms)
/** Lets a background refresh run to its end. */
const settle = () => new Promise((done) => setTimeout(done, 10))

/** A load that counts its calls and answers `v1`, `v2`, … or fails while `failing` is set. */
function upstream() {
  const state = { calls: 0, failing: false }
  const load = async () => {
    state.calls++
    if (state.failing) throw new Error('upstream down')
    return `v${state.calls}`
  }
  return Object.assign(state, { load })
}

beforeEach(() => {
  // Only Date: the refreshes run on real timers.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-28T12:00:00Z'))
})

afterEach(() => {
  vi.useRealTimers()
  setSharedStore(undefined)
  clearCache()
})

describe('cached in one process', () => {
  it('serves a fresh value without asking the upstream; a stale one at once while one refresh runs', async () => {
    const source = upstream()
    expect(await cached('prices:a', preset, source.load)).toBe('v1')
    later(900)
    expect(await cached('prices:a', preset, source.load)).toBe('v1')
    expect(source.calls).toBe(1)
    later(200) // past the freshness
    expect(await cached('prices:a', preset, source.load)).toBe('v1')
    await settle()
    expect(source.calls).toBe(2)
    expect(await cached('prices:a', preset, source.load)).toBe('v2')
    later(12_000) // past the stale time too: the caller waits for a new value
    expect(await cached('prices:a', preset, source.load)).toBe('v3')
  })

  it('errors are never cached: the next request asks again', async () => {
    const source = upstream()
    source.failing = true
    await expect(cached('prices:b', preset, source.load)).rejects.toThrow('upstream down')
    source.failing = false
    expect(await cached('prices:b', preset, source.load)).toBe('v2')
  })

  it('a failed refresh keeps the stale value until it expires, resting the upstream for 5 s', async () => {
    const source = upstream()
    const long = { freshMs: 10_000, staleMs: 60_000 }
    expect(await cached('content:story:a', long, source.load)).toBe('v1')
    source.failing = true
    later(11_000)
    expect(await cached('content:story:a', long, source.load)).toBe('v1')
    await settle()
    expect(source.calls).toBe(2)
    // Within 5 s of the failure the stale value is served without asking again.
    later(4_000)
    expect(await cached('content:story:a', long, source.load)).toBe('v1')
    await settle()
    expect(source.calls).toBe(2)
    // Then one more refresh is tried, still serving the stale value.
    later(2_000)
    expect(await cached('content:story:a', long, source.load)).toBe('v1')
    await settle()
    expect(source.calls).toBe(3)
    // Once the stale time is over the failure reaches the caller.
    later(70_000)
    await expect(cached('content:story:a', long, source.load)).rejects.toThrow('upstream down')
    source.failing = false
    expect(await cached('content:story:a', long, source.load)).toBe('v5')
  })

  it('concurrent requests for one key share one load', async () => {
    let calls = 0
    let release: (value: string) => void = () => {}
    const load = () => {
      calls++
      return new Promise<string>((done) => (release = done))
    }
    const answers = Promise.all([1, 2, 3].map(() => cached('prices:c', preset, load)))
    await settle()
    release('once')
    expect(await answers).toEqual(['once', 'once', 'once'])
    expect(calls).toBe(1)
  })

  it('counts hits, stale answers, misses and errors', async () => {
    const before = { ...cacheStats }
    const source = upstream()
    await cached('prices:d', preset, source.load) // miss
    await cached('prices:d', preset, source.load) // hit
    later(2_000)
    source.failing = true
    await cached('prices:d', preset, source.load) // stale; its refresh fails
    await settle()
    expect({
      hits: cacheStats.hits - before.hits,
      stale: cacheStats.stale - before.stale,
      misses: cacheStats.misses - before.misses,
      errors: cacheStats.errors - before.errors,
    }).toEqual({ hits: 1, stale: 1, misses: 1, errors: 1 })
  })

  it('clearCache drops the entries with the prefix only', async () => {
    const content = upstream()
    const prices = upstream()
    await cached('content:story:b', preset, content.load)
    await cached('prices:e', preset, prices.load)
    clearCache('content:')
    expect(await cached('content:story:b', preset, content.load)).toBe('v2')
    expect(await cached('prices:e', preset, prices.load)).toBe('v1')
  })

  it('holds at most 5 000 entries, letting the least recently used go', async () => {
    const source = upstream()
    await cached('prices:first', preset, source.load)
    for (let index = 0; index < 5_000; index++)
      await cached(`prices:many:${index}`, preset, async () => index)
    expect(await cached('prices:first', preset, source.load)).toBe('v2')
  })
})

describe('cached with a shared layer', () => {
  it('a value one replica loaded is served to another without asking the upstream', async () => {
    const { store } = memoryStore()
    setSharedStore(store)
    let loads = 0
    const load = async () => ({ story: `v${++loads}`, slugs: new Set(['home', 'faq']) })
    expect((await cached('content:story:a', preset, load)).story).toBe('v1')
    otherReplica()
    const shared = cacheStats.shared
    const value = await cached('content:story:a', preset, load)
    expect(value.story).toBe('v1')
    expect(value.slugs).toEqual(new Set(['home', 'faq']))
    expect(loads).toBe(1)
    expect(cacheStats.shared).toBe(shared + 1)
  })

  it('a stale value asks the shared layer first: another replica may have refreshed it', async () => {
    const { store } = memoryStore()
    const source = upstream()
    const a = await replica(store)
    const b = await replica(store)
    expect(await a.cached('content:story:r', preset, source.load)).toBe('v1')
    later(2_000)
    // b has no copy of its own: it serves the shared stale one and refreshes it for everyone.
    expect(await b.cached('content:story:r', preset, source.load)).toBe('v1')
    await settle()
    expect(source.calls).toBe(2)
    // a's own copy is stale, the shared one fresh: a takes it without asking the upstream.
    expect(await a.cached('content:story:r', preset, source.load)).toBe('v2')
    await settle()
    expect(source.calls).toBe(2)
  })

  it('an expired shared value is loaded again; a publish drops the shared content entries', async () => {
    const { store, data } = memoryStore()
    setSharedStore(store)
    let loads = 0
    const load = async () => ++loads
    await cached('content:story:b', preset, load)
    otherReplica()
    later(12_000)
    expect(await cached('content:story:b', preset, load)).toBe(2)
    await clearSharedCache('content:')
    expect([...data.keys()].some((key) => key.includes('content:'))).toBe(false)
  })

  it('with the shared store down, the in-process cache works alone, never an error', async () => {
    const { store, state } = memoryStore()
    state.down = true
    setSharedStore(store)
    let loads = 0
    const load = async () => ++loads
    expect(await cached('prices:x', preset, load)).toBe(1)
    expect(await cached('prices:x', preset, load)).toBe(1)
    expect(loads).toBe(1)
  })

  it('a replica that never had the value serves the shared stale one while the upstream fails', async () => {
    const { store } = memoryStore()
    setSharedStore(store)
    await cached('content:story:c', preset, async () => 'published')
    otherReplica()
    later(5_000)
    const failing = async (): Promise<string> => {
      throw new Error('content API down')
    }
    expect(await cached('content:story:c', preset, failing)).toBe('published')
    later(15_000)
    otherReplica()
    await expect(cached('content:story:c', preset, failing)).rejects.toThrow('content API down')
  })

  it('values with side effects in this process stay out of the shared layer', async () => {
    const { store, state } = memoryStore()
    setSharedStore(store)
    await cached('content:cv', preset, async () => 1, { shared: false })
    expect(state.gets + state.sets).toBe(0)
  })

  it('sets survive the round trip through the shared layer; other objects stay as they are', () => {
    const value = { links: new Set(['a', 'b']), plain: { $set: 1 }, list: [1, 2] }
    expect(parseShared(serialiseShared(value))).toEqual(value)
  })
})
