import { randomBytes } from 'node:crypto'
import { constants, crc32, deflateRawSync, gunzipSync, inflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  acceptsGzip,
  crc32Combine,
  gzipWithNonce,
  RenderMemo,
  renderMemoKey,
  splitAtNonce,
  storedBlock,
  withNonce,
} from './render-memo.server'
import type { EntryContext } from '@remix-run/node'

type Options = {
  version?: string
  loaderData?: Record<string, unknown>
  actionData?: Record<string, unknown> | null
  errors?: Record<string, unknown> | null
  loaderHeaders?: Record<string, Headers>
}

/**
 * The parts of Remix's entry context the memo reads; serverHandoffString as Remix builds it with
 * single fetch (no route data: that is streamed).
 */
function context({
  version = 'v1',
  loaderData = { root: { a: 1 } },
  actionData = null,
  errors = null,
  loaderHeaders = {},
}: Options = {}) {
  return {
    manifest: { version },
    serverHandoffString: JSON.stringify({ future: { v3_singleFetch: true } }),
    staticHandlerContext: { loaderData, actionData, errors, loaderHeaders },
  } as unknown as EntryContext
}

const get = (url = 'http://localhost/') => new Request(url)

describe('renderMemoKey: a document is a function of build, URL, status and route data', () => {
  it('gives the same key for the same data and another for any difference', () => {
    const key = renderMemoKey(get(), 200, context())
    expect(key).toBeTruthy()
    expect(renderMemoKey(get(), 200, context())).toBe(key)
    expect(renderMemoKey(get('http://localhost/faq'), 200, context())).not.toBe(key)
    expect(
      renderMemoKey(get('http://cards-ch.localhost/'), 200, context()),
      'another market is another URL',
    ).not.toBe(key)
    expect(
      renderMemoKey(get('http://localhost/?colour=red'), 200, context()),
      'query strings count',
    ).not.toBe(key)
    expect(renderMemoKey(get(), 404, context())).not.toBe(key)
    expect(renderMemoKey(get(), 200, context({ version: 'v2' })), 'a new build').not.toBe(key)
    expect(
      renderMemoKey(get(), 200, context({ loaderData: { root: { a: 2 } } })),
      'changed data',
    ).not.toBe(key)
  })

  it('a long text (a story sent as its JSON text) counts by its content', () => {
    const text = (headline: string) => JSON.stringify({ headline, body: 'x'.repeat(2000) })
    const keyOf = (story: string) =>
      renderMemoKey(get(), 200, context({ loaderData: { 'routes/$': { story } } }))
    const key = keyOf(text('Fotokalender'))
    expect(keyOf(text('Fotokalender')), 'an equal text made again').toBe(key)
    expect(keyOf(text('Fotokalender 2028')), 'a published change').not.toBe(key)
  })

  it('with single fetch (a hand-off string without route data) another arm or a publish is another key', () => {
    const singleFetch = (loaderData: Record<string, unknown>) =>
      ({
        ...context({ loaderData }),
        serverHandoffString: JSON.stringify({ future: { v3_singleFetch: true } }),
      }) as unknown as EntryContext
    const off = renderMemoKey(
      get(),
      200,
      singleFetch({ 'routes/$': { settings: { home_hero_experiment: 'off' } } }),
    )
    const on = renderMemoKey(
      get(),
      200,
      singleFetch({ 'routes/$': { settings: { home_hero_experiment: 'on' } } }),
    )
    expect(off).toBeTruthy()
    expect(on).not.toBe(off)
  })

  it('"anything with the customer … or a preview": never memoised, nor POSTs, action data or server errors', () => {
    const withCookie = (cookie: string) => new Request('http://localhost/', { headers: { cookie } })
    expect(renderMemoKey(withCookie('shop_session=abc'), 200, context())).toBeUndefined()
    expect(renderMemoKey(withCookie('consent=1; shop_basket=xyz'), 200, context())).toBeUndefined()
    expect(
      renderMemoKey(withCookie('shop_uk=0b7c; consent=1'), 200, context()),
      'the user key alone is no customer',
    ).toBeTruthy()
    expect(renderMemoKey(get(), 503, context())).toBeUndefined()
    expect(
      renderMemoKey(
        get('http://localhost/faq?_storyblok=1&_storyblok_tk[token]=x'),
        200,
        context(),
      ),
    ).toBeUndefined()
    expect(
      renderMemoKey(
        new Request('http://localhost/', { method: 'POST', body: 'a=1' }),
        200,
        context(),
      ),
    ).toBeUndefined()
    expect(
      renderMemoKey(get(), 200, context({ actionData: { 'routes/x': { ok: true } } })),
    ).toBeUndefined()
    expect(renderMemoKey(get(), 500, context())).toBeUndefined()
  })

  it('a new user key or a flag treatment (private for caches outside) does not prevent it: the treatment is data, the key in no document', () => {
    const flagged = {
      root: new Headers({ 'Cache-Control': 'private, no-store', 'Set-Cookie': 'shop_uk=abc' }),
    }
    const on = renderMemoKey(
      get(),
      200,
      context({ loaderHeaders: flagged, loaderData: { root: { treatments: { hero: 'on' } } } }),
    )
    const off = renderMemoKey(
      get(),
      200,
      context({ loaderHeaders: flagged, loaderData: { root: { treatments: { hero: 'off' } } } }),
    )
    expect(on).toBeTruthy()
    expect(on).not.toBe(off)
  })
})

