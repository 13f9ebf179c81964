import { createHash, randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { PassThrough } from 'node:stream'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { NonceProvider } from './components/nonce'
import { defaultLocale, type Locale } from './domain/market'
import { pageTypeOf } from './domain/page-figures'
import { previewParam } from './domain/preview'
import { documentI18n, i18nServer } from './i18n/i18n.server'
import { cacheControl } from './services/cache-policy'
import { errorLogEntry } from './services/error-log.server'
import { bootApp } from './services/lifecycle.server'
import { logEvent, logger } from './services/logger.server'
import { recordRender, recordRequest } from './services/metrics.server'
import { securityHeaders } from './services/security-headers.server'
import { serverTiming } from './services/server-timing.server'
import { eventCodes } from './utils/event-codes'
import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from '@remix-run/node'
import type { i18n as I18n } from 'i18next'

const ABORT_DELAY = 5_000
/** How long single fetch's streamed data may stay pending (the pages defer nothing). */
export const streamTimeout = ABORT_DELAY

// The app's boot (configuration, host table, flag client, shutdown), once, when the build is
// loaded; the production server (server/) reads these hooks from the build.
export const serverHooks = bootApp()
// A promise nobody handles is logged, never fatal: remix-serve's fetch polyfill
// (@remix-run/web-fetch) leaves one behind whenever a POST with a body times out, and a
// crash would take the shop down for every shopper.
process.on('unhandledRejection', (reason) =>
  logEvent('error', 'unhandled-rejection', { err: String(reason) }),
)

/**
 * Renders the whole document before answering (the pages defer nothing), so every
 * document gets an ETag the CDN can revalidate with, and a fresh CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = randomBytes(16).toString('base64')
  const preview = new URL(request.url).searchParams.has(previewParam)
  const route = routeOf(remixContext)

  /** The rendered answer: ETag and 304, security headers, log line. */
  const answer = (html: Buffer<ArrayBuffer>, etag: string | null, status: number): Response => {
    finishRequest(request, loadContext, responseHeaders, route, status, marketOf(remixContext))
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
    if (etag) responseHeaders.set('ETag', etag)
    // The shared page of a signed-in shopper: the proxy that announced ESI includes their parts.
    if (sharedWithInclude(remixContext))
      responseHeaders.set('Surrogate-Control', 'content="ESI/1.0"')
    if (etag && status === 200 && request.headers.get('if-none-match') === etag) {
      // 304: the stored copy keeps its own nonce and CSP, so neither is sent again.
      responseHeaders.delete('Content-Type')
      return new Response(null, { status: 304, headers: responseHeaders })
    }
    for (const [name, value] of Object.entries(securityHeaders({ nonce, preview })))
      responseHeaders.set(name, value)
    return new Response(html, { headers: responseHeaders, status })
  }

  const render = (i18n: I18n) =>
    new Promise<Response>((resolve, reject) => {
      const renderStarted = performance.now()
      const { pipe, abort } = renderToPipeableStream(
        <I18nextProvider i18n={i18n}>
          <NonceProvider value={nonce}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </NonceProvider>
        </I18nextProvider>,
        {
          nonce,
          onAllReady() {
            const chunks: Buffer[] = []
            const sink = new PassThrough()
            // React 18's Node stream can end a chunk with NUL padding when a multi-byte character
            // straddles its 2 KB view (facebook/react#24985, fixed in 19): drop those bytes.
            sink.on('data', (chunk: Buffer) => {
              let end = chunk.length
              while (end > 0 && chunk[end - 1] === 0) end--
              chunks.push(end === chunk.length ? chunk : chunk.subarray(0, end))
            })
            sink.on('end', () => {
              recordRender(pageTypeOf(route), (performance.now() - renderStarted) / 1000)
              const html = Buffer.concat(chunks)
              // A page no cache may keep (signed in, a basket) is never revalidated: no ETag.
              const storable = !/\b(private|no-store)\b/.test(
                responseHeaders.get('Cache-Control') ?? '',
              )
              const etag = storable ? documentEtag(remixContext, responseStatusCode) : null
              resolve(answer(html, etag, responseStatusCode))
            })
            pipe(sink)
          },
          onShellError(error: unknown) {
            reject(error)
          },
          onError(error: unknown) {
            responseStatusCode = 500
            logEvent('error', eventCodes.hybridSsrError, { err: String(error) })
          },
        },
      )
      // After the stream timeout, so single fetch's own rejection of pending data comes first.
      setTimeout(abort, ABORT_DELAY + 1_000)
    })
  // The root loader's market when it ran; else remix-i18next finds the market's locale.
  // A request whose market cannot be read (a malformed path answered by an error page)
  // renders in the default locale rather than failing.
  const rootLocale = (
    remixContext.staticHandlerContext.loaderData.root as
      { market?: { locale?: Locale } } | undefined
  )?.market?.locale
  return (rootLocale ? Promise.resolve(rootLocale) : i18nServer.getLocale(request))
    .catch(() => defaultLocale)
    .then((locale) => render(documentI18n(locale as Locale)))
}

