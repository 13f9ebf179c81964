import { redirect } from '@remix-run/node'
import { deviceInfo, type DeviceInfo } from '~/domain/device'
import { resolveMarket } from './market.server'
import { startTiming } from './server-timing.server'
import type { Market } from '~/domain/market'
import type { PathPrefixes } from '~/domain/paths'

export type RequestContext = {
  market: Market
  prefixes: PathPrefixes
  /** Canonical origin of the market (never an unknown Host). */
  origin: string
  device: DeviceInfo
  url: URL
}

const contexts = new WeakMap<Request, RequestContext>()

/**
 * Everything a loader needs to know about the request, computed once per request.
 * Throws the redirect when the path's prefix belongs elsewhere.
 */
export function requestContext(request: Request): RequestContext {
  const known = contexts.get(request)
  if (known) return known
  startTiming(request)
  const resolution = resolveMarket(request)
  if (resolution.kind === 'redirect') throw redirect(resolution.location, resolution.status)
  const context: RequestContext = {
    market: resolution.market,
    prefixes: resolution.prefixes,
    origin: resolution.origin,
    device: deviceInfo(request.headers.get('user-agent') ?? ''),
    url: new URL(request.url),
  }
  contexts.set(request, context)
  return context
}
