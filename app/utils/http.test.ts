import { describe, expect, it } from 'vitest'
import {
  contentRetryDelay,
  httpMethods,
  isContentSuccessStatus,
  isFailureStatus,
  shopRequestHeaders,
  isDroppedConnection,
  shouldRetryDroppedConnection,
  shouldRetryShopRequest,
} from './http'

describe('shop calls (shop-core §7)', () => {
  it('"Every shop request carries two headers: X-Channel (channel plus country code) and X-Locale."', () => {
    expect(shopRequestHeaders({ channel: 'cards', country: 'CH', locale: 'fr-CH' })).toEqual({
      'X-Channel': 'cards-CH',
      'X-Locale': 'fr-CH',
    })
  })

  it('"Verbs available: GET, POST, PUT, PATCH, DELETE, OPTIONS."', () => {
    expect(httpMethods).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
  })

  it('"does not retry PATCH, POST, PUT or DELETE"', () => {
    for (const method of ['PATCH', 'POST', 'PUT', 'DELETE'] as const)
      expect(shouldRetryShopRequest(method, 503, 0)).toBe(false)
  })

  it('"retries other methods once, on status 408, 409, 425, 429, 500, 502, 503 or 504"', () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      expect(shouldRetryShopRequest('GET', status, 0)).toBe(true)
      expect(shouldRetryShopRequest('OPTIONS', status, 0)).toBe(true)
      expect(shouldRetryShopRequest('GET', status, 1)).toBe(false)
    }
    for (const status of [200, 400, 401, 404, 501, 505])
      expect(shouldRetryShopRequest('GET', status, 0)).toBe(false)
  })

  it('a connection dropped before an answer is tried once more for the retried methods', () => {
    const dropped = (code: string) => new TypeError('fetch failed', { cause: { code } })
    expect(isDroppedConnection(dropped('UND_ERR_SOCKET'))).toBe(true)
    expect(isDroppedConnection(dropped('ECONNRESET'))).toBe(true)
    expect(isDroppedConnection(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBe(
      true,
    )
    // A refusal (nobody listens) and a timeout are not a reused socket's race: no second try.
    expect(isDroppedConnection(dropped('ECONNREFUSED'))).toBe(false)
    expect(isDroppedConnection(new DOMException('timed out', 'TimeoutError'))).toBe(false)
    expect(isDroppedConnection('ECONNRESET')).toBe(false)
    expect(shouldRetryDroppedConnection('GET', dropped('UND_ERR_SOCKET'), 0)).toBe(true)
    expect(shouldRetryDroppedConnection('get', dropped('ECONNRESET'), 0)).toBe(true)
    expect(shouldRetryDroppedConnection('GET', dropped('ECONNRESET'), 1)).toBe(false)
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(shouldRetryDroppedConnection(method, dropped('ECONNRESET'), 0)).toBe(false)
  })

  it('"Request failure, status 400 to 599: triggers error handlers."', () => {
    expect(isFailureStatus(399)).toBe(false)
    expect(isFailureStatus(400)).toBe(true)
    expect(isFailureStatus(599)).toBe(true)
    expect(isFailureStatus(600)).toBe(false)
  })
})

describe('content client (shop-core §8)', () => {
  it('"status outside 200-206 rejects"', () => {
    expect(isContentSuccessStatus(200)).toBe(true)
    expect(isContentSuccessStatus(206)).toBe(true)
    expect(isContentSuccessStatus(207)).toBe(false)
    expect(isContentSuccessStatus(199)).toBe(false)
    expect(isContentSuccessStatus(304)).toBe(false)
  })

  it('"status 429: retried after 300 ms, up to 10 times"', () => {
    expect(contentRetryDelay(429, 0)).toBe(300)
    expect(contentRetryDelay(429, 9)).toBe(300)
    expect(contentRetryDelay(429, 10)).toBeUndefined()
    expect(contentRetryDelay(500, 0)).toBeUndefined()
  })
})
