import { createHash, randomBytes } from 'node:crypto'

/** A random token for a cookie or a link: 32 bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps instead of a token: its sha256, hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function emailHash(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex')
}
