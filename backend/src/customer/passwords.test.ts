import { describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD_HASHING, hashPassword, needsRehash, verifyPassword } from './passwords'

describe('password hashing (scrypt)', () => {
  it('hashes with the default cost, a random salt, and verifies', async () => {
    const a = await hashPassword('correct horse battery staple')
    const b = await hashPassword('correct horse battery staple')
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$/)
    expect(a).not.toBe(b)
    expect(await verifyPassword('correct horse battery staple', a)).toBe(true)
    expect(await verifyPassword('correct horse battery stapler', a)).toBe(false)
    expect(needsRehash(a, DEFAULT_PASSWORD_HASHING)).toBe(false)
  })

  it('treats canonically equal Unicode passwords alike (NFKC)', async () => {
    const hash = await hashPassword('Caf\u00e9-au-lait', { ...DEFAULT_PASSWORD_HASHING, N: 1024 })
    expect(await verifyPassword('Cafe\u0301-au-lait', hash)).toBe(true)
  })

  it('refuses malformed stored hashes and flags old parameters for rehashing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false)
    expect(await verifyPassword('x', 'scrypt$a$b$c$d$e')).toBe(false)
    const cheap = await hashPassword('secret-password', { ...DEFAULT_PASSWORD_HASHING, N: 1024 })
    expect(needsRehash(cheap, DEFAULT_PASSWORD_HASHING)).toBe(true)
  })
})
