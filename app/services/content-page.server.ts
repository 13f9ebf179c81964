import { json, redirect, type AppLoadContext } from '@remix-run/node'
import { calculatorFlagNames } from '~/domain/calculator'
import { abTestFlagsOf, collageDesignId } from '~/domain/content-blocks'
import { isPageStory } from '~/domain/content-page'
import { treatments as flagTreatments, type Treatment } from '~/domain/flags'
import {
  desktopStartPath,
  isAssetPathOnSlug,
  isSafeExternalUrl,
  isSaneSlug,
  normaliseTrailingSlash,
  withConfiguratorLocale,
  withPathPrefixes,
} from '~/domain/paths'
import { previewMatchesStory } from '~/domain/preview'
import { pathOfSlug, storySlugOf } from '~/domain/seo'
import { movedSpecialPath } from '~/domain/special-prefixes'
import {
  pathKey,
  storyIdsIn,
  storyKey,
  surrogateKeyHeader,
  surrogateKeyValue,
} from '~/domain/surrogate-keys'
import { serverText } from '~/i18n/i18n.server'
import { eventCodes } from '~/utils/event-codes'
import { cacheControl } from './cache-policy'
import { getPublishedSlugs, getStory, storyPath, type Story } from './content.server'
import { env } from './env.server'
import { applyFlagHeaders, evaluateFlags } from './flags.server'
import { logEvent } from './logger.server'
import { hostTable, originForMarket } from './market.server'
import { verifiedPreview } from './preview.server'
import { requestContext, type RequestContext } from './request-context.server'
import { errorStoryRelations, withRelationCards } from './story-relations.server'

export type ErrorPageData = {
  status?: number
  path: string
  errorStory: Story['content'] | null
  /** The head's title when the page is not a 404 (the error story's title says "not found"). */
  title?: string
  /** The technical detail (error and stack): only with DEBUG_ERRORS set by configuration. */
  detail?: string
}

/** What the blocks of a page read besides their own fields (see blocks/page-context.tsx). */
export type PageSettings = {
  /** Verified preview: blocks carry Storyblok's `data-blok` attributes. */
  editable: boolean
  /**
   * Flag name → treatment for the page's A/B blocks. The feature-flag layer supplies it
   * (pageTreatments); a flag without a treatment shows its off children.
   */
  treatments: Record<string, Treatment>
  /** The collage page's design: `designId` from the query, else the channel's default. */
  collageDesignId: number
  /** The time the page was rendered (ms): countdowns render the same on server and client. */
  now: number
}

/**
 * The story slug a path asks for: `/` is the home story, and so is the desktop start path on
 * the desktop platform (its logo's link); trailing slashes do not count.
 */
export function slugOfPath(rest: string, desktop = false): string {
  const trimmed = rest.replace(/^\/+|\/+$/g, '')
  return trimmed === '' || (desktop && `/${trimmed}` === desktopStartPath) ? 'home' : trimmed
}

export type ContentPage = {
  story: Story
  context: RequestContext
  preview: boolean
  settings: PageSettings
  /** The headers the page's answer needs: Cache-Control, a new user-key cookie. */
  headers: Headers
}

/**
 * Loads the content story for the request's path, or throws the response that answers
 * instead: a normalising redirect, the story's own redirect, a 404 or a 503 error page.
 * Draft content only for a verified preview whose preview parameter matches the story id
 *; anything else gets the published story.
 */
