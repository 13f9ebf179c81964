/**
 * The shop's paths (shop-core §2): fixed paths, configurator paths, the sublocale and
 * desktop prefixes, the slug sanity check and trailing-slash normalisation.
 */
import type { Channel, Platform } from './market'

export const startPath = '/'
export const desktopStartPath = '/desktop-startseite'

export const fixedPaths = {
  start: startPath,
  desktopStart: desktopStartPath,
  products: '/products',
  themes: '/themes',
  error: '/error',
} as const

/** The start page of a platform: the logo link and the back button lead there. */
export function startPathOf(platform: Platform): string {
  return platform === 'desktop' ? desktopStartPath : startPath
}

export function themePath(id: string): string {
  return `${fixedPaths.themes}/${encodeURIComponent(id)}`
}

export const configuratorPaths = {
  calendar: '/configurator-calendar',
  card: '/configurator-card',
  collage: '/configurator-collage',
  photoframe: '/configurator-photo-frame',
  photobook: '/configurator-photobook',
  photobox: '/configurator-photobox',
} as const

export const configuratorPrefix = '/configurator-'

/**
 * "A path starting with '/configurator-' that has no locale query parameter gets one
 * added": the URL to redirect to, or null when nothing needs adding.
 */
export function withConfiguratorLocale(
  path: string,
  search: string,
  locale: string,
): string | null {
  if (!path.startsWith(configuratorPrefix)) return null
  const query = new URLSearchParams(search)
  if (query.has('locale')) return null
  query.append('locale', locale)
  return `${path}?${query.toString()}`
}

/** The platform marker in the URL: 'd' is desktop; the web platform is 'w'. */
export const platformMarkers = { desktop: 'd', web: 'w' } as const satisfies Record<
  Platform,
  string
>

export type PathPrefixes = {
  /** A two-letter sublocale prefix, e.g. 'fr' in /fr/wandbilder. */
  prefix?: string
  desktop: boolean
  /** The path after the prefixes, always starting with '/'. */
  rest: string
}

const sublocaleSegment = /^[a-z]{2}$/

/** Splits off the optional sublocale prefix and desktop marker, in either order. */
export function parsePathPrefixes(pathname: string): PathPrefixes {
  const segments = pathname.split('/').slice(1)
  let prefix: string | undefined
  let desktop = false
  for (let taken = 0; taken < 2; taken++) {
    const segment = segments[0]
    if (segment === undefined) break
    if (!desktop && segment === platformMarkers.desktop) desktop = true
    else if (prefix === undefined && sublocaleSegment.test(segment)) prefix = segment
    else break
    segments.shift()
  }
  const rest = `/${segments.join('/')}`
  return prefix === undefined ? { desktop, rest } : { prefix, desktop, rest }
}

/** Builds a path with the prefixes the market needs, the inverse of parsePathPrefixes. */
export function withPathPrefixes({ prefix, desktop, rest }: PathPrefixes): string {
  const head = `${prefix ? `/${prefix}` : ''}${desktop ? `/${platformMarkers.desktop}` : ''}`
  // Never '//host…': as a Location or link that is another host (an open redirect).
  return head && rest === '/' ? head : `${head}${rest}`.replace(/^\/{2,}/, '/')
}

const slugSegment = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/
const maxSlugLength = 255

/**
 * The slug sanity check guarding the catch-all route: non-empty segments of
 * unreserved URL characters, no dot segments, at most 255 characters.
 */
export function isSaneSlug(slug: string): boolean {
  if (slug.length === 0 || slug.length > maxSlugLength) return false
  return slug.split('/').every((segment) => slugSegment.test(segment) && !/^\.+$/.test(segment))
}

/**
 * Trailing-slash normalisation, on the wall-art channel only: a page path gets a trailing
 * slash; a file path (last segment with a dot) and the cards channel are left as they are.
 */
export function normaliseTrailingSlash(pathname: string, channel: Channel): string {
  if (channel !== 'wallart' || pathname.endsWith('/')) return pathname
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  // A leading '//' is collapsed: redirected to as it was, it would name another host.
  return last.includes('.') ? pathname : `${pathname.replace(/^\/{2,}/, '/')}/`
}

/** "a request for a path containing an images folder" is logged as asset-load-on-slug. */
export function isAssetPathOnSlug(pathname: string): boolean {
  return pathname.split('/').slice(1, -1).includes('images')
}

export { specialPrefixes, specialPrefixOf, type SpecialPrefixKind } from './special-prefixes'
export { pathGroups, pageUniqueIdentifier, type PathGroup } from './path-groups'
export { isSafeExternalUrl, isSafeRequestUrl, safeHref } from './safe-url'
