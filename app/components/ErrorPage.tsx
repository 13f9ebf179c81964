import { lazyComponent } from './lazy'

/**
 * The site-wide error page inside the layout (ErrorPageContent.tsx), a route's error
 * boundary. Error pages are rare: their code (and the error story's blocks) loads only there.
 */
export const PageErrorBoundary = lazyComponent(() =>
  import('./ErrorPageContent').then((module) => module.PageErrorContent),
)
