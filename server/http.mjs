// The storefront's production HTTP server in front of Remix: Express 4 with
// @remix-run/express, as remix-serve has it, plus the checks that must happen before Remix
// sees a request: a malformed Host or X-Forwarded-Host is a 400 (the adapter throws
// building the URL, a 500), a cross-site state-changing request a 403 (Remix answers a
// document POST whose Origin is not its Host with an empty 500). Plain JavaScript, no build
// step: the Dockerfile copies this directory beside the build.
import { existsSync, readdirSync } from 'node:fs'
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express from 'express'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/**
 * A host name or IP literal with an optional port, as in Host (RFC 9110 §7.2); no user info, no
 * path.
 */
const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_.])?)(?::(\d{1,5}))?$/i

/**
 * Whether one Host or X-Forwarded-Host value is a host the URL parser accepts, with a port up to
 * 65535.
 */
export function isValidHost(value) {
  const match = HOST_PATTERN.exec(value)
  if (!match) return false
  if (match[2] !== undefined && Number(match[2]) > 65_535) return false
  try {
    new URL(`http://${match[1]}/`)
    return true
  } catch {
    return false
  }
}

/**
 * Why the Host / X-Forwarded-Host headers make the request unanswerable, or undefined. A
 * missing Host passes (HTTP/1.0); every comma-separated X-Forwarded-Host entry must be a host,
 * trusted or not: the Express adapter reads its port either way.
 */
export function badHostHeaders(headers) {
  const host = headers.host
  if (host !== undefined && !isValidHost(host)) return 'host'
  const forwarded = headers['x-forwarded-host']
  if (
    forwarded !== undefined &&
    !String(forwarded)
      .split(',')
      .every((entry) => isValidHost(entry.trim()))
  )
    return 'x-forwarded-host'
  return undefined
}

/**
 * Why a request is refused as cross-site, or undefined: the shop's one CSRF check. A
 * state-changing request must name its page in Origin (or, from a browser that sent none,
 * Referer); neither, `null`, an unparsable one or another site is refused, except on the paths
 * that prove themselves with a signature (the publish webhook). A document or resource request
 * must come from the host Remix compares with (the first X-Forwarded-Host, else Host); a data
 * request (`/path.data`) may also come from the request's own host (X-Forwarded-Host only when
 * trusted) or any host of the market table.
 */
export function crossSiteReason(
  { method, headers, url },
  { trustForwardedHost, isMarketHost, signedPaths },
) {
  if (!UNSAFE_METHODS.has(method)) return undefined
  // The path alone: a path like `//x.data` is no URL the parser takes relative to a base.
  const query = url.indexOf('?')
  const path = query >= 0 ? url.slice(0, query) : url
  if (signedPaths?.includes(path)) return undefined
  const source = headers.origin ?? headers.referer
  if (source === undefined || source === '') return 'origin-missing'
  if (source === 'null') return 'origin-null'
  let originHost
  try {
    const parsed = new URL(source)
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'origin-scheme'
    originHost = parsed.host.toLowerCase()
  } catch {
    return 'origin-unparsable'
  }
  const forwarded = headers['x-forwarded-host']?.split(',')[0]?.trim().toLowerCase() || undefined
  const host = headers.host?.toLowerCase()
  if (originHost === (forwarded ?? host)) return undefined
  if (!path.endsWith('.data')) return 'origin-mismatch'
  const own = (trustForwardedHost && forwarded) || host
  if (own && originHost === own) return undefined
  if (isMarketHost(originHost)) return undefined
  return 'origin-mismatch'
}