describe('nonce templating: every answer gets its own CSP nonce', () => {
  const html = (nonce: string) =>
    Buffer.from(
      `<html><script nonce="${nonce}">a</script><p>ü €</p><script nonce="${nonce}">b</script></html>`,
    )

  it('a memoised document carries the new nonce wherever the old one was', () => {
    const parts = splitAtNonce(html('OLD+nonce/1=='), 'OLD+nonce/1==')
    expect(parts).toHaveLength(3)
    expect(withNonce(parts, 'NEW+nonce/2==').toString()).toBe(html('NEW+nonce/2==').toString())
  })

  it('a document without the nonce is kept whole', () => {
    const parts = splitAtNonce(Buffer.from('<p>static</p>'), 'abc')
    expect(withNonce(parts, 'xyz').toString()).toBe('<p>static</p>')
  })
})

describe('RenderMemo: bounded by the size of what it keeps', () => {
  const doc = (size: number, nonce = 'n0') =>
    Buffer.from(`${nonce}${'x'.repeat(size - nonce.length)}`)

  it('returns what it stored, with the ETag', () => {
    const memo = new RenderMemo(10_000)
    memo.set('a', doc(100), 'n0', 'W/"a"')
    const entry = memo.get('a')
    expect(entry?.etag).toBe('W/"a"')
    expect(withNonce(entry!.parts, 'n1').toString()).toBe(doc(100, 'n1').toString())
    expect(memo.get('missing')).toBeUndefined()
  })

  it('evicts the least recently used documents beyond its size', () => {
    const probe = new RenderMemo(1_000_000)
    probe.set('x', doc(500), 'n0', 'x')
    const size = probe.totalBytes // the HTML and its compressed parts
    const memo = new RenderMemo(4 * size)
    memo.set('a', doc(500), 'n0', 'a')
    memo.set('b', doc(500), 'n0', 'b')
    memo.set('c', doc(500), 'n0', 'c')
    memo.get('a') // a is now the most recently used
    memo.set('d', doc(500), 'n0', 'd')
    expect(memo.stats.evicted).toBe(0)
    memo.set('e', doc(500), 'n0', 'e')
    expect(memo.totalBytes).toBeLessThanOrEqual(4 * size)
    expect(memo.get('b')).toBeUndefined()
    expect(memo.get('a')).toBeDefined()
    expect(memo.get('e')).toBeDefined()
    expect(memo.stats.evicted).toBe(1)
  })

  it('keeps no document larger than a quarter of its size, and nothing when turned off (0)', () => {
    const memo = new RenderMemo(1_000)
    memo.set('big', doc(300), 'n0', 'big')
    expect(memo.get('big')).toBeUndefined()
    const off = new RenderMemo(0)
    off.set('a', doc(10), 'n0', 'a')
    expect(off.size).toBe(0)
  })

  it('replacing a key does not count its size twice', () => {
    const memo = new RenderMemo(10_000)
    memo.set('a', doc(200), 'n0', 'a')
    const once = memo.totalBytes
    memo.set('a', doc(200), 'n0', 'a2')
    expect(memo.totalBytes).toBe(once)
    expect(memo.size).toBe(1)
    expect(memo.get('a')?.etag).toBe('a2')
  })

  it('lets go of documents nobody asked for within idleMs (last minute’s pages), keeping the ones in use', () => {
    let now = 0
    const memo = new RenderMemo(1_000_000, { idleMs: 120_000, now: () => now })
    memo.set('minute-1', doc(100), 'n0', 'm1')
    memo.set('home', doc(100), 'n0', 'home')
    now = 100_000
    expect(memo.get('home')?.etag, 'served: used again').toBe('home')
    now = 130_000
    memo.set('minute-2', doc(100), 'n0', 'm2')
    expect(memo.get('minute-1'), 'unused for 130 s: gone').toBeUndefined()
    expect(memo.get('home')?.etag).toBe('home')
    expect(memo.size).toBe(2)
    expect(memo.stats.evicted).toBe(1)
    expect(memo.totalBytes).toBe(
      [...['home', 'minute-2']].reduce((sum, key) => sum + (memo.get(key)?.bytes ?? 0), 0),
    )
  })
})

