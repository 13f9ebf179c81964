import { cdnError, json, type Reply } from '../http/reply'
import {
  collectStoryLinks,
  isVisible,
  parseRelationSpecs,
  presentStory,
  resolveRelations,
  type Presentation,
  type Version,
} from './present'
import { type ContentSnapshot, type StoryRecord, type ContentStore } from './store'
import type { RequestContext, Router } from '../http/router'

export interface CdnOptions {
  store: ContentStore
  publicToken: string
  previewToken: string
  space: { id: number; name: string; domain: string }
}

const NOT_FOUND = 'This record could not be found'
/** Storyblok answers at most this many related stories inline, the rest as uuids. */
const INLINE_RELATIONS_LIMIT = 50
const DEFAULT_PER_PAGE = 25
const MAX_PER_PAGE = 100
const MAX_LINKS_PER_PAGE = 1000

function headers(extra: Record<string, string> = {}): Record<string, string> {
  return { 'cache-control': 'max-age=0', 'access-control-allow-origin': '*', ...extra }
}

function fail(status: number, message: string): Reply {
  const reply = cdnError(status, message)
  return { ...reply, headers: { ...reply.headers, ...headers() } }
}

function list(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}

function wildcard(pattern: string): RegExp {
  const escaped = pattern
    .replace(/^\/+/, '')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
  return new RegExp(`^${escaped}$`)
}

function startsWith(fullSlug: string, prefix: string): boolean {
  const clean = prefix.replace(/^\/+/, '').replace(/\*+$/, '')
  return fullSlug.startsWith(clean)
}

type Access = { ok: true; version: Version } | { ok: false; reply: Reply }

/** The public token reads published content only; the preview token may read drafts. */
function authorise(ctx: RequestContext, options: CdnOptions): Access {
  const token = ctx.query.get('token')
  const version: Version = ctx.query.get('version') === 'draft' ? 'draft' : 'published'
  const known = token === options.publicToken || token === options.previewToken
  if (!token || !known || (version === 'draft' && token !== options.previewToken)) {
    return { ok: false, reply: fail(401, 'Unauthorized') }
  }
  return { ok: true, version }
}

function presentationFor(ctx: RequestContext, version: Version): Presentation {
  const language = ctx.query.get('language') ?? undefined
  return {
    version,
    language: language && language !== 'default' ? language : undefined,
    fallbackLanguage: ctx.query.get('fallback_lang') ?? undefined,
    excludingFields: new Set(list(ctx.query.get('excluding_fields'))),
  }
}

/**
 * Shapes stories for one answer: resolves `resolve_relations` in place (and lists them in
 * `rels`, or `rel_uuids` beyond 50 as Storyblok does) and collects `resolve_links`.
 */
function answer(
  ctx: RequestContext,
  snapshot: ContentSnapshot,
  records: StoryRecord[],
  presentation: Presentation,
) {
  const presented = new Map<string, Record<string, unknown>>()
  const present = (record: StoryRecord) => {
    let story = presented.get(record.uuid)
    if (!story) {
      story = presentStory(record, snapshot, presentation)
      presented.set(record.uuid, story)
    }
    return story
  }
  const findVisible = (uuid: string) => {
    const record = snapshot.byUuid.get(uuid)
    return record && isVisible(record, presentation.version) ? record : undefined
  }

  // Stories of the answer are presented separately from related ones, so a story that is
  // both in the list and related to another is not mutated twice.
  const stories = records.map((record) => presentStory(record, snapshot, presentation))

  const specs = parseRelationSpecs(ctx.query.get('resolve_relations'))
  const relUuids: string[] = []
  for (const story of stories) {
    for (const uuid of resolveRelations(story.content, specs, (u) => {
      const record = findVisible(u)
      return record ? present(record) : undefined
    })) {
      if (!relUuids.includes(uuid)) relUuids.push(uuid)
    }
  }

  const linkMode = ctx.query.get('resolve_links')
  const linkUuids: string[] = []
  if (linkMode === 'story' || linkMode === 'url' || linkMode === 'link' || linkMode === '1') {
    for (const story of stories) {
      for (const uuid of collectStoryLinks(story.content)) {
        if (!linkUuids.includes(uuid) && findVisible(uuid)) linkUuids.push(uuid)
      }
    }
  }
  const linkEntry = (uuid: string) => {
    const record = findVisible(uuid)!
    const story = present(record)
    if (linkMode === 'url') {
      return {
        name: story.name,
        id: record.id,
        uuid: record.uuid,
        slug: story.slug,
        url: record.fullSlug,
        full_slug: record.fullSlug,
      }
    }
    return story
  }

  const extra: Record<string, unknown> = {}
  let rels: unknown[] = relUuids.map((uuid) => present(findVisible(uuid)!))
  if (relUuids.length > INLINE_RELATIONS_LIMIT) {
    extra.rel_uuids = relUuids
    rels = []
  }
  let links: unknown[] = linkUuids.map(linkEntry)
  if (linkUuids.length > INLINE_RELATIONS_LIMIT) {
    extra.link_uuids = linkUuids
    links = []
  }
  return { stories, rels, links, extra }
}

