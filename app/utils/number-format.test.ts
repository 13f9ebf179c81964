import { describe, expect, it } from 'vitest'
import { formatDecimal, numberFormat } from './number-format'

describe('numbers through Intl', () => {
  it("writes sizes with at most one decimal in the locale's marks", () => {
    expect(formatDecimal(14.85, 'de-DE')).toBe('14,9')
    expect(formatDecimal(20, 'de-DE')).toBe('20')
    expect(formatDecimal(1234.5, 'en-GB')).toBe('1,234.5')
    // es-ES leaves four-digit numbers ungrouped.
    expect(formatDecimal(1234.5, 'es-ES')).toBe('1234,5')
  })

  it('makes one formatter per locale and options', () => {
    expect(numberFormat('de-DE', 'decimal', {})).toBe(numberFormat('de-DE', 'decimal', {}))
    expect(numberFormat('de-DE', 'decimal', {})).not.toBe(numberFormat('fr-FR', 'decimal', {}))
  })
})
