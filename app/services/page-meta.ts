import { isRouteErrorResponse } from '@remix-run/react'
import { defaultRobots } from '~/domain/content-page'
import { siteName, type PageSeo } from '~/domain/seo'
import type { MetaDescriptor } from '@remix-run/node'
import type { ErrorPageData } from '~/services/content-page.server'

/**
 * The head of a content page from its SEO data (computed by the loader, seo.server.ts):
 * title, description, robots, canonical, hreflang alternates, app deep link, open graph,
 * Twitter card and JSON-LD. Runs on server and client, so it only maps data.
 */
export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return errorMeta()
  const meta: MetaDescriptor[] = [{ title: seo.title }, { name: 'robots', content: seo.robots }]
  if (seo.description) meta.push({ name: 'description', content: seo.description })
  meta.push({ tagName: 'link', rel: 'canonical', href: seo.canonical })
  for (const alternate of seo.alternates) {
    meta.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })
  }
  if (seo.appLinks) meta.push({ tagName: 'link', rel: 'alternate', href: seo.appLinks.android })

  const { og } = seo
  meta.push(
    { property: 'og:type', content: og.type },
    { property: 'og:site_name', content: og.siteName },
    { property: 'og:locale', content: og.locale },
    { property: 'og:url', content: og.url },
    { property: 'og:title', content: og.title },
    { name: 'twitter:card', content: og.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: og.title },
  )
  if (og.description) {
    meta.push(
      { property: 'og:description', content: og.description },
      { name: 'twitter:description', content: og.description },
    )
  }
  if (og.image) {
    meta.push(
      { property: 'og:image', content: og.image.url },
      { property: 'og:image:width', content: String(og.image.width) },
      { property: 'og:image:height', content: String(og.image.height) },
      { name: 'twitter:image', content: og.image.url },
    )
    if (og.image.alt)
      meta.push(
        { property: 'og:image:alt', content: og.image.alt },
        { name: 'twitter:image:alt', content: og.image.alt },
      )
  }
  for (const data of seo.jsonLd) meta.push({ 'script:ld+json': data })
  return meta
}

/** Error pages: a title and never indexed. */
export function errorMeta(title = siteName): MetaDescriptor[] {
  return [{ title }, { name: 'robots', content: defaultRobots }]
}

/** The head of a page route that failed: the error story's title, if the error page has one. */
export function errorPageMeta(error: unknown): MetaDescriptor[] {
  const errorData = isRouteErrorResponse(error)
    ? (error.data as Partial<ErrorPageData> | null)
    : null
  const title = errorData?.title ?? errorData?.errorStory?.title
  return errorMeta(typeof title === 'string' ? title : undefined)
}
