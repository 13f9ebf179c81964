import { island } from './island'

/**
 * The site-wide error page inside the layout (ErrorPageContent.tsx). Error pages are rare:
 * its code (and the error story's blocks it may need) is an island (ADR 106) that loads only
 * on an error page, not with every page's first load.
 */
export const PageErrorBoundary = island('PageErrorContent')

