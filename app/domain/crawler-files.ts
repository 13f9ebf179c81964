/**
 * The files crawlers read per market: robots.txt, sitemap.xml (with hreflang alternates)
 * and llms.txt. Pure text builders; the pages come from the content index.
 */
import { type Locale, languageOf } from './market'
import { platformMarkers } from './paths'
import { previewParam } from './preview'
import { localePath, type Alternate } from './seo'
import { specialPrefixes, type SpecialPrefixKind } from './special-prefixes'

/** Shop pages that are personal or transactional: never crawled. */
export const disallowedPrefixKinds = [
  'account',
  'basket',
  'checkout',
  'configurator',
  'logout',
  'orders',
  'registrationVerification',
  'users',
] as const satisfies readonly SpecialPrefixKind[]

/**
 * robots.txt of a domain: personal and transactional paths of every locale it carries,
 * the app-like desktop platform (a duplicate of the web pages), preview URLs and the
 * shop's APIs are disallowed; the sitemap is announced.
 */
export function robotsTxt({
  origin,
  locales,
}: {
  origin: string
  locales: readonly Locale[]
}): string {
  const disallow = new Set<string>()
  for (const locale of locales) {
    for (const kind of disallowedPrefixKinds) {
      // A robots.txt rule is a path prefix: `/mein-konto` covers `/mein-konto/bestellungen`.
      disallow.add(localePath(locale, specialPrefixes[kind][languageOf(locale)]))
    }
    disallow.add(localePath(locale, `/${platformMarkers.desktop}/`))
  }
  disallow.add(`/*?${previewParam}=`)
  disallow.add(`/*&${previewParam}=`)
  disallow.add('/api/')
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...[...disallow].sort().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ]
  return lines.join('\n')
}

export type SitemapEntry = {
  url: string
  /** ISO date-time of the last publication. */
  lastModified?: string | null
  alternates: readonly Alternate[]
}

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char)
}

/** A sitemap with `xhtml:link` alternates (Google's hreflang-in-sitemap format). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lines = [`  <url>`, `    <loc>${escapeXml(entry.url)}</loc>`]
    const date = entry.lastModified ? new Date(entry.lastModified) : undefined
    if (date && !Number.isNaN(date.getTime()))
      lines.push(`    <lastmod>${date.toISOString()}</lastmod>`)
    for (const alternate of entry.alternates) {
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
      )
    }
    lines.push('  </url>')
    return lines.join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export type LlmsPage = { title: string; url: string; description?: string }

/** Markdown text in a list item or heading: no line breaks, brackets escaped. */
function inline(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/([[\]])/g, '\\$1')
    .trim()
}

/**
 * llms.txt (llmstxt.org): the shop's name, a one-line summary, then the market's pages as
 * a Markdown link list with their descriptions.
 */
export function llmsTxt({
  title,
  summary,
  sections,
}: {
  title: string
  summary?: string
  sections: readonly { heading: string; pages: readonly LlmsPage[] }[]
}): string {
  const lines = [`# ${inline(title)}`, '']
  if (summary) lines.push(`> ${inline(summary)}`, '')
  for (const section of sections) {
    if (section.pages.length === 0) continue
    lines.push(`## ${inline(section.heading)}`, '')
    for (const page of section.pages) {
      const description = page.description ? `: ${inline(page.description)}` : ''
      lines.push(`- [${inline(page.title)}](${page.url})${description}`)
    }
    lines.push('')
  }
  return lines.join('\n')
}

/** Whether a robots directive keeps a page out of search (and so out of sitemap and llms.txt). */
export function isIndexable(robots: string): boolean {
  return !/\bnoindex\b|\bnone\b/i.test(robots)
}
