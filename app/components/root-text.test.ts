import { describe, expect, it } from 'vitest'
import { rootText } from './root-text'

const root = (
  locale: string,
  resources: Record<string, Record<string, Record<string, string>>>,
) => [{ id: 'root', data: { i18n: { locale, resources } } }]

describe('rootText', () => {
  it('reads through the locale’s fallback chain, as i18next does', () => {
    const matches = root('de-AT', {
      'de-AT': { common: { a: 'Österreich' } },
      de: { common: { a: 'Deutsch', b: 'nur de' }, product: { c: 'Karten' } },
    })
    expect(rootText(matches, 'common', 'a')).toBe('Österreich')
    expect(rootText(matches, 'common', 'b')).toBe('nur de')
    expect(rootText(matches, 'product', 'c')).toBe('Karten')
  })

  it('is undefined for a missing key or without root data', () => {
    expect(rootText(root('de-DE', { de: { common: {} } }), 'common', 'x')).toBeUndefined()
    expect(rootText([], 'common', 'x')).toBeUndefined()
  })
})
