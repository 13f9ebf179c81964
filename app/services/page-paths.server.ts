import { localisedPages } from '~/domain/localised-pages'
import type { Language } from '~/domain/market'

type PagePaths = Readonly<Record<string, string>>

/**
 * The path of every localised shop page in a language (`{ 'account-login': '/anmelden', … }`),
 * sent with the root data so the browser needs no copy of the localised-pages table.
 */
export function pagePathsFor(language: Language): PagePaths {
  return Object.fromEntries(localisedPages.map((page) => [page.id, page.paths[language]]))
}
