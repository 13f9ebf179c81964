import { localisedPages } from '~/domain/localised-pages'
import type { Language } from '~/domain/market'
import type { JsonText } from '~/root-data'

type PagePaths = Readonly<Record<string, string>>

const byLanguage = new Map<Language, JsonText<PagePaths>>()

/**
 * The path of every localised shop page in a language (`{ 'account-login': '/anmelden', … }`),
 * sent with the root data so the browser needs no copy of the localised-pages table,
 * as one JSON text made once per language: single fetch then encodes one string instead of
 * some 80 values on every request.
 */
export function pagePathsTextFor(language: Language): JsonText<PagePaths> {
  let text = byLanguage.get(language)
  if (text === undefined) {
    text = JSON.stringify(
      Object.fromEntries(localisedPages.map((page) => [page.id, page.paths[language]])),
    )
    byLanguage.set(language, text)
  }
  return text
}
