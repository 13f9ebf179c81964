import { createHash, randomBytes } from 'node:crypto'
import { PassThrough } from 'node:stream'
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceProvider } from './components/nonce'
import { env } from './services/env.server'
import { installShutdownHandlers } from './services/lifecycle.server'
import { logEvent, logger } from './services/logger.server'
import { recordRequest } from './services/metrics.server'
import { serverTiming } from './services/server-timing.server'
import { securityHeaders } from './services/security-headers.server'
import { cacheControl } from './services/cache-policy'

const ABORT_DELAY = 5_000

// Configuration is checked once at boot: an invalid one stops the process with a message.
installShutdownHandlers(env().SHUTDOWN_TIMEOUT_MS)
// A promise nobody handles is logged, never fatal: remix-serve's fetch polyfill
// (@remix-run/web-fetch) leaves one behind whenever a POST with a body times out, and a
// crash would take the shop down for every shopper (ADR 111).
process.on('unhandledRejection', (reason) => logEvent('error', 'unhandled-rejection', { err: String(reason) }))

/**
 * Renders the whole document before answering (the pages defer nothing), so every
 * document gets an ETag the CDN can revalidate with, and a fresh CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = randomBytes(16).toString('base64')
  const preview = new URL(request.url).searchParams.has('_storyblok')
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
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
            const html = Buffer.concat(chunks)
            const etag = documentEtag(remixContext, responseStatusCode)
            const matches = remixContext.staticHandlerContext.matches
            const route = matches[matches.length - 1]?.route.id ?? 'unknown'
            finishRequest(request, responseHeaders, route, responseStatusCode)
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            responseHeaders.set('ETag', etag)
            if (responseStatusCode === 200 && request.headers.get('if-none-match') === etag) {
              // 304: the stored copy keeps its own nonce and CSP, so neither is sent again.
              responseHeaders.delete('Content-Type')
              resolve(new Response(null, { status: 304, headers: responseHeaders }))
              return
            }
            for (const [name, value] of Object.entries(securityHeaders({ nonce, preview }))) responseHeaders.set(name, value)
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }))
          })
          pipe(sink)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          logEvent('error', 'hybrid-ssr-error', { err: String(error) })
        },
      },
    )
    setTimeout(abort, ABORT_DELAY)
  })
}

/** Server-Timing, the request log line and the metrics, once per answered request. */
function finishRequest(request: Request, headers: Headers, route: string, status: number) {
  const timing = serverTiming(request)
  if (timing) headers.set('Server-Timing', timing.header)
  const durationMs = timing ? Math.round(timing.totalMs * 10) / 10 : undefined
  recordRequest(route, status, (timing?.totalMs ?? 0) / 1000)
  const url = new URL(request.url)
  logger.info(
    {
      event: 'request',
      requestId: request.headers.get('x-request-id') ?? undefined,
      method: request.method,
      host: request.headers.get('host'),
      path: url.pathname,
      route,
      status,
      durationMs,
    },
    'request',
  )
}

/**
 * A weak ETag: the document is a function of the build and the route data, so the ETag is
 * their hash, without the per-request nonce and the render time (`now`, which countdowns
 * hydrate from): documents that differ only in those are semantically equivalent, so a CDN
 * revalidating after s-maxage gets a 304 while the content is unchanged.
 */
function documentEtag(context: EntryContext, status: number): string {
  const { loaderData, actionData, errors } = context.staticHandlerContext
  const data = JSON.stringify([context.manifest.version, status, loaderData, actionData, errors], (key, value: unknown) =>
    key === 'now' ? undefined : value,
  )
  return `W/"${createHash('sha1').update(data).digest('base64url')}"`
}

/**
 * Data requests (`?_data=`) and resource routes get the same security headers, and the
 * documents' rule (ADR 008): an answer that sets a cookie is `private, no-store`.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  const url = new URL(request.url)
  const preview = url.searchParams.has('_storyblok')
  if (response.headers.get('Set-Cookie')) response.headers.set('Cache-Control', cacheControl.private)
  finishRequest(request, response.headers, url.searchParams.get('_data') ?? 'resource', response.status)
  for (const [name, value] of Object.entries(securityHeaders({ preview }))) {
    if (!response.headers.has(name)) response.headers.set(name, value)
  }
  return response
}

/** Uncaught app errors go to the logger (C8); aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  // Remix's own refusal of a cross-site document POST (ADR 070): an attack, not an app error.
  if (error instanceof Error && /does not match `origin` header|needed to compare the `origin` header/.test(error.message)) {
    logEvent('warn', 'form-cross-site-refused', { url: request.url, origin: request.headers.get('origin') })
    return
  }
  const err = error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) }
  logEvent('error', 'nuxt-error-page-encountered', { url: request.url, err })
}
