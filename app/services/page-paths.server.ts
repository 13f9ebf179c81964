import { localisedPages } from '~/domain/localised-pages'
import type { Language } from '~/domain/market'
import type { JsonText } from '~/root-data'

const byLanguage = new Map<Language, Readonly<Record<string, string>>>()
const textByLanguage = new Map<Language, JsonText<Readonly<Record<string, string>>>>()

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

/**
 * The same paths as one JSON text, made once per language: single fetch then encodes one string
 * instead of some 80 values on every request (ADR 193).
 */
export function pagePathsTextFor(language: Language): JsonText<Readonly<Record<string, string>>> {
  let text = textByLanguage.get(language)
  if (text === undefined) {
    text = JSON.stringify(pagePathsFor(language))
    textByLanguage.set(language, text)
  }
  return text
}
