import StoryblokClient from 'storyblok-js-client'
import { z } from 'zod'
import { contentClientLimits } from '~/domain/constants'
import { contentLanguageOf, contentLocaleOf, type Channel, type Locale } from '~/domain/market'
import { surrogateKeysOf } from '~/domain/surrogate-keys'
import { shouldRetryDroppedConnection } from '~/utils/http'
import { CachePresets, cached, clearCache, clearSharedCache } from './cache.server'
import { purgeAfterPublish } from './cdn-purge.server'
import { env } from './env.server'
import { logEvent } from './logger.server'
import { timedUpstream, upstreamCallName } from './metrics.server'
import { instanceId, sharedStore } from './shared-state.server'

/** A story as the Content Delivery API answers it; content is checked by the blocks. */
const BlockSchema = z.looseObject({ _uid: z.string().optional(), component: z.string() })
export type Block = z.infer<typeof BlockSchema> & Record<string, unknown>

const AlternateSchema = z.looseObject({
  id: z.number(),
  full_slug: z.string(),
  name: z.string().optional(),
  published: z.boolean().optional(),
})

export const StorySchema = z.looseObject({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  content: BlockSchema,
  published_at: z.string().nullish(),
  alternates: z.array(AlternateSchema).default([]),
})
type StoryFields = z.infer<typeof StorySchema>
/** The fields the shop reads; the API's other fields pass through untyped. */
export type Story = Pick<
  StoryFields,
  'id' | 'uuid' | 'name' | 'slug' | 'full_slug' | 'published_at' | 'alternates'
> & {
  content: Block
  [field: string]: unknown
}

const StoryAnswerSchema = z.object({ story: StorySchema, cv: z.number().optional() })
const SpaceAnswerSchema = z.object({ space: z.looseObject({ version: z.number() }) })
const LinkSchema = z.looseObject({
  id: z.number(),
  uuid: z.string(),
  slug: z.string(),
  is_folder: z.boolean().optional(),
  published: z.boolean().optional(),
})
const LinksAnswerSchema = z.object({ links: z.record(z.string(), LinkSchema) })

/** Content client limits (C9): page size 25, 10 retries 300 ms apart on 429. */
const CONTENT_CLIENT = { maxRetries: 10, retriesDelay: 300, timeoutSeconds: 10 } as const

let client: StoryblokClient | null | undefined
let cacheVersion = 0
let cvTimer: NodeJS.Timeout | undefined

/** The one content client of this process; null (and a console error) without a token. */
export function contentClient(): StoryblokClient | null {
  if (client !== undefined) return client
  const { STORYBLOK_TOKEN, STORYBLOK_ENDPOINT, STORYBLOK_RATE_LIMIT } = env()
  if (!STORYBLOK_TOKEN) {
    console.error('Content client: no access token configured (STORYBLOK_TOKEN); pages degrade.')
    client = null
    return client
  }
  client = new StoryblokClient({
    accessToken: STORYBLOK_TOKEN,
    endpoint: STORYBLOK_ENDPOINT,
    cache: { type: 'none', clear: 'manual' },
    maxRetries: CONTENT_CLIENT.maxRetries,
    retriesDelay: CONTENT_CLIENT.retriesDelay,
    rateLimit: STORYBLOK_RATE_LIMIT,
    timeout: CONTENT_CLIENT.timeoutSeconds,
    // With Redis the limit holds for all replicas together (the client's own throttle is per
    // process).
    fetch: (input, init) =>
      sharedRateLimit().then(() =>
        timedUpstream(
          upstreamCallName('content', init?.method ?? 'GET', urlOf(input)),
          () => fetchOnceMoreIfDropped(input, init),
          (response) => !response.ok,
        ),
      ),
  })
  startCacheVersionRefresh()
  startPublishFanOut()
  return client
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
}

/**
 * The content client's fetch: a GET whose connection was dropped before an answer (a kept-alive
 * socket the CMS closed as it was reused) is tried once more. The client's own
 * retries cover 429 only.
 */
async function fetchOnceMoreIfDropped(input: RequestInfo | URL, init?: RequestInit) {
  try {
    return await fetch(input, init)
  } catch (error) {
    if (!shouldRetryDroppedConnection(init?.method ?? 'GET', error, 0)) throw error
    logEvent('info', 'upstream-connection-dropped', { upstream: 'content' })
    return fetch(input, init)
  }
}

const publishChannel = 'content-published'
let fanOutStarted = false

