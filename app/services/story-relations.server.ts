import { pathOfSlug, storySlugOf } from '~/domain/seo'
import {
  RelatedStory,
  ResolvedStoryLink,
  relationFields,
  type LinkedStoryUrl,
} from '../../contracts/content-relations'
import type { Channel } from '~/domain/market'

/**
 * Stories that reference other stories: the content client resolves the relation
 * fields and story links (`resolve_relations`, `resolve_links`, and `by_uuids` in batches of
 * 50 beyond that); here a resolved story becomes the small card a page renders, so a page's
 * data never carries whole related stories to the browser.
 */

/** A related story as a tile: where it is, its title and its teaser image. */
export type RelatedCard = {
  link: { linktype: 'url' | 'shop'; url: string; channel?: Channel }
  title: string
  image?: { filename: string; alt?: string }
}

/** The relations the error story and the global config ask the content client to resolve. */
export const errorStoryRelations = {
  resolveRelations: [relationFields.relatedPages],
  resolveLinks: 'url',
} as const
export const globalConfigRelations = { resolveRelations: [relationFields.flyoutFeatured] } as const

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** The path of a story in its channel, as a content link (`shop` when it is the other channel's). */
function linkOfFullSlug(fullSlug: string, channel?: Channel): RelatedCard['link'] | undefined {
  const target = storySlugOf(fullSlug)
  if (!target) return undefined
  const url = pathOfSlug(target.slug, target.channel)
  return channel && channel !== target.channel
    ? { linktype: 'shop', url, channel: target.channel }
    : { linktype: 'url', url }
}

/** A resolved related story as a card; undefined for an unresolved uuid or a malformed story. */
export function relatedCardOf(value: unknown, channel?: Channel): RelatedCard | undefined {
  const parsed = RelatedStory.safeParse(value)
  if (!parsed.success) return undefined
  const story = parsed.data
  const link = linkOfFullSlug(story.full_slug, channel)
  if (!link) return undefined
  const hero = story.content.teaser?.[0] as { headline?: unknown } | undefined
  const title =
    text(hero?.headline) ??
    text((story.content as { headline?: unknown }).headline) ??
    text(story.content.title) ??
    story.name
  // the hero's image, else the page's first open-graph image
  const ogImage = (story.content as { ogImages?: unknown }).ogImages
  const image =
    story.content.teaser?.[0]?.image ??
    (Array.isArray(ogImage) ? (ogImage[0] as { filename?: unknown; alt?: unknown }) : undefined)
  const filename = text(image?.filename)
  const alt = text(image?.alt)
  return {
    link,
    title,
    ...(filename ? { image: { filename, ...(alt ? { alt } : {}) } } : {}),
  }
}

/** A story multilink with its linked story resolved: a link to the story's current path. */
function resolvedLinkOf(value: unknown): RelatedCard['link'] | undefined {
  const parsed = ResolvedStoryLink.safeParse(value)
  if (!parsed.success) return undefined
  const story = parsed.data.story as LinkedStoryUrl | RelatedStory | undefined
  const fullSlug = story?.full_slug ?? parsed.data.cached_url
  return fullSlug ? linkOfFullSlug(fullSlug) : undefined
}

const compacted = new WeakMap<object, unknown>()

/**
 * The content with its resolved relations as cards: `related-pages.stories` become cards,
 * unresolved ones are left out, and a resolved `moreLink` becomes a link to the story's
 * path. Computed once per (cached) content object.
 */
export function withRelationCards<T>(content: T, channel?: Channel): T {
  if (!content || typeof content !== 'object') return content
  const known = compacted.get(content)
  if (known) return known as T
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (!node || typeof node !== 'object') return node
    const record = node as Record<string, unknown>
    if (record.component === 'related-pages') {
      const stories = Array.isArray(record.stories) ? record.stories : []
      const moreLink = resolvedLinkOf(record.moreLink)
      return {
        ...record,
        stories: stories
          .map((story) => relatedCardOf(story, channel))
          .filter((card) => card !== undefined),
        moreLink: moreLink ?? null,
      }
    }
    return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, walk(value)]))
  }
  const result = walk(content)
  compacted.set(content, result)
  return result as T
}
