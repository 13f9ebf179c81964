import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { reportBrowserError, reportUncaughtErrors } from './components/browser-errors'
import { reloadOnStaleBuild } from './components/reload-on-stale-build'
import { i18nFromDocument } from './i18n/react'
import { browserEventCodes } from './utils/browser-event-codes'

reportUncaughtErrors()
reloadOnStaleBuild()

/** React's own report (`reportError`) of a mismatch or any other recovery. */
function onRecoverableError(error: unknown) {
  if (typeof reportError === 'function') reportError(error)
  else console.error(error)
}

try {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18nFromDocument(document)}>
          <RemixBrowser />
        </I18nextProvider>
      </StrictMode>,
      { onRecoverableError },
    )
  })
} catch (error) {
  // The page stays as the server sent it (links and forms work); the failure is logged.
  console.error(
    JSON.stringify({ level: 'error', event: browserEventCodes.nuxtBootstrap, err: String(error) }),
  )
  reportBrowserError(browserEventCodes.nuxtBootstrap, 'error', String(error))
}