const refusedTexts = {
  de: [
    'Diese Anfrage wurde abgelehnt',
    'Formulare dieses Shops lassen sich nur von seinen eigenen Seiten aus senden.',
    'Zur Startseite',
  ],
  en: [
    'This request was refused',
    "This shop's forms can only be sent from its own pages.",
    'Back to the home page',
  ],
  es: [
    'Esta solicitud ha sido rechazada',
    'Los formularios de esta tienda solo se pueden enviar desde sus propias páginas.',
    'Volver a la página de inicio',
  ],
  fr: [
    'Cette requête a été refusée',
    'Les formulaires de cette boutique ne peuvent être envoyés que depuis ses propres pages.',
    "Retour à la page d'accueil",
  ],
  it: [
    'Questa richiesta è stata rifiutata',
    'I moduli di questo negozio possono essere inviati solo dalle sue pagine.',
    'Torna alla pagina iniziale',
  ],
  nl: [
    'Dit verzoek is geweigerd',
    "De formulieren van deze winkel kunnen alleen vanaf de eigen pagina's worden verzonden.",
    'Naar de startpagina',
  ],
}
// Without a usable Host there is no market, hence no language: German and English, as the
// app's static error page (StaticErrorPage) has it.
const badRequestTexts = [
  'de',
  'Ungültige Anfrage · Bad request',
  'Diese Anfrage ist ungültig. · This request is not valid.',
  'Zur Startseite · Home',
]
const failedTexts = [
  'de',
  'Da ist etwas schiefgelaufen · Something went wrong',
  'Bitte versuche es gleich noch einmal. · Please try again in a moment.',
  'Zur Startseite · Home',
]

