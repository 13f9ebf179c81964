import { describe, expect, it } from 'vitest'
import {
  isSwitcherCountry,
  isSwitcherLanguage,
  languageAutonyms,
  languagesOfCountry,
  marketPagePath,
  pageOfPath,
  switchLocale,
  switcherCountries,
  tldOfCountry,
} from './market-switch'

describe('market switcher: "a choice of country and language"', () => {
  it('lists the twelve countries of the 17 locales, one per domain', () => {
    expect(switcherCountries).toEqual([
      'DE',
      'AT',
      'CH',
      'LI',
      'LU',
      'IT',
      'FR',
      'BE',
      'NL',
      'ES',
      'GB',
      'US',
    ])
    expect(tldOfCountry('GB')).toBe('co.uk')
    expect(tldOfCountry('US')).toBe('com')
    expect(isSwitcherCountry('CH')).toBe(true)
    expect(isSwitcherCountry('XX')).toBe(false)
    expect(isSwitcherLanguage('fr')).toBe(true)
    expect(isSwitcherLanguage('pt')).toBe(false)
    expect(Object.keys(languageAutonyms)).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl'])
  })

  it("leads to the country's locale in the chosen language, or to its default when the country does not speak it", () => {
    expect(languagesOfCountry('CH')).toEqual(['de', 'fr', 'it'])
    expect(switchLocale('CH', 'fr')).toBe('fr-CH')
    expect(switchLocale('CH', 'en')).toBe('de-CH')
    expect(switchLocale('BE', 'fr')).toBe('fr-BE')
    expect(switchLocale('BE', undefined)).toBe('nl-BE')
    expect(switchLocale('FR', 'de')).toBe('fr-FR')
    expect(switchLocale('IT', 'de')).toBe('de-IT')
  })

  it('tells home, localised shop pages, same-path product pages and content pages apart', () => {
    expect(pageOfPath('/', 'de')).toEqual({ kind: 'home' })
    expect(pageOfPath('/mein-konto/anmelden', 'de')).toEqual({
      kind: 'localised',
      pageId: 'account-login',
    })
    expect(pageOfPath('/mon-compte/connexion/', 'fr')).toEqual({
      kind: 'localised',
      pageId: 'account-login',
    })
    // Another language's account path is no shop page in German: a content slug as far as the
    // switcher knows.
    expect(pageOfPath('/my-account/login', 'de')).toEqual({ kind: 'content' })
    expect(pageOfPath('/warenkorb/schritt-2', 'de')).toEqual({
      kind: 'localised',
      pageId: 'hand-off-basket',
    })
    expect(pageOfPath('/themes/1001', 'de')).toEqual({ kind: 'same' })
    expect(pageOfPath('/products', 'fr')).toEqual({ kind: 'same' })
    expect(pageOfPath('/configurator-card', 'it')).toEqual({ kind: 'same' })
    expect(pageOfPath('/fotokalender', 'de')).toEqual({ kind: 'content' })
  })

  it('builds the path with the locale prefix, the desktop marker and, for content, the trailing-slash rule', () => {
    expect(marketPagePath('fr-FR', 'cards', false, '/calendrier-photo', { content: true })).toBe(
      '/calendrier-photo',
    )
    expect(marketPagePath('fr-CH', 'cards', false, '/calendrier-photo', { content: true })).toBe(
      '/fr/calendrier-photo',
    )
    expect(marketPagePath('fr-CH', 'cards', true, '/')).toBe('/fr/d')
    expect(marketPagePath('de-DE', 'wallart', false, '/leinwanddruck', { content: true })).toBe(
      '/leinwanddruck/',
    )
    expect(marketPagePath('de-DE', 'wallart', false, '/mein-konto/anmelden')).toBe(
      '/mein-konto/anmelden',
    )
    expect(marketPagePath('nl-BE', 'wallart', false, '/', { content: true })).toBe('/')
  })
})
