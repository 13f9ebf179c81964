import { describe, expect, it } from 'vitest'
import {
  honeypotField,
  isHoneypotFilled,
  isMessageKey,
  isSameOriginPost,
  passwordMaxLength,
  passwordMinLength,
  safeRedirectPath,
} from './account-forms'

describe('customer form rules', () => {
  it('field limits follow the shop API contract: passwords 8 to 128 characters', () => {
    expect([passwordMinLength, passwordMaxLength]).toEqual([8, 128])
  })
  it('"Every public form carries a honeypot field": filled means a bot', () => {
    expect(honeypotField).toBe('website')
    expect(isHoneypotFilled('https://spam.example')).toBe(true)
    expect(isHoneypotFilled('')).toBe(false)
    expect(isHoneypotFilled('   ')).toBe(false)
    expect(isHoneypotFilled(null)).toBe(false)
  })
  it('after success the shopper goes to a path on this shop only', () => {
    expect(safeRedirectPath('/fotokalender?x=1#a', '/')).toBe('/fotokalender?x=1#a')
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'fotokalender',
      '',
      '/a\nb',
      42,
    ]) {
      expect(safeRedirectPath(bad, '/home')).toBe('/home')
    }
    expect(safeRedirectPath(`/${'a'.repeat(1000)}`, '/')).toBe('/')
  })
  it('"actions refuse cross-site posts (Origin check)"', () => {
    const hosts = ['localhost:3000', 'cards-de.localhost:3000']
    expect(isSameOriginPost('http://localhost:3000', null, hosts)).toBe(true)
    expect(
      isSameOriginPost(null, 'http://cards-de.localhost:3000/mein-konto/anmelden', hosts),
    ).toBe(true)
    expect(isSameOriginPost('https://evil.example', 'http://localhost:3000/', hosts)).toBe(false)
    expect(isSameOriginPost('null', null, hosts)).toBe(false)
    expect(isSameOriginPost(null, null, hosts)).toBe(false)
    expect(isSameOriginPost('not a url', null, hosts)).toBe(false)
    expect(isSameOriginPost('ftp://localhost:3000', null, hosts)).toBe(false)
    expect(isSameOriginPost('http://LOCALHOST:3000', null, hosts)).toBe(true)
  })
  it('server messages are translation keys; backend texts are shown as they are', () => {
    expect(isMessageKey('account:form.required')).toBe(true)
    expect(isMessageKey('Bitte prüfe deine Eingaben.')).toBe(false)
  })
})
