import { isSafeRequestUrl } from '~/domain/paths'
import {
  shopRequestHeaders,
  shouldRetryDroppedConnection,
  shouldRetryShopRequest,
  type HttpMethod,
} from '~/utils/http'
import { clientAddressHeaders } from './client-address.server'
import { env } from './env.server'
import { logEvent } from './logger.server'
import { timedUpstream, upstreamCallName } from './metrics.server'
import type { z } from 'zod'
import type { Market } from '~/domain/market'

export type ShopMethod = HttpMethod

export type ShopRequest<T> = {
  market: Pick<Market, 'channel' | 'country' | 'locale'>
  method?: ShopMethod
  path: string
  query?: Record<string, string | number | undefined>
  body?: unknown
  /** The shopper's Cookie header, forwarded for calls that need the session. */
  cookie?: string | null
  referer?: string | null
  /**
   * The shopper's address as the storefront derived it, for the backend's per-address
   * limits.
   */
  clientAddress?: string | null
  schema: z.ZodType<T>
  timeoutMs?: number
  baseUrl?: string
}

export type ShopResponse<T> = { data: T; status: number; setCookies: string[] }

/** A shop API answer outside 2xx; carries the parsed body when it was JSON. */
export class ShopApiError extends Error {
  override name = 'ShopApiError'
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly path: string,
  ) {
    super(`Shop API ${path} answered ${status}`)
  }
  /** `message.text` of an error answer, when the backend gave one. */
  get messageText(): string | undefined {
    const text = (this.body as { message?: { text?: unknown } } | null)?.message?.text
    return typeof text === 'string' ? text : undefined
  }
}

/** The answer was not of the expected shape (malformed JSON or wrong fields). */
export class ShopApiShapeError extends Error {
  override name = 'ShopApiShapeError'
  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(`Shop API ${path} answered an unexpected shape: ${detail}`)
  }
}

/**
 * Calls the shop API with the headers every shop request carries (X-Channel, X-Locale),
 * a timeout that fails as TimeoutError, and one retry for idempotent methods on the
 * spec's transient statuses or a dropped connection.
 */
export function shopFetch<T>(request: ShopRequest<T>): Promise<ShopResponse<T>> {
  const name = upstreamCallName('shop', request.method ?? 'GET', request.path)
  return timedUpstream(name, () => fetchFromShop(request))
}

async function fetchFromShop<T>(request: ShopRequest<T>): Promise<ShopResponse<T>> {
  const method = request.method ?? 'GET'
  if (!isSafeRequestUrl(request.path)) {
    throw new Error(`Refusing shop API request URL ${JSON.stringify(request.path)}`)
  }
  const url = new URL(request.path, request.baseUrl ?? env().SHOP_API_URL)
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  const headers = new Headers({ accept: 'application/json', ...shopRequestHeaders(request.market) })
  if (request.cookie) headers.set('cookie', request.cookie)
  if (request.referer) headers.set('referer', request.referer)
  for (const [name, value] of Object.entries(clientAddressHeaders(request.clientAddress)))
    headers.set(name, value)
  let body: string | undefined
  if (request.body !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(request.body)
  }
  const timeoutMs = request.timeoutMs ?? env().SHOP_API_TIMEOUT_MS
  for (let retries = 0; ; retries++) {
    let response: Response
    try {
      response = await fetch(url, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      if (!shouldRetryDroppedConnection(method, error, retries)) throw error
      logEvent('info', 'upstream-connection-dropped', { upstream: 'shop', path: request.path })
      continue
    }
    if (!response.ok && shouldRetryShopRequest(method, response.status, retries)) {
      await response.body?.cancel()
      continue
    }
    const parsed = await readJson(response, request.path)
    if (!response.ok) throw new ShopApiError(response.status, parsed, request.path)
    const result = request.schema.safeParse(parsed)
    if (!result.success) {
      throw new ShopApiShapeError(request.path, result.error.issues[0]?.message ?? 'invalid')
    }
    return {
      data: result.data,
      status: response.status,
      setCookies: setCookiesOf(response.headers),
    }
  }
}

/**
 * Set-Cookie lines; remix-serve's fetch polyfill (no single fetch) has `raw()` instead of
 * `getSetCookie()`.
 */
function setCookiesOf(headers: Headers): string[] {
  if (typeof headers.getSetCookie === 'function') return headers.getSetCookie()
  const raw = (headers as Headers & { raw?: () => Record<string, string[]> }).raw?.()['set-cookie']
  if (raw) return raw
  const single = headers.get('set-cookie')
  return single ? [single] : []
}

async function readJson(response: Response, path: string): Promise<unknown> {
  const text = await response.text()
  if (text === '') return null
  try {
    return JSON.parse(text)
  } catch {
    if (!response.ok) return null
    throw new ShopApiShapeError(path, 'body is not JSON')
  }
}