describe('gzip without compressing each response again', () => {
  const html = (nonce: string) =>
    Buffer.from(
      `<!DOCTYPE html><script nonce="${nonce}">x</script>${'<p>Grüße €</p>'.repeat(2000)}<script nonce="${nonce}">y</script>`,
    )

  it("the spliced gzip stream decodes to the document with this response's nonce", () => {
    const memo = new RenderMemo(10_000_000)
    memo.set('k', html('first+nonce/A=='), 'first+nonce/A==', 'W/"k"')
    const entry = memo.get('k')!
    for (const nonce of ['second+nonce/B==', 'third/C==']) {
      const gzipped = gzipWithNonce(entry, nonce)
      expect(gunzipSync(gzipped).toString()).toBe(html(nonce).toString())
      expect(gzipped.length).toBeLessThan(html(nonce).length / 10)
    }
  })

  it("the CRC-32 of two parts combined from theirs is the whole's (gunzip checks it too)", () => {
    for (const [a, b] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [3, 7],
      [1000, 65_537],
      [70_000, 1],
    ] as const) {
      const first = randomBytes(a)
      const second = randomBytes(b)
      expect(crc32Combine(crc32(first), crc32(second), b)).toBe(
        crc32(Buffer.concat([first, second])),
      )
    }
  })

  it('a stored block is the bytes as they are, spliced between compressed parts', () => {
    const flush = { finishFlush: constants.Z_SYNC_FLUSH }
    for (const nonce of ['', 'a', 'MfQ3UE2S2nzQfOpvZ6nh0g==']) {
      const stream = Buffer.concat([
        deflateRawSync(Buffer.from('<p>before</p>'), flush),
        storedBlock(Buffer.from(nonce)),
        deflateRawSync(Buffer.from('<p>after</p>')),
      ])
      expect(inflateRawSync(stream).toString()).toBe(`<p>before</p>${nonce}<p>after</p>`)
    }
    expect(() => storedBlock(Buffer.alloc(70_000))).toThrow(RangeError)
  })

  it('"Accept-Encoding": gzip only where allowed (q=0 refuses, * allows)', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('GZIP')).toBe(true)
    expect(acceptsGzip('br')).toBe(false)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('*;q=0.5, gzip;q=0')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip('')).toBe(false)
    expect(acceptsGzip(null)).toBe(false)
  })
})
