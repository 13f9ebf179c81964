import type { Db } from '../db/database'

/**
 * Login throttling that never locks the owner out. Per address group (an IPv4
 * address, an IPv6 /64) a hard limit: a guesser across many accounts waits. Per account, counted
 * per address group, an escalation: after `perAccount` failures a delay doubling up to
 * `maxAccountDelayMs`; from `accountCaptchaAfter` on a solved captcha skips that delay, which is
 * never more than a wait, since a shopper without JavaScript or a shop without a captcha cannot
 * solve one. Strangers at other addresses cannot slow the owner down at all, and a device that
 * has logged in to the account before (the signed device cookie) skips both until it fails
 * `perDevice` times itself.
 */
export interface ThrottleSettings {
  /** Sliding window in ms in which failures count. */
  windowMs: number
  /** Failures per account from one address group before the delay starts. */
  perAccount: number
  /** Failures per account from one address group before a captcha is offered to skip the wait. */
  accountCaptchaAfter: number
  /** The longest per-account delay in ms (it doubles from 1 s). */
  maxAccountDelayMs: number
  /** Failures per address group within the window before 429. */
  perAddress: number
  /** Failures of a known device before it is treated like any other. */
  perDevice: number
}

export const DEFAULT_THROTTLE: ThrottleSettings = {
  windowMs: 5 * 60 * 1000,
  perAccount: 5,
  accountCaptchaAfter: 10,
  maxAccountDelayMs: 30 * 1000,
  perAddress: 20,
  perDevice: 5,
}

export type Scope = 'account' | 'address'

/** What an attempt may do: go ahead, or wait (ms), unless it solves the captcha `captcha` offers. */
export type Verdict = { kind: 'go' } | { kind: 'wait'; ms: number; scope: Scope; captcha: boolean }

/** One login attempt: the account (channel and e-mail), the address group and a known device. */
export interface Attempt {
  account: string
  group: string
  /** The device cookie's id when it is valid for this account. */
  device?: string | null
}

/** The account's failures from one address group (e-mails hold no space). */
function accountKey({ account, group }: Attempt): string {
  return `${account} ${group}`
}

/** The account's failures from one known device. */
function deviceKey({ account, device }: Attempt): string {
  return `${account} device:${device}`
}

export function createLoginThrottle(db: Db, now: () => number, settings: ThrottleSettings) {
  const recent = db.prepare<[Scope, string, number], { count: number; latest: number | null }>(
    'SELECT COUNT(*) AS count, MAX(at) AS latest FROM login_failures WHERE scope = ? AND key = ? AND at > ?',
  )
  const nth = db.prepare<[Scope, string, number, number], { at: number }>(
    'SELECT at FROM login_failures WHERE scope = ? AND key = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?',
  )
  const insert = db.prepare('INSERT INTO login_failures (scope, key, at) VALUES (?, ?, ?)')
  const clear = db.prepare('DELETE FROM login_failures WHERE scope = ? AND key = ?')
  const clearAccount = db.prepare(
    "DELETE FROM login_failures WHERE scope = 'account' AND substr(key, 1, length(?)) = ?",
  )
  const forgetRow = db.prepare('DELETE FROM login_failures WHERE id = ?')
  const purge = db.prepare('DELETE FROM login_failures WHERE at <= ?')

  const countOf = (scope: Scope, key: string) =>
    recent.get(scope, key, now() - settings.windowMs)!.count

  /** Ms until the address group may try again (its hard limit), or 0. */
  function addressWait(group: string): number {
    const since = now() - settings.windowMs
    const { count } = recent.get('address', group, since)!
    if (count < settings.perAddress) return 0
    // Blocked until the perAddress-th most recent failure leaves the window.
    const row = nth.get('address', group, since, settings.perAddress - 1)
    return row ? Math.max(1, row.at + settings.windowMs - now()) : 0
  }

  /** The escalation of the account's failures from this group: nothing, or a bounded delay. */
  function accountVerdict(key: string, captchaSolved: boolean): Verdict {
    const { count, latest } = recent.get('account', key, now() - settings.windowMs)!
    if (count < settings.perAccount || latest === null) return { kind: 'go' }
    const captcha = count >= settings.accountCaptchaAfter
    if (captcha && captchaSolved) return { kind: 'go' }
    const delay = Math.min(settings.maxAccountDelayMs, 1000 * 2 ** (count - settings.perAccount))
    const wait = latest + delay - now()
    return wait > 0 ? { kind: 'wait', ms: wait, scope: 'account', captcha } : { kind: 'go' }
  }

  /** Whether the attempt comes from a device the account knows that has not failed too often. */
  function trusted(attempt: Attempt): boolean {
    return Boolean(attempt.device) && countOf('account', deviceKey(attempt)) < settings.perDevice
  }

  /** Where an attempt's failure counts: a known device's on itself, else on the account. */
  function keysOf(attempt: Attempt): { scope: Scope; key: string }[] {
    return [
      trusted(attempt)
        ? { scope: 'account', key: deviceKey(attempt) }
        : { scope: 'account', key: accountKey(attempt) },
      { scope: 'address', key: attempt.group },
    ]
  }

  return {
    settings,
    /** Whether this attempt may go ahead now. */
    verdict(attempt: Attempt, captchaSolved = false): Verdict {
      if (trusted(attempt)) return { kind: 'go' }
      const addressMs = addressWait(attempt.group)
      if (addressMs > 0) return { kind: 'wait', ms: addressMs, scope: 'address', captcha: false }
      return accountVerdict(accountKey(attempt), captchaSolved)
    },
    /** Whether a captcha would spare this attempt a wait now (checked before verifying a token). */
    needsCaptcha(attempt: Attempt): boolean {
      return (
        !trusted(attempt) && countOf('account', accountKey(attempt)) >= settings.accountCaptchaAfter
      )
    },
    /** Records the attempt as failed; returns the rows, for `forget`. */
    recordFailure(attempt: Attempt): number[] {
      const at = now()
      return keysOf(attempt).map(({ scope, key }) =>
        Number(insert.run(scope, key, at).lastInsertRowid),
      )
    },
    /** Takes back failures recorded in advance (an attempt that turned out to succeed). */
    forget(rows: number[]): void {
      for (const row of rows) forgetRow.run(row)
    },
    /**
     * A successful login ends the failures it was judged by: a known device's own, else its
     * group's (a known device leaves a guesser at its address where they are).
     */
    succeeded(attempt: Attempt): void {
      clear.run('account', trusted(attempt) ? deviceKey(attempt) : accountKey(attempt))
    },
    /** A new password: the account's failures from every group and device are over. */
    clearAccount(account: string): void {
      const prefix = `${account} `
      clearAccount.run(prefix, prefix)
    },
    purgeExpired(): number {
      return purge.run(now() - settings.windowMs).changes
    },
  }
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>