/** A page the server answers itself: no scripts, no input reflected, the app's security headers. */
export function errorPageHtml(status, [lang, title, text, home], homePath = '/') {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title} (${status})</title>
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2327;background:#f6f7f8}main{max-width:36rem;margin:12vh auto;padding:1.5rem}.logo{font-weight:700;color:#0b4f6c}h1{font-size:1.5rem}a{color:#0b4f6c;font-weight:600}a:focus-visible{outline:3px solid #b5442a;outline-offset:2px}</style>
</head><body><main><p class="logo">Printhaus</p><h1>${title}</h1><p>${text}</p><p><a href="${homePath}">${home}</a></p></main></body></html>
`
}

function sendErrorPage(res, hooks, status, texts, homePath = '/') {
  res.status(status)
  for (const [name, value] of Object.entries(hooks.securityHeaders())) res.setHeader(name, value)
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  // The body of a refused request is not read: close rather than keep the connection for it.
  res.setHeader('Connection', 'close')
  res.end(errorPageHtml(status, texts, homePath))
}

/** How much of a body the app did not read is taken in and dropped after the answer. */
const unreadBodyBytes = 32 * 1024 * 1024
const unreadBodyMs = 10_000

/**
 * A body the app refused unread (a 413, a CSRF refusal) is read and dropped, up to a bound:
 * closing the connection while the client still sends makes its system answer with a reset,
 * and the client sees "connection reset" instead of the refusal. Past the bound, it is cut.
 */
function dropUnreadBody(req) {
  if (req.complete || req.destroyed) return
  let left = unreadBodyBytes
  const timer = setTimeout(() => req.destroy(), unreadBodyMs)
  timer.unref()
  const done = () => clearTimeout(timer)
  req.on('data', (chunk) => {
    left -= chunk.length
    if (left < 0) req.destroy()
  })
  req.once('end', done)
  req.once('close', done)
  req.resume()
}

function shortened(value) {
  return value === undefined ? undefined : String(value).slice(0, 200)
}

/**
 * The Express application. `build` is the Remix server build (loaded once by main.mjs),
 * `hooks` what the app offers the server (`build.entry.module.serverHooks`,
 * app/services/lifecycle.server.ts), `isDraining` tells whether a shutdown has begun.
 */
export function createApp({
  build,
  hooks,
  assetsDir,
  publicDir,
  mode = 'production',
  isDraining = () => false,
  onResponseDone = () => {},
}) {
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)
  // TRUSTED_PROXIES: which proxies may name the client (X-Forwarded-For) and protocol.
  app.set('trust proxy', hooks.trustProxy)

  // X-Forwarded-For from a peer TRUSTED_PROXIES does not name is ignored; said once, since it
  // usually means a proxy in front that the setting forgot (every shopper then shares its limit).
  let untrustedForwardingLogged = false
  const trusts = app.get('trust proxy fn')
  app.use((req, _res, next) => {
    const peer = req.socket.remoteAddress ?? ''
    if (!untrustedForwardingLogged && req.headers['x-forwarded-for'] && !trusts(peer, 0)) {
      untrustedForwardingLogged = true
      hooks.logEvent('warn', 'forwarded-header-untrusted', {
        peer,
        detail:
          'X-Forwarded-For came from a peer TRUSTED_PROXIES does not name, and is ignored. If a proxy stands in front of the shop, set TRUSTED_PROXIES to its address.',
      })
    }
    next()
  })

  // While draining, every answer closes its connection; the drain closes idle ones.
  app.use((req, res, next) => {
    if (isDraining()) res.setHeader('Connection', 'close')
    res.once('finish', onResponseDone)
    res.once('finish', () => dropUnreadBody(req))
    next()
  })

  app.use((req, res, next) => {
    const bad = badHostHeaders(req.headers)
    if (!bad) return next()
    hooks.logEvent('warn', 'request-bad-host', {
      header: bad,
      host: shortened(req.headers.host),
      forwardedHost: shortened(req.headers['x-forwarded-host']),
    })
    sendErrorPage(res, hooks, 400, badRequestTexts)
  })

  // brotli or gzip for every compressible type (HTML, JS, CSS, JSON, SVG) from 256 bytes on:
  // a module of 500 bytes to 1 KB shrinks by a third to a half (the first load has six);
  // below about 200 bytes the compressed body is larger than the file.
  app.use(compression({ threshold: 256 }))

  // Hashed build assets: the name changes with the content.
  app.use(
    build.publicPath,
    express.static(assetsDir, { immutable: true, maxAge: '1y', index: false, redirect: false }),
  )
  // Other public files (the favicon): a day, then revalidated by ETag / Last-Modified. Only
  // for names public/ has (read once at start): every other request would cost a stat.
  const servePublic = express.static(publicDir, { maxAge: '1d', index: false, redirect: false })
  const publicNames = new Set(existsSync(publicDir) ? readdirSync(publicDir) : [])
  app.use((req, res, next) =>
    publicNames.has(req.path.split('/')[1] ?? '') ? servePublic(req, res, next) : next(),
  )

  app.use((req, res, next) => {
    const reason = crossSiteReason(
      { method: req.method, headers: req.headers, url: req.originalUrl },
      hooks,
    )
    if (!reason) return next()
    hooks.logEvent('warn', 'form-cross-site-refused', {
      by: 'server',
      reason,
      method: req.method,
      path: shortened(req.path),
      origin: shortened(req.headers.origin ?? req.headers.referer),
    })
    // The home of the market the form belonged to (`/fr/` on the Swiss shop in French); the
    // path is the app's, checked by it, and only its prefix ends up in the link.
    const { language, home: homePath } = hooks.marketPageOf(
      `http://${req.headers.host ?? 'localhost'}${req.path}`,
      req.headers.host ?? '',
    )
    const lang = refusedTexts[language] ? language : 'de'
    const [title, text, home] = refusedTexts[lang]
    sendErrorPage(res, hooks, 403, [lang, title, text, home], homePath)
  })

  // What Express knows of the request (the client's address under `trust proxy`; its protocol is
  // in the URL the adapter builds) reaches loaders and actions as Remix's load context.
  app.all(
    '*',
    createRequestHandler({
      build,
      mode,
      getLoadContext: (req) =>
        hooks.loadContext({
          clientAddress: req.ip,
          dataRequest: req.path.endsWith('.data'),
          requestIdHeader: req.get('x-request-id'),
          // Only a proxy TRUSTED_PROXIES names may ask for a page it assembles itself (ESI).
          surrogateCapability: trusts(req.socket.remoteAddress ?? '', 0)
            ? req.get('surrogate-capability')
            : undefined,
        }),
    }),
  )

  // Errors Express or the static files classify as the client's (a path Express cannot
  // percent-decode: 400) keep their status; whatever else fails (the adapter, a response
  // stream) is a 500. Either way a page without detail; only the 500 is logged as an error.
  app.use((error, req, res, _next) => {
    const status = Number(error?.status ?? error?.statusCode)
    const clientError = Number.isInteger(status) && status >= 400 && status < 500
    if (clientError)
      hooks.logEvent('info', 'request-refused', {
        by: 'server',
        status,
        method: req.method,
        message: shortened(error?.message),
      })
    else
      hooks.logEvent('error', 'nuxt-error-page-encountered', {
        by: 'server',
        method: req.method,
        path: shortened(req.path),
        err: String(error?.stack ?? error),
      })
    if (res.headersSent) return void res.destroy()
    sendErrorPage(
      res,
      hooks,
      clientError ? status : 500,
      clientError ? badRequestTexts : failedTexts,
    )
  })
  return app
}
