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
  /** Also match everything below the path (`/warenkorb/…`). */
  splat?: boolean
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

function same(path: string): Slugs {
  return { de: path, en: path, es: path, fr: path, it: path, nl: path }
}

/**
 * Special prefixes served by other applications of the shop (ordering, reviews, …): the
 * storefront recognises them, never asks the content system, and hands them off.
 */
export const handOffKinds = [
  'orders',
  'basket',
  'checkout',
  'recommendation',
  'registrationVerification',
  'reviews',
  'users',
  'motifs',
  'corporateCustomers',
  'whitelabelService',
] as const satisfies readonly (keyof typeof specialPrefixes)[]

export const localisedPages: readonly LocalisedPage[] = [
  {
    id: 'logout',
    file: 'pages/logout.tsx',
    paths: specialPrefixes.logout,
  },
  { id: 'error', file: 'pages/error.tsx', paths: same('/error') },
  ...(
    [
      ['configurator-calendar', '/configurator-calendar'],
      ['configurator-card', '/configurator-card'],
      ['configurator-collage', '/configurator-collage'],
      ['configurator-photo-frame', '/configurator-photo-frame'],
      ['configurator-photobook', '/configurator-photobook'],
      ['configurator-photobox', '/configurator-photobox'],
    ] as const
  ).map(([id, path]) => ({ id, file: 'pages/configurator.tsx', paths: same(path) })),
  ...handOffKinds.map((kind) => ({ id: `hand-off-${kind}`, file: 'pages/hand-off.tsx', paths: specialPrefixes[kind], splat: true })),
]

export { under as localisedPath }

/** The path of a localised page in a language (without prefixes). */
export function localisedPagePath(id: string, language: Language): string {
  const page = localisedPages.find((candidate) => candidate.id === id)
  if (!page) throw new Error(`Unknown localised page: ${id}`)
  return page.paths[language]
}
