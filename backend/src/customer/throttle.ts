import type { Db } from '../db/database'

/**
 * Login throttling (ADR 020). Per client address a hard limit (a guesser across
 * many accounts waits); per account an escalation that never locks the owner out: after
 * `accountDelayAfter` failures each further attempt waits a growing delay, after
 * `accountCaptchaAfter` an attempt needs a solved captcha instead (and then no delay), so a
 * stranger without captchas cannot add failures and the owner can always get in.
 */
export interface ThrottleSettings {
  /** Sliding window in ms in which failures count. */
  windowMs: number
  /** Failures per account (channel + e-mail) before the delay starts. */
  perAccount: number
  /** Failures per account before a captcha is asked for. */
  accountCaptchaAfter: number
  /** The longest per-account delay in ms (it doubles from 1 s). */
  maxAccountDelayMs: number
  /** Failures per client address within the window before 429. */
  perAddress: number
}

export const DEFAULT_THROTTLE: ThrottleSettings = {
  windowMs: 5 * 60 * 1000,
  perAccount: 5,
  accountCaptchaAfter: 10,
  maxAccountDelayMs: 30 * 1000,
  perAddress: 20,
}

export type Scope = 'account' | 'address'

/** What an attempt may do: go ahead, wait (ms), or show a captcha first. */
export type Verdict =
  { kind: 'go' } | { kind: 'wait'; ms: number; scope: Scope } | { kind: 'captcha' }

export function createLoginThrottle(db: Db, now: () => number, settings: ThrottleSettings) {
  const recent = db.prepare<[Scope, string, number], { count: number; latest: number | null }>(
    'SELECT COUNT(*) AS count, MAX(at) AS latest FROM login_failures WHERE scope = ? AND key = ? AND at > ?',
  )
  const nth = db.prepare<[Scope, string, number, number], { at: number }>(
    'SELECT at FROM login_failures WHERE scope = ? AND key = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?',
  )
  const insert = db.prepare('INSERT INTO login_failures (scope, key, at) VALUES (?, ?, ?)')
  const clear = db.prepare('DELETE FROM login_failures WHERE scope = ? AND key = ?')
  const forgetRow = db.prepare('DELETE FROM login_failures WHERE id = ?')
  const purge = db.prepare('DELETE FROM login_failures WHERE at <= ?')

  /** Ms until the address may try again (its hard limit), or 0. */
  function addressWait(key: string): number {
    const since = now() - settings.windowMs
    const { count } = recent.get('address', key, since)!
    if (count < settings.perAddress) return 0
    // Blocked until the perAddress-th most recent failure leaves the window.
    const row = nth.get('address', key, since, settings.perAddress - 1)
    return row ? Math.max(1, row.at + settings.windowMs - now()) : 0
  }

  /** The account's escalation: nothing, a delay after its latest failure, or a captcha. */
  function accountVerdict(key: string, captchaSolved: boolean): Verdict {
    const { count, latest } = recent.get('account', key, now() - settings.windowMs)!
    if (count >= settings.accountCaptchaAfter)
      return captchaSolved ? { kind: 'go' } : { kind: 'captcha' }
    if (count < settings.perAccount || latest === null) return { kind: 'go' }
    const delay = Math.min(settings.maxAccountDelayMs, 1000 * 2 ** (count - settings.perAccount))
    const wait = latest + delay - now()
    return wait > 0 ? { kind: 'wait', ms: wait, scope: 'account' } : { kind: 'go' }
  }

  return {
    settings,
    /** Whether an attempt for this account from this address may go ahead now. */
    verdict(account: string, address: string, captchaSolved = false): Verdict {
      const addressMs = addressWait(address)
      if (addressMs > 0) return { kind: 'wait', ms: addressMs, scope: 'address' }
      return accountVerdict(account, captchaSolved)
    },
    /** Whether this account asks for a captcha now (checked before verifying a token). */
    needsCaptcha(account: string): boolean {
      return (
        recent.get('account', account, now() - settings.windowMs)!.count >=
        settings.accountCaptchaAfter
      )
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
