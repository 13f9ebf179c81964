import { productPageMeta, productPageText } from '~/components/product/meta'
import { robotsOf } from '~/domain/content-page'
import { imagePresets, ogImageUrl } from '~/domain/image'
import { tldOf, type ContentLocale, type Locale } from '~/domain/market'
import { normaliseTrailingSlash, safeHref, withPathPrefixes } from '~/domain/paths'
import { calculatorPrices, productJsonLd } from '~/domain/product-json-ld'
import {
  absoluteUrl,
  appDeepLinks,
  breadcrumbJsonLd,
  canonicalUrl,
  hreflangAlternates,
  localePath,
  ogLocale,
  organisationJsonLd,
  sameAsLinks,
  siteName,
  storySlugOf,
  homeSlug,
  type JsonLd,
  type PageSeo,
} from '~/domain/seo'
import { serverText } from '~/i18n/i18n.server'
import { env } from './env.server'
import { originForMarket } from './market.server'
import { seoMeta } from './page-meta'
import { productPageCanonical, type ProductPageData } from './products-page.server'
import type { Story } from './content.server'
import type { GlobalConfig } from './global-config.server'
import type { SkuPageData } from './product-extras.server'
import type { RequestContext } from './request-context.server'
import type { MetaDescriptor } from '@remix-run/node'
import type { Product, WithContext } from 'schema-dts'

const storyblokAssetHost = 'https://a.storyblok.com'

/** Where browsers (and crawlers) load a content asset: the configured image base. */
export function publicAssetUrl(url: string, origin: string): string {
  const base = env().IMAGE_BASE_URL
  const mapped = url.startsWith(storyblokAssetHost)
    ? `${base}${url.slice(storyblokAssetHost.length)}`
    : url
  return absoluteUrl(mapped, origin)
}

/** The canonical origin of the market a locale belongs to, on this deployment's channel. */
export function localeOrigin(
  context: Pick<RequestContext, 'market' | 'origin'>,
  locale: Locale,
): string | undefined {
  return originForMarket(context.market.channel, tldOf(locale))
}

type Asset = { filename?: unknown; alt?: unknown }
const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined
const assetsOf = (value: unknown): Asset[] =>
  Array.isArray(value)
    ? value.filter((item): item is Asset => typeof item === 'object' && item !== null)
    : []

/**
 * The slug of every published version of the story per content locale (itself included).
 * With the space's published-slug index, alternates that are not published are left out.
 */
export function storyVersions(
  story: Pick<Story, 'full_slug' | 'alternates'>,
  published?: ReadonlySet<string>,
): Map<ContentLocale, string> {
  const own = storySlugOf(story.full_slug)
  const versions = new Map<ContentLocale, string>()
  if (!own) return versions
  versions.set(own.contentLocale, own.slug)
  for (const alternate of story.alternates) {
    if (alternate.published === false) continue
    if (published && published.size > 0 && !published.has(alternate.full_slug)) continue
    const other = storySlugOf(alternate.full_slug)
    if (other && other.channel === own.channel && !versions.has(other.contentLocale))
      versions.set(other.contentLocale, other.slug)
  }
  return versions
}

/**
 * The SEO of a content page: title, description, robots (default noindex,
 * nofollow; always noindex in preview), canonical, hreflang alternates with x-default, the
 * app deep link, open graph / Twitter with the 1200x627 image, and JSON-LD.
 */
