/**
 * The market switcher (site-chrome §2 footer, shop-core §2, §3): a country and a
 * language lead to the same page in that market, or to its home page when the page has no
 * counterpart there. Pure: the content page's counterpart comes from the shop API.
 */
import { localisedPages } from './localised-pages'
import {
  countryOf,
  languageOf,
  languages,
  sublocalePrefixOf,
  tldNames,
  tlds,
  type Channel,
  type Country,
  type Language,
  type Locale,
  type Tld,
} from './market'
import { normaliseTrailingSlash, withPathPrefixes } from './paths'

/** The countries of the shop, in the order the switcher lists them (the domains' order). */
export const switcherCountries: readonly Country[] = tldNames.map((tld) =>
  countryOf(tlds[tld].defaultLocale),
)

/**
 * Each language in its own words: a shopper looks for their language, not its name in the current
 * one.
 */
export const languageAutonyms: Readonly<Record<Language, string>> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
}

export function isSwitcherCountry(value: unknown): value is Country {
  return typeof value === 'string' && (switcherCountries as readonly string[]).includes(value)
}

export function isSwitcherLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/** The domain that carries a country's locales. */
export function tldOfCountry(country: Country): Tld {
  return tldNames.find((tld) => countryOf(tlds[tld].defaultLocale) === country)!
}

/** The languages a country's shop speaks, its default first (CH: de, fr, it). */
export function languagesOfCountry(country: Country): Language[] {
  return tlds[tldOfCountry(country)].locales.map(languageOf)
}

/**
 * The locale a choice leads to: the language when the country's shop speaks it, else the country's
 * default.
 */
export function switchLocale(country: Country, language: Language | undefined): Locale {
  const entry = tlds[tldOfCountry(country)]
  return entry.locales.find((locale) => languageOf(locale) === language) ?? entry.defaultLocale
}

/** What the page being left is, as far as finding its counterpart goes. */
export type PageOfPath =
  | { kind: 'home' }
  /**
   * A shop page whose path is localised (account, wishlist, gift voucher …): its path in the other
   * language.
   */
  | { kind: 'localised'; pageId: string }
  /**
   * A page with the same path everywhere (`/products`, `/themes/{id}`, configurators): path and
   * query kept.
   */
  | { kind: 'same' }
  /** Anything else is a content story (or nothing): the shop API knows its counterparts. */
  | { kind: 'content' }

function isSameEverywhere(paths: Readonly<Record<Language, string>>): boolean {
  return languages.every((language) => paths[language] === paths.de)
}

/** Classifies the path (without prefixes) of the page a shopper is on, in the market's language. */
export function pageOfPath(rest: string, language: Language): PageOfPath {
  const path = rest.replace(/\/+$/, '') || '/'
  if (path === '/') return { kind: 'home' }
  for (const page of localisedPages) {
    const own = page.paths[language]
    const matches =
      path === own ||
      (page.splat === true && path.startsWith(`${own}/`)) ||
      (own.endsWith('-') && path.startsWith(own))
    if (!matches) continue
    return isSameEverywhere(page.paths) ? { kind: 'same' } : { kind: 'localised', pageId: page.id }
  }
  return { kind: 'content' }
}

/**
 * The path of a page in another market: its sublocale prefix (`/fr` for fr-CH), the
 * desktop marker when the shopper is on the desktop platform, and — for content pages —
 * the channel's trailing-slash rule.
 */
export function marketPagePath(
  locale: Locale,
  channel: Channel,
  desktop: boolean,
  rest: string,
  { content = false }: { content?: boolean } = {},
): string {
  const prefix = sublocalePrefixOf(locale)
  const path = withPathPrefixes({ ...(prefix ? { prefix } : {}), desktop, rest })
  return content ? normaliseTrailingSlash(path, channel) : path
}
