import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeExternalUrl, isSafeRequestUrl, safeHref } from './safe-url'

const unsafeHrefs = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3A;alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '%6Aavascript:alert(1)',
  'javascript%3Aalert(1)',
  '%256Aavascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  'DATA:text/html,x',
  'vbscript:msgbox(1)',
  ' VBScript:msgbox(1)',
]

describe('safeHref (shop-core §2 "unsafe protocols are rejected")', () => {
  it('rejects javascript:, data: and vbscript:, also behind whitespace, case, control characters and encodings', () => {
    for (const href of unsafeHrefs) expect(safeHref(href), href).toBeUndefined()
  })

  it('keeps relative links and http, https, mailto and tel URLs', () => {
    for (const href of [
      '/wandbilder',
      'agb',
      '#faq',
      '?page=2',
      'https://example.com/x',
      'http://a.b',
      'mailto:a@b.c',
      'tel:+4930123',
    ]) {
      expect(safeHref(href)).toBe(href)
    }
  })

  it('rejects other schemes, protocol-relative links and unparseable URLs', () => {
    for (const href of [
      'file:///etc/passwd',
      'ftp://x',
      'blob:x',
      '//evil.test/x',
      '/\\evil.test',
      'http://',
    ]) {
      expect(safeHref(href), href).toBeUndefined()
    }
  })

  it('property: any casing of an unsafe scheme with a payload is rejected', () => {
    const scheme = fc
      .constantFrom('javascript', 'data', 'vbscript')
      .chain((s) =>
        fc
          .tuple(...[...s].map((c) => fc.constantFrom(c, c.toUpperCase())))
          .map((cs) => cs.join('')),
      )
    fc.assert(
      fc.property(scheme, fc.string(), (s, payload) => safeHref(`${s}:${payload}`) === undefined),
    )
  })
})

describe('isSafeExternalUrl (shop-core §2 "An external URL needs an explicit opt-in")', () => {
  it('same-origin paths are always fine', () => {
    expect(isSafeExternalUrl('/fotokalender', { allowExternal: false })).toBe(true)
  })

  it('an external URL needs the opt-in', () => {
    expect(isSafeExternalUrl('https://example.com/', { allowExternal: false })).toBe(false)
    expect(isSafeExternalUrl('https://example.com/', { allowExternal: true })).toBe(true)
  })

  it('with an allow-list only those hosts pass', () => {
    const policy = { allowExternal: true, allowedHosts: ['shop.ch'] }
    expect(isSafeExternalUrl('https://shop.ch/fr/', policy)).toBe(true)
    expect(isSafeExternalUrl('https://evil.ch/', policy)).toBe(false)
    expect(isSafeExternalUrl('https://shop.ch.evil.test/', policy)).toBe(false)
  })

  it('unsafe protocols are rejected even with the opt-in; only http(s) is external', () => {
    expect(isSafeExternalUrl('javascript:alert(1)', { allowExternal: true })).toBe(false)
    expect(isSafeExternalUrl('mailto:a@b.c', { allowExternal: true })).toBe(false)
    expect(isSafeExternalUrl('//evil.test/', { allowExternal: false })).toBe(false)
    expect(isSafeExternalUrl('http://', { allowExternal: true })).toBe(false)
  })
})

describe('isSafeRequestUrl (shop-core §5 "Fetch request URLs must not begin with \'//\'")', () => {
  it("rejects '//' and its backslash and whitespace variants", () => {
    for (const url of ['//evil.test/x', '\\\\evil.test', '/\\evil.test', ' //evil.test'])
      expect(isSafeRequestUrl(url)).toBe(false)
  })

  it('accepts paths and absolute URLs', () => {
    for (const url of ['/web-api/customer-data', 'https://api.test/x', 'web-api/x'])
      expect(isSafeRequestUrl(url)).toBe(true)
  })
})