function findStory(
  ctx: RequestContext,
  snapshot: ContentSnapshot,
  identifier: string,
): StoryRecord | undefined {
  if (ctx.query.get('find_by') === 'uuid') return snapshot.byUuid.get(identifier)
  if (/^\d+$/.test(identifier)) return snapshot.byId.get(Number(identifier))
  return snapshot.bySlug.get(identifier.replace(/\/+$/, ''))
}

function sortStories(
  records: StoryRecord[],
  sortBy: string | null,
  snapshot: ContentSnapshot,
  presentation: Presentation,
): StoryRecord[] {
  const sorted = [...records]
  if (!sortBy) return sorted // already sorted by full slug
  const [field = '', direction = 'asc', type = 'string'] = sortBy.split(':')
  const factor = direction === 'desc' ? -1 : 1
  const valueOf = (record: StoryRecord): unknown => {
    const story = presentStory(record, snapshot, presentation)
    if (field.startsWith('content.'))
      return (story.content as Record<string, unknown>)[field.slice('content.'.length)]
    return story[field]
  }
  const keyed = sorted.map((record) => ({ record, value: valueOf(record) }))
  keyed.sort((a, b) => {
    const [x, y] = [a.value, b.value]
    if (x === y) return a.record.fullSlug < b.record.fullSlug ? -1 : 1
    if (x === undefined || x === null) return 1
    if (y === undefined || y === null) return -1
    if (type === 'int' || type === 'float' || (typeof x === 'number' && typeof y === 'number'))
      return (Number(x) - Number(y)) * factor
    return String(x).localeCompare(String(y)) * factor
  })
  return keyed.map((entry) => entry.record)
}

function filterStories(
  ctx: RequestContext,
  snapshot: ContentSnapshot,
  version: Version,
): StoryRecord[] {
  const query = ctx.query
  let records = snapshot.stories.filter((record) => isVisible(record, version))
  const prefix = query.get('starts_with')
  if (prefix) records = records.filter((record) => startsWith(record.fullSlug, prefix))
  const bySlugs = list(query.get('by_slugs')).map(wildcard)
  if (bySlugs.length > 0)
    records = records.filter((record) => bySlugs.some((re) => re.test(record.fullSlug)))
  const excluding = list(query.get('excluding_slugs')).map(wildcard)
  if (excluding.length > 0)
    records = records.filter((record) => !excluding.some((re) => re.test(record.fullSlug)))
  const orderedUuids = list(query.get('by_uuids_ordered'))
  const uuids = orderedUuids.length > 0 ? orderedUuids : list(query.get('by_uuids'))
  if (uuids.length > 0) {
    const wanted = new Set(uuids)
    records = records.filter((record) => wanted.has(record.uuid))
    if (orderedUuids.length > 0)
      records.sort((a, b) => orderedUuids.indexOf(a.uuid) - orderedUuids.indexOf(b.uuid))
  }
  const ids = list(query.get('by_ids')).map(Number)
  if (ids.length > 0) records = records.filter((record) => ids.includes(record.id))
  const tags = list(query.get('with_tag'))
  if (tags.length > 0) {
    records = records.filter((record) => {
      const tagList = record.raw.tag_list
      return Array.isArray(tagList) && tagList.some((tag) => tags.includes(String(tag)))
    })
  }
  const startpage = query.get('is_startpage')
  if (startpage === '1' || startpage === 'true')
    records = records.filter((record) => record.raw.is_startpage === true)
  if (startpage === '0' || startpage === 'false')
    records = records.filter((record) => record.raw.is_startpage !== true)
  return records
}

