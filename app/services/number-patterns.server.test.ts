import { describe, expect, it } from 'vitest'
import { formatPrice } from '~/domain/price'
import { formatCm } from '~/domain/size'
import { numberPatternsFor } from './number-patterns.server'

describe('number patterns a page sends (ADR 137)', () => {
  it('are the market\'s decimal and currency patterns, as plain JSON', () => {
    const patterns = numberPatternsFor('de-CH', 'CHF')
    expect(Object.keys(patterns).sort()).toEqual(['de-CH|CHF', 'de-CH|decimal'])
    expect(JSON.parse(JSON.stringify(patterns))).toEqual(patterns)
    expect(patterns['de-CH|CHF']?.group).toBe("'")
  })

  it('are what the server itself formats with: CHF with the apostrophe, sizes with the decimal comma', () => {
    expect(formatPrice(1234.5, 'fr-CH', 'CHF')).toBe("1'234.50\u00a0CHF")
    expect(formatPrice(1234.5, 'es-ES', 'EUR')).toBe('1234,50\u00a0€')
    expect(formatCm(1480, 'de-DE')).toBe('14,8')
  })
})
