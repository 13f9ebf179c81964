import { localisedPages } from '~/domain/localised-pages'
import type { Language } from '~/domain/market'

const byLanguage = new Map<Language, Readonly<Record<string, string>>>()

/**
 * The path of every localised shop page in a language (`{ 'account-login': '/anmelden', … }`),
 * sent with the root data so the browser needs no copy of the localised-pages table (ADR 106).
 */
export function pagePathsFor(language: Language): Readonly<Record<string, string>> {
  const known = byLanguage.get(language)
  if (known) return known
  const paths = Object.fromEntries(localisedPages.map((page) => [page.id, page.paths[language]]))
  byLanguage.set(language, paths)
  return paths
}
