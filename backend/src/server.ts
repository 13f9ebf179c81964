import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { isLoopbackHost } from './config'
import { ContentStore } from './content/store'
import { BusyError, DEFAULT_HASH_GATE, type HashGateSettings } from './customer/hash-gate'
import { DEFAULT_PASSWORD_HASHING, type PasswordHashing } from './customer/passwords'
import { DEFAULT_SESSION_TTL_MS } from './customer/sessions'
import { DEFAULT_THROTTLE, type ThrottleSettings } from './customer/throttle'
import { openDatabase } from './db/database'
import { DEFAULT_GOOGLE_SETTINGS, type GoogleSettings } from './google/test-issuer'
import { MAX_BODY_BYTES } from './http/body'
import { DEFAULT_CLIENT_ADDRESS_SECRET } from './http/client'
import { DEFAULT_REQUEST_LIMIT, type RateLimit } from './http/rate-limit'
import { errorFor, HttpError, shopError, type Reply } from './http/reply'
import { createContext, Router, type Method } from './http/router'
import { createLogger, type Logger } from './log/logger'
import { isShopApiPath, marketFromHeaders } from './market/guard'
import { readStorefrontOrigins } from './market/storefront-origins'
import { modules as defaultModules } from './modules'
import { testTokenVerifier, type CaptchaVerifier } from './newsletter/captcha'
import { Outbox } from './outbox/outbox'
import { DEFAULT_TOOLBOX, type ToolboxSettings } from './toolbox/gate'
import type { BackendApp, BackendModule, BackendSettings } from './app'
import type { AddressInfo } from 'node:net'
import type { DestinationStream, LevelWithSilent } from 'pino'

export interface BackendOptions {
  /** Default 127.0.0.1. */
  host?: string
  /** Default 3001; 0 picks a free port. */
  port?: number
  /** Where `shop.sqlite` and `outbox/` live. */
  dataDir: string
  /** Holds `stories/` and `assets/`. */
  contentDir: string
  publicToken?: string
  previewToken?: string
  /** Base of links in e-mails. Default http://localhost:3000. */
  storefrontUrl?: string
  /**
   * The storefront's host table: e-mail links go to the customer's market. Unset:
   * STOREFRONT_URL for all.
   */
  storefrontHostsFile?: string
  /** Accepted by the embedded captcha verifier. Default `test-captcha-token`. */
  captchaTestToken?: string
  /** Replaces the embedded captcha verifier. */
  captcha?: CaptchaVerifier
  /** The secret the storefront proves itself with when it names the shopper's address. */
  clientAddressSecret?: string
  /** The country loopback addresses are in (`/api/get-location/`). Default none. */
  locationDefault?: string
  /** Google sign-in. Default: the test issuer's keys and client id. */
  google?: Partial<GoogleSettings>
  /** The clock (ms since the epoch). Tests move it instead of sleeping. */
  now?: () => number
  logger?: Logger
  logLevel?: LevelWithSilent
  /** Where log lines go when no logger is given (default stdout). */
  logDestination?: DestinationStream
  passwordHashing?: Partial<PasswordHashing>
  throttle?: Partial<ThrottleSettings>
  /** Sign-up, newsletter and reset requests per client address. */
  requestLimit?: Partial<RateLimit>
  /** Concurrent and queued password hashes. */
  hashGate?: Partial<HashGateSettings>
  /** The toolbox's uploads at once, per address and each one's budget. */
  toolbox?: Partial<ToolboxSettings>
  sessionTtlMs?: number
  space?: Partial<BackendSettings['space']>
  /** Replaces the module list (tests). */
  modules?: BackendModule[]
}

export interface RunningBackend {
  url: string
  port: number
  close(): Promise<void>
}

const METHODS = new Set<Method>(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const SPACE_ID = 287465

function finish(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string | string[]> = {
    'x-content-type-options': 'nosniff',
    ...reply.headers,
  }
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'cache-control'))
    headers['cache-control'] = 'no-store'
  const body =
    reply.body === undefined
      ? undefined
      : Buffer.isBuffer(reply.body)
        ? reply.body
        : Buffer.from(reply.body)
  if (body) headers['content-length'] = String(body.length)
  if (res.headersSent) {
    res.end()
    return
  }
  res.writeHead(reply.status, headers)
  res.end(body)
}

function requestUrl(req: IncomingMessage): URL {
  const raw = req.url ?? '/'
  // Concatenate rather than resolve: a path starting with `//` must stay a path.
  if (raw.startsWith('/')) return new URL(`http://backend.invalid${raw}`)
  try {
    return new URL(raw)
  } catch {
    throw new HttpError(400, 'Malformed request target.')
  }
}

