import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { modules } from '../modules'
import {
  CARDS_DE,
  getJson,
  postJson,
  removeTempDirs,
  startTestBackend,
  type TestBackend,
} from '../testing/harness'
import { json } from './reply'
import type { BackendModule } from '../app'

let backend: TestBackend

const failing: BackendModule = {
  name: 'failing',
  register(router) {
    router.get('/boom', () => {
      throw new Error('secret detail at /srv/app.ts:12')
    })
    router.post('/web-api/echo', async (ctx) => json(200, { form: await ctx.form() }))
  },
}

beforeAll(async () => {
  backend = await startTestBackend({ modules: [...modules, failing] })
})
afterAll(async () => {
  await backend.close()
  removeTempDirs()
})

describe('request handling', () => {
  it('answers GET /healthz {"status":"ok"}', async () => {
    const { status, body } = await getJson(`${backend.url}/healthz`)
    expect(status).toBe(200)
    expect(body).toEqual({ status: 'ok' })
  })

  it('answers unknown paths 404 JSON', async () => {
    const response = await fetch(`${backend.url}/nowhere`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toMatchObject({ message: { text: 'Not found' } })
    const cdn = await getJson(`${backend.url}/v2/cdn/nowhere?token=local-public-token`)
    expect(cdn.status).toBe(404)
    expect(cdn.body).toEqual({ error: 'Not found' })
  })

  it('answers an unexpected error 500 JSON without the stack or message, and logs it', async () => {
    const response = await fetch(`${backend.url}/boom`)
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(text).not.toContain('secret detail')
    expect(text).not.toContain('.ts')
    expect(JSON.parse(text)).toMatchObject({ message: { text: 'Internal server error.' } })
    expect(
      backend.logs.some(
        (line) => line.event === 'backend-unexpected-error' && line.level === 'error',
      ),
    ).toBe(true)
  })

  it('answers a malformed JSON body 400', async () => {
    const { status, body } = await postJson(`${backend.url}/web-api/echo`, '{"email": ')
    expect(status).toBe(400)
    expect(body.message.text).toMatch(/Malformed JSON/)
  })

  it('answers a JSON body that is not an object 400', async () => {
    expect((await postJson(`${backend.url}/web-api/echo`, '[1,2]')).status).toBe(400)
  })

  it('accepts application/x-www-form-urlencoded bodies', async () => {
    const response = await fetch(`${backend.url}/web-api/echo`, {
      method: 'POST',
      headers: { ...CARDS_DE, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.de&newsletter=on',
    })
    expect(await response.json()).toEqual({ form: { email: 'a@b.de', newsletter: 'on' } })
  })

  it('answers other body types 415', async () => {
    const response = await fetch(`${backend.url}/web-api/echo`, {
      method: 'POST',
      headers: { ...CARDS_DE, 'content-type': 'text/plain' },
      body: 'hi',
    })
    expect(response.status).toBe(415)
  })

  it('answers bodies over 64 KB 413, declared or streamed', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(70 * 1024) })
    const declared = await postJson(`${backend.url}/web-api/echo`, big)
    expect(declared.status).toBe(413)
    expect(declared.body.message.text).toMatch(/too large/)

    // Chunked, without Content-Length: refused while reading.
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${backend.url}/web-api/echo`)
      const req = request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { ...CARDS_DE, 'content-type': 'application/json' },
      })
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.write(big.slice(0, 40_000))
      req.end(big.slice(40_000))
    })
    expect(status).toBe(413)
  })

  it('answers a wrong method 405 with Allow', async () => {
    const response = await fetch(`${backend.url}/healthz`, { method: 'DELETE' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toContain('GET')
  })

  it('treats a path starting with // as a path, not a host', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(backend.url)
      const req = request({ host: url.hostname, port: url.port, path: '//evil.example/healthz' })
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.end()
    })
    expect(status).toBe(404)
  })

  it('sets nosniff and a no-store default on every answer', async () => {
    const response = await fetch(`${backend.url}/healthz`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
