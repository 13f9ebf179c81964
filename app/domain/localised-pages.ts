/**
 * Shop pages (not content stories) whose paths are localised per language. Each entry
 * becomes Remix routes for every language's path, with and without the sublocale and
 * desktop prefixes (see remix.config.js). The route module validates the prefixes.
 */
import type { Language } from './market'
import { specialPrefixes } from './special-prefixes'

export type LocalisedPage = {
  /** Route id stem; the language is appended (`account-login-de`). */
  id: string
  /** Route module, relative to app/. */
  file: string
  /** Path per language, without sublocale prefix. */
  paths: Readonly<Record<Language, string>>
}

type Slugs = Readonly<Record<Language, string>>

/** `{prefix}{sub}` per language: the special prefix of a kind, then a localised sub-path. */
function under(prefix: Slugs, sub: Slugs): Slugs {
  return {
    de: `${prefix.de}${sub.de}`,
    en: `${prefix.en}${sub.en}`,
    es: `${prefix.es}${sub.es}`,
    fr: `${prefix.fr}${sub.fr}`,
    it: `${prefix.it}${sub.it}`,
    nl: `${prefix.nl}${sub.nl}`,
  }
}

export const localisedPages: readonly LocalisedPage[] = [
  {
    id: 'logout',
    file: 'pages/logout.tsx',
    paths: specialPrefixes.logout,
  },
]

export { under as localisedPath }

/** The path of a localised page in a language (without prefixes). */
export function localisedPagePath(id: string, language: Language): string {
  const page = localisedPages.find((candidate) => candidate.id === id)
  if (!page) throw new Error(`Unknown localised page: ${id}`)
  return page.paths[language]
}
