import { describe, expect, it } from 'vitest'
import {
  contentLanguageOf,
  contentLocaleOf,
  contentLocales,
  countryOf,
  currencyOf,
  defaultLocale,
  fallbackChain,
  foreignTldForPrefix,
  isLanguage,
  isLocale,
  languageOf,
  languages,
  localeForPrefix,
  locales,
  marketFor,
  sublocalePrefixOf,
  tldNames,
  tldOf,
  tlds,
  unitOf,
} from './market'

describe('locales (shop-core §3)', () => {
  it('"Locales: de-AT, de-CH, de-DE, de-IT, de-LI, de-LU, en-GB, en-US, es-ES, fr-BE, fr-CH, fr-FR, fr-LU, it-CH, it-IT, nl-BE, nl-NL"', () => {
    expect(locales).toHaveLength(17)
    expect(new Set(locales).size).toBe(17)
  })

  it('"Default is de-DE."', () => {
    expect(defaultLocale).toBe('de-DE')
  })

  it('"Languages: de, en, es, fr, it, nl."', () => {
    expect(languages).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl'])
    expect(new Set(locales.map(languageOf))).toEqual(new Set(languages))
    expect(isLanguage('fr')).toBe(true)
    expect(isLanguage('pt')).toBe(false)
  })

  it('"Each locale maps to a country code."', () => {
    expect(countryOf('de-DE')).toBe('DE')
    expect(countryOf('en-GB')).toBe('GB')
    expect(countryOf('en-US')).toBe('US')
    expect(countryOf('it-CH')).toBe('CH')
    for (const locale of locales) expect(countryOf(locale)).toMatch(/^[A-Z]{2}$/)
  })

  it('isLocale accepts only the 17 locales, though any xx-XX is a locale code', () => {
    expect(isLocale('de-AT')).toBe(true)
    expect(isLocale('pt-BR')).toBe(false)
    expect(isLocale('de-de')).toBe(false)
  })
})

