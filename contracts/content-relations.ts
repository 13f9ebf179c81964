/**
 * Stories that reference other stories (shop-core §7 "Content calls", §9).
 *
 * `GET cdn/stories/{slug}` and `GET cdn/stories` take `resolve_relations` (a list of
 * `component.field`) and `resolve_links` (`story`, `url` or `link`). The answer holds the
 * related stories in `rels` and the linked ones in `links`; beyond 50 of either Storyblok
 * answers only their uuids (`rel_uuids`, `link_uuids`) and the content client fetches them
 * with `by_uuids`, 50 at a time. Both sides import this file: the reference backend checks its
 * answers against it, the storefront parses what it renders of a relation with it.
 * It imports only zod.
 */
import { z } from 'zod'

/** The relation fields the shop resolves: a flyout's featured stories, the error page's related pages. */
export const relationFields = {
  flyoutFeatured: 'flyout-item.fullStoryData',
  relatedPages: 'related-pages.stories',
} as const

/** "ids resolved in batches of 50": the most relations or links an answer carries inline. */
export const relationBatchSize = 50

const AssetField = z.looseObject({ filename: z.string().nullish(), alt: z.string().nullish() })

/** A story inserted in place of its uuid (and listed in `rels`). */
export const RelatedStory = z.looseObject({
  id: z.number().int().positive(),
  uuid: z.string().min(1),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string().min(1),
  content: z.looseObject({
    component: z.string(),
    title: z.string().optional(),
    description: z.string().optional(),
    teaser: z.array(z.looseObject({ image: AssetField.optional() })).optional(),
  }),
})
export type RelatedStory = z.infer<typeof RelatedStory>

/** A `links` entry with `resolve_links=url`. */
export const LinkedStoryUrl = z.object({
  name: z.string(),
  id: z.number().int().positive(),
  uuid: z.string().min(1),
  slug: z.string(),
  url: z.string().min(1),
  full_slug: z.string().min(1),
})
export type LinkedStoryUrl = z.infer<typeof LinkedStoryUrl>

/** The parts of a story answer that carry its relations and links. */
export const RelationsAnswer = z.object({
  cv: z.number(),
  rels: z.array(RelatedStory),
  links: z.array(z.union([LinkedStoryUrl, RelatedStory])),
  rel_uuids: z.array(z.string()).max(10_000).optional(),
  link_uuids: z.array(z.string()).max(10_000).optional(),
})
export type RelationsAnswer = z.infer<typeof RelationsAnswer>

/** A story multilink after `resolve_links`: the client puts the linked story beside it. */
export const ResolvedStoryLink = z.looseObject({
  linktype: z.literal('story'),
  id: z.string(),
  cached_url: z.string().optional(),
  story: z.union([LinkedStoryUrl, RelatedStory]).optional(),
})
export type ResolvedStoryLink = z.infer<typeof ResolvedStoryLink>