export async function loadContentPage(
  request: Request,
  load: AppLoadContext,
): Promise<ContentPage> {
  const context = requestContext(request, load)
  const { market, prefixes, url } = context
  const normalised = normaliseTrailingSlash(url.pathname, market.channel)
  // A data request's path has lost its trailing slash on the way (Remix drops it): no redirect
  // loop.
  if (normalised !== url.pathname && !load.dataRequest)
    throw redirect(`${normalised}${url.search}`, 301)
  const configurator = withConfiguratorLocale(prefixes.rest, url.search, market.locale)
  if (configurator) throw redirect(withPathPrefixes({ ...prefixes, rest: configurator }), 302)
  const moved = movedSpecialPath(prefixes.rest)
  if (moved) throw redirect(`${withPathPrefixes({ ...prefixes, rest: moved })}${url.search}`, 301)
  if (isAssetPathOnSlug(prefixes.rest)) {
    logEvent('warn', eventCodes.assetLoadOnSlug, { path: url.pathname })
    throw await notFound(context)
  }
  const slug = slugOfPath(prefixes.rest, prefixes.desktop)
  if (!isSaneSlug(slug)) throw await notFound(context)

  const preview = verifiedPreview(url)
  let story: Story | null = null
  let draft = false
  try {
    if (preview) {
      const candidate = await getStory({
        channel: market.channel,
        locale: market.locale,
        slug,
        draft: true,
      })
      if (candidate && previewMatchesStory(preview, candidate.id)) {
        story = candidate
        draft = true
      } else {
        logEvent('warn', 'preview-refused', { path: url.pathname, reason: 'story-id' })
      }
    }
    if (!story) {
      const fullSlug = storyPath(market.channel, market.locale, slug)
      const published = await getPublishedSlugs().catch(() => null)
      const known = !published || published.size === 0 || published.has(fullSlug)
      story = known
        ? await getStory({ channel: market.channel, locale: market.locale, slug })
        : null
    }
  } catch (error) {
    logEvent('error', 'content-unavailable', { path: url.pathname, err: String(error) })
    throw await errorPage(context, 503, error)
  }
  if (!story || !isPageStory(story)) {
    logEvent('warn', eventCodes.storyblokPageNotFound, {
      path: url.pathname,
      slug,
      locale: market.locale,
    })
    throw await notFound(context, pathKey(storyPath(market.channel, market.locale, slug)))
  }
  if (!draft) {
    const target = storyRedirect(story, context)
    if (target)
      throw redirect(target.location, {
        status: target.status,
        headers: {
          'Cache-Control': cacheControl.publicPage,
          [surrogateKeyHeader]: surrogateKeyValue([pathKey(story.full_slug), storyKey(story.id)]),
        },
      })
  }
  const flags = await pageTreatments(story, request, context)
  const settings: PageSettings = {
    editable: draft,
    treatments: flags.treatments,
    collageDesignId: collageDesignId(
      url.searchParams.get('designId'),
      market.channel,
      market.locale,
    ),
    // To the minute: equal pages keep equal ETags within a minute.
    now: Math.floor(Date.now() / 60_000) * 60_000,
  }
  const headers = new Headers({
    'Cache-Control': draft || flags.personalised ? cacheControl.private : cacheControl.publicPage,
  })
  if (draft) headers.set('X-Robots-Tag', 'noindex, nofollow')
  headers.set(
    surrogateKeyHeader,
    surrogateKeyValue([
      pathKey(story.full_slug),
      ...[story.id, ...storyIdsIn(story.content)].map(storyKey),
    ]),
  )
  applyFlagHeaders(headers, flags)
  return { story, context, preview: draft, settings, headers }
}

/**
 * The treatments of the page's A/B blocks, from the feature-flag layer (evaluated per
 * request for the user-key cookie; crawlers get the defaults). Only the flags the story's
 * A/B blocks name are asked for; anything but `on` shows the off children.
 */
async function pageTreatments(story: Story, request: Request, context: RequestContext) {
  const hasCalculator =
    Array.isArray(story.content.calculator) && story.content.calculator.length > 0
  const names = [...abTestFlagsOf(story.content), ...(hasCalculator ? calculatorFlagNames : [])]
  const evaluation = await evaluateFlags(request, context, names)
  const treatments: Record<string, Treatment> = {}
  for (const [flag, treatment] of Object.entries(evaluation.treatments)) {
    treatments[flag] = isTreatment(treatment) ? treatment : 'off'
  }
  return { ...evaluation, treatments }
}

function isTreatment(value: string): value is Treatment {
  return (flagTreatments as readonly string[]).includes(value)
}

type RedirectTarget = { location: string; status: number }
const redirectStatuses = [301, 302, 303, 307, 308]

/**
 * "A content story that has a redirect target causes a redirect to it, using the story's
 * status as the redirect code. It is treated as external when the host differs." External
 * targets only to a host of this shop's host table, or to any http(s) host when the story
 * opts in with `redirectExternal: true`. Unsafe targets are refused and logged.
 */
