import { createServer } from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/** Two stand-in proxies: the purge requests each received; the second always fails. */
const received: string[] = []
const proxies = [
  createServer((request, response) => {
    received.push(`${request.method} ${request.url} ${request.headers['surrogate-key']}`)
    response.end('Banned')
  }),
  createServer((_request, response) => {
    response.statusCode = 503
    response.end()
  }),
]

beforeAll(async () => {
  await Promise.all(
    proxies.map((proxy) => new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done))),
  )
  const urls = proxies.map((proxy) => `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`)
  vi.stubEnv('CDN_PURGE_URLS', urls.join(','))
  vi.stubEnv('LOG_LEVEL', 'silent')
})

afterAll(async () => {
  await Promise.all(proxies.map((proxy) => new Promise((done) => proxy.close(done))))
})

describe('purging the CDN after a publish', () => {
  it('purges every proxy now and once more after the renders under way; a failing one is no error', async () => {
    const { purgeAfterPublish } = await import('./cdn-purge.server')
    let settled = false
    const purged = purgeAfterPublish(['s:12', 'p:cards/de-de/faq', 'no valid key'], {
      againAfterMs: 300,
    }).then(() => {
      settled = true
    })
    await vi.waitFor(() => expect(received).toHaveLength(1))
    expect(received[0]).toBe('PURGE / s:12 p:cards/de-de/faq')
    expect(settled).toBe(false)
    await purged
    expect(received).toEqual(['PURGE / s:12 p:cards/de-de/faq', 'PURGE / s:12 p:cards/de-de/faq'])
  })

  it('sends nothing without keys', async () => {
    const { purgeAfterPublish } = await import('./cdn-purge.server')
    received.length = 0
    await purgeAfterPublish([], { againAfterMs: 0 })
    expect(received).toEqual([])
  })
})
