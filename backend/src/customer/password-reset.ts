import { RETRY_WINDOW_MS } from './retry-window'
import { newToken, tokenHash } from './tokens'
import type { Db } from '../db/database'

/** A reset link works once, for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
/** At most this many reset e-mails per account per hour; more are silently dropped. */
export const RESET_EMAILS_PER_HOUR = 5
export const DEFAULT_RESET_PATH = '/customer/password-reset'

export function createPasswordResets(db: Db, now: () => number) {
  const pendingSince = db.prepare<[number, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM password_reset_tokens WHERE customer_id = ? AND used_at IS NULL AND created_at > ?',
  )
  const recentCount = db.prepare<[number, number], { count: number }>(
    'SELECT COUNT(*) AS count FROM password_reset_tokens WHERE customer_id = ? AND created_at > ?',
  )
  const retireOthers = db.prepare(
    'UPDATE password_reset_tokens SET used_at = ? WHERE customer_id = ? AND used_at IS NULL',
  )
  const insert = db.prepare(
    'INSERT INTO password_reset_tokens (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  )
  const findLive = db.prepare<[string, number], { customer_id: number }>(
    'SELECT customer_id FROM password_reset_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
  )
  const findRecentlyUsed = db.prepare<[string, number], { customer_id: number }>(
    'SELECT customer_id FROM password_reset_tokens WHERE token_hash = ? AND used_at IS NOT NULL AND used_at > ?',
  )
  const markUsed = db.prepare(
    'UPDATE password_reset_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL',
  )
  const purge = db.prepare('DELETE FROM password_reset_tokens WHERE expires_at <= ?')

  return {
    /**
     * A new token for the customer, mailed by `send` in the same transaction (a crash leaves
     * either both or neither); earlier unused tokens stop working, so only the latest
     * e-mail's link is valid. Sends nothing and answers `retry` while a token issued within
     * the retry window is still pending (a double-submitted form: the first e-mail's link is
     * the one to use), and `limited` when the hourly limit is reached.
     */
    issue(customerId: number, send: (token: string) => void): 'sent' | 'retry' | 'limited' {
      const token = newToken()
      return db
        .transaction(() => {
          const at = now()
          if (pendingSince.get(customerId, at - RETRY_WINDOW_MS)!.n > 0) return 'retry' as const
          if (recentCount.get(customerId, at - 60 * 60 * 1000)!.count >= RESET_EMAILS_PER_HOUR)
            return 'limited' as const
          retireOthers.run(at, customerId)
          insert.run(tokenHash(token), customerId, at, at + RESET_TOKEN_TTL_MS)
          send(token)
          return 'sent' as const
        })
        .immediate()
    },
    /** The customer of a live (unused, unexpired) token, without using it. */
    customerFor(token: string): number | null {
      if (token.length > 200) return null
      return findLive.get(tokenHash(token), now())?.customer_id ?? null
    },
    /** Uses the token: returns its customer id once, null ever after (or when expired). */
    redeem(token: string): number | null {
      if (token.length > 200) return null
      const hash = tokenHash(token)
      const row = findLive.get(hash, now())
      if (!row) return null
      return markUsed.run(now(), hash).changes === 1 ? row.customer_id : null
    },
    /**
     * The customer of a token used (or retired) within the retry window: a new-password form
     * posted twice is answered like the first time when the password is the one now set.
     */
    customerOfRecentlyUsed(token: string): number | null {
      if (token.length > 200) return null
      return findRecentlyUsed.get(tokenHash(token), now() - RETRY_WINDOW_MS)?.customer_id ?? null
    },
    /** Keeps expired tokens a day (so the hourly limit sees them), then drops them. */
    purgeExpired(): number {
      return purge.run(now() - 24 * 60 * 60 * 1000).changes
    },
  }
}
