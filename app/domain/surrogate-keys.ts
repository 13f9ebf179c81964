/**
 * Surrogate keys: the names under which the CDN files a stored page, so a publish purges the
 * pages that rendered the changed story and nothing else. A page carries the key of its market
 * folder (its chrome comes from the folder's global config), of the story path it asked for and
 * of every story it rendered (its own, resolved related stories). Keys are lower-case words of
 * `[a-z0-9:/_-]` only, so a list of them can go into a proxy's ban expression unescaped.
 */
import { contentLocaleOf, type Channel, type Locale } from './market'
import { nonPageSlugs, storySlugOf } from './seo'

/** The response header pages carry their keys in, and purge requests name keys in. */
export const surrogateKeyHeader = 'Surrogate-Key'

/** Every page of the shop: what an unidentified publish purges. */
export const siteKey = 'site'

const keyPattern = /^[a-z0-9:/_-]{1,200}$/

/** Whether `key` is a surrogate key the proxies accept. */
export function isSurrogateKey(key: string): boolean {
  return keyPattern.test(key)
}

/** The market folder a page's chrome (global config, error story) comes from. */
export function folderKey(channel: Channel, locale: Locale): string {
  return `f:${channel}/${contentLocaleOf(locale).toLowerCase()}`
}

/** A story, by id: the pages that rendered it, as page or as related story. */
export function storyKey(id: number): string {
  return `s:${id}`
}

/** A story path (`cards/de-de/faq`): also its 404 page, until a story is published there. */
export function pathKey(fullSlug: string): string | undefined {
  const key = `p:${fullSlug.toLowerCase().replace(/^\/+|\/+$/g, '')}`
  return isSurrogateKey(key) ? key : undefined
}

/**
 * The ids of the stories a story's content embeds: resolved relations (`related-pages`,
 * featured stories) and resolved story links. Anything shaped like a story counts.
 */
export function storyIdsIn(content: unknown): number[] {
  const ids = new Set<number>()
  const walk = (node: unknown, depth: number) => {
    if (depth > 40 || !node || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const item of node) walk(item, depth + 1)
      return
    }
    const record = node as Record<string, unknown>
    if (
      typeof record.id === 'number' &&
      Number.isInteger(record.id) &&
      record.id > 0 &&
      typeof record.uuid === 'string' &&
      typeof record.full_slug === 'string'
    )
      ids.add(record.id)
    for (const value of Object.values(record)) walk(value, depth + 1)
  }
  walk(content, 0)
  return [...ids]
}

/** The keys of one answer, joined for the header (duplicates and invalid keys left out). */
export function surrogateKeyValue(keys: Iterable<string | undefined>): string {
  const valid = new Set<string>()
  for (const key of keys) if (key && isSurrogateKey(key)) valid.add(key)
  return [...valid].join(' ')
}

/** The keys in one or more header values (space-separated), in order, each once. */
export function surrogateKeysOf(...values: (string | null | undefined)[]): string[] {
  return surrogateKeyValue(values.flatMap((value) => (value ?? '').split(/\s+/)))
    .split(' ')
    .filter(Boolean)
}

export type PublishedStory = {
  action?: string | undefined
  storyId?: number | string | undefined
  fullSlug?: string | undefined
}

/**
 * What a publish webhook purges. A global story of a folder (global config, error story) is
 * on every page of the folder; any other story on its own page (path and id) and on the pages
 * that relate to it (id). A webhook that names no story purges the whole site.
 */
export function keysOfPublish({ storyId, fullSlug }: PublishedStory): string[] {
  const slug = fullSlug ? storySlugOf(fullSlug) : undefined
  if (slug && (nonPageSlugs as readonly string[]).includes(slug.slug))
    return [`f:${slug.channel}/${slug.contentLocale.toLowerCase()}`]
  const id = typeof storyId === 'string' && /^\d{1,15}$/.test(storyId) ? Number(storyId) : storyId
  const keys = [
    typeof id === 'number' && Number.isInteger(id) && id > 0 ? storyKey(id) : undefined,
    slug && fullSlug ? pathKey(fullSlug) : undefined,
  ].filter((key): key is string => key !== undefined)
  return keys.length > 0 ? keys : [siteKey]
}
