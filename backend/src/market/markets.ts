/**
 * The backend's own copy of the shop's channels, locales and countries (shop-core §3).
 * The backend never imports from app/: it is a separate service with its own contract.
 */

export const CHANNELS = ['cards', 'wallart'] as const
export type Channel = (typeof CHANNELS)[number]

export const LOCALES = [
  'de-AT',
  'de-CH',
  'de-DE',
  'de-IT',
  'de-LI',
  'de-LU',
  'en-GB',
  'en-US',
  'es-ES',
  'fr-BE',
  'fr-CH',
  'fr-FR',
  'fr-LU',
  'it-CH',
  'it-IT',
  'nl-BE',
  'nl-NL',
] as const
export type Locale = (typeof LOCALES)[number]

export const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'nl'] as const
export type Language = (typeof LANGUAGES)[number]

/** Every country a locale belongs to: the country part of the 17 locales. */
export const COUNTRIES: readonly string[] = [...new Set(LOCALES.map((l) => l.slice(3)))].sort()

export interface Market {
  channel: Channel
  country: string
  locale: Locale
  language: Language
}

export function isChannel(value: string): value is Channel {
  return (CHANNELS as readonly string[]).includes(value)
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value)
}

export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language
}
