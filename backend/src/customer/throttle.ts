import type { Db } from '../db/database'

/** Login throttling (docs/decisions/062-login-throttling.md). */
export interface ThrottleSettings {
  /** Sliding window in ms in which failures count. */
  windowMs: number
  /** Failures per account (channel + e-mail) within the window before 429. */
  perAccount: number
  /** Failures per client address within the window before 429. */
  perAddress: number
}

export const DEFAULT_THROTTLE: ThrottleSettings = { windowMs: 5 * 60 * 1000, perAccount: 5, perAddress: 20 }

export type Scope = 'account' | 'address'

export function createLoginThrottle(db: Db, now: () => number, settings: ThrottleSettings) {
  const recent = db.prepare<[Scope, string, number], { count: number; oldest: number | null }>(
    'SELECT COUNT(*) AS count, MIN(at) AS oldest FROM login_failures WHERE scope = ? AND key = ? AND at > ?',
  )
  const nth = db.prepare<[Scope, string, number, number], { at: number }>(
    'SELECT at FROM login_failures WHERE scope = ? AND key = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?',
  )
  const insert = db.prepare('INSERT INTO login_failures (scope, key, at) VALUES (?, ?, ?)')
  const clear = db.prepare('DELETE FROM login_failures WHERE scope = ? AND key = ?')
  const forgetRow = db.prepare('DELETE FROM login_failures WHERE id = ?')
  const purge = db.prepare('DELETE FROM login_failures WHERE at <= ?')

  const limitOf = (scope: Scope) => (scope === 'account' ? settings.perAccount : settings.perAddress)

  /** Ms until the scope/key may try again, or 0 when it may try now. */
  function waitFor(scope: Scope, key: string): number {
    const since = now() - settings.windowMs
    const { count } = recent.get(scope, key, since)!
    const limit = limitOf(scope)
    if (count < limit) return 0
    // Blocked until enough failures leave the window that fewer than `limit` remain:
    // that is when the limit-th most recent failure ages out.
    const row = nth.get(scope, key, since, limit - 1)
    return row ? Math.max(1, row.at + settings.windowMs - now()) : 0
  }

  return {
    settings,
    /** The longest wait over the given keys, 0 when the attempt may go ahead. */
    retryAfterMs(keys: { scope: Scope; key: string }[]): number {
      return Math.max(0, ...keys.map(({ scope, key }) => waitFor(scope, key)))
    },
    /** Records a failure for each key; returns the rows, for `forget`. */
    recordFailure(keys: { scope: Scope; key: string }[]): number[] {
      const at = now()
      return keys.map(({ scope, key }) => Number(insert.run(scope, key, at).lastInsertRowid))
    },
    /** Takes back failures recorded in advance (an attempt that turned out to succeed). */
    forget(rows: number[]): void {
      for (const row of rows) forgetRow.run(row)
    },
    clear(scope: Scope, key: string): void {
      clear.run(scope, key)
    },
    purgeExpired(): number {
      return purge.run(now() - settings.windowMs).changes
    },
  }
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>
