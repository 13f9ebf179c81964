import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { reloadOnStaleBuild } from './components/reload-on-stale-build'
import { preloadPageView } from './pages/views'
import { browserEventCodes } from './utils/browser-event-codes'

reloadOnStaleBuild()

// A localised page's view is a chunk of its own (ADR 150): loaded first, it hydrates with the page.
preloadPageView()
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      )
    }),
  )
  // The page stays as the server sent it (links and forms work); the failure is logged.
  .catch((error: unknown) =>
    console.error(
      JSON.stringify({
        level: 'error',
        event: browserEventCodes.nuxtBootstrap,
        err: String(error),
      }),
    ),
  )
