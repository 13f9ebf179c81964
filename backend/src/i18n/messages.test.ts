import { describe, expect, it } from 'vitest'
import { t } from './messages'

describe('messages with a count', () => {
  it('take the plural form of each language', () => {
    expect(t('en', 'loginDelay', { count: 1 })).toMatch(/wait 1 second and/)
    expect(t('en', 'loginDelay', { count: 2 })).toMatch(/wait 2 seconds and/)
    expect(t('de', 'loginDelay', { count: 1 })).toMatch(/warte 1 Sekunde und/)
    expect(t('de', 'loginThrottled', { count: 5 })).toMatch(/warte 5 Minuten und/)
    expect(t('fr', 'rateLimited', { count: 1 })).toMatch(/patienter 1 minute avant/)
    expect(t('it', 'loginDelay', { count: 1 })).toMatch(/Attendi 1 secondo e/)
    expect(t('es', 'loginThrottled', { count: 1 })).toMatch(/Espera 1 minuto y/)
    expect(t('nl', 'rateLimited', { count: 1 })).toMatch(/Wacht 1 minuut en/)
    expect(t('nl', 'rateLimited', { count: 3 })).toMatch(/Wacht 3 minuten en/)
  })

  it('fall back to the other form where a language has more forms than the catalogue', () => {
    // Spanish and Italian call a million "many".
    expect(t('es', 'loginDelay', { count: 1_000_000 })).toMatch(/1000000 segundos/)
  })
})
