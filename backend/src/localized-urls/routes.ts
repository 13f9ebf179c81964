import { LocalizedUrlsQuery } from '../../../contracts/shop-extras'
import { parseInput } from '../basket/input'
import { extrasMessage } from '../basket/messages'
import { HttpError, json } from '../http/reply'
import { requireMarket } from '../market/guard'
import { locales, type Channel, type Locale } from '../market/markets'
import type { BackendApp, BackendModule } from '../app'
import type { ContentSnapshot, StoryRecord } from '../content/store'
import type { Router } from '../http/router'

/** Published content changes rarely; shared caches may keep the answer briefly. */
const CACHEABLE = { 'cache-control': 'public, max-age=60' }

/**
 * The locales the content layer serves (shop-core §3); the others read their fallback's stories.
 */
const CONTENT_LOCALES: readonly Locale[] = [
  'de-CH',
  'de-DE',
  'de-LI',
  'en-GB',
  'en-US',
  'es-ES',
  'fr-BE',
  'fr-FR',
  'it-IT',
  'nl-NL',
]
const FALLBACKS: Partial<Record<Locale, Locale>> = {
  'de-AT': 'de-DE',
  'de-CH': 'de-DE',
  'de-LI': 'de-DE',
  'de-LU': 'de-DE',
  'de-IT': 'de-DE',
  'en-US': 'en-GB',
  'fr-BE': 'fr-FR',
  'fr-CH': 'fr-FR',
  'fr-LU': 'fr-FR',
  'it-CH': 'it-IT',
  'nl-BE': 'nl-NL',
}
/** Stories of a market folder that are not pages. */
const NON_PAGES = new Set(['global-config', 'error'])

/** The story folder a locale reads (`de-AT` → `de-de`). */
export function contentFolderOf(locale: Locale): string {
  const chosen = CONTENT_LOCALES.includes(locale) ? locale : FALLBACKS[locale]!
  return chosen.toLowerCase()
}

function isPage(record: StoryRecord | undefined): record is StoryRecord {
  if (!record || !record.published) return false
  const content = record.raw.content as { component?: unknown } | undefined
  return (
    content?.component === 'page' && !NON_PAGES.has(record.fullSlug.split('/').slice(2).join('/'))
  )
}

/** `cards/fr-fr/calendrier-photo` → folder and slug, when it is a story of the channel. */
function split(fullSlug: string, channel: Channel): { folder: string; slug: string } | undefined {
  const [head, folder, ...rest] = fullSlug.split('/')
  return head === channel && folder && rest.length > 0
    ? { folder, slug: rest.join('/') }
    : undefined
}

/**
 * Every published version of a page per story folder: the stories of its translation group
 * (`group_id`) and its `alternates`, on the same channel.
 */
export function versionsOf(
  snapshot: ContentSnapshot,
  record: StoryRecord,
  channel: Channel,
): Map<string, string> {
  const versions = new Map<string, string>()
  const add = (candidate: StoryRecord | undefined) => {
    if (!isPage(candidate)) return
    const parts = split(candidate.fullSlug, channel)
    if (parts && !versions.has(parts.folder)) versions.set(parts.folder, parts.slug)
  }
  add(record)
  const group = record.raw.group_id
  if (typeof group === 'string' && group !== '') {
    for (const story of snapshot.stories) if (story.raw.group_id === group) add(story)
  }
  const alternates = Array.isArray(record.raw.alternates) ? record.raw.alternates : []
  for (const alternate of alternates as { full_slug?: unknown; published?: unknown }[]) {
    if (alternate.published === false || typeof alternate.full_slug !== 'string') continue
    add(snapshot.bySlug.get(alternate.full_slug.replace(/^\/+|\/+$/g, '')))
  }
  return versions
}

/**
 * `GET /web-api/localized-urls?path=/fotokalender`: the same page in every market
 * locale of the channel — its path per locale, for the locales whose story folder has a
 * published version of it — from the content stories' translation groups and alternates.
 * A path that is no published page is a 404 (the market switcher then goes to the home page).
 */
export function registerLocalizedUrlRoutes(router: Router, app: BackendApp): void {
  router.get('/web-api/localized-urls', (ctx) => {
    const market = requireMarket(ctx)
    const { path } = parseInput(LocalizedUrlsQuery, ctx.query, market)
    const slug = path.replace(/^\/+|\/+$/g, '') || 'home'
    const snapshot = app.content.snapshot()
    const record = snapshot.bySlug.get(
      `${market.channel}/${contentFolderOf(market.locale)}/${slug}`,
    )
    if (!isPage(record))
      throw new HttpError(404, extrasMessage(market.language, 'noPage'), {
        path: [extrasMessage(market.language, 'noPage')],
      })
    const versions = versionsOf(snapshot, record, market.channel)
    const urls = locales.flatMap((locale) => {
      const found = versions.get(contentFolderOf(locale))
      return found === undefined ? [] : [{ locale, path: found === 'home' ? '/' : `/${found}` }]
    })
    return json(200, { payload: { path: slug === 'home' ? '/' : `/${slug}`, urls } }, CACHEABLE)
  })
}

export const localizedUrlsModule: BackendModule = {
  name: 'localized-urls',
  register: registerLocalizedUrlRoutes,
}
