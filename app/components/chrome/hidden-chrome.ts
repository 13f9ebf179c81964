/**
 * The chrome a shopper does not see at first: the flyouts' contents, the burger panel and the
 * footer. One module, so their `React.lazy` imports share one chunk that loads beside the
 * page's own (the server renders them in full; React hydrates them when it is there).
 */
export { FlyoutGroups } from './FlyoutGroups'
export { BurgerPanel } from './BurgerPanel'
export { Footer } from './Footer'
