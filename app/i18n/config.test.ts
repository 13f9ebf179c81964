import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n, resourceChain } from './config'
import { translationBundle } from './resources.server'

describe('i18next as the shop configures it (shop-core §3, §8 "Missing translation")', () => {
  afterEach(() => vi.restoreAllMocks())

  it('walks the fallback chain de-AT → de-DE → de, and sends only those codes with the page', () => {
    expect(resourceChain('de-AT')).toEqual(['de-AT', 'de-DE', 'de'])
    expect(resourceChain('en-US')).toEqual(['en-US', 'en-GB', 'en'])
    const bundle = translationBundle('de-AT')
    expect(Object.keys(bundle.resources)).toEqual(['de-AT', 'de'])
    const { t } = createI18n('de-AT', bundle.resources)
    // de-AT's own word, and a base text only `de` has.
    expect(t('common:site.home')).toBe(bundle.resources['de-AT']!.common!['site.home'])
    expect(t('content:countdown.days', { count: 1 })).toBe('Tag')
    expect(t('content:countdown.days', { count: 3 })).toBe(
      bundle.resources.de!.content!['countdown.days_other'],
    )
  })

  it('interpolates {{name}} without escaping (React escapes) and keeps dotted keys flat', () => {
    const { t } = createI18n('en-GB', { en: { common: { 'a.b': 'Hello {{name}}' } } })
    expect(t('a.b', { name: '<b>Ann</b>' })).toBe('Hello <b>Ann</b>')
  })

  it('a missing key shows its second segment and is reported once, as an info message', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const { t } = createI18n('fr-FR', { fr: { common: {} } })
    expect(t('header.rel-missing-key')).toBe('rel-missing-key')
    expect(t('header.rel-missing-key')).toBe('rel-missing-key')
    expect(
      info.mock.calls.filter(([message]) => String(message).includes('header.rel-missing-key')),
    ).toHaveLength(1)
  })
})
