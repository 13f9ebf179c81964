import '~/shared-chunk'
/**
 * Blocks of stories that show the media library and relations (ADR 186): the wall-art pages'
 * product views and room mock-up, the error page's related pages. One module, so their
 * `React.lazy` imports in registry.tsx share one chunk that only those pages load.
 */

export { ProductViews } from './ProductViews'
export { RelatedPages } from './RelatedPages'
export { RoomMockup } from './RoomMockup'