/** Builds the request handler: guard, routing, error wrapping. */
export function createHandler(router: Router, logger: Logger, clientSecret?: string) {
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let path = req.url ?? '/'
    const method = (req.method ?? 'GET').toUpperCase() as Method
    const started = performance.now()
    let reply: Reply
    try {
      const url = requestUrl(req)
      path = url.pathname
      if (!METHODS.has(method)) throw new HttpError(501, 'Method not implemented.')
      const declared = Number(req.headers['content-length'])
      // The toolbox's uploads have their own, larger limit, checked as they are read.
      const limit = path.startsWith('/web-api/toolbox-') ? Infinity : MAX_BODY_BYTES
      if (Number.isFinite(declared) && declared > limit) {
        req.resume()
        throw new HttpError(
          413,
          'Request body too large (limit 64 KB).',
          {},
          { connection: 'close' },
        )
      }
      let market
      if (isShopApiPath(path)) {
        const result = marketFromHeaders(req.headers)
        if (!result.ok) {
          reply = shopError(
            400,
            'X-Channel and X-Locale must name a known channel, country and locale.',
            result.errors,
          )
          finish(res, reply)
          logger.debug(
            { method, path, status: reply.status },
            'request refused by the market guard',
          )
          return
        }
        market = result.market
      }
      const match = router.match(method, path)
      if (match.kind === 'not-found') {
        reply = errorFor(path, 404, 'Not found')
      } else if (match.kind === 'method-not-allowed') {
        reply = errorFor(path, 405, 'Method not allowed.', {}, { allow: match.allow.join(', ') })
      } else {
        const ctx = createContext(req, method, url, match.params, clientSecret)
        if (market) ctx.market = market
        reply = await match.handler(ctx)
      }
    } catch (error) {
      if (error instanceof HttpError) {
        reply = errorFor(path, error.status, error.text, error.fieldErrors, error.headers)
      } else if (error instanceof BusyError) {
        // A fast "busy" instead of a queue longer than the storefront waits.
        logger.warn({ event: 'backend-busy', method, path }, 'password hashing saturated')
        reply = errorFor(
          path,
          503,
          'The shop is busy. Please try again in a moment.',
          {},
          { 'retry-after': '2' },
        )
      } else {
        logger.error(
          { event: 'backend-unexpected-error', method, path, err: error },
          'unexpected error',
        )
        reply = errorFor(path, 500, 'Internal server error.')
      }
    }
    finish(res, reply)
    logger.debug(
      { method, path, status: reply.status, ms: Math.round(performance.now() - started) },
      'request',
    )
  }
}

function resolveSettings(options: BackendOptions): BackendSettings {
  const storefrontUrl = (options.storefrontUrl ?? 'http://localhost:3000').replace(/\/+$/, '')
  return {
    dataDir: resolve(options.dataDir),
    contentDir: resolve(options.contentDir),
    publicToken: options.publicToken ?? 'local-public-token',
    previewToken: options.previewToken ?? 'local-preview-token',
    storefrontUrl,
    storefrontOrigins: options.storefrontHostsFile
      ? readStorefrontOrigins(resolve(options.storefrontHostsFile), storefrontUrl)
      : new Map(),
    space: {
      id: options.space?.id ?? SPACE_ID,
      name: options.space?.name ?? 'Printhaus (reference content)',
      domain: options.space?.domain ?? `${storefrontUrl}/`,
    },
    passwordHashing: { ...DEFAULT_PASSWORD_HASHING, ...options.passwordHashing },
    throttle: { ...DEFAULT_THROTTLE, ...options.throttle },
    sessionTtlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
    clientAddressSecret: options.clientAddressSecret ?? DEFAULT_CLIENT_ADDRESS_SECRET,
    locationDefault: options.locationDefault ?? null,
    google: { ...DEFAULT_GOOGLE_SETTINGS, ...options.google },
    requestLimit: { ...DEFAULT_REQUEST_LIMIT, ...options.requestLimit },
    hashGate: { ...DEFAULT_HASH_GATE, ...options.hashGate },
    toolbox: { ...DEFAULT_TOOLBOX, ...options.toolbox },
  }
}

/** Starts the reference backend: opens the database, registers the modules, listens. */
export async function startBackend(options: BackendOptions): Promise<RunningBackend> {
  const settings = resolveSettings(options)
  // Reachable from elsewhere, the test issuer would sign anyone in as any customer.
  if (settings.google.testIssuer && !isLoopbackHost(options.host ?? '127.0.0.1'))
    throw new Error(`The Google test issuer runs only on loopback, not on ${options.host}.`)
  const logger = options.logger ?? createLogger(options.logLevel ?? 'info', options.logDestination)
  const now = options.now ?? Date.now
  const db = openDatabase(settings.dataDir, { now })
  const app: BackendApp = {
    settings,
    db,
    logger,
    now,
    content: new ContentStore(settings.contentDir, logger, now),
    outbox: new Outbox(db, settings.dataDir, now),
    captcha: options.captcha ?? testTokenVerifier(options.captchaTestToken ?? 'test-captcha-token'),
  }

  const router = new Router()
  const disposers: (() => void)[] = []
  try {
    for (const module of options.modules ?? defaultModules) {
      const dispose = module.register(router, app)
      if (dispose) disposers.push(dispose)
    }
  } catch (error) {
    db.close()
    throw error
  }

  const handle = createHandler(router, logger, settings.clientAddressSecret)
  const server = createServer(
    { requestTimeout: 30_000, headersTimeout: 15_000, keepAliveTimeout: 5_000 },
    (req, res) => {
      handle(req, res).catch((error: unknown) => {
        // Only writing the answer itself can fail here; never let it take the process down.
        logger.error({ event: 'backend-response-failed', err: error }, 'could not write a response')
        res.destroy()
      })
    },
  )

  const host = options.host ?? '127.0.0.1'
  try {
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 3001, host, () => {
        server.off('error', reject)
        resolveListen()
      })
    })
  } catch (error) {
    for (const dispose of disposers) dispose()
    db.close()
    throw error
  }
  server.on('error', (error) =>
    logger.error({ event: 'backend-server-error', err: error }, 'server error'),
  )

  const port = (server.address() as AddressInfo).port
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host
  const url = `http://${urlHost}:${port}`
  logger.info({ url }, 'backend listening')

  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= new Promise<void>((resolveClose) => {
      const force = setTimeout(() => server.closeAllConnections(), 2_000)
      force.unref()
      server.close(() => {
        clearTimeout(force)
        for (const dispose of disposers) {
          try {
            dispose()
          } catch (error) {
            logger.error({ err: error }, 'module failed to close')
          }
        }
        db.close()
        resolveClose()
      })
      server.closeIdleConnections()
    })
    return closing
  }
  return { url, port, close }
}