/**
 * Other replicas' publishes: the same cache version, the content cache dropped, then the CDN's
 * copies of the changed pages purged, so a refetch the purge causes cannot reach a replica
 * still serving the old content (each replica purges after its own drop).
 */
function startPublishFanOut() {
  const store = sharedStore()
  if (!store || fanOutStarted) return
  fanOutStarted = true
  store.subscribe(publishChannel, (message) => {
    try {
      const { cv, from, keys } = JSON.parse(message) as {
        cv?: unknown
        from?: unknown
        keys?: unknown
      }
      // A version this replica already serves needs no second clear.
      if (from === instanceId || typeof cv !== 'number' || cv === cacheVersion) return
      cacheVersion = cv
      client?.setCacheVersion(cv)
      clearCache('content:')
      const purge = Array.isArray(keys) ? surrogateKeysOf(keys.map(String).join(' ')) : []
      logEvent('info', 'content-publish-received', { cv, keys: purge.join(' ') })
      void purgeAfterPublish(purge)
    } catch {
      // A message of another shape is not ours.
    }
  })
}

/**
 * After a verified publish that moved the cache version: drops the shared content entries,
 * tells every other replica (which then serve the change at once too and purge the CDN
 * themselves) and purges the CDN's copies filed under `keys`.
 */
async function announcePublish(cv: number, keys: string[]): Promise<void> {
  const store = sharedStore()
  if (store) {
    await clearSharedCache('content:')
    await store.publish(publishChannel, JSON.stringify({ cv, from: instanceId, keys }))
  }
  void purgeAfterPublish(keys)
}

/**
 * Waits until this second's share of the content API's rate limit, counted in Redis for
 * every replica, has room. Without Redis (or while it is down) only the client's own
 * per-process throttle applies.
 */
async function sharedRateLimit(): Promise<void> {
  const store = sharedStore()
  if (!store) return
  const limit = env().STORYBLOK_RATE_LIMIT
  for (let attempt = 0; attempt < 20; attempt++) {
    const second = Math.floor(Date.now() / 1000)
    const used = await store.count(`ratelimit:content:${second}`, 2_000)
    if (used === undefined || used <= limit) return
    await new Promise((done) =>
      setTimeout(done, (second + 1) * 1000 - Date.now() + Math.floor(Math.random() * 50)),
    )
  }
}

/**
 * The space's current cache version; published content with a newer cv goes live (every
 * content cache key carries the cv, and the old entries are dropped).
 */
export async function refreshCacheVersion(): Promise<number> {
  const sb = contentClient()
  if (!sb) return cacheVersion
  const answer = SpaceAnswerSchema.parse(
    (await sb.get('cdn/spaces/me', { cv: Date.now() } as never)).data,
  )
  if (answer.space.version !== cacheVersion) {
    cacheVersion = answer.space.version
    sb.setCacheVersion(cacheVersion)
    clearCache('content:')
  }
  return cacheVersion
}

/** Replayed or bursty webhooks cost one look at the space per this gap and replica. */
const publishCheckGapMs = 2_000
let publishCheckQueued: Promise<PublishCheck> | undefined
let publishCheckRunning: Promise<unknown> | undefined
let publishCheckStartedAt = 0
/** The surrogate keys of the webhooks waiting for the next check. */
let pendingPurge = new Set<string>()

export type PublishCheck = { cv: number; changed: boolean }

/**
 * A publish webhook's check of the space's cache version. It joins the next check that starts
 * after the call (so it sees the publish that sent it); checks start at least a gap apart. Only
 * a version that moved drops the content cache, is announced to the other replicas and purges
 * the CDN's pages under the `keys` of every webhook the check answers: an unchanged one (a
 * replay) costs nothing.
 */
export function checkPublishedVersion(keys: readonly string[] = []): Promise<PublishCheck> {
  for (const key of keys) pendingPurge.add(key)
  if (publishCheckQueued) return publishCheckQueued
  const queued = (publishCheckRunning ?? Promise.resolve())
    .catch(() => undefined)
    .then(async (): Promise<PublishCheck> => {
      const wait = publishCheckStartedAt + publishCheckGapMs - Date.now()
      if (wait > 0) await new Promise((done) => setTimeout(done, wait))
      publishCheckQueued = undefined
      const purge = [...pendingPurge]
      pendingPurge = new Set()
      publishCheckStartedAt = Date.now()
      const before = cacheVersion
      const running = refreshCacheVersion()
      publishCheckRunning = running
      try {
        const cv = await running
        const changed = cv !== before
        if (changed) await announcePublish(cv, purge)
        return { cv, changed }
      } finally {
        if (publishCheckRunning === running) publishCheckRunning = undefined
      }
    })
  publishCheckQueued = queued
  return queued
}

