import { robotsOf } from '~/domain/content-page'
import { isIndexable, llmsTxt, robotsTxt, sitemapXml, type LlmsPage } from '~/domain/crawler-files'
import { localisedPagePath } from '~/domain/localised-pages'
import { marketFor, tlds, type Locale } from '~/domain/market'
import {
  canonicalUrl,
  hreflangAlternates,
  localePath,
  nonPageSlugs,
  pathOfSlug,
  siteName,
  storySlugOf,
  homeSlug,
  type Alternate,
} from '~/domain/seo'
import { specialPrefixes } from '~/domain/special-prefixes'
import { i18nServer } from '~/i18n/i18n.server'
import { getPublishedSlugs, getStoriesOf, type StoryMeta } from './content.server'
import { productPageKeys } from './product-pages.server'
import { productPageCanonical } from './products-page.server'
import { localeOrigin, storyVersions } from './seo.server'
import type { RequestContext } from './request-context.server'

/** Crawler files may sit at the CDN for an hour and be served stale for a day. */
export const crawlerFileCacheControl =
  'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400'

export type MarketPage = {
  locale: Locale
  slug: string
  url: string
  title: string
  description?: string
  lastModified?: string | null
  alternates: Alternate[]
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

/**
 * The indexable pages of a domain, for every locale it carries: published page stories of
 * the locale's content folder (the `cdn/links` index decides what is published), without
 * the global config, the error story, story redirects and pages marked noindex.
 */
export async function indexablePages(
  context: RequestContext,
  locales: readonly Locale[],
): Promise<MarketPage[]> {
  const { market } = context
  const published = await getPublishedSlugs().catch(() => new Set<string>())
  const pages: MarketPage[] = []
  for (const locale of locales) {
    const origin = localeOrigin(context, locale) ?? context.origin
    const stories = await getStoriesOf(market.channel, locale)
    for (const story of stories) {
      const page = pageOf(story, published, locale, origin, context)
      if (page) pages.push(page)
    }
  }
  return pages
}

function pageOf(
  story: StoryMeta,
  published: Set<string>,
  locale: Locale,
  origin: string,
  context: RequestContext,
): MarketPage | undefined {
  const own = storySlugOf(story.full_slug)
  const content = story.content as Record<string, unknown>
  if (!own || own.channel !== context.market.channel) return undefined
  if ((nonPageSlugs as readonly string[]).includes(own.slug) || content.component !== 'page')
    return undefined
  if (published.size > 0 && !published.has(story.full_slug)) return undefined
  const redirect = content.redirectTarget as
    { url?: unknown; cached_url?: unknown } | null | undefined
  if (text(redirect?.url) || text(redirect?.cached_url)) return undefined
  if (!isIndexable(robotsOf({ robots: text(content.robots) ?? null }))) return undefined
  const url = `${origin}${localePath(locale, pathOfSlug(own.slug, own.channel), own.channel)}`
  const description = text(content.description)
  return {
    locale,
    slug: own.slug,
    url,
    title: text(content.title) ?? story.name,
    ...(description ? { description } : {}),
    lastModified: story.published_at ?? null,
    alternates: hreflangAlternates({
      channel: own.channel,
      versions: storyVersions(story, published),
      originOf: (other) => localeOrigin(context, other),
      current: url,
    }),
  }
}

export async function robotsFile(context: RequestContext): Promise<string> {
  return robotsTxt({ origin: context.origin, locales: tlds[context.market.tld].locales })
}

/**
 * The shop pages without a story that are indexed — the accessories page and the product detail
 * pages (designs, photo-box sizes, photo frames, card themes) — of every locale the domain
 * carries, at their canonical URLs.
 */
export async function productPageUrls(
  context: RequestContext,
  locales: readonly Locale[],
): Promise<string[]> {
  const { channel, tld } = context.market
  const perLocale = await Promise.all(
    locales.map(async (locale) => {
      const market = marketFor(channel, tld, locale, 'web')
      const origin = localeOrigin(context, locale) ?? context.origin
      const keys = await productPageKeys(market)
      // the accessories page: card accessories and samples, on wall art its gift box and hardware
      const accessories = canonicalUrl({
        channel,
        origin,
        ...(market.sublocalePrefix ? { prefix: market.sublocalePrefix } : {}),
        rest: localisedPagePath('card-accessories', market.language),
        search: '',
        keepQuery: false,
      })
      return [accessories, ...keys.map((key) => productPageCanonical({ market, origin }, key))]
    }),
  )
  return perLocale.flat()
}

/**
 * The domain's sitemap: every indexable page of every locale it carries, with hreflang alternates,
 * and the product pages that have no story.
 */
export async function sitemapFile(context: RequestContext): Promise<string> {
  const locales = tlds[context.market.tld].locales
  const [pages, products] = await Promise.all([
    indexablePages(context, locales),
    productPageUrls(context, locales),
  ])
  return sitemapXml([
    ...pages.map(({ url, lastModified, alternates }) => ({
      url,
      lastModified: lastModified ?? null,
      alternates,
    })),
    ...products.map((url) => ({ url, alternates: [] })),
  ])
}

/** llms.txt of the market (its locale): the shop, its summary, its pages and magazine articles. */
export async function llmsFile(context: RequestContext): Promise<string> {
  const { market } = context
  const pages = await indexablePages(context, [market.locale])
  const t = await i18nServer.getFixedT(market.locale, 'content')
  const home = pages.find((page) => page.slug === homeSlug)
  const magazine = specialPrefixes.magazine[market.language].slice(1)
  const isArticle = (page: MarketPage) =>
    page.slug === magazine || page.slug.startsWith(`${magazine}/`)
  const entry = ({ title, url, description }: MarketPage): LlmsPage => ({
    title,
    url,
    ...(description ? { description } : {}),
  })
  const homeFirst = (a: MarketPage, b: MarketPage) =>
    Number(b.slug === homeSlug) - Number(a.slug === homeSlug)
  return llmsTxt({
    title: home?.title ?? siteName,
    ...(home?.description ? { summary: home.description } : {}),
    sections: [
      {
        heading: t('content:llms.pages'),
        pages: pages
          .filter((page) => !isArticle(page))
          .sort(homeFirst)
          .map(entry),
      },
      { heading: t('content:llms.magazine'), pages: pages.filter(isArticle).map(entry) },
    ],
  })
}
