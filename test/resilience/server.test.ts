/**
 * The production server in front of Remix (server/), as a real process on the
 * production build: static files and their caching, compression, the checks before Remix
 * and the graceful shutdown.
 */
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { badHostHeaders, crossSiteReason, isValidHost } from '../../server/http.mjs'
import { getPage, postForm, problemsOf, send, type RawResponse } from './support/http'
import {
  assetsDir,
  root,
  startShopProcess,
  startStack,
  type ShopProcess,
  type Stack,
} from './support/stack'

let stack: Stack
const host = () => `localhost:${stack.shop.port}`

beforeAll(async () => {
  stack = await startStack()
})

afterAll(async () => {
  await stack?.stop()
})

/**
 * The largest file of the build's assets with this extension (well above compression's threshold).
 */
function largestAsset(extension: string): string {
  return `/build/${assetFiles(extension)[0]!.slice(assetsDir.length + 1)}`
}

/** The build's assets with this extension, largest first. */
function assetFiles(extension: string): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (name.endsWith(extension)) files.push(path)
    }
  }
  walk(assetsDir)
  return files.sort((a, b) => statSync(b).size - statSync(a).size)
}

function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8')
  return response.text
}

describe('static files and compression', () => {
  it('"hashed build assets `public, max-age=31536000, immutable`", compressed with brotli or gzip', async () => {
    for (const path of [largestAsset('.js'), largestAsset('.css')]) {
      for (const encoding of ['br', 'gzip']) {
        const response = await send({
          base: stack.shop.url,
          path,
          headers: [
            ['Host', host()],
            ['Accept-Encoding', encoding],
          ],
        })
        expect(response.status, path).toBe(200)
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
        expect(response.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding)
        expect(decoded(response).length).toBeGreaterThan(1024)
      }
    }
  })

  it('compression from 256 bytes on: a script of 256 bytes to 1 KB is compressed; the favicon (195 bytes) is sent as it is', async () => {
    const small = assetFiles('.js').find(
      (file) => statSync(file).size >= 256 && statSync(file).size < 1024,
    )
    expect(small, 'the build has a script between 256 bytes and 1 KB').toBeTruthy()
    const path = `/build/${small!.slice(assetsDir.length + 1)}`
    for (const encoding of ['br', 'gzip']) {
      const response = await send({
        base: stack.shop.url,
        path,
        headers: [
          ['Host', host()],
          ['Accept-Encoding', encoding],
        ],
      })
      expect(response.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding)
      expect(response.body.length).toBeLessThan(statSync(small!).size)
      expect(decoded(response).length).toBe(statSync(small!).size)
    }
    const favicon = await send({
      base: stack.shop.url,
      path: '/favicon.svg',
      headers: [
        ['Host', host()],
        ['Accept-Encoding', 'gzip, br'],
      ],
    })
    expect(favicon.headers['content-encoding']).toBeUndefined()
    expect(favicon.body.length).toBeLessThan(256)
  })

  it('"other static files a day with revalidation": the favicon is `public, max-age=86400` with ETag and Last-Modified, and revalidates with 304', async () => {
    const response = await send({
      base: stack.shop.url,
      path: '/favicon.svg',
      headers: [['Host', host()]],
    })
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
    expect(response.headers.etag).toBeTruthy()
    expect(response.headers['last-modified']).toBeTruthy()
    const again = await send({
      base: stack.shop.url,
      path: '/favicon.svg',
      headers: [
        ['Host', host()],
        ['If-None-Match', String(response.headers.etag)],
      ],
    })
    expect(again.status).toBe(304)
    const since = await send({
      base: stack.shop.url,
      path: '/favicon.svg',
      headers: [
        ['Host', host()],
        ['If-Modified-Since', String(response.headers['last-modified'])],
      ],
    })
    expect(since.status).toBe(304)
  })

  it('"Compression: brotli or gzip for HTML, JS, CSS, JSON, SVG": pages and data requests, with Vary: Accept-Encoding; no X-Powered-By', async () => {
    for (const [path, type] of [
      ['/', /^text\/html/],
      ['/_root.data', /^text\/x-script/],
    ] as const) {
      for (const encoding of ['br', 'gzip']) {
        const response = await send({
          base: stack.shop.url,
          path,
          headers: [
            ['Host', host()],
            ['Accept-Encoding', encoding],
            ['User-Agent', 'Mozilla/5.0 rel-resilience'],
          ],
        })
        expect(response.status, path).toBe(200)
        expect(response.headers['content-type']).toMatch(type)
        expect(response.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding)
        expect(String(response.headers.vary)).toMatch(/Accept-Encoding/i)
        expect(response.headers['x-powered-by']).toBeUndefined()
        expect(decoded(response).length).toBeGreaterThan(1024)
      }
    }
    const plain = await send({ base: stack.shop.url, path: '/', headers: [['Host', host()]] })
    expect(plain.headers['content-encoding']).toBeUndefined()
  })

  it('data requests carry their upstream timings (Server-Timing) under Node’s own fetch: one request scope for every copy of the request', async () => {
    const response = await send({
      base: stack.shop.url,
      path: '/_root.data',
      headers: [['Host', host()]],
    })
    expect(String(response.headers['server-timing'])).toMatch(
      /global-config;desc="#\d+";dur=[\d.]+/,
    )
  })
})