describe('fallbacks (shop-core §3)', () => {
  it('"de-AT, de-CH, de-LI, de-LU and de-IT fall back to de-DE"', () => {
    for (const locale of ['de-AT', 'de-CH', 'de-LI', 'de-LU', 'de-IT'] as const) {
      expect(fallbackChain(locale)).toEqual([locale, 'de-DE'])
    }
  })

  it('"en-US to en-GB; fr-BE, fr-CH and fr-LU to fr-FR; it-CH to it-IT; nl-BE to nl-NL"', () => {
    expect(fallbackChain('en-US')).toEqual(['en-US', 'en-GB'])
    expect(fallbackChain('fr-BE')).toEqual(['fr-BE', 'fr-FR'])
    expect(fallbackChain('fr-CH')).toEqual(['fr-CH', 'fr-FR'])
    expect(fallbackChain('fr-LU')).toEqual(['fr-LU', 'fr-FR'])
    expect(fallbackChain('it-CH')).toEqual(['it-CH', 'it-IT'])
    expect(fallbackChain('nl-BE')).toEqual(['nl-BE', 'nl-NL'])
  })

  it('the root locales have no fallback: "Translations load for the locale plus its fallback"', () => {
    for (const locale of ['de-DE', 'en-GB', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL'] as const) {
      expect(fallbackChain(locale)).toEqual([locale])
    }
  })

  it('a locale falls back only within its language', () => {
    for (const locale of locales) {
      expect(new Set(fallbackChain(locale).map(languageOf))).toEqual(new Set([languageOf(locale)]))
    }
  })
})

describe('currency and unit (shop-core §3)', () => {
  it('"Currency by locale: eur; chf for the CH and LI locales; gbp for en-GB; usd for en-US."', () => {
    expect(currencyOf('de-CH')).toBe('CHF')
    expect(currencyOf('fr-CH')).toBe('CHF')
    expect(currencyOf('it-CH')).toBe('CHF')
    expect(currencyOf('de-LI')).toBe('CHF')
    expect(currencyOf('en-GB')).toBe('GBP')
    expect(currencyOf('en-US')).toBe('USD')
    const euro = locales.filter(
      (l) => !['de-CH', 'fr-CH', 'it-CH', 'de-LI', 'en-GB', 'en-US'].includes(l),
    )
    expect(euro).toHaveLength(11)
    for (const locale of euro) expect(currencyOf(locale)).toBe('EUR')
  })

  it('"Unit by locale: cm, except inch for en-US (on one channel)": the wall-art channel', () => {
    expect(unitOf('en-US', 'wallart')).toBe('inch')
    expect(unitOf('en-US', 'cards')).toBe('cm')
    for (const locale of locales.filter((l) => l !== 'en-US')) {
      expect(unitOf(locale, 'wallart')).toBe('cm')
      expect(unitOf(locale, 'cards')).toBe('cm')
    }
  })
})

describe('content locales (shop-core §3)', () => {
  it('"The pages supported by the content layer use de-CH, de-DE, de-LI, en-GB, en-US, es-ES, fr-BE, fr-FR, it-IT, nl-NL."', () => {
    expect([...contentLocales].sort()).toEqual(
      [
        'de-CH',
        'de-DE',
        'de-LI',
        'en-GB',
        'en-US',
        'es-ES',
        'fr-BE',
        'fr-FR',
        'it-IT',
        'nl-NL',
      ].sort(),
    )
  })

  it('a supported locale reads its own content; another reads the first supported one in its fallback chain', () => {
    expect(contentLocaleOf('de-CH')).toBe('de-CH')
    expect(contentLocaleOf('fr-BE')).toBe('fr-BE')
    expect(contentLocaleOf('de-AT')).toBe('de-DE')
    expect(contentLocaleOf('fr-CH')).toBe('fr-FR')
    expect(contentLocaleOf('it-CH')).toBe('it-IT')
    expect(contentLocaleOf('nl-BE')).toBe('nl-NL')
    for (const locale of locales) expect(fallbackChain(locale)).toContain(contentLocaleOf(locale))
  })

  it('a market without a folder of its own asks for its own variant of the folder it reads', () => {
    expect(contentLanguageOf('de-CH')).toBe('de')
    expect(contentLanguageOf('fr-FR')).toBe('fr')
    expect(contentLanguageOf('fr-CH')).toBe('fr-ch')
    expect(contentLanguageOf('it-CH')).toBe('it-ch')
    expect(contentLanguageOf('fr-LU')).toBe('fr-lu')
    expect(contentLanguageOf('de-AT')).toBe('de-at')
    expect(contentLanguageOf('nl-BE')).toBe('nl-be')
  })
})

describe('top-level domains', () => {
  it('".de de-DE; .at de-AT; .ch de-CH, fr-CH, it-CH; .li de-LI; .lu fr-LU, de-LU; .it it-IT, de-IT; .fr fr-FR; .be nl-BE, fr-BE; .nl nl-NL; .es es-ES; .co.uk en-GB; .com en-US"', () => {
    expect(tlds.ch.locales).toEqual(['de-CH', 'fr-CH', 'it-CH'])
    expect(tlds.lu.locales).toEqual(['fr-LU', 'de-LU'])
    expect(tlds.it.locales).toEqual(['it-IT', 'de-IT'])
    expect(tlds.be.locales).toEqual(['nl-BE', 'fr-BE'])
    expect(tlds['co.uk'].locales).toEqual(['en-GB'])
    expect(tlds.com.locales).toEqual(['en-US'])
  })

  it('the first listed locale is the domain default', () => {
    expect(tlds.ch.defaultLocale).toBe('de-CH')
    expect(tlds.lu.defaultLocale).toBe('fr-LU')
    expect(tlds.be.defaultLocale).toBe('nl-BE')
    for (const name of tldNames) expect(tlds[name].defaultLocale).toBe(tlds[name].locales[0])
  })

  it('every locale is carried by exactly one domain, and tldOf finds it', () => {
    const carried = tldNames.flatMap((name) => tlds[name].locales)
    expect([...carried].sort()).toEqual([...locales].sort())
    expect(tldOf('fr-CH')).toBe('ch')
    expect(tldOf('de-IT')).toBe('it')
    expect(tldOf('en-GB')).toBe('co.uk')
  })

  it('"The locale is derived from the URL and the top-level domain": no prefix is the default locale', () => {
    expect(localeForPrefix('ch', undefined)).toBe('de-CH')
    expect(localeForPrefix('com', undefined)).toBe('en-US')
  })

  it('a prefix the domain carries selects that locale (fr on .ch → fr-CH)', () => {
    expect(localeForPrefix('ch', 'fr')).toBe('fr-CH')
    expect(localeForPrefix('ch', 'it')).toBe('it-CH')
    expect(localeForPrefix('be', 'fr')).toBe('fr-BE')
    expect(localeForPrefix('it', 'de')).toBe('de-IT')
    expect(localeForPrefix('ch', 'de')).toBe('de-CH')
  })

  it('"An unknown prefix redirects to /error": a prefix not carried by the domain selects nothing', () => {
    expect(localeForPrefix('de', 'fr')).toBeUndefined()
    expect(localeForPrefix('ch', 'xx')).toBeUndefined()
    expect(localeForPrefix('ch', 'FR')).toBeUndefined()
  })

  it('the sublocale prefix of a locale is its language, except for its domain default', () => {
    expect(sublocalePrefixOf('fr-CH')).toBe('fr')
    expect(sublocalePrefixOf('de-CH')).toBeUndefined()
    expect(sublocalePrefixOf('de-LU')).toBe('de')
    for (const locale of locales) {
      expect(localeForPrefix(tldOf(locale), sublocalePrefixOf(locale))).toBe(locale)
    }
  })

  it('"A prefix that belongs to another top-level domain redirects externally": to the domain of the language\'s root locale', () => {
    expect(foreignTldForPrefix('de', 'fr')).toBe('fr')
    expect(foreignTldForPrefix('at', 'en')).toBe('co.uk')
    expect(foreignTldForPrefix('fr', 'de')).toBe('de')
    expect(foreignTldForPrefix('com', 'nl')).toBe('nl')
    expect(foreignTldForPrefix('nl', 'es')).toBe('es')
    expect(foreignTldForPrefix('de', 'it')).toBe('it')
  })

  it('a prefix the domain carries, no prefix, or a non-language is not foreign', () => {
    expect(foreignTldForPrefix('ch', 'fr')).toBeUndefined()
    expect(foreignTldForPrefix('ch', undefined)).toBeUndefined()
    expect(foreignTldForPrefix('ch', 'xx')).toBeUndefined()
  })

  it("a foreign domain always carries the prefix's language", () => {
    for (const name of tldNames) {
      for (const language of languages) {
        const foreign = foreignTldForPrefix(name, language)
        if (foreign) expect(localeForPrefix(foreign, language)).toBeDefined()
      }
    }
  })
})

describe('marketFor', () => {
  it('assembles channel, locale, language, country, currency, unit, platform and content locale', () => {
    expect(marketFor('wallart', 'com', 'en-US', 'web')).toEqual({
      channel: 'wallart',
      tld: 'com',
      locale: 'en-US',
      language: 'en',
      country: 'US',
      currency: 'USD',
      unit: 'inch',
      platform: 'web',
      contentLocale: 'en-US',
    })
  })

  it('carries the sublocale prefix of a non-default locale', () => {
    const market = marketFor('cards', 'ch', 'fr-CH', 'desktop')
    expect(market).toMatchObject({
      sublocalePrefix: 'fr',
      currency: 'CHF',
      contentLocale: 'fr-FR',
      platform: 'desktop',
    })
  })

  it('refuses a locale the domain does not carry', () => {
    expect(() => marketFor('cards', 'de', 'fr-FR', 'web')).toThrow(RangeError)
  })
})
