/**
 * Search-engine rules of a content page (site-chrome §2 "Content pages", shop-core §9
 * "Structured data"): canonical URL, alternate-language links, app deep link, open-graph
 * locale, structured data. Pure: origins are passed in (the host table is configuration).
 */
import { channelDefaults } from './channel'
import { organisation } from './constants'
import {
  channels,
  contentLocaleOf,
  contentLocales,
  defaultLocale,
  locales,
  sublocalePrefixOf,
  type Channel,
  type ContentLocale,
  type Locale,
} from './market'
import { normaliseTrailingSlash, withPathPrefixes } from './paths'
import { isPreviewQueryKey } from './preview'
import { safeHref } from './safe-url'

export const siteName = 'Printhaus'
/** The story slug of a market's home page; the storefront maps `/` to it. */
export const homeSlug = 'home'
/** Stories of a market folder that are not pages a visitor navigates to. */
export const nonPageSlugs = ['global-config', 'error'] as const

export type StorySlug = { channel: Channel; contentLocale: ContentLocale; slug: string }

/** `cards/de-de/magazin/tipps` → channel, content locale and slug below the market folder. */
export function storySlugOf(fullSlug: string): StorySlug | undefined {
  const [channel, folder, ...rest] = fullSlug.replace(/^\/+|\/+$/g, '').split('/')
  const contentLocale = contentLocales.find((locale) => locale.toLowerCase() === folder)
  if (
    !channel ||
    !(channels as readonly string[]).includes(channel) ||
    !contentLocale ||
    rest.length === 0
  )
    return undefined
  return { channel: channel as Channel, contentLocale, slug: rest.join('/') }
}

/** The path of a story slug inside its market (`home` is `/`), normalised for the channel. */
export function pathOfSlug(slug: string, channel: Channel): string {
  const path = slug === homeSlug ? '/' : `/${slug.replace(/^\/+|\/+$/g, '')}`
  return normaliseTrailingSlash(path, channel)
}

/**
 * A path with the prefix the locale carries on its own domain (`/fr/x` for fr-CH),
 * normalised for the channel when one is given (`/fr/` on the wall-art channel).
 */
export function localePath(locale: Locale, path: string, channel?: Channel): string {
  const prefix = sublocalePrefixOf(locale)
  const prefixed = withPathPrefixes({ ...(prefix ? { prefix } : {}), desktop: false, rest: path })
  return channel ? normaliseTrailingSlash(prefixed, channel) : prefixed
}

export type Alternate = { hreflang: string; href: string }

/**
 * "Canonical and alternate-language links are built per locale": one link per market
 * locale whose content locale has a version of the story, absolute on that market's
 * canonical host, plus `x-default` (the default locale's version, else the current page).
 * Locales whose market this deployment does not serve (`originOf` gives nothing) are left out.
 */
export function hreflangAlternates({
  channel,
  versions,
  originOf,
  current,
}: {
  channel: Channel
  /** Slug per content locale of every version of the story, the current one included. */
  versions: ReadonlyMap<ContentLocale, string>
  originOf: (locale: Locale) => string | undefined
  /** The current page's canonical URL: x-default when the default locale has no version. */
  current: string
}): Alternate[] {
  const links: Alternate[] = []
  for (const locale of locales) {
    const slug = versions.get(contentLocaleOf(locale))
    const origin = slug === undefined ? undefined : originOf(locale)
    if (slug === undefined || !origin) continue
    links.push({
      hreflang: locale,
      href: `${origin}${localePath(locale, pathOfSlug(slug, channel), channel)}`,
    })
  }
  if (links.length === 0) return []
  const byDefault = links.find((link) => link.hreflang === defaultLocale)
  links.push({ hreflang: 'x-default', href: byDefault?.href ?? current })
  return links
}

/** The query a canonical URL may keep: everything but the visual editor's parameters. */
export function canonicalQuery(search: string): string {
  const query = new URLSearchParams(search)
  for (const key of [...query.keys()]) if (isPreviewQueryKey(key)) query.delete(key)
  const text = query.toString()
  return text ? `?${text}` : ''
}

/**
 * "canonical from canonicalUrl.url or the page URL (query parameters only when
 * useQueryParamsInCanonical)". An override path is a market path (it gets the market's
 * prefix); an absolute override must be http(s). The desktop marker never appears: the web
 * page is the canonical one.
 */