/** Whether the root rendered the shared page with the personal fragment's include. */
function sharedWithInclude(remixContext: EntryContext): boolean {
  const root = remixContext.staticHandlerContext.loaderData.root as
    { personal?: string } | undefined
  return root?.personal === 'fragment'
}

/** Server-Timing, the request log line and the metrics, once per answered request. */
function finishRequest(
  request: Request,
  loadContext: AppLoadContext,
  headers: Headers,
  route: string,
  status: number,
  market?: string,
) {
  const { requestId } = loadContext
  headers.set('X-Request-Id', requestId)
  const timing = serverTiming(loadContext)
  headers.set('Server-Timing', timing.header)
  const durationMs = Math.round(timing.totalMs * 10) / 10
  recordRequest(route, status, timing.totalMs / 1000)
  const url = new URL(request.url)
  logger.info(
    {
      event: 'request',
      requestId,
      method: request.method,
      host: request.headers.get('host'),
      market,
      path: url.pathname,
      route,
      status,
      durationMs,
    },
    'request',
  )
}

/**
 * The route for the log line and the metrics: the leaf route's id (a localised page's is the
 * page and its path's language, `account-login/de`).
 */
function routeOf(context: EntryContext): string {
  const { matches } = context.staticHandlerContext
  return matches[matches.length - 1]?.route.id ?? 'unknown'
}

/** `cards-DE`: the market the root loader resolved, for the log line. */
function marketOf(context: EntryContext): string | undefined {
  const market = (
    context.staticHandlerContext.loaderData.root as
      { market?: { channel?: string; country?: string } } | undefined
  )?.market
  return market?.channel && market.country ? `${market.channel}-${market.country}` : undefined
}

/**
 * A weak ETag: the document is a function of the build and the route data, so the ETag is
 * their hash, without the per-request nonce and the render time (`now`, which countdowns
 * hydrate from): documents that differ only in those are semantically equivalent, so a CDN
 * revalidating after s-maxage gets a 304 while the content is unchanged.
 */
function documentEtag(context: EntryContext, status: number): string {
  const { loaderData, actionData, errors } = context.staticHandlerContext
  const data = JSON.stringify(
    [context.manifest.version, status, loaderData, actionData, errors],
    (key, value: unknown) => (key === 'now' ? undefined : value),
  )
  return `W/"${createHash('sha1').update(data).digest('base64url')}"`
}

/**
 * Data requests (`/path.data`) and resource routes get the same security headers, and the
 * documents' rule: an answer that sets a cookie is `private, no-store`.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  const url = new URL(request.url)
  const preview = url.searchParams.has(previewParam)
  if (response.headers.get('Set-Cookie'))
    response.headers.set('Cache-Control', cacheControl.private)
  finishRequest(
    request,
    context,
    response.headers,
    url.pathname.endsWith('.data') ? 'data' : 'resource',
    response.status,
  )
  for (const [name, value] of Object.entries(securityHeaders({ preview }))) {
    if (!response.headers.has(name)) response.headers.set(name, value)
  }
  return response
}

/** Uncaught app errors go to the logger (C8); aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  // Remix's own refusal of a cross-site document POST: an attack, not an app error.
  if (
    error instanceof Error &&
    /does not match `origin` header|needed to compare the `origin` header/.test(error.message)
  ) {
    logEvent('warn', 'form-cross-site-refused', {
      url: request.url,
      origin: request.headers.get('origin'),
    })
    return
  }
  // A client still asking for `?_data=` (an old tab, a bot): Remix answers it; no app error.
  if (
    error instanceof Error &&
    error.message.startsWith(
      'Warning: Single fetch-enabled apps should not be making ?_data requests',
    )
  ) {
    logEvent('info', 'legacy-data-request', { url: request.url })
    return
  }
  // A router 404 (an ErrorResponse, not an Error) is logged at info, other values with their
  // detail.
  const entry = errorLogEntry(error, request)
  logEvent(entry.level, entry.event, entry.fields)
}
