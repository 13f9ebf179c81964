import { lazy, Suspense } from 'react'

/** Error pages are rare: their code (and the error story's blocks) loads only on an error page. */
const PageErrorContent = lazy(() => import('./ErrorPageContent').then((module) => ({ default: module.PageErrorContent })))

/** The site-wide error page inside the layout (ErrorPageContent.tsx), a route's error boundary. */
export function PageErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <PageErrorContent />
    </Suspense>
  )
}
