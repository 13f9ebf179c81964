import { afterEach, describe, expect, it } from 'vitest'
import { cached, clearCache, clearSharedCache } from './cache.server'
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

afterEach(() => {
  setSharedStore(undefined)
  clearCache()
})

describe('cached with a shared layer', () => {
  it('a value one replica loaded is served to another without asking the upstream', async () => {
    const { store } = memoryStore()
    setSharedStore(store)
    let loads = 0
    const load = async () => ({ story: `v${++loads}`, slugs: new Set(['home', 'faq']) })
    expect((await cached('content:story:a', preset, load)).story).toBe('v1')
    otherReplica()
    const value = await cached('content:story:a', preset, load)
    expect(value.story).toBe('v1')
    expect(value.slugs).toEqual(new Set(['home', 'faq']))
    expect(loads).toBe(1)
  })

  it('an expired shared value is loaded again; a publish drops the shared content entries', async () => {
    const { store, data } = memoryStore()
    setSharedStore(store)
    let time = 0
    let loads = 0
    const load = async () => ++loads
    await cached('content:story:b', preset, load, { now: () => time })
    otherReplica()
    time = 2_000
    expect(await cached('content:story:b', preset, load, { now: () => time })).toBe(2)
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
    let time = 0
    await cached('content:story:c', preset, async () => 'published', { now: () => time })
    otherReplica()
    time = 5_000
    const failing = async (): Promise<string> => {
      throw new Error('content API down')
    }
    expect(await cached('content:story:c', preset, failing, { now: () => time })).toBe('published')
    time = 20_000
    otherReplica()
    await expect(cached('content:story:c', preset, failing, { now: () => time })).rejects.toThrow(
      'content API down',
    )
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
