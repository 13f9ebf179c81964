import type { ContentSnapshot, StoryRecord } from './store'

export type Version = 'published' | 'draft'

/** How the request wants stories shaped. */
export interface Presentation {
  version: Version
  /** A field-level translation language (`language=`), or undefined for the default. */
  language?: string
  fallbackLanguage?: string
  /** Root content fields to leave out (`excluding_fields=`). */
  excludingFields: ReadonlySet<string>
}

const I18N_MARK = '__i18n__'

function isTranslation(value: unknown): boolean {
  return value !== undefined && value !== null && value !== ''
}

/**
 * Applies field-level translations: `{field}__i18n__{lang}` replaces `{field}` when it has
 * a value (empty means "not translated", as in Storyblok's export), falling back to
 * `fallback` and then to the default. All `__i18n__` fields are stripped. Returns a copy.
 */
export function localise(value: unknown, language?: string, fallback?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => localise(item, language, fallback))
  if (value === null || typeof value !== 'object') return value
  const source = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(source)) {
    if (key.includes(I18N_MARK)) continue
    let chosen = child
    if (language) {
      const translated = source[`${key}${I18N_MARK}${language}`]
      const fallen = fallback ? source[`${key}${I18N_MARK}${fallback}`] : undefined
      if (isTranslation(translated)) chosen = translated
      else if (isTranslation(fallen)) chosen = fallen
    }
    out[key] = localise(chosen, language, fallback)
  }
  return out
}

/** Whether the story may be served in this version. */
export function isVisible(record: StoryRecord, version: Version): boolean {
  return version === 'draft' || record.published
}

/** The story as the Content Delivery API answers it (without relations resolved). */
export function presentStory(
  record: StoryRecord,
  snapshot: ContentSnapshot,
  presentation: Presentation,
): Record<string, unknown> {
  const { draft, ...stored } = record.raw
  const source = presentation.version === 'draft' && draft ? draft : stored.content
  const content = localise(source, presentation.language, presentation.fallbackLanguage) as Record<
    string,
    unknown
  >
  for (const field of presentation.excludingFields) {
    if (field !== 'component' && field !== '_uid') delete content[field]
  }
  const slugParts = record.fullSlug.split('/')
  const folder = snapshot.folderBySlug.get(slugParts.slice(0, -1).join('/'))
  const storedParent = stored.parent_id
  const language =
    presentation.language && snapshot.languageCodes.includes(presentation.language)
      ? presentation.language
      : 'default'
  return {
    name: slugParts[slugParts.length - 1],
    created_at: null,
    published_at: null,
    first_published_at: null,
    sort_by_date: null,
    tag_list: [],
    is_startpage: false,
    position: 0,
    group_id: record.uuid,
    release_id: null,
    path: null,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
    ...stored,
    id: record.id,
    uuid: record.uuid,
    slug:
      typeof stored.slug === 'string' && stored.slug
        ? stored.slug
        : slugParts[slugParts.length - 1],
    full_slug: record.fullSlug,
    parent_id:
      typeof storedParent === 'number' && storedParent > 0 ? storedParent : (folder?.id ?? 0),
    lang: language,
    content,
  }
}

/** Parses `component.field` pairs from `resolve_relations`. */
export function parseRelationSpecs(value: string | null): Set<string> {
  const specs = new Set<string>()
  for (const part of (value ?? '').split(',')) {
    const spec = part.trim()
    if (/^[^.\s]+\.[^.\s]+$/.test(spec)) specs.add(spec)
  }
  return specs
}

function isBlock(
  value: Record<string, unknown>,
): value is Record<string, unknown> & { component: string } {
  return typeof value.component === 'string'
}

/**
 * Replaces story uuids in the fields named by `specs` (`component.field`) with the stories
 * `lookup` returns, walking the whole content tree but not into inserted stories.
 * Unknown uuids stay as they are (as in Storyblok). Returns the uuids resolved, in order.
 */
export function resolveRelations(
  content: unknown,
  specs: ReadonlySet<string>,
  lookup: (uuid: string) => Record<string, unknown> | undefined,
): string[] {
  const resolved: string[] = []
  if (specs.size === 0) return resolved
  const inserted = new WeakSet<object>()
  const replace = (uuid: unknown): unknown => {
    if (typeof uuid !== 'string') return uuid
    const story = lookup(uuid)
    if (!story) return uuid
    if (!resolved.includes(uuid)) resolved.push(uuid)
    inserted.add(story)
    return story
  }
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item)
      return
    }
    if (node === null || typeof node !== 'object' || inserted.has(node)) return
    const record = node as Record<string, unknown>
    if (isBlock(record)) {
      for (const key of Object.keys(record)) {
        if (!specs.has(`${record.component}.${key}`)) continue
        const value = record[key]
        record[key] = Array.isArray(value) ? value.map(replace) : replace(value)
      }
    }
    for (const child of Object.values(record)) walk(child)
  }
  walk(content)
  return resolved
}

/** Uuids of stories that multilink fields point to (`linktype: "story"`, `id`). */
export function collectStoryLinks(content: unknown): string[] {
  const uuids: string[] = []
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item)
      return
    }
    if (node === null || typeof node !== 'object') return
    const record = node as Record<string, unknown>
    if (
      record.linktype === 'story' &&
      typeof record.id === 'string' &&
      record.id &&
      !uuids.includes(record.id)
    ) {
      uuids.push(record.id)
    }
    for (const child of Object.values(record)) walk(child)
  }
  walk(content)
  return uuids
}
