/**
 * Markets: channel, locale, language, country, currency, unit and the top-level domains
 * that carry them (shop-core §3 "Channel, locale, currency, unit").
 */

import {
  channels,
  currencies,
  languages,
  locales,
  type Channel,
  type Currency,
  type Language,
  type Locale,
} from '../../contracts/vocabulary'

export {
  channels,
  currencies,
  languages,
  locales,
  type Channel,
  type Currency,
  type Language,
  type Locale,
}

export const defaultLocale: Locale = 'de-DE'

type CountryOf<L> = L extends `${string}-${infer C}` ? C : never
export type Country = CountryOf<Locale>
export type Unit = 'cm' | 'inch'
export type Platform = 'web' | 'desktop'

/** The locales whose pages the content layer serves. */
export const contentLocales = [
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
] as const satisfies readonly Locale[]
export type ContentLocale = (typeof contentLocales)[number]

export function isLocale(s: string): s is Locale {
  return (locales as readonly string[]).includes(s)
}

export function isLanguage(s: string): s is Language {
  return (languages as readonly string[]).includes(s)
}

export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language
}

export function countryOf(locale: Locale): Country {
  return locale.slice(3) as Country
}

const fallbacks: Partial<Record<Locale, Locale>> = {
  'de-AT': 'de-DE',
  'de-CH': 'de-DE',
  'de-LI': 'de-DE',
  'de-LU': 'de-DE',
  'de-IT': 'de-DE',
  'en-US': 'en-GB',
  'fr-BE': 'fr-FR',
  'fr-CH': 'fr-FR',
  'fr-LU': 'fr-FR',
  'it-CH': 'it-IT',
  'nl-BE': 'nl-NL',
}

/** The locale first, then the locale it falls back to (translations load for both). */
export function fallbackChain(locale: Locale): Locale[] {
  const fallback = fallbacks[locale]
  return fallback ? [locale, fallback] : [locale]
}

/** "eur; chf for the CH and LI locales; gbp for en-GB; usd for en-US." */
export function currencyOf(locale: Locale): Currency {
  if (locale === 'en-GB') return 'GBP'
  if (locale === 'en-US') return 'USD'
  const country = countryOf(locale)
  return country === 'CH' || country === 'LI' ? 'CHF' : 'EUR'
}

/** "cm, except inch for en-US (on one channel)": the wall-art channel. */
export function unitOf(locale: Locale, channel: Channel): Unit {
  return locale === 'en-US' && channel === 'wallart' ? 'inch' : 'cm'
}

export function isContentLocale(locale: Locale): locale is ContentLocale {
  return (contentLocales as readonly Locale[]).includes(locale)
}

/**
 * The locale when the content layer supports it, else the first supported one in its fallback
 * chain.
 */
export function contentLocaleOf(locale: Locale): ContentLocale {
  const supported = fallbackChain(locale).find(isContentLocale)
  if (!supported) throw new RangeError(`No content locale for ${locale}`)
  return supported
}

/**
 * The field-level translation a market asks the content layer for: its language
 * in its own folder; a market without a folder of its own (fr-CH) reads its fallback's folder
 * in its own variant (`fr-ch`), where the folder stores what differs for its country.
 */
export function contentLanguageOf(locale: Locale): string {
  return isContentLocale(locale) ? languageOf(locale) : locale.toLowerCase()
}

export const tldNames = [
  'de',
  'at',
  'ch',
  'li',
  'lu',
  'it',
  'fr',
  'be',
  'nl',
  'es',
  'co.uk',
  'com',
] as const
export type Tld = (typeof tldNames)[number]

type TldEntry = { readonly locales: readonly Locale[]; readonly defaultLocale: Locale }

function tld(...carried: [Locale, ...Locale[]]): TldEntry {
  return { locales: carried, defaultLocale: carried[0] }
}

/** Which top-level domain carries which locales; the first listed is its default. */
export const tlds: Readonly<Record<Tld, TldEntry>> = {
  de: tld('de-DE'),
  at: tld('de-AT'),
  ch: tld('de-CH', 'fr-CH', 'it-CH'),
  li: tld('de-LI'),
  lu: tld('fr-LU', 'de-LU'),
  it: tld('it-IT', 'de-IT'),
  fr: tld('fr-FR'),
  be: tld('nl-BE', 'fr-BE'),
  nl: tld('nl-NL'),
  es: tld('es-ES'),
  'co.uk': tld('en-GB'),
  com: tld('en-US'),
}

export function tldOf(locale: Locale): Tld {
  const found = tldNames.find((name) => tlds[name].locales.includes(locale))
  if (!found) throw new RangeError(`No top-level domain carries ${locale}`)
  return found
}

/**
 * The URL prefix of a locale on its own top-level domain: none for the domain's default
 * locale, the language otherwise (fr-CH → 'fr').
 */
export function sublocalePrefixOf(locale: Locale): Language | undefined {
  return tlds[tldOf(locale)].defaultLocale === locale ? undefined : languageOf(locale)
}

/**
 * The locale a two-letter prefix selects on a top-level domain: no prefix → the domain's
 * default; a language the domain carries → that locale; anything else → undefined.
 */
export function localeForPrefix(tldName: Tld, prefix: string | undefined): Locale | undefined {
  const entry = tlds[tldName]
  if (prefix === undefined) return entry.defaultLocale
  return entry.locales.find((locale) => languageOf(locale) === prefix)
}

/** The locale that owns a language: the one that does not fall back to another. */
function rootLocaleOf(language: Language): Locale {
  return locales.find((locale) => languageOf(locale) === language && !fallbacks[locale]) as Locale
}

/**
 * A language prefix this domain does not carry belongs to the domain of that language's
 * root locale (fr → .fr, en → .co.uk, de → .de).
 */
export function foreignTldForPrefix(tldName: Tld, prefix: string | undefined): Tld | undefined {
  if (prefix === undefined || !isLanguage(prefix)) return undefined
  if (localeForPrefix(tldName, prefix)) return undefined
  return tldOf(rootLocaleOf(prefix))
}

export type Market = {
  channel: Channel
  tld: Tld
  locale: Locale
  language: Language
  country: Country
  currency: Currency
  unit: Unit
  platform: Platform
  contentLocale: ContentLocale
  /** The language prefix the locale's URLs carry on this domain; absent for its default locale. */
  sublocalePrefix?: string
}

export function marketFor(
  channel: Channel,
  tldName: Tld,
  locale: Locale,
  platform: Platform,
): Market {
  if (!tlds[tldName].locales.includes(locale)) {
    throw new RangeError(`.${tldName} does not carry ${locale}`)
  }
  const market: Market = {
    channel,
    tld: tldName,
    locale,
    language: languageOf(locale),
    country: countryOf(locale),
    currency: currencyOf(locale),
    unit: unitOf(locale, channel),
    platform,
    contentLocale: contentLocaleOf(locale),
  }
  const prefix = sublocalePrefixOf(locale)
  return prefix ? { ...market, sublocalePrefix: prefix } : market
}
