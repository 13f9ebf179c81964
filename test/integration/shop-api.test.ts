import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { marketFor } from '~/domain/market'
import { ShopApiError, shopFetch } from '~/services/shop-api.server'
import type { AddressInfo } from 'node:net'

type Seen = { method: string; url: string; headers: IncomingMessage['headers'] }
let server: Server
let baseUrl: string
let seen: Seen[] = []
let answers: { status: number; body?: string; delayMs?: number }[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers })
    const answer = answers.shift() ?? { status: 200, body: '{"ok":true}' }
    setTimeout(() => {
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(answer.body ?? '{}')
    }, answer.delayMs ?? 0)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  seen = []
  answers = []
})

const market = marketFor('wallart', 'ch', 'fr-CH', 'web')
const Ok = z.object({ ok: z.boolean() })

describe('shop API client (shop-core §7)', () => {
  it('"Every shop request carries two headers: X-Channel (channel plus country code) and X-Locale"', async () => {
    await shopFetch({ market, path: '/web-api/customer-data', schema: Ok, baseUrl })
    expect(seen[0]?.headers['x-channel']).toBe('wallart-CH')
    expect(seen[0]?.headers['x-locale']).toBe('fr-CH')
  })

  it('"retries other methods once, on status … 503": a GET answered 503 once succeeds on the retry', async () => {
    answers = [{ status: 503 }, { status: 200, body: '{"ok":true}' }]
    const { data } = await shopFetch({ market, path: '/web-api/themes', schema: Ok, baseUrl })
    expect(data.ok).toBe(true)
    expect(seen).toHaveLength(2)
  })

  it('retries a GET only once: a second 503 is an error', async () => {
    answers = [{ status: 503 }, { status: 503 }, { status: 200 }]
    await expect(
      shopFetch({ market, path: '/web-api/themes', schema: Ok, baseUrl }),
    ).rejects.toBeInstanceOf(ShopApiError)
    expect(seen).toHaveLength(2)
  })

  it('"The general client does not retry PATCH, POST, PUT or DELETE": a POST answered 503 is not retried', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      seen = []
      answers = [{ status: 503 }, { status: 200, body: '{"ok":true}' }]
      await expect(
        shopFetch({
          market,
          method,
          path: '/web-api/customer-login',
          body: {},
          schema: Ok,
          baseUrl,
        }),
      ).rejects.toMatchObject({ status: 503 })
      expect(seen).toHaveLength(1)
    }
  })

  it('does not retry statuses outside the list (404)', async () => {
    answers = [{ status: 404, body: '{"message":{"text":"nope"}}' }]
    const error = await shopFetch({ market, path: '/web-api/themes', schema: Ok, baseUrl }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ShopApiError)
    expect((error as ShopApiError).messageText).toBe('nope')
    expect(seen).toHaveLength(1)
  })

  it('"Timeout: TimeoutError (operation aborted due to timeout)"', async () => {
    answers = [{ status: 200, body: '{"ok":true}', delayMs: 500 }]
    await expect(
      shopFetch({
        market,
        method: 'POST',
        path: '/web-api/x',
        schema: Ok,
        baseUrl,
        timeoutMs: 100,
      }),
    ).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  it('"Fetch request URLs must not begin with \'//\'"', async () => {
    await expect(
      shopFetch({ market, path: '//evil.example/x', schema: Ok, baseUrl }),
    ).rejects.toThrow(/Refusing/)
    expect(seen).toHaveLength(0)
  })

  it('forwards the shopper’s cookie only when given, and parses answers with the schema', async () => {
    answers = [{ status: 200, body: '{"unexpected":1}' }]
    await expect(
      shopFetch({
        market,
        path: '/web-api/customer-data',
        cookie: 'shop_session=abc',
        schema: Ok,
        baseUrl,
      }),
    ).rejects.toMatchObject({ name: 'ShopApiShapeError' })
    expect(seen[0]?.headers.cookie).toBe('shop_session=abc')
  })
})