describe('checks in front of Remix', () => {
  it('a malformed Host or X-Forwarded-Host is answered 400 with the security headers and nothing of the input', async () => {
    for (const [name, value] of [
      ['Host', 'localhost:99999'],
      ['Host', 'localhost:1234567'],
      ['Host', 'local host'],
      ['Host', '<x-fuzz-host>'],
      ['Host', 'localhost:3000@evil.example'],
      ['X-Forwarded-Host', 'localhost:99999'],
      ['X-Forwarded-Host', 'shop.example, localhost:99999'],
    ] as const) {
      const headers: [string, string][] =
        name === 'Host'
          ? [['Host', value]]
          : [
              ['Host', host()],
              [name, value],
            ]
      for (const path of ['/', '/favicon.svg', '/mein-konto/anmelden']) {
        const response = await send({ base: stack.shop.url, path, headers })
        expect(response.status, `${name}: ${value} ${path}`).toBe(400)
        expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/)
        expect(response.headers['x-content-type-options']).toBe('nosniff')
        expect(response.headers['cache-control']).toBe('no-store')
        expect(response.text).not.toMatch(/evil|fuzz|99999|1234567/)
        expect(problemsOf(response, { internalAddresses: stack.internalAddresses })).toEqual([])
      }
    }
  })

  it('"cross-site form posts are refused": 403 from the server, in the market’s language, before Remix; same-site posts pass', async () => {
    const fields = { email: 'nobody@example.com', password: 'wrong-password-1' }
    const german = await postForm(stack.shop.url, '/mein-konto/anmelden', fields, {
      host: host(),
      origin: 'https://evil.example',
    })
    expect(german.status).toBe(403)
    expect(german.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/)
    expect(german.text).toContain('<html lang="de">')
    expect(german.text).not.toContain('evil.example')
    const french = await postForm(stack.shop.url, '/fr/mon-compte/connexion', fields, {
      host: `cards-ch.localhost:${stack.shop.port}`,
      origin: 'null',
    })
    expect(french.status).toBe(403)
    expect(french.text).toContain('<html lang="fr">')
    expect(french.text).toContain('<a href="/fr/">')
    for (const origin of [
      'https://evil.example',
      'null',
      'not a url',
      'javascript:alert(1)',
      `http://localhost:${stack.shop.port}.evil.example`,
    ]) {
      for (const path of ['/mein-konto/anmelden', '/mein-konto/anmelden.data', '/api/track']) {
        const response = await postForm(stack.shop.url, path, fields, { host: host(), origin })
        expect(response.status, `${origin} ${path}`).toBe(403)
        expect(problemsOf(response, { internalAddresses: stack.internalAddresses })).toEqual([])
      }
    }
    // Same site: handed to the app (whatever the shop API then answers), not refused by the server.
    const sameSite = await postForm(stack.shop.url, '/mein-konto/anmelden', fields, {
      host: host(),
    })
    expect(sameSite.status).not.toBe(403)
    expect(sameSite.text).not.toContain('Diese Anfrage wurde abgelehnt')
    expect(sameSite.text).toContain('name="password"')
  })

  it('the checks, rule by rule', () => {
    expect(isValidHost('localhost:65535')).toBe(true)
    expect(isValidHost('[::1]:3000')).toBe(true)
    expect(isValidHost('cards-ch.localhost')).toBe(true)
    expect(isValidHost('localhost:65536')).toBe(false)
    expect(isValidHost('a b')).toBe(false)
    expect(isValidHost('')).toBe(false)
    expect(badHostHeaders({})).toBeUndefined()
    expect(
      badHostHeaders({ host: 'localhost:3000', 'x-forwarded-host': 'www.example.de, proxy:8080' }),
    ).toBeUndefined()
    expect(badHostHeaders({ host: 'localhost:3000', 'x-forwarded-host': 'www.example.de,' })).toBe(
      'x-forwarded-host',
    )
    const options = {
      trustForwardedHost: false,
      isMarketHost: (value: string) => value.startsWith('cards-ch.localhost'),
      signedPaths: ['/api/storyblok-webhook'],
    }
    const post = (origin: string | undefined, url = '/x', headers: Record<string, string> = {}) =>
      crossSiteReason(
        {
          method: 'POST',
          url,
          headers: {
            host: 'localhost:3000',
            ...(origin === undefined ? {} : { origin }),
            ...headers,
          },
        },
        options,
      )
    expect(
      crossSiteReason(
        {
          method: 'GET',
          url: '/',
          headers: { host: 'localhost:3000', origin: 'https://evil.example' },
        },
        options,
      ),
    ).toBeUndefined()
    // Neither Origin nor Referer: refused, except where a signature proves the sender.
    expect(post(undefined)).toBe('origin-missing')
    expect(post(undefined, '/api/storyblok-webhook?x=1')).toBeUndefined()
    expect(post('https://evil.example', '/api/storyblok-webhook')).toBeUndefined()
    // Referer stands in for a missing Origin, with the same rule.
    expect(post(undefined, '/x', { referer: 'http://localhost:3000/mein-konto' })).toBeUndefined()
    expect(post(undefined, '/x', { referer: 'https://evil.example/page' })).toBe('origin-mismatch')
    expect(post('http://localhost:3000')).toBeUndefined()
    expect(post('http://LOCALHOST:3000')).toBeUndefined()
    expect(post('https://evil.example')).toBe('origin-mismatch')
    expect(post('null')).toBe('origin-null')
    expect(post('::')).toBe('origin-unparsable')
    expect(post('ftp://localhost:3000')).toBe('origin-scheme')
    // Remix compares a document POST's Origin with the first X-Forwarded-Host (else Host) itself.
    expect(post('http://localhost:3000', '/x', { 'x-forwarded-host': 'www.example.de' })).toBe(
      'origin-mismatch',
    )
    expect(
      post('https://www.example.de', '/x', { 'x-forwarded-host': 'www.example.de' }),
    ).toBeUndefined()
    // Data requests: the app checks them again; another market's host passes the server.
    expect(post('http://cards-ch.localhost:3000', '/x.data')).toBeUndefined()
    expect(post('http://cards-ch.localhost:3000', '/x')).toBe('origin-mismatch')
    expect(post('https://evil.example', '/x.data')).toBe('origin-mismatch')
    // Found by the fuzzer: a path the URL parser refuses relative to a base.
    expect(post('https://evil.example', '//.data')).toBe('origin-mismatch')
    expect(post('http://cards-ch.localhost:3000', '//.data')).toBeUndefined()
  })
})

