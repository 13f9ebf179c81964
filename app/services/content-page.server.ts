import { json, redirect } from '@remix-run/node'
import { isAssetPathOnSlug, isSafeExternalUrl, isSaneSlug, normaliseTrailingSlash, withConfiguratorLocale, withPathPrefixes } from '~/domain/paths'
import { getPublishedSlugs, getStory, storyPath, type Story } from './content.server'
import { env } from './env.server'
import { logEvent } from './logger.server'
import { requestContext, type RequestContext } from './request-context.server'

export type ErrorPageData = {
  path: string
  errorStory: Story['content'] | null
  detail?: string
}

/** The story slug a path asks for: `/` is the home story, trailing slashes do not count. */
export function slugOfPath(rest: string): string {
  const trimmed = rest.replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? 'home' : trimmed
}

/**
 * Loads the content story for the request's path, or throws the response that answers
 * instead: a normalising redirect, the story's own redirect, a 404 or a 503 error page.
 */
export async function loadContentPage(request: Request): Promise<{ story: Story; context: RequestContext }> {
  const context = requestContext(request)
  const { market, prefixes, url } = context
  const normalised = normaliseTrailingSlash(url.pathname, market.channel)
  if (normalised !== url.pathname) throw redirect(`${normalised}${url.search}`, 301)
  const configurator = withConfiguratorLocale(prefixes.rest, url.search, market.locale)
  if (configurator) throw redirect(withPathPrefixes({ ...prefixes, rest: configurator }), 302)
  if (isAssetPathOnSlug(prefixes.rest)) {
    logEvent('warn', 'asset-load-on-slug', { path: url.pathname })
    throw await notFound(context)
  }
  const slug = slugOfPath(prefixes.rest)
  if (!isSaneSlug(slug)) throw await notFound(context)

  let story: Story | null
  try {
    const fullSlug = storyPath(market.channel, market.locale, slug)
    const published = await getPublishedSlugs().catch(() => null)
    story = published && published.size > 0 && !published.has(fullSlug) ? null : await getStory({ channel: market.channel, locale: market.locale, slug })
  } catch (error) {
    logEvent('error', 'content-unavailable', { path: url.pathname, err: String(error) })
    throw await errorPage(context, 503)
  }
  if (!story || story.content.component !== 'page') {
    logEvent('warn', 'storyblok-page-not-found', { path: url.pathname, slug, locale: market.locale })
    throw await notFound(context)
  }
  const target = storyRedirect(story)
  if (target) throw redirect(target.location, target.status)
  return { story, context }
}

/** A story with a redirect target redirects with the story's status (C2). */
function storyRedirect(story: Story): { location: string; status: number } | undefined {
  const { redirectTarget, redirectStatus } = story.content as { redirectTarget?: { url?: string; cached_url?: string }; redirectStatus?: unknown }
  const location = redirectTarget?.url || redirectTarget?.cached_url
  if (!location) return undefined
  const status = [301, 302, 303, 307, 308].includes(Number(redirectStatus)) ? Number(redirectStatus) : 302
  if (!isSafeExternalUrl(location, { allowExternal: false })) {
    logEvent('warn', 'story-redirect-refused', { slug: story.full_slug, location })
    return undefined
  }
  return { location, status }
}

/** The 404 answer: the content-managed error story for the market, with the path. */
export function notFound(context: RequestContext) {
  return errorPage(context, 404)
}

export async function errorPage(context: RequestContext, status: 404 | 503) {
  const { market, url } = context
  const errorStory = await getStory({ channel: market.channel, locale: market.locale, slug: 'error' }).catch(() => null)
  const data: ErrorPageData = { path: `${url.pathname}${url.search}`, errorStory: errorStory?.content ?? null }
  if (env().DEBUG_ERRORS) data.detail = `status ${status}`
  return json(data, { status })
}
