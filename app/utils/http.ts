/**
 * Rules of the shop's calls (shop-core §7, §8): the headers every shop request carries, which
 * requests the general client retries, and the content client's answers.
 */
import { contentClientLimits } from '~/domain/constants'
import type { Market } from '~/domain/market'

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
export type HttpMethod = (typeof httpMethods)[number]

/** "Every shop request carries two headers: X-Channel (channel plus country code) and X-Locale." */
export function shopRequestHeaders(
  market: Pick<Market, 'channel' | 'country' | 'locale'>,
): Record<string, string> {
  return { 'X-Channel': `${market.channel}-${market.country}`, 'X-Locale': market.locale }
}

const unretriedMethods: readonly HttpMethod[] = ['PATCH', 'POST', 'PUT', 'DELETE']
export const retryStatuses = [408, 409, 425, 429, 500, 502, 503, 504] as const
export const maxShopRetries = 1

/**
 * "The general client does not retry PATCH, POST, PUT or DELETE, and retries other methods
 * once, on status 408, 409, 425, 429, 500, 502, 503 or 504." `retriesSoFar` counts earlier retries.
 */
export function shouldRetryShopRequest(
  method: HttpMethod,
  status: number,
  retriesSoFar: number,
): boolean {
  return (
    !unretriedMethods.includes(method) &&
    (retryStatuses as readonly number[]).includes(status) &&
    retriesSoFar < maxShopRetries
  )
}

/**
 * The codes of a connection that was dropped before any answer: most often a kept-alive socket
 * the upstream closed just as it was reused (undici's "other side closed").
 */
const droppedConnectionCodes: readonly string[] = ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']

/** Whether a failed fetch lost its connection before an answer (not a timeout, not a refusal). */
export function isDroppedConnection(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const cause = error.cause as { code?: unknown } | undefined
  const code = cause?.code ?? (error as { code?: unknown }).code
  return typeof code === 'string' && droppedConnectionCodes.includes(code)
}

/**
 * A dropped connection is tried once more for the methods the client retries on a transient
 * status: the request may not have reached the upstream at all, and those methods
 * are safe to repeat.
 */
export function shouldRetryDroppedConnection(
  method: string,
  error: unknown,
  retriesSoFar: number,
): boolean {
  return (
    !(unretriedMethods as readonly string[]).includes(method.toUpperCase()) &&
    isDroppedConnection(error) &&
    retriesSoFar < maxShopRetries
  )
}

/** "Request failure, status 400 to 599: triggers error handlers." */
export function isFailureStatus(status: number): boolean {
  return status >= 400 && status <= 599
}

/** "Content client: status outside 200-206 rejects." */
export function isContentSuccessStatus(status: number): boolean {
  return status >= 200 && status <= 206
}

/**
 * "Content client: status 429 retried after 300 ms, up to 10 times." The delay before the next try,
 * or undefined to give up.
 */
export function contentRetryDelay(status: number, retriesSoFar: number): number | undefined {
  return status === 429 && retriesSoFar < contentClientLimits.maxRetries
    ? contentClientLimits.retryDelayMs
    : undefined
}