export function pageSeo({
  story,
  context,
  globalConfig,
  preview = false,
  published,
}: {
  story: Story
  context: RequestContext
  globalConfig: GlobalConfig
  preview?: boolean
  /** The published-slug index (cdn/links), to leave out alternates that are not live. */
  published?: ReadonlySet<string>
}): PageSeo {
  const { market, origin, prefixes, url } = context
  const content = story.content as Record<string, unknown>
  const title = text(content.title) ?? story.name
  const description = text(content.description)
  const canonicalField = (content.canonicalUrl as { url?: unknown } | null | undefined)?.url
  const canonical = canonicalUrl({
    channel: market.channel,
    override: typeof canonicalField === 'string' ? canonicalField : undefined,
    origin,
    ...(market.sublocalePrefix ? { prefix: market.sublocalePrefix } : {}),
    // the home story is `/` however it was reached (the desktop start path too)
    rest: storySlugOf(story.full_slug)?.slug === homeSlug ? '/' : prefixes.rest,
    search: url.search,
    keepQuery: content.useQueryParamsInCanonical === true,
  })
  const alternates = hreflangAlternates({
    channel: market.channel,
    versions: storyVersions(story, published),
    originOf: (locale) => localeOrigin(context, locale),
    current: canonical,
  })
  const ogAsset =
    assetsOf(content.ogImages).find((asset) => text(asset.filename)) ??
    assetsOf(
      (Array.isArray(content.teaser) ? content.teaser : []).map(
        (block: { image?: unknown }) => block?.image,
      ),
    ).find((asset) => text(asset.filename))
  const ogFilename = ogAsset ? text(ogAsset.filename) : undefined
  const ogAlt = ogAsset ? text(ogAsset.alt) : undefined
  const appLinks = appDeepLinks(market.channel, market.locale, canonical)

  const homeUrl = `${origin}${localePath(market.locale, '/', market.channel)}`
  const jsonLd: JsonLd[] = [
    organisationJsonLd({
      url: homeUrl,
      logo: `${origin}/favicon.svg`,
      ...(globalConfig.header.serviceHotline
        ? { telephone: globalConfig.header.serviceHotline }
        : {}),
      language: market.language,
      sameAs: sameAsLinks(content.additionalSameAsLinks),
    }),
  ]
  const breadcrumbs = breadcrumbJsonLd(breadcrumbItems(content.breadcrumbs, context))
  if (breadcrumbs) jsonLd.push(breadcrumbs)

  return {
    title,
    ...(description ? { description } : {}),
    robots: preview
      ? 'noindex, nofollow'
      : robotsOf({ robots: typeof content.robots === 'string' ? content.robots : null }),
    canonical,
    alternates,
    ...(appLinks ? { appLinks } : {}),
    og: {
      type: 'website',
      siteName,
      locale: ogLocale(market.locale),
      url: canonical,
      title,
      ...(description ? { description } : {}),
      ...(ogFilename
        ? {
            image: {
              url: publicAssetUrl(ogImageUrl(ogFilename), origin),
              width: imagePresets.og.width,
              height: imagePresets.og.height,
              ...(ogAlt ? { alt: ogAlt } : {}),
            },
          }
        : {}),
    },
    jsonLd,
  }
}

/** The breadcrumb trail with absolute URLs; crumbs without text or a usable link are skipped. */
function breadcrumbItems(value: unknown, context: RequestContext): { name: string; url: string }[] {
  if (!Array.isArray(value)) return []
  const { market, origin } = context
  const items: { name: string; url: string }[] = []
  for (const crumb of value as {
    text?: unknown
    link?: { url?: unknown; cached_url?: unknown }
  }[]) {
    const name = text(crumb?.text)
    const target = text(crumb?.link?.url) ?? text(crumb?.link?.cached_url)
    const safe = target ? safeHref(target) : undefined
    if (!name || !safe) continue
    if (/^https?:\/\//i.test(safe)) items.push({ name, url: safe })
    else if (safe.startsWith('/') && !safe.startsWith('//')) {
      const path = withPathPrefixes({
        ...(market.sublocalePrefix ? { prefix: market.sublocalePrefix } : {}),
        desktop: false,
        rest: safe,
      })
      items.push({ name, url: `${origin}${normaliseTrailingSlash(path, market.channel)}` })
    }
  }
  return items
}

/** A content page's head tags, built on the server: the browser gets the tags as they are. */
export function contentPageMeta(args: Parameters<typeof pageSeo>[0]): MetaDescriptor[] {
  return seoMeta(pageSeo(args))
}

/**
 * A product page's `Product` structured data, from the prices the page shows in the market's
 * currency, at the page's canonical URL; nothing when the page has no price (the shop API did not
 * answer).
 */
export function productPageJsonLd(
  data: ProductPageData,
  context: RequestContext,
  page: { name?: string; description?: string; url: string },
): WithContext<Product>[] {
  const { market, origin } = context
  const canonical = page.url
  const shop = { name: siteName, url: `${origin}${localePath(market.locale, '/', market.channel)}` }
  if (!page.name) return []
  const common = {
    name: page.name,
    url: canonical,
    shop,
    ...(page.description ? { description: page.description } : {}),
  }
  const frame = data.photoFrame
  const tile = data.designGroups?.tiles.find((entry) => entry.selected)
  const product = productJsonLd({
    ...common,
    images: tile?.image ? [publicAssetUrl(tile.image, origin)] : [],
    currency: frame?.currency ?? market.currency,
    // A frame the page cannot price is offered at no price.
    prices: frame
      ? frame.article
        ? frame.formatGroups.flatMap((group) =>
            group.formats.map(({ price }) => price.priceCurrent),
          )
        : []
      : calculatorPrices(data.calculator),
  })
  return product ? [product] : []
}

/**
 * A product or theme page's head: name, description, and for a page that names a product its
 * canonical URL (the identifying query) and `Product` structured data.
 */
export function productPageHead(
  data: ProductPageData | SkuPageData,
  context: RequestContext,
): MetaDescriptor[] {
  const text = serverText(context.market.locale)
  const canonical = data.pageKey && productPageCanonical(context, data.pageKey)
  // a page that is not indexed (a SKU page, an unknown query) has no structured data
  const jsonLd = canonical
    ? productPageJsonLd(data, context, { ...productPageText(data, text), url: canonical })
    : []
  return productPageMeta(data, text, { canonical, jsonLd })
}
