import { redirect, type AppLoadContext } from '@remix-run/node'
import { localisedPagePath } from '~/domain/localised-pages'
import { languages } from '~/domain/market'
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
  return languages.some((language) => localisedPagePath(pageId, language) === rest)
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
 * For a route module several pages share (the configurators, hand-offs, product aliases): which
 * of them the request's path is, in any language, and its context as localisedPageContext gives
 * it. A path none of them has is a 404.
 */
export async function sharedViewPageContext<Id extends string>(
  request: Request,
  load: AppLoadContext,
  pageIds: readonly Id[],
  { splat = false }: { splat?: boolean } = {},
): Promise<{ pageId: Id; context: RequestContext }> {
  const context = requestContext(request, load)
  const rest = context.prefixes.rest.replace(/\/+$/, '') || '/'
  const pageId = pageIds.find((id) =>
    languages.some((language) => {
      const path = localisedPagePath(id, language)
      return rest === path || (splat && rest.startsWith(`${path}/`))
    }),
  )
  if (!pageId) throw await notFound(context)
  return { pageId, context: await localisedPageContext(request, load, pageId, { splat }) }
}
