import { describe, expect, it } from 'vitest'
import {
  distinctMessages,
  honeypotField,
  isHoneypotFilled,
  isMessageKey,
  passwordMaxLength,
  passwordMinLength,
  safeRedirectPath,
  withRedirectTo,
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
  it('a login page re-rendered after a refused attempt keeps where the shopper goes afterwards', () => {
    expect(withRedirectTo('/mein-konto/anmelden', '/mein-konto/merkliste?resume=1')).toBe(
      '/mein-konto/anmelden?redirectTo=%2Fmein-konto%2Fmerkliste%3Fresume%3D1',
    )
    expect(withRedirectTo('/mein-konto/anmelden', null)).toBe('/mein-konto/anmelden')
    expect(withRedirectTo('/mein-konto/anmelden', '')).toBe('/mein-konto/anmelden')
  })
  it('a message the shop gives for the form and for a field is shown once', () => {
    expect(distinctMessages(['Der Link ist abgelaufen.', 'Der Link ist abgelaufen. '])).toEqual([
      'Der Link ist abgelaufen.',
    ])
    expect(distinctMessages(['A', '', 'B', 'A'])).toEqual(['A', 'B'])
  })
  it('server messages are translation keys; backend texts are shown as they are', () => {
    expect(isMessageKey('account:form.required')).toBe(true)
    expect(isMessageKey('Bitte prüfe deine Eingaben.')).toBe(false)
  })
})
