import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { reloadOnStaleBuild } from './components/reload-on-stale-build'
import { preloadPageView } from './pages/views'

reloadOnStaleBuild()

// A localised page's view is a chunk of its own (ADR 150): loaded first, it hydrates with the page.
void preloadPageView().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    )
  }),
)