/** Storyblok's Content Delivery API v2, read-only, from story files. */
export function registerContentRoutes(router: Router, options: CdnOptions): void {
  router.get('/v2/cdn/spaces/me', (ctx) => {
    const access = authorise(ctx, options)
    if (!access.ok) return access.reply
    const snapshot = options.store.snapshot()
    return json(
      200,
      {
        space: {
          id: options.space.id,
          name: options.space.name,
          domain: options.space.domain,
          version: snapshot.cv,
          language_codes: snapshot.languageCodes,
        },
      },
      headers(),
    )
  })

  router.get('/v2/cdn/stories', (ctx) => {
    const access = authorise(ctx, options)
    if (!access.ok) return access.reply
    const snapshot = options.store.snapshot()
    const presentation = presentationFor(ctx, access.version)
    const perPage = Math.min(positiveInt(ctx.query.get('per_page'), DEFAULT_PER_PAGE), MAX_PER_PAGE)
    const page = positiveInt(ctx.query.get('page'), 1)
    let records = filterStories(ctx, snapshot, access.version)
    if (!ctx.query.get('by_uuids_ordered'))
      records = sortStories(records, ctx.query.get('sort_by'), snapshot, presentation)
    const total = records.length
    const pageRecords = records.slice((page - 1) * perPage, page * perPage)
    const { stories, rels, links, extra } = answer(ctx, snapshot, pageRecords, presentation)
    return json(
      200,
      { stories, cv: snapshot.cv, rels, links, ...extra },
      headers({ total: String(total), 'per-page': String(perPage) }),
    )
  })

  router.get('/v2/cdn/stories/*identifier', (ctx) => {
    const access = authorise(ctx, options)
    if (!access.ok) return access.reply
    const snapshot = options.store.snapshot()
    const record = findStory(ctx, snapshot, ctx.params.identifier!)
    if (!record || !isVisible(record, access.version)) return fail(404, NOT_FOUND)
    const presentation = presentationFor(ctx, access.version)
    const { stories, rels, links, extra } = answer(ctx, snapshot, [record], presentation)
    return json(200, { story: stories[0], cv: snapshot.cv, rels, links, ...extra }, headers())
  })

  router.get('/v2/cdn/links', (ctx) => {
    const access = authorise(ctx, options)
    if (!access.ok) return access.reply
    const snapshot = options.store.snapshot()
    const prefix = ctx.query.get('starts_with')
    const entries: Record<string, unknown>[] = []
    for (const folder of snapshot.folders) {
      if (prefix && !startsWith(folder.fullSlug, prefix)) continue
      entries.push({
        id: folder.id,
        uuid: folder.uuid,
        slug: folder.fullSlug,
        full_slug: folder.fullSlug,
        path: null,
        real_path: `/${folder.fullSlug}`,
        name: folder.name,
        published: true,
        parent_id: folder.parentId,
        is_folder: true,
        is_startpage: false,
        position: 0,
        alternates: [],
      })
    }
    for (const record of snapshot.stories) {
      if (!isVisible(record, access.version)) continue
      if (prefix && !startsWith(record.fullSlug, prefix)) continue
      const story = presentStory(record, snapshot, {
        version: access.version,
        excludingFields: new Set(),
      })
      const translated = Array.isArray(record.raw.translated_slugs)
        ? (record.raw.translated_slugs as Record<string, unknown>[])
        : []
      entries.push({
        id: record.id,
        uuid: record.uuid,
        slug: record.fullSlug,
        full_slug: record.fullSlug,
        path: story.path ?? null,
        real_path: `/${record.fullSlug}`,
        name: story.name,
        published: record.published,
        parent_id: story.parent_id,
        is_folder: false,
        is_startpage: story.is_startpage === true,
        position: typeof story.position === 'number' ? story.position : 0,
        alternates: translated.map((t) => ({
          path: t.path ?? null,
          name: t.name ?? null,
          lang: t.lang ?? null,
          published: t.published ?? record.published,
          translated_slug: typeof t.path === 'string' ? t.path.split('/').pop() : null,
        })),
      })
    }
    entries.sort((a, b) => (String(a.slug) < String(b.slug) ? -1 : 1))
    let shown = entries
    const extraHeaders: Record<string, string> = {}
    if (ctx.query.get('paginated') === '1') {
      const perPage = Math.min(
        positiveInt(ctx.query.get('per_page'), DEFAULT_PER_PAGE),
        MAX_LINKS_PER_PAGE,
      )
      const page = positiveInt(ctx.query.get('page'), 1)
      shown = entries.slice((page - 1) * perPage, page * perPage)
      extraHeaders.total = String(entries.length)
      extraHeaders['per-page'] = String(perPage)
    }
    const links: Record<string, unknown> = {}
    for (const entry of shown) links[String(entry.uuid)] = entry
    return json(200, { links, cv: snapshot.cv }, headers(extraHeaders))
  })
}
