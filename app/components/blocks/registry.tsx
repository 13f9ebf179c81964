import { lazyComponent } from '../lazy'
import { AbTest } from './AbTest'
import { TeaserHero } from './TeaserHero'
import { UspTeaser } from './UspTeaser'
import type { BlockProps } from './block-data'
import type { BlockRegistry } from './registry-context'
import type { ComponentType } from 'react'

type ContentBlockName = keyof typeof import('./content-block-modules')

/**
 * A block below the hero (lazy.tsx): the server renders it in full, the browser loads its chunk
 * when the block comes into view or the shopper interacts, and hydrates it then (ADR 192).
 */
const contentBlock = (name: ContentBlockName) =>
  lazyComponent<BlockProps>(
    () =>
      import('./content-block-modules').then((module) => module[name] as ComponentType<BlockProps>),
    { deferred: true },
  )

/** The media-library and relation blocks (ADR 186): their own chunk, only where they are. */
const wallartBlock = (name: keyof typeof import('./wallart-blocks')) =>
  lazyComponent<BlockProps>(
    () => import('./wallart-blocks').then((module) => module[name] as ComponentType<BlockProps>),
    { deferred: true },
  )

/**
 * Storyblok component name → React component (docs/content-model.md). The blocks a page
 * paints first (hero, USP strip, A/B wrapper) come with the page's code; the others load
 * lazily. The `calculator` block belongs to the product area (components/calculator).
 */
export const blockRegistry: BlockRegistry = {
  'teaser-hero': TeaserHero,
  'usp-teaser': UspTeaser,
  'ab-test': AbTest,
  richtext: contentBlock('RichTextBlock'),
  grid: contentBlock('Grid'),
  tile: contentBlock('Tile'),
  'product-overview': contentBlock('ProductOverview'),
  'image-text': contentBlock('ImageText'),
  faq: contentBlock('Faq'),
  countdown: contentBlock('Countdown'),
  newsletter: contentBlock('Newsletter'),
  'collage-page': contentBlock('CollagePage'),
  'product-views': wallartBlock('ProductViews'),
  'room-mockup': wallartBlock('RoomMockup'),
  'related-pages': wallartBlock('RelatedPages'),
  'card-list': lazyComponent<BlockProps>(
    () =>
      import('../cards/CardList').then((module) => module.CardList as ComponentType<BlockProps>),
    { deferred: true },
  ),
  calculator: lazyComponent<BlockProps>(
    () =>
      import('../calculator/CalculatorBlock').then(
        (module) => module.CalculatorBlock as ComponentType<BlockProps>,
      ),
    { deferred: true },
  ),
}
