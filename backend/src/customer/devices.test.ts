import { describe, expect, it } from 'vitest'
import { createDeviceCookies, deviceCookie } from './devices'

const secret = 'a-secret-of-sixteen-or-more'

describe('the device cookie', () => {
  it('names its device for the account it was issued for, and for no other', () => {
    const devices = createDeviceCookies(secret)
    const value = devices.issue('cards:ada@example.com')
    const id = devices.idFor(value, 'cards:ada@example.com')
    expect(id).toBe(value.split('.')[0])
    expect(devices.idFor(value, 'cards:grace@example.com')).toBeNull()
    expect(devices.idFor(value, 'wallart:ada@example.com')).toBeNull()
  })

  it('is worthless with another secret, altered, or malformed', () => {
    const value = createDeviceCookies(secret).issue('cards:ada@example.com')
    const devices = createDeviceCookies(secret)
    expect(
      createDeviceCookies('another-secret-entirely').idFor(value, 'cards:ada@example.com'),
    ).toBeNull()
    const [id, mac] = value.split('.') as [string, string]
    const flipped = `${id}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`
    expect(devices.idFor(flipped, 'cards:ada@example.com')).toBeNull()
    for (const bad of [undefined, '', id, `${id}.`, `.${mac}`, `${value}.x`, 'x'.repeat(300)])
      expect(devices.idFor(bad, 'cards:ada@example.com')).toBeNull()
  })

  it('is issued new for each login', () => {
    const devices = createDeviceCookies(secret)
    expect(devices.issue('cards:ada@example.com')).not.toBe(devices.issue('cards:ada@example.com'))
  })

  it('is HttpOnly, SameSite=Lax, long-lived, and Secure on https', () => {
    const plain = deviceCookie('v', false)
    expect(plain).toMatch(/^shop_device=v;/)
    expect(plain).toMatch(/HttpOnly/)
    expect(plain).toMatch(/SameSite=Lax/)
    expect(plain).toMatch(/Max-Age=34560000/)
    expect(plain).not.toMatch(/Secure/)
    expect(deviceCookie('v', true)).toMatch(/Secure/)
  })
})
