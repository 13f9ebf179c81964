/**
 * Every island component (app/components/island.tsx, ADR 106). The browser imports this
 * module when the first island comes near the viewport: one chunk for all islands, since
 * every lazily imported module splits the page's shared code into more, smaller chunks.
 * The server renders the same components through `islands.server.ts`. The messenger panel
 * and the auth dialogs' frame (loaded on first use, never server-rendered) come with it.
 */
export { BlockIsland } from './blocks/full-registry'
export { Calculator } from './calculator/Calculator'
export { Footer } from './chrome/Footer'
export { PageErrorContent } from './ErrorPageContent'
export { FlyoutGroups } from './chrome/FlyoutGroups'
export { WhitelabelBarContent } from './whitelabel/WhitelabelBarContent'
export { BurgerPanel } from './chrome/BurgerPanel'
export { HeroVideo } from './blocks/HeroVideo'
export { MessengerPanel } from './chrome/MessengerPanel'
export { AuthDialogs } from './account/AuthDialogs'
export { changedFields } from './changed-fields'
