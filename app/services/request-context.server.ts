import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { redirect, type AppLoadContext } from '@remix-run/node'
import { deviceInfo, type DeviceInfo } from '~/domain/device'
import { announcesEsi } from '~/domain/personal-fragment'
import { requestIdFrom } from '~/utils/request-id'
import { resolveMarket } from './market.server'
import type { Market } from '~/domain/market'
import type { PathPrefixes } from '~/domain/paths'

declare module '@remix-run/node' {
  /** What the production server (`server/`) knows of a request, one object per request. */
  interface AppLoadContext {
    requestId: string
    /** The shopper's address: the socket peer, or what the trusted proxies recorded. */
    clientAddress: string
    /**
     * A single-fetch data request (`/path.data`): its loaders see the page's path without the
     * suffix and without a trailing slash, so path normalisation must not redirect them.
     */
    dataRequest: boolean
    /** When the server received the request (`performance.now()`), for Server-Timing's total. */
    receivedAt: number
    /**
     * A trusted caching proxy assembles ESI includes for this request: a signed-in shopper's
     * page is then the shared page with their personal parts as an include.
     */
    surrogateEsi: boolean
  }
}

/** What the server hands `loadContextFor` from Express's view of the request. */
export type ConnectionFacts = {
  clientAddress: string | undefined
  dataRequest: boolean
  requestIdHeader: string | undefined
  /** `Surrogate-Capability` as a trusted proxy sent it; undefined from anyone else. */
  surrogateCapability?: string | undefined
}

/** The load context of one request (`getLoadContext` in server/). */
export function loadContextFor(facts: ConnectionFacts): AppLoadContext {
  return {
    requestId: requestIdFrom(facts.requestIdHeader ?? null, randomUUID),
    clientAddress: facts.clientAddress ?? 'unknown',
    dataRequest: facts.dataRequest,
    receivedAt: performance.now(),
    surrogateEsi: announcesEsi(facts.surrogateCapability),
  }
}

/** A load context for code run outside the server: unit tests, scripts. */
export function localLoadContext(overrides: Partial<AppLoadContext> = {}): AppLoadContext {
  return loadContextFor({
    clientAddress: undefined,
    dataRequest: false,
    requestIdHeader: undefined,
    ...overrides,
  })
}

export type RequestContext = {
  market: Market
  prefixes: PathPrefixes
  /** Canonical origin of the market (never an unknown Host). */
  origin: string
  device: DeviceInfo
  url: URL
  /** The shopper's address (the load context's), for the shop API's per-address limits. */
  clientAddress: string
}

const contexts = new WeakMap<AppLoadContext, RequestContext>()

/**
 * The request's market, prefixes and device, resolved once per request (every loader of it shares
 * the load context). Throws the redirect when the path's prefix belongs elsewhere.
 */
export function requestContext(request: Request, load: AppLoadContext): RequestContext {
  const known = contexts.get(load)
  if (known) return known
  const resolution = resolveMarket(request)
  if (resolution.kind === 'redirect') throw redirect(resolution.location, resolution.status)
  const context: RequestContext = {
    market: resolution.market,
    prefixes: resolution.prefixes,
    origin: resolution.origin,
    device: deviceInfo(request.headers.get('user-agent') ?? ''),
    url: new URL(request.url),
    clientAddress: load.clientAddress,
  }
  contexts.set(load, context)
  return context
}
