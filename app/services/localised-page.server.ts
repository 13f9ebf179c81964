import { redirect, type AppLoadContext } from '@remix-run/node'
import { localisedPageOf, localisedPagePath, type LocalisedPage } from '~/domain/localised-pages'
import { normaliseTrailingSlash, withPathPrefixes } from '~/domain/paths'
import { notFound } from './content-page.server'
import { requestContext, type RequestContext } from './request-context.server'

/**
 * The request context of a localised shop page (app/domain/localised-pages.ts). The path
 * must be the page's path in the market's language: another language's path redirects
 * there (301); anything else is a 404.
 */
export async function localisedPageContext(
  request: Request,
  load: AppLoadContext,
  pageId: string,
  { splat = false }: { splat?: boolean } = {},
): Promise<RequestContext> {
  const context = requestContext(request, load)
  const { market, prefixes, url } = context
  const expected = localisedPagePath(pageId, market.language)
  const rest = prefixes.rest.replace(/\/+$/, '') || '/'
  if (rest === expected || (splat && rest.startsWith(`${expected}/`))) return context
  throw rest.startsWith('/') && url.pathname.endsWith(prefixes.rest) && isPathOfPage(rest, pageId)
    ? redirect(`${withPathPrefixes({ ...prefixes, rest: expected })}${url.search}`, 301)
    : await notFound(context)
}

function isPathOfPage(rest: string, pageId: string): boolean {
  return (['de', 'en', 'es', 'fr', 'it', 'nl'] as const).some(
    (language) => localisedPagePath(pageId, language) === rest,
  )
}

/** The market path of a localised page, with the market's prefixes. */
export function localisedPageHref(pageId: string, context: Pick<RequestContext, 'market'>): string {
  const { market } = context
  // the page's canonical URL (the wall-art channel's trailing slash): no redirect hop
  return normaliseTrailingSlash(
    withPathPrefixes({
      ...(market.sublocalePrefix ? { prefix: market.sublocalePrefix } : {}),
      desktop: market.platform === 'desktop',
      rest: localisedPagePath(pageId, market.language),
    }),
    market.channel,
  )
}

/**
 * The localised page the request's path is (after the market's sublocale and desktop
 * prefixes), in any language; undefined for a content path. Throws the prefix redirect.
 */
export function localisedPageOfRequest(
  request: Request,
  load: AppLoadContext,
): LocalisedPage | undefined {
  const { market, prefixes } = requestContext(request, load)
  return localisedPageOf(prefixes.rest, market.language)
}
