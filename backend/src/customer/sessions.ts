import { serialize } from 'cookie'
import { newToken, tokenHash } from './tokens'
import type { Db } from '../db/database'

export const SESSION_COOKIE = 'shop_session'
/** 30 days, absolute from login. */
export const DEFAULT_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

export interface Session {
  customerId: number
  expiresAt: number
}

export function createSessionStore(db: Db, now: () => number, ttlMs: number) {
  const insert = db.prepare(
    'INSERT INTO sessions (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  )
  const find = db.prepare<[string, number], { customer_id: number; expires_at: number }>(
    'SELECT customer_id, expires_at FROM sessions WHERE token_hash = ? AND expires_at > ?',
  )
  const remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?')
  const removeForCustomer = db.prepare('DELETE FROM sessions WHERE customer_id = ?')
  const removeExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ?')

  return {
    ttlMs,
    /** Starts a session; returns the cookie value (only its hash is stored). */
    create(customerId: number): { token: string; expiresAt: number } {
      const token = newToken()
      const created = now()
      const expiresAt = created + ttlMs
      insert.run(tokenHash(token), customerId, created, expiresAt)
      return { token, expiresAt }
    },
    find(token: string | undefined): Session | null {
      if (!token || token.length > 200) return null
      const row = find.get(tokenHash(token), now())
      return row ? { customerId: row.customer_id, expiresAt: row.expires_at } : null
    },
    end(token: string | undefined): void {
      if (token) remove.run(tokenHash(token))
    },
    endAllFor(customerId: number): void {
      removeForCustomer.run(customerId)
    },
    purgeExpired(): number {
      return removeExpired.run(now()).changes
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>

/** The session cookie: HttpOnly, SameSite=Lax, Path=/, Secure on https. */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return serialize(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: maxAgeSeconds,
  })
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: 0,
    expires: new Date(0),
  })
}
