import { describe, expect, it } from 'vitest'
import { consentChoiceOf, consentCookie, consentStateOf, mayTrack, safeReturnPath } from './consent'

describe('consent', () => {
  it('tracks only after an explicit "granted"; no cookie means no choice yet', () => {
    expect(mayTrack(consentStateOf('granted'))).toBe(true)
    expect(mayTrack(consentStateOf('declined'))).toBe(false)
    expect(mayTrack(consentStateOf(undefined))).toBe(false)
    expect(mayTrack(consentStateOf('yes'))).toBe(false)
  })

  it('reads a form choice and writes the notice’s cookie', () => {
    expect(consentChoiceOf('declined')).toBe('declined')
    expect(consentChoiceOf('unknown')).toBeUndefined()
    expect(consentCookie('declined', false)).toBe(
      'consent=declined; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(consentCookie('granted', true)).toMatch(/; Secure$/)
  })

  it('returns only to a path of the same site', () => {
    expect(safeReturnPath('/fotokalender?x=1')).toBe('/fotokalender?x=1')
    expect(safeReturnPath('//evil.example/')).toBe('/')
    expect(safeReturnPath('/\\evil.example')).toBe('/')
    expect(safeReturnPath('https://evil.example/')).toBe('/')
    expect(safeReturnPath('/a\r\nSet-Cookie: x=1')).toBe('/')
    expect(safeReturnPath(undefined)).toBe('/')
  })
})
