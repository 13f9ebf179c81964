/**
 * The shop's channels, locales and countries (shop-core §3) as the backend uses them: the
 * lists come from the shared vocabulary in contracts/. The backend never imports from app/.
 */

import {
  channels,
  languages,
  locales,
  type Channel,
  type Language,
  type Locale,
} from '../../../contracts/vocabulary'

export { channels, languages, locales, type Channel, type Language, type Locale }

/** Every country a locale belongs to: the country part of the 17 locales. */
export const COUNTRIES: readonly string[] = [...new Set(locales.map((l) => l.slice(3)))].sort()

export interface Market {
  channel: Channel
  country: string
  locale: Locale
  language: Language
}

export function isChannel(value: string): value is Channel {
  return (channels as readonly string[]).includes(value)
}

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value)
}

export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language
}
