import { describe, expect, it } from 'vitest'
import { unusableTranslation, usableCatalogue } from './catalogue-check'

describe('translations the shop cannot use (translator-parse-error)', () => {
  it('texts with closed interpolations are fine', () => {
    expect(unusableTranslation('Hallo {{name}}, {{count}} Artikel')).toBeUndefined()
    expect(unusableTranslation('Ohne Platzhalter')).toBeUndefined()
  })

  it('names what is wrong', () => {
    expect(unusableTranslation('Hallo {{name')).toBe('unbalanced interpolation')
    expect(unusableTranslation('Hallo name}}')).toBe('unbalanced interpolation')
    expect(unusableTranslation('Hallo {{ }}')).toBe('empty interpolation')
    expect(unusableTranslation(42)).toBe('not a text')
    expect(unusableTranslation({ nested: 'x' })).toBe('not a text')
  })

  it('keeps the usable entries and lists the others', () => {
    expect(usableCatalogue({ ok: 'Gut', broken: 'Kaputt {{x', odd: null })).toEqual({
      texts: { ok: 'Gut' },
      problems: [
        { key: 'broken', problem: 'unbalanced interpolation' },
        { key: 'odd', problem: 'not a text' },
      ],
    })
  })
})