/** A storefront process of its own, reaching the backend through the stack's fault proxies. */
function startBehindFaultProxies(env: Record<string, string>) {
  return startShopProcess({
    env: {
      SHOP_API_URL: stack.proxies.shop.url,
      STORYBLOK_ENDPOINT: `${stack.proxies.content.url}/v2`,
      CMS_ASSET_ORIGIN: stack.proxies.assets.url,
      ...env,
    },
  })
}

/**
 * The output lines from `from` on that satisfy `test`, once at least one has arrived (within 3 s).
 */
async function linesFrom(
  output: string[],
  from: number,
  test: (line: string) => boolean,
): Promise<string[]> {
  for (let waited = 0; waited < 3_000; waited += 50) {
    const lines = output.slice(from).filter(test)
    if (lines.length > 0) return lines
    await new Promise((done) => setTimeout(done, 50))
  }
  return []
}

describe('logs', () => {
  // A storefront of its own at the production log level (the stack's logs errors only).
  let shop: ShopProcess
  beforeAll(async () => {
    shop = await startBehindFaultProxies({ LOG_LEVEL: 'info' })
  })
  afterAll(async () => {
    await shop?.stop()
  })

  it('"JSON logs (pino) with request id, market, route, status, duration"', async () => {
    const from = shop.output.length
    const requestId = `rel-log-${Date.now()}`
    const response = await send({
      base: shop.url,
      path: '/faq',
      headers: [
        ['Host', `localhost:${shop.port}`],
        ['X-Request-Id', requestId],
      ],
    })
    expect(response.status).toBe(200)
    expect(response.headers['x-request-id']).toBe(requestId)
    const [line] = await linesFrom(shop.output, from, (text) => text.includes(requestId))
    expect(line, 'a request line with the id').toBeTruthy()
    expect(JSON.parse(line!)).toMatchObject({
      level: 'info',
      service: 'storefront',
      event: 'request',
      requestId,
      method: 'GET',
      market: 'cards-DE',
      path: '/faq',
      status: 200,
      durationMs: expect.any(Number),
      route: expect.any(String),
    })
  })

  it("a library's warning is a JSON event line too: React Router collapsing the `//` of a path any client can send", async () => {
    const from = shop.output.length
    const response = await send({
      base: shop.url,
      path: '/configurator-photobook//rel-log-slashes',
      headers: [['Host', `localhost:${shop.port}`]],
    })
    // The redirect adds the locale; the router collapses the double slash.
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe('/configurator-photobook/rel-log-slashes?locale=de-DE')
    const lines = await linesFrom(
      shop.output,
      from,
      (text) => text.includes('rel-log-slashes') && !text.includes('"event":"request"'),
    )
    expect(lines.length, 'the warning is logged').toBeGreaterThan(0)
    for (const line of lines) {
      expect(() => JSON.parse(line), line).not.toThrow()
      expect(JSON.parse(line)).toMatchObject({
        level: 'warn',
        event: 'runtime-warning',
        message: expect.stringContaining('double slashes'),
      })
    }
  })
})

