import { pageTypeOf } from '~/domain/page-figures'
import { browserEventCodes } from '~/utils/browser-event-codes'
import type { BrowserErrorKind } from '~/domain/field-figures'

const ENDPOINT = '/api/browser-error'
/** A page in a loop of errors sends a few, not thousands. */
const MAX_REPORTS_PER_PAGE = 10

/** Messages browsers give when a dynamically imported chunk cannot be loaded. */
export const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk \S+ failed/i

const reported = new Set<string>()

function currentPageType(): string {
  const router = (
    window as Window & { __remixRouter?: { state: { matches: { route: { id: string } }[] } } }
  ).__remixRouter
  const matches = router?.state.matches ?? []
  return pageTypeOf(matches[matches.length - 1]?.route.id)
}

/**
 * Sends an error the browser saw to the shop's log under its catalogue code. The server
 * scrubs and throttles; here each distinct error is sent once per page, and few in all.
 */
export function reportBrowserError(
  event: string,
  kind: BrowserErrorKind,
  message = '',
  source = '',
): void {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return
  const key = `${event}|${kind}|${message}`
  if (reported.has(key) || reported.size >= MAX_REPORTS_PER_PAGE) return
  reported.add(key)
  const body = new Blob(
    [
      JSON.stringify({
        event,
        kind,
        page: currentPageType(),
        message: message.slice(0, 1_000),
        source: source.slice(0, 500),
      }),
    ],
    { type: 'application/json' },
  )
  try {
    if (navigator.sendBeacon?.(ENDPOINT, body)) return
  } catch {
    // A refused beacon (a full queue) falls back to fetch.
  }
  void fetch(ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => {})
}

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`
  return typeof reason === 'string' ? reason : String(reason)
}

/**
 * Uncaught errors, unhandled rejections, scripts and route modules that failed to load reach
 * the log as the catalogue's uncaught app error (`nuxt-error-page-encountered`), their kind
 * alongside.
 */
export function reportUncaughtErrors(): void {
  const code = browserEventCodes.nuxtErrorPageEncountered
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target
      if (target instanceof HTMLScriptElement || target instanceof HTMLLinkElement) {
        const src = target instanceof HTMLScriptElement ? target.src : target.href
        if (target instanceof HTMLScriptElement || target.rel === 'modulepreload')
          reportBrowserError(code, 'chunk-load', 'script failed to load', src)
        return
      }
      if (!(event instanceof ErrorEvent)) return
      const message = messageOf(event.error ?? event.message)
      const kind = CHUNK_LOAD_FAILURE.test(message) ? 'chunk-load' : 'error'
      reportBrowserError(code, kind, message, event.filename)
    },
    true,
  )
  // Remix catches a route module that fails to load, says so on the console and reloads.
  const consoleError = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    const [first] = args
    if (typeof first === 'string' && first.startsWith('Error loading route module'))
      reportBrowserError(code, 'chunk-load', first)
    consoleError(...args)
  }
  window.addEventListener('unhandledrejection', (event) => {
    const message = messageOf(event.reason)
    const kind = CHUNK_LOAD_FAILURE.test(message) ? 'chunk-load' : 'unhandled-rejection'
    reportBrowserError(code, kind, message)
  })
}
