import { island } from '../island'
import { AbTest } from './AbTest'
import type { BlockRegistry } from './registry-context'
import { TeaserHero } from './TeaserHero'
import { UspTeaser } from './UspTeaser'

/**
 * The blocks a page renders with its first paint: hero, USP strip, A/B wrapper (its hero
 * may be the page's first). Every other block (docs/content-model.md; all of them in
 * full-registry.tsx) is an island (ADR 106): rendered in full by the server, its code loads
 * when it comes near the viewport. The calculator too: pages without one (the home page)
 * never download it, pages with one below the fold not before the shopper scrolls to it.
 */
const BlockIsland = island('BlockIsland')

export const blockRegistry = {
  'teaser-hero': TeaserHero,
  'usp-teaser': UspTeaser,
  'ab-test': AbTest,
  richtext: BlockIsland,
  grid: BlockIsland,
  tile: BlockIsland,
  'product-overview': BlockIsland,
  'image-text': BlockIsland,
  faq: BlockIsland,
  countdown: BlockIsland,
  newsletter: BlockIsland,
  'collage-page': BlockIsland,
  calculator: BlockIsland,
} satisfies BlockRegistry