export function storyRedirect(story: Story, context: RequestContext): RedirectTarget | undefined {
  const content = story.content as {
    redirectTarget?: { linktype?: string; url?: string; cached_url?: string } | null
    redirectStatus?: unknown
    redirectExternal?: unknown
  }
  const target = content.redirectTarget
  const raw = (target?.url || target?.cached_url || '').trim()
  if (!raw) return undefined
  const status = redirectStatuses.includes(Number(content.redirectStatus))
    ? Number(content.redirectStatus)
    : 302
  const { market, origin, url } = context

  let location: string | undefined
  const storyTarget = target?.linktype === 'story' ? storySlugOf(raw) : undefined
  if (storyTarget) {
    const path = withPathPrefixes({
      ...(market.sublocalePrefix ? { prefix: market.sublocalePrefix } : {}),
      desktop: false,
      rest: pathOfSlug(storyTarget.slug, storyTarget.channel),
    })
    const base =
      storyTarget.channel === market.channel ? '' : originForMarket(storyTarget.channel, market.tld)
    location =
      base === undefined ? undefined : `${base}${normaliseTrailingSlash(path, storyTarget.channel)}`
  } else if (raw.startsWith('/') && !raw.startsWith('//')) {
    const [pathname = '/', rest = ''] = raw.split(/(?=[?#])/, 2)
    const prefixed = withPathPrefixes({
      ...(market.sublocalePrefix ? { prefix: market.sublocalePrefix } : {}),
      desktop: market.platform === 'desktop',
      rest: pathname,
    })
    location = `${normaliseTrailingSlash(prefixed, market.channel)}${rest}`
  } else {
    location = raw
  }
  const allowedHosts =
    content.redirectExternal === true ? undefined : [...hostTable().byHost.keys()]
  if (
    !location ||
    !isSafeExternalUrl(location, { allowExternal: true, ...(allowedHosts ? { allowedHosts } : {}) })
  ) {
    logEvent('warn', 'story-redirect-refused', { slug: story.full_slug, location: raw })
    return undefined
  }
  const here = `${url.pathname}${url.search}`
  if (location === here || location === `${origin}${here}`) {
    logEvent('warn', 'story-redirect-refused', {
      slug: story.full_slug,
      location: raw,
      reason: 'loop',
    })
    return undefined
  }
  return { location, status }
}

/**
 * The 404 answer: the content-managed error story for the market, with the path; `pathKey`
 * files it under the story path it asked for, so publishing a story there purges it.
 */
export async function notFound(context: RequestContext, pathKey?: string) {
  const answer = await errorPage(context, 404)
  if (pathKey) answer.headers.set(surrogateKeyHeader, surrogateKeyValue([pathKey]))
  return answer
}

/**
 * The site-wide error page's data: the market's error story (null when it cannot be
 * loaded: the page then renders its static fallback), the requested path, and the
 * technical detail only when DEBUG_ERRORS is configured — never from a query parameter.
 * The error is logged with the spec's code `nuxt-error-page-encountered`.
 */
export async function errorPage(context: RequestContext, status: 404 | 500 | 503, error?: unknown) {
  const { market, url } = context
  const path = `${url.pathname}${url.search}`
  logEvent(status === 404 ? 'warn' : 'error', eventCodes.nuxtErrorPageEncountered, {
    status,
    path,
    ...(error ? { err: errorText(error) } : {}),
  })
  const data: ErrorPageData = { status, path, errorStory: await errorStoryContent(market) }
  if (status !== 404)
    data.title = serverText(market.locale)(
      'common',
      status === 503 ? 'error.unavailable' : 'error.unexpected',
    )
  if (env().DEBUG_ERRORS) data.detail = error ? errorText(error) : `${status} ${path}`
  return json(data, {
    status,
    headers: { 'Cache-Control': status === 404 ? cacheControl.notFound : cacheControl.noStore },
  })
}

/**
 * The error story's content with its related pages resolved to cards; null when the
 * story cannot be loaded or is not a page (the page then shows its built-in text).
 */
export async function errorStoryContent(market: RequestContext['market']) {
  const story = await getStory({
    channel: market.channel,
    locale: market.locale,
    slug: 'error',
    ...errorStoryRelations,
  }).catch((loadError: unknown) => {
    logEvent('warn', 'error-story-unavailable', { locale: market.locale, err: String(loadError) })
    return null
  })
  return story && isPageStory(story) ? withRelationCards(story.content, market.channel) : null
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`
  return String(error)
}

/** Turns an unexpected loader failure into the error page (500); answers pass through. */
export async function asErrorPage(
  request: Request,
  load: AppLoadContext,
  error: unknown,
): Promise<unknown> {
  if (error instanceof Response) return error
  let context: RequestContext
  try {
    context = requestContext(request, load)
  } catch (contextError) {
    return contextError
  }
  return errorPage(context, 500, error)
}
