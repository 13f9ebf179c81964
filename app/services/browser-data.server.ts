/**
 * Trimming CMS data before it goes into a document's route data: the browser gets
 * what components render and hydrate, not the CMS's bookkeeping.
 */

/** Storyblok's asset metadata; components read `filename` and `alt` only. */
const assetMetadataKeys = new Set([
  'id',
  'name',
  'focus',
  'title',
  'source',
  'copyright',
  'meta_data',
  'is_external_url',
  'fieldtype',
])
/** Bookkeeping of the global config's blocks: its components never branch on the block type. */
const editorKeys = new Set(['component', 'storyblokTitle', 'fieldtype'])

type Options = {
  /**
   * Drop `component`/`storyblokTitle`, empty texts, false switches and nulls (the chrome reads them
   * as absent).
   */
  chrome?: boolean
}

/**
 * A copy without asset metadata, a link's `id`, `fieldtype` and its `cached_url` when it
 * repeats its `url` (links resolve `url || cached_url`); with `chrome`, also without
 * block types, editor titles, empty texts and false switches.
 */
export function compactCmsData(value: unknown, options: Options = {}): unknown {
  if (Array.isArray(value)) return value.map((entry) => compactCmsData(entry, options))
  if (!value || typeof value !== 'object') return value
  const source = value as Record<string, unknown>
  const isAsset = 'filename' in source && source.fieldtype !== 'multilink'
  const isLink = 'linktype' in source || source.fieldtype === 'multilink'
  const result: Record<string, unknown> = {}
  for (const [name, entry] of Object.entries(source)) {
    if (isAsset && assetMetadataKeys.has(name)) continue
    if (
      isLink &&
      (name === 'id' || name === 'fieldtype' || (name === 'cached_url' && entry === source.url))
    )
      continue
    if (
      options.chrome &&
      (editorKeys.has(name) || entry === '' || entry === false || entry === null)
    )
      continue
    result[name] = compactCmsData(entry, options)
  }
  return result
}

const compactStories = new WeakMap<object, unknown>()

/** `compactCmsData` of a (cached) story's content, computed once per content object. */
export function compactStoryContent<T extends object>(content: T): T {
  const known = compactStories.get(content)
  if (known) return known as T
  const compacted = compactCmsData(content) as T
  compactStories.set(content, compacted)
  return compacted
}