describe('graceful shutdown', () => {
  it('"on SIGTERM (stop accepting, finish in-flight requests, flush logs, close the flag client) within a configurable time"', async () => {
    const shop = await startBehindFaultProxies({ SHUTDOWN_TIMEOUT_MS: '8000', LOG_LEVEL: 'info' })
    stack.proxies.content.set('/v2/cdn/stories', { kind: 'slow', delayMs: 1_500 })
    try {
      const started = Date.now()
      const inFlight = getPage(shop.url, '/fotokalender', { host: `localhost:${shop.port}` })
      await new Promise((done) => setTimeout(done, 400))
      const exited = new Promise<number | null>((done) =>
        shop.child.once('exit', (code) => done(code)),
      )
      shop.child.kill('SIGTERM')
      await new Promise((done) => setTimeout(done, 200))
      // Stopped accepting: a new connection is refused while the slow page is still being answered.
      await expect(send({ base: shop.url, path: '/healthz', timeoutMs: 2_000 })).rejects.toThrow(
        /ECONNREFUSED/,
      )
      const answer = await inFlight
      expect(answer.status).toBe(200)
      // The whole document: single fetch's data stream is closed at its very end.
      expect(answer.text).toContain('</html>')
      expect(answer.text).toMatch(/streamController\.close\(\);<\/script>(<!--\/\$-->)*\s*$/)
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_500)
      expect(await exited).toBe(0)
      expect(Date.now() - started).toBeLessThan(8_000)
      const events = shop.output.flatMap((line) => /"event":"([\w-]+)"/.exec(line)?.[1] ?? [])
      expect(events).toContain('shutdown')
      expect(events.indexOf('shutdown-complete')).toBeGreaterThan(events.indexOf('shutdown'))
    } finally {
      stack.proxies.content.heal()
      await shop.stop()
    }
  })

  it('a request still running at SHUTDOWN_TIMEOUT_MS is cut: the process exits on time (code 1) and says so', async () => {
    const shop = await startBehindFaultProxies({ SHUTDOWN_TIMEOUT_MS: '1000', LOG_LEVEL: 'info' })
    stack.proxies.content.set('/v2/cdn/stories', { kind: 'hang' })
    try {
      const inFlight = getPage(shop.url, '/wandbilder', { host: `localhost:${shop.port}` }).catch(
        (error: Error) => error,
      )
      await new Promise((done) => setTimeout(done, 300))
      const exited = new Promise<number | null>((done) =>
        shop.child.once('exit', (code) => done(code)),
      )
      const signalled = Date.now()
      shop.child.kill('SIGTERM')
      expect(await exited).toBe(1)
      // It exits by itself once SHUTDOWN_TIMEOUT_MS (1 s) has passed: the bound is generous, as a
      // shared machine under load may be slow to run the timer and the exit.
      expect(Date.now() - signalled).toBeLessThan(10_000)
      expect(await inFlight).toBeInstanceOf(Error)
      expect(shop.output.join('\n')).toContain('"event":"shutdown-timeout"')
    } finally {
      stack.proxies.content.heal()
      await shop.stop()
    }
  })
})

describe('boot', () => {
  it('a missing or invalid HOSTS_FILE stops the process at boot with a message naming the file, before it listens', async () => {
    const cases = [
      [
        '/nonexistent/hosts.json',
        /HOSTS_FILE \/nonexistent\/hosts\.json cannot be read \(no such file\)/,
      ],
      [join(root, 'package.json'), /HOSTS_FILE .*package\.json is not a host table: defaultMarket/],
    ] as const
    for (const [file, message] of cases) {
      const failed = await startShopProcess({
        env: { SHOP_API_URL: stack.backend.url, HOSTS_FILE: file },
      }).then(
        () => new Error('the storefront started'),
        (error: Error) => error,
      )
      expect(failed.message).toMatch(/exited with 1/)
      expect(failed.message).toMatch(message)
    }
  })
})
