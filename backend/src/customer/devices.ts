import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { serialize } from 'cookie'

/**
 * The device cookie: set with every login, it tells a later attempt that this browser
 * has logged in to this account before, which exempts it from the account's slow-down. Its value
 * is a random id and an HMAC over the account and that id, so it counts for that account only.
 */
export const DEVICE_COOKIE = 'shop_device'
/** 400 days, the longest a browser keeps a cookie. */
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60

export function createDeviceCookies(secret: string) {
  // Its own key, so a device cookie's MAC is never one of the secret's other uses.
  const key = createHmac('sha256', secret).update('login-device-cookie').digest()
  const mac = (account: string, id: string) =>
    createHmac('sha256', key).update(`${account}\n${id}`).digest()

  return {
    /** A new cookie value for the account. */
    issue(account: string): string {
      const id = randomBytes(16).toString('base64url')
      return `${id}.${mac(account, id).toString('base64url')}`
    },
    /** The device's id when `value` was issued for this account, else null. */
    idFor(value: string | undefined, account: string): string | null {
      if (!value || value.length > 200) return null
      const [id, given, ...rest] = value.split('.')
      if (!id || !given || rest.length > 0 || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) return null
      const expected = mac(account, id)
      const actual = Buffer.from(given, 'base64url')
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null
    },
  }
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>

/** The device cookie: HttpOnly, SameSite=Lax, Path=/, Secure on https, long-lived. */
export function deviceCookie(value: string, secure: boolean): string {
  return serialize(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  })
}
