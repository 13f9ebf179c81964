import { CalculatorBlock } from '../calculator/CalculatorBlock'
import { CardList } from '../cards/CardList'
import { AbTest } from './AbTest'
import { CollagePage } from './CollagePage'
import { Faq, Grid, ImageText, ProductOverview, RichTextBlock, Tile } from './content-blocks'
import { Countdown } from './Countdown'
import { Newsletter } from './Newsletter'
import { ProductViews } from './ProductViews'
import { RelatedPages } from './RelatedPages'
import { RoomMockup } from './RoomMockup'
import { TeaserHero } from './TeaserHero'
import { UspTeaser } from './UspTeaser'
import type { BlockRegistry } from './registry-context'

/**
 * Storyblok component name → React component (docs/content-model.md). Every block comes with the
 * page's code and hydrates with it: a choice made in a block before the page is live is kept.
 */
export const blockRegistry: BlockRegistry = {
  'teaser-hero': TeaserHero,
  'usp-teaser': UspTeaser,
  'ab-test': AbTest,
  richtext: RichTextBlock,
  grid: Grid,
  tile: Tile,
  'product-overview': ProductOverview,
  'image-text': ImageText,
  faq: Faq,
  countdown: Countdown,
  newsletter: Newsletter,
  'collage-page': CollagePage,
  'product-views': ProductViews,
  'room-mockup': RoomMockup,
  'related-pages': RelatedPages,
  'card-list': CardList,
  calculator: CalculatorBlock,
}
