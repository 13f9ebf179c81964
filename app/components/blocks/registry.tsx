import { Faq, Grid, ImageText, ProductOverview, RichTextBlock, TeaserHero, Tile, UspTeaser } from './content-blocks'

/** Storyblok component name → React component. Unknown names render the fallback block. */
export const blockRegistry = {
  'teaser-hero': TeaserHero,
  'usp-teaser': UspTeaser,
  richtext: RichTextBlock,
  grid: Grid,
  tile: Tile,
  'product-overview': ProductOverview,
  'image-text': ImageText,
  faq: Faq,
}
