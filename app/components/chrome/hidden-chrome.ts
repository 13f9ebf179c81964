import '~/shared-chunk'
/**
 * The chrome a shopper does not see at first: the flyouts' contents, the burger panel and the
 * footer. One module, so their `React.lazy` imports share one chunk; it loads when the footer comes
 * into view or the shopper interacts (ADR 192). The server renders them in full.
 */
export { FlyoutGroups } from './FlyoutGroups'
export { BurgerPanel } from './BurgerPanel'
export { FooterContent } from './Footer'
