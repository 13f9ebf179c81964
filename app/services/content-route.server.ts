/**
 * What the content route's loader uses on the server, in one `*.server` module: the route
 * module's browser chunk then needs one empty stand-in instead of one per service (each
 * shared one is a chunk of its own, fetched with every page).
 */
export { storyContentText } from './browser-data.server'
export { loadCardListBlock } from './cards.server'
export { asErrorPage, loadContentPage, type ErrorPageData } from './content-page.server'
export { getPublishedSlugs } from './content.server'
export { getGlobalConfig } from './global-config.server'
export { loadCalculatorData } from './prices-calculator.server'
export { localisedPageOfRequest } from './localised-page.server'
export { tileFramePrices } from './photo-frames.server'
export { tileArticlePrices } from './tile-prices.server'
export { pageMetaText } from './seo.server'
