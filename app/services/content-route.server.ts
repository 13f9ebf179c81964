import { compactStoryContent } from './browser-data.server'

/** What the content route's loader uses on the server. */
export { loadCardListBlock } from './cards.server'
export { asErrorPage, loadContentPage } from './content-page.server'
export { getPublishedSlugs } from './content.server'
export { getGlobalConfig } from './global-config.server'
export { loadCalculatorData } from './prices-calculator.server'
export { withAdClickPrivacy } from './designer-hand-off.server'
export { tileFramePrices } from './photo-frames.server'
export { tileArticlePrices } from './tile-prices.server'
export { contentPageMeta } from './seo.server'

/**
 * A story's content as the browser gets it: compacted (asset metadata and link bookkeeping stay
 * on the server), as the editor sent it in a preview.
 */
export function browserStoryContent<T extends object>(
  content: T,
  { preview }: { preview: boolean },
): T {
  return preview ? content : compactStoryContent(content)
}
