import { CalculatorBlock } from '../calculator/CalculatorBlock'
import { AbTest } from './AbTest'
import type { BlockProps } from './Blocks'
import { CollagePage } from './CollagePage'
import { Faq, Grid, ImageText, ProductOverview, RichTextBlock, Tile, UspTeaser } from './content-blocks'
import { Countdown } from './Countdown'
import { Newsletter } from './Newsletter'
import { BlockRegistryContext, type BlockRegistry } from './registry-context'
import { TeaserHero } from './TeaserHero'

/**
 * Storyblok component name → React component, every block (docs/content-model.md). The
 * `calculator` block belongs to the product area (components/calculator); the page renders
 * it in its `#calculator` slot. The page's first paint uses registry.tsx, which renders the
 * blocks below the hero through `BlockIsland` (ADR 106).
 */
export const fullBlockRegistry = {
  'teaser-hero': TeaserHero,
  'usp-teaser': UspTeaser,
  richtext: RichTextBlock,
  grid: Grid,
  tile: Tile,
  'product-overview': ProductOverview,
  'image-text': ImageText,
  faq: Faq,
  countdown: Countdown,
  newsletter: Newsletter,
  'ab-test': AbTest,
  'collage-page': CollagePage,
  calculator: CalculatorBlock,
} satisfies BlockRegistry

/** One block from the full registry; blocks nested in it (a grid's tiles) render directly. */
export function BlockIsland(props: BlockProps) {
  const Component = (fullBlockRegistry as BlockRegistry)[props.block.component]
  if (!Component) return null
  return (
    <BlockRegistryContext.Provider value={fullBlockRegistry}>
      <Component {...props} />
    </BlockRegistryContext.Provider>
  )
}
