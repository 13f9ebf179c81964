import '~/shared-chunk'
/**
 * The blocks a page shows below its hero (docs/content-model.md), in one module: their
 * `React.lazy` imports in registry.tsx share one chunk, which pages without such blocks
 * never load. The calculator has a chunk of its own (product pages only).
 */
export { CollagePage } from './CollagePage'
export { Faq, Grid, ImageText, ProductOverview, RichTextBlock, Tile } from './content-blocks'
export { Countdown } from './Countdown'
export { Newsletter } from './Newsletter'