export function canonicalUrl({
  channel,
  override,
  origin,
  prefix,
  rest,
  search,
  keepQuery,
}: {
  channel: Channel
  override?: string | null
  origin: string
  /** The market's sublocale prefix (`fr` on the Swiss domain), if any. */
  prefix?: string
  /** The requested path after its prefixes. */
  rest: string
  search: string
  keepQuery: boolean
}): string {
  const path = (value: string) =>
    normaliseTrailingSlash(
      withPathPrefixes({ ...(prefix ? { prefix } : {}), desktop: false, rest: value }),
      channel,
    )
  const wanted = override?.trim()
  if (wanted) {
    const safe = safeHref(wanted)
    if (safe && /^https?:\/\//i.test(safe)) return safe
    if (safe?.startsWith('/') && !safe.startsWith('//')) return `${origin}${path(safe)}`
  }
  return `${origin}${path(rest)}${keepQuery ? canonicalQuery(search) : ''}`
}

/** `additionalSameAsLinks`: one URL per line; only http(s) URLs count. */
export function sameAsLinks(text: unknown): string[] {
  if (typeof text !== 'string') return []
  const urls = text
    .split(/[\r\n,]+/)
    .map((line) => line.trim())
    .filter((line) => /^https?:\/\/[^\s]+$/i.test(line) && safeHref(line) !== undefined)
  return [...new Set(urls)]
}

/** The open-graph locale: `de_DE`. */
export function ogLocale(locale: Locale): string {
  return locale.replace('-', '_')
}

/** The shop's app per channel (the package name is the brand's, kept here). */
export const appIdentifiers: Readonly<Partial<Record<Channel, { androidPackage: string }>>> = {
  wallart: { androidPackage: 'com.printhaus.wallart' },
}

export type AppDeepLinks = { android: string }

/**
 * "plus an app deep link": the page in the channel's app, where the market has apps
 * ("apps on the other channel only, except in the US locale").
 */
export function appDeepLinks(
  channel: Channel,
  locale: Locale,
  pageUrl: string,
): AppDeepLinks | undefined {
  const app = appIdentifiers[channel]
  if (!app || !channelDefaults(channel, locale).apps) return undefined
  let url: URL
  try {
    url = new URL(pageUrl)
  } catch {
    return undefined
  }
  const target = `${url.protocol.replace(':', '')}/${url.host}${url.pathname}${url.search}`
  return { android: `android-app://${app.androidPackage}/${target}` }
}

export type JsonLd = Record<string, unknown>

/**
 * Structured data for the organisation: "customer-support contact, weekdays Monday to
 * Friday, founded 2011", plus the page's `additionalSameAsLinks`.
 */
export function organisationJsonLd({
  url,
  logo,
  telephone,
  language,
  sameAs,
}: {
  url: string
  logo: string
  telephone?: string
  language: string
  sameAs: readonly string[]
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteName,
    url,
    logo,
    foundingDate: String(organisation.foundingYear),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: organisation.contactType,
      ...(telephone ? { telephone } : {}),
      availableLanguage: language,
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: organisation.openingDays.map((day) => `https://schema.org/${day}`),
      },
    },
    ...(sameAs.length > 0 ? { sameAs: [...sameAs] } : {}),
  }
}

/** "breadcrumbs where the page has them": a BreadcrumbList of absolute URLs. */
export function breadcrumbJsonLd(
  items: readonly { name: string; url: string }[],
): JsonLd | undefined {
  if (items.length === 0) return undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

/** An asset URL made absolute: relative image-service paths get the page's origin. */
export function absoluteUrl(url: string, origin: string): string {
  if (/^https?:\/\//i.test(url)) return url
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`
}

/** Everything the head of a content page carries for search engines and link previews. */
export type PageSeo = {
  title: string
  description?: string
  robots: string
  canonical: string
  alternates: Alternate[]
  appLinks?: AppDeepLinks
  og: {
    type: 'website'
    siteName: string
    locale: string
    url: string
    title: string
    description?: string
    image?: { url: string; width: number; height: number; alt?: string }
  }
  jsonLd: JsonLd[]
}
