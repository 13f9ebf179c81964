import { randomUUID } from 'node:crypto'
import Redis from 'ioredis'
import { env } from './env.server'
import { logEvent } from './logger.server'

/**
 * Optional state shared by every replica, in Redis when REDIS_URL is set: the
 * upstream cache's second layer, the publish fan-out and the content API's rate limit.
 * Every call degrades: while Redis is unreachable it answers "nothing shared" at once
 * (no queue, no waiting), and the caller carries on with its in-process state.
 */
export type SharedStore = {
  get(key: string): Promise<string | undefined>
  set(key: string, value: string, ttlMs: number): Promise<void>
  /** Deletes every key starting with the prefix. */
  deletePrefix(prefix: string): Promise<void>
  /** Counts one use of a window; resolves with the count so far, or undefined when unknown. */
  count(key: string, windowMs: number): Promise<number | undefined>
  publish(channel: string, message: string): Promise<void>
  subscribe(channel: string, listener: (message: string) => void): void
}

const namespace = 'shop:'
/** This process, so a replica ignores its own fan-out messages. */
export const instanceId = randomUUID()

let store: SharedStore | null | undefined

/** The shared store, or null without REDIS_URL (today's in-process behaviour). */
export function sharedStore(): SharedStore | null {
  if (store !== undefined) return store
  const url = env().REDIS_URL
  store = url ? redisStore(url) : null
  return store
}

/** Replaces the store (unit tests; null turns sharing off). */
export function setSharedStore(next: SharedStore | null | undefined): void {
  store = next
}

function redisStore(url: string): SharedStore {
  const options = {
    // Never queue a command while disconnected: the caller falls back at once.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 250,
    connectTimeout: 1_000,
    // Keep trying to come back, at most every 2 s.
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
  }
  const client = new Redis(url, options)
  let subscriber: Redis | undefined
  let wasReady = false
  const listeners = new Map<string, ((message: string) => void)[]>()
  client.on('ready', () => {
    if (wasReady) logEvent('info', 'shared-state-reconnected', {})
    wasReady = true
  })
  client.on('error', (error: Error) =>
    logEvent('warn', 'shared-state-unavailable', { err: error.message }),
  )
  client.on('end', () => undefined)
  const ready = () => client.status === 'ready'
  const guard = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    if (!ready()) return undefined
    try {
      return await work()
    } catch (error) {
      logEvent('warn', 'shared-state-failed', { err: String(error) })
      return undefined
    }
  }
  return {
    get: (key) => guard(async () => (await client.get(namespace + key)) ?? undefined),
    set: async (key, value, ttlMs) => {
      await guard(() => client.set(namespace + key, value, 'PX', Math.max(1, Math.round(ttlMs))))
    },
    deletePrefix: async (prefix) => {
      await guard(async () => {
        let cursor = '0'
        do {
          const [next, keys] = await client.scan(
            cursor,
            'MATCH',
            `${namespace}${prefix}*`,
            'COUNT',
            500,
          )
          if (keys.length > 0) await client.unlink(...keys)
          cursor = next
        } while (cursor !== '0')
      })
    },
    count: (key, windowMs) =>
      guard(async () => {
        const results = await client
          .multi()
          .incr(namespace + key)
          .pexpire(namespace + key, windowMs)
          .exec()
        const value = results?.[0]?.[1]
        return typeof value === 'number' ? value : undefined
      }),
    publish: async (channel, message) => {
      await guard(() => client.publish(namespace + channel, message))
    },
    subscribe: (channel, listener) => {
      const name = namespace + channel
      listeners.set(name, [...(listeners.get(name) ?? []), listener])
      if (!subscriber) {
        // A subscribed connection can do nothing else; it re-subscribes by itself after a
        // reconnect.
        subscriber = new Redis(url, {
          ...options,
          enableOfflineQueue: true,
          maxRetriesPerRequest: null,
          commandTimeout: undefined,
        })
        subscriber.on('error', (error: Error) =>
          logEvent('warn', 'shared-state-unavailable', {
            err: error.message,
            connection: 'subscriber',
          }),
        )
        subscriber.on('message', (from: string, message: string) => {
          for (const each of listeners.get(from) ?? []) each(message)
        })
      }
      subscriber
        .subscribe(name)
        .catch((error: unknown) => logEvent('warn', 'shared-state-failed', { err: String(error) }))
    },
  }
}

/** Serialises a cached value for the shared layer (sets survive the round trip). */
export function serialiseShared(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item instanceof Set ? { $set: [...item] } : item,
  )
}

export function parseShared(text: string): unknown {
  return JSON.parse(text, (_key, item: unknown) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      const record = item as Record<string, unknown>
      if (Array.isArray(record.$set) && Object.keys(record).length === 1)
        return new Set(record.$set)
    }
    return item
  })
}
