import { CalculatorBlock } from '../calculator/CalculatorBlock'
import { AbTest } from './AbTest'
import { CollagePage } from './CollagePage'
import { Faq, Grid, ImageText, ProductOverview, RichTextBlock, Tile, UspTeaser } from './content-blocks'
import { Countdown } from './Countdown'
import { Newsletter } from './Newsletter'
import { TeaserHero } from './TeaserHero'

/**
 * Storyblok component name → React component (docs/content-model.md). Unknown names render
 * the fallback block. The `calculator` block belongs to the product area (components/calculator);
 * the page renders it in its `#calculator` slot.
 */
export const blockRegistry = {
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
}