function startCacheVersionRefresh() {
  if (cvTimer) return
  const every = env().STORYBLOK_CV_REFRESH_SECONDS * 1000
  cvTimer = setInterval(() => {
    refreshCacheVersion().catch((error: unknown) =>
      logEvent('warn', 'content-cv-refresh-failed', { err: String(error) }),
    )
  }, every)
  cvTimer.unref()
}

async function currentCacheVersion(): Promise<number> {
  if (cacheVersion === 0) {
    await cached('content:cv', { freshMs: 5_000, staleMs: 0 }, refreshCacheVersion, {
      shared: false,
    })
  }
  return cacheVersion
}

export type StoryRequest = {
  channel: Channel
  locale: Locale
  /** Slug below the market folder, e.g. `home` or `magazin/tipps`. */
  slug: string
  resolveRelations?: readonly string[]
  /** Story multilinks get the linked story beside them (`resolve_links`). */
  resolveLinks?: 'story' | 'url'
  /** Draft content (verified preview only): never cached. */
  draft?: boolean
}

export function storyPath(channel: Channel, locale: Locale, slug: string): string {
  return `${channel}/${contentLocaleOf(locale).toLowerCase()}/${slug}`
}

/**
 * The story for a market and slug, or null when the content system has none.
 * Published stories are cached with stale-while-revalidate; errors are never cached.
 */
export async function getStory(request: StoryRequest): Promise<Story | null> {
  const sb = contentClient()
  if (!sb) return null
  const fullSlug = storyPath(request.channel, request.locale, request.slug)
  const language = contentLanguageOf(request.locale)
  const relations = request.resolveRelations?.join(',')
  const params = {
    version: request.draft ? ('draft' as const) : ('published' as const),
    language,
    ...(relations ? { resolve_relations: relations } : {}),
    ...(request.resolveLinks ? { resolve_links: request.resolveLinks } : {}),
    ...(request.draft ? { token: env().STORYBLOK_PREVIEW_TOKEN } : {}),
  }
  const load = async (): Promise<Story | null> => {
    try {
      const response = await sb.get(`cdn/stories/${fullSlug}`, {
        ...params,
        cv: request.draft ? Date.now() : await currentCacheVersion(),
      })
      return StoryAnswerSchema.parse(response.data).story as Story
    } catch (error) {
      if (statusOf(error) === 404) return null
      throw error
    }
  }
  if (request.draft) return load()
  const cv = await currentCacheVersion()
  return cached(
    `content:story:${fullSlug}:${language}:${relations ?? ''}:${request.resolveLinks ?? ''}:${cv}`,
    CachePresets.content,
    load,
  )
}

/** Every published story slug of the space, refreshed with the cache version. */
export async function getPublishedSlugs(): Promise<Set<string>> {
  const sb = contentClient()
  if (!sb) return new Set()
  const cv = await currentCacheVersion()
  return cached(`content:links:${cv}`, CachePresets.content, async () => {
    const response = await sb.get('cdn/links', { per_page: 1000, cv } as never)
    const links = LinksAnswerSchema.parse(response.data).links
    return new Set(
      Object.values(links)
        .filter((link) => !link.is_folder)
        .map((link) => String(link.slug)),
    )
  })
}

const StoriesAnswerSchema = z.array(StorySchema)

/** What the sitemap and llms.txt need of a story: everything but its blocks. */
export type StoryMeta = Story
const blockFields = ['body', 'teaser', 'uspTeaser', 'calculator'].join(',')

/**
 * Every published story of a market folder without its blocks (`excluding_fields`), page
 * by page at the content client's page size (25), cached per cache version.
 */
export async function getStoriesOf(channel: Channel, locale: Locale): Promise<StoryMeta[]> {
  const sb = contentClient()
  if (!sb) return []
  const cv = await currentCacheVersion()
  const folder = `${channel}/${contentLocaleOf(locale).toLowerCase()}/`
  const language = contentLanguageOf(locale)
  return cached(`content:stories:${folder}:${language}:${cv}`, CachePresets.content, async () => {
    const stories = await sb.getAll(
      'cdn/stories',
      {
        starts_with: folder,
        version: 'published',
        language,
        excluding_fields: blockFields,
        per_page: contentClientLimits.perPage,
        cv,
      } as never,
      'stories',
    )
    return StoriesAnswerSchema.parse(stories) as StoryMeta[]
  })
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}
