/**
 * Production serving: the Cache-Control policy for each kind of page, data requests following their documents, ETag and 304, the security
 * headers with a per-request CSP nonce on every HTML answer, and compression. Runs against
 * the production build served by its production server (server/), as the CDN sees it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { expect, request as http, type APIRequestContext, type APIResponse } from '@playwright/test'
import { backendUrl, buildScriptsOf, remixContextOf, shopPort, test } from './support'

const PUBLIC_PAGE =
  'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400'
const NOT_FOUND = 'public, max-age=0, s-maxage=60'
const PRIVATE = 'private, no-store'
const BUCKET_ON = '11111111-1111-4111-8111-111111111111'
const BUCKET_DEFAULT = '33333333-3333-4333-8333-333333333333'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
/**
 * A shopper's browser: only browsers reach the flag client (crawlers, and tools like curl,
 * get the defaults).
 */
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

type Get = { host?: string; cookie?: string; headers?: Record<string, string>; port?: number }

const contexts: APIRequestContext[] = []
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.dispose()))
})

/**
 * A GET as a CDN passes a browser's request on: the market host in Host, no redirects
 * followed, and only the cookies given (a fresh context each time: no cookie jar).
 */
async function get(
  path: string,
  { host = 'localhost', cookie, headers = {}, port = shopPort }: Get = {},
) {
  const context = await http.newContext()
  contexts.push(context)
  return context.get(`http://127.0.0.1:${port}${path}`, {
    headers: {
      host: `${host}:${port}`,
      'user-agent': BROWSER,
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    maxRedirects: 0,
  })
}

const setCookies = (response: APIResponse) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value)

/** The visual editor's signed query for a story. */
function previewQuery(storyId: number): string {
  const timestamp = String(Math.floor(Date.now() / 1000))
  return new URLSearchParams({
    _storyblok: String(storyId),
    '_storyblok_tk[space_id]': '287465',
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': createHash('sha1')
      .update(`287465:local-preview-token:${timestamp}`)
      .digest('hex'),
  }).toString()
}
const storyId = (slug: string) =>
  (JSON.parse(readFileSync(`backend/content/stories/${slug}.json`, 'utf8')) as { id: number }).id

/**
 * A logged-in shopper: signed up through the backend, the session cookie as the browser keeps it.
 */
async function customerCookie(request: APIRequestContext): Promise<string> {
  const signup = await request.post(`${backendUrl}/web-api/customer-signup`, {
    headers: { 'x-channel': 'cards-DE', 'x-locale': 'de-DE' },
    data: {
      email: `cache-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'cache-policy-123',
      firstName: 'Cache',
      lastName: 'Policy',
    },
  })
  expect(signup.status()).toBe(200)
  const session = setCookies(signup).find((value) => value.startsWith('shop_session='))
  expect(session, 'the backend sets a session cookie').toBeTruthy()
  return session!.split(';')[0]!
}

/** The CSP nonce of an HTML answer: the header's `'nonce-…'`, found on every inline script. */
function expectNonceOnEveryScript(response: APIResponse, html: string): string {
  const csp = response.headers()['content-security-policy'] ?? ''
  const scriptSrc =
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src')) ?? ''
  expect(scriptSrc, 'no inline scripts without the nonce').not.toContain("'unsafe-inline'")
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1]
  expect(nonce, 'script-src carries a nonce').toBeTruthy()
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '')
  const inline = scripts.filter(
    (attributes) =>
      !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes),
  )
  expect(
    inline.length,
    'the document has inline scripts (Remix context, scroll restoration)',
  ).toBeGreaterThan(0)
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`)
  return nonce!
}

/** "Security headers on every response": the fixed ones, with frame-ancestors as given. */
function expectSecurityHeaders(response: APIResponse, { preview = false } = {}) {
  const headers = response.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/)
  const csp = headers['content-security-policy'] ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("object-src 'none'")
  if (preview) {
    expect(csp).toContain("frame-ancestors 'self' https://app.storyblok.com")
    expect(headers['x-frame-options']).toBeUndefined()
  } else {
    expect(csp).toContain("frame-ancestors 'none'")
    expect(headers['x-frame-options']).toBe('DENY')
  }
}

test.describe('Cache-Control per kind of page', () => {
  const anonymousPages = [
    { kind: 'home page', host: 'localhost', path: '/' },
    { kind: 'home page of another market', host: 'cards-ch.localhost', path: '/fr/' },
    { kind: 'landing page', host: 'wallart-de.localhost', path: '/wandbilder/' },
    { kind: 'wall-art product page', host: 'wallart-de.localhost', path: '/leinwanddruck/' },
    { kind: 'cards product page', host: 'localhost', path: '/fotokalender' },
    { kind: 'card theme page', host: 'localhost', path: '/themes/1001' },
  ]
  for (const page of anonymousPages) {
    test(`"anonymous content and product pages public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400": ${page.kind}`, async () => {
      // A returning shopper in the default bucket of every flag: nothing personal on the page.
      const response = await get(page.path, {
        host: page.host,
        cookie: `shop_uk=${BUCKET_DEFAULT}`,
      })
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control']).toBe(PUBLIC_PAGE)
      expect(setCookies(response)).toEqual([])
    })
  }

  test('"… a set cookie … private, no-store": a first visit is public only where no flag needs the user key', async () => {
    const home = await get('/')
    expect(home.headers()['cache-control'], 'the cards home page evaluates no flag').toBe(
      PUBLIC_PAGE,
    )
    expect(setCookies(home)).toEqual([])
    // Wall-art pages evaluate flags (navigation, calculator): the first visit gets its user key.
    const product = await get('/leinwanddruck/', { host: 'wallart-de.localhost' })
    expect(product.status()).toBe(200)
    expect(
      setCookies(product).filter((value) => value.startsWith('shop_uk=')),
      'one user-key cookie, sent once',
    ).toHaveLength(1)
    expect(product.headers()['cache-control']).toBe(PRIVATE)
  })

  test('"errors and 404s briefly cacheable": a path without a story is a 404 the CDN keeps a minute', async () => {
    const response = await get('/gibt-es-nicht/wirklich')
    expect(response.status()).toBe(404)
    expect(response.headers()['cache-control']).toBe(NOT_FOUND)
    const themes = await get('/themes/kein-motiv-0000')
    expect(themes.status()).toBe(404)
    expect(
      themes.headers()['cache-control'],
      'a 404 of a shop page route has the same policy',
    ).toBe(NOT_FOUND)
  })

  test('"anything with the customer … private, no-store": a logged-in shopper’s page, and its data requests', async ({
    request,
  }) => {
    const cookie = await customerCookie(request)
    const page = await get('/', { cookie })
    expect(page.status()).toBe(200)
    const root = (await remixContextOf(await page.text())).state.loaderData.root as {
      customer: { isLoggedIn: boolean }
    }
    expect(root.customer.isLoggedIn).toBe(true)
    expect(page.headers()['cache-control']).toBe(PRIVATE)
    const product = await get('/fotokalender', { cookie })
    expect(product.headers()['cache-control']).toBe(PRIVATE)
    const rootData = await get('/_root.data', { cookie })
    expect(rootData.status()).toBe(200)
    expect(rootData.headers()['cache-control']).toBe(PRIVATE)
  })

  test('"… a preview … private, no-store": a verified preview of a story', async () => {
    const response = await get(`/faq?${previewQuery(storyId('cards/de-de/faq'))}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe(PRIVATE)
    const data = await get(`/faq.data?${previewQuery(storyId('cards/de-de/faq'))}`)
    expect(data.headers()['cache-control']).toBe(PRIVATE)
  })

  test('"… a non-default flag … private, no-store": the on bucket of home_hero_experiment', async () => {
    const response = await get('/ab-test-demo', { cookie: `shop_uk=${BUCKET_ON}` })
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe(PRIVATE)
    expect(setCookies(response), 'a known user key is not set again').toEqual([])
    const data = await get('/ab-test-demo.data', { cookie: `shop_uk=${BUCKET_ON}` })
    expect(data.headers()['cache-control']).toBe(PRIVATE)
  })

  test('"… a set cookie … private, no-store": a first visit to a page with an A/B block gets the user key and a private answer', async () => {
    const response = await get('/ab-test-demo')
    expect(response.status()).toBe(200)
    expect(
      setCookies(response).filter((value) => value.startsWith('shop_uk=')),
      'one user-key cookie, sent once',
    ).toHaveLength(1)
    expect(response.headers()['cache-control']).toBe(PRIVATE)
    // The same rule for data requests: whichever loader sets the cookie, its answer is private.
    for (const [path, host] of [
      ['/ab-test-demo.data', 'localhost'],
      ['/leinwanddruck.data', 'wallart-de.localhost'],
    ] as const) {
      const data = await get(path, { host })
      expect(
        setCookies(data).some((value) => value.startsWith('shop_uk=')),
        path,
      ).toBe(true)
      expect(data.headers()['cache-control'], path).toBe(PRIVATE)
    }
  })

  test('"A page that evaluated only defaults may be public" (default bucket), and crawlers get no cookie', async () => {
    const returning = await get('/ab-test-demo', { cookie: `shop_uk=${BUCKET_DEFAULT}` })
    expect(returning.headers()['cache-control']).toBe(PUBLIC_PAGE)
    expect(setCookies(returning)).toEqual([])
    const crawler = await get('/ab-test-demo', { headers: { 'user-agent': GOOGLEBOT } })
    expect(crawler.headers()['cache-control']).toBe(PUBLIC_PAGE)
    expect(setCookies(crawler)).toEqual([])
  })

  test('"Data requests follow the same policy as their documents": a page\'s single-fetch data (`/path.data`) has the document\'s policy', async ({
    request,
  }) => {
    const cookie = await customerCookie(request)
    const cases = [
      { what: 'anonymous home', path: '/', data: '/_root.data', host: 'localhost' },
      {
        what: 'anonymous product, returning',
        path: '/leinwanddruck/',
        data: '/leinwanddruck.data',
        host: 'wallart-de.localhost',
        cookie: `shop_uk=${BUCKET_DEFAULT}`,
      },
      {
        what: 'product, first visit',
        path: '/leinwanddruck/',
        data: '/leinwanddruck.data',
        host: 'wallart-de.localhost',
      },
      {
        what: 'flag on',
        path: '/ab-test-demo',
        data: '/ab-test-demo.data',
        host: 'localhost',
        cookie: `shop_uk=${BUCKET_ON}`,
      },
      {
        what: 'customer',
        path: '/fotokalender',
        data: '/fotokalender.data',
        host: 'localhost',
        cookie,
      },
      {
        what: 'theme page',
        path: '/themes/1001',
        data: '/themes/1001.data',
        host: 'localhost',
        cookie: `shop_uk=${BUCKET_DEFAULT}`,
      },
    ]
    for (const { what, path, data: dataPath, host, cookie: given } of cases) {
      const options = { host, ...(given ? { cookie: given } : {}) }
      const document = await get(path, options)
      const data = await get(dataPath, options)
      expect(data.status(), what).toBe(200)
      expect(data.headers()['content-type']).toContain('text/x-script')
      expect(data.headers()['cache-control'], what).toBe(document.headers()['cache-control'])
    }
    const missing = await get('/gibt-es-nicht.data')
    expect(missing.status()).toBe(404)
    expect(missing.headers()['cache-control']).toBe(NOT_FOUND)
  })

  test('"hashed build assets public, max-age=31536000, immutable"; "other static files" are revalidated', async () => {
    const html = await (await get('/')).text()
    const script = buildScriptsOf(html)[0]
    const stylesheet = /<link rel="stylesheet" href="(\/build\/[^"]+\.css)"/.exec(html)?.[1]
    for (const asset of [script, stylesheet]) {
      expect(asset).toBeTruthy()
      const response = await get(asset!)
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    }
    // Files in public/ (only the favicon): a day, revalidated by ETag.
    const favicon = await get('/favicon.svg')
    expect(favicon.headers()['cache-control']).toBe('public, max-age=86400')
    const etag = favicon.headers().etag
    expect(etag).toBeTruthy()
    expect((await get('/favicon.svg', { headers: { 'if-none-match': etag! } })).status()).toBe(304)
  })
})

test.describe('the 503 error page when the content API is down ("Other errors … no-store")', () => {
  let shop: ChildProcess | undefined
  let port = 0

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(90_000)
    port = await freePort()
    const deadContent = `http://127.0.0.1:${await freePort()}`
    // The production server reads the build from SHOP_BUILD_DIR (default build/), inherited below.
    shop = spawn('node', ['server/main.mjs'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        SHOP_API_URL: backendUrl,
        STORYBLOK_ENDPOINT: `${deadContent}/v2`,
        CMS_ASSET_ORIGIN: backendUrl,
        LOG_LEVEL: 'silent',
      },
    })
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      if (
        await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return
      await new Promise((done) => setTimeout(done, 250))
    }
    throw new Error('the shop without content did not start')
  })
  test.afterAll(() => {
    shop?.kill()
  })

  test('a page whose story cannot be loaded is a 503 that nobody stores, with the security headers and a nonce', async () => {
    const response = await get('/faq', { port })
    expect(response.status()).toBe(503)
    expect(response.headers()['cache-control']).toBe('no-store')
    expectSecurityHeaders(response)
    expectNonceOnEveryScript(response, await response.text())
    const data = await get('/faq.data', { port })
    expect(data.status()).toBe(503)
    expect(data.headers()['cache-control']).toBe('no-store')
  })
})

test.describe('conditional requests, security headers and compression', () => {
  test('"ETag on documents so the CDN can revalidate cheaply": stable across nonces, 304 on If-None-Match', async () => {
    const returning = { host: 'wallart-de.localhost', cookie: `shop_uk=${BUCKET_DEFAULT}` }
    const first = await get('/leinwanddruck/', returning)
    const second = await get('/leinwanddruck/', returning)
    const etag = first.headers().etag
    expect(etag).toMatch(/^W\/"[^"]+"$/)
    expect(second.headers().etag, 'the per-request nonce does not change the ETag').toBe(etag)
    expect(first.headers()['content-security-policy']).not.toBe(
      second.headers()['content-security-policy'],
    )
    expect((await get('/', {})).headers().etag, 'another page, another ETag').not.toBe(etag)

    const revalidated = await get('/leinwanddruck/', {
      ...returning,
      headers: { 'if-none-match': etag! },
    })
    expect(revalidated.status()).toBe(304)
    expect((await revalidated.body()).length).toBe(0)
    expect(revalidated.headers()['cache-control']).toBe(PUBLIC_PAGE)
    const changed = await get('/leinwanddruck/', {
      ...returning,
      headers: { 'if-none-match': 'W/"something-else"' },
    })
    expect(changed.status()).toBe(200)
    // Only a 200 is ever answered with 304.
    const missing = await get('/gibt-es-nicht')
    const missingAgain = await get('/gibt-es-nicht', {
      headers: { 'if-none-match': missing.headers().etag ?? '' },
    })
    expect(missingAgain.status()).toBe(404)
  })

  test('"Security headers on every response … a per-request nonce for inline scripts": every kind of HTML answer', async ({
    request,
  }) => {
    const cookie = await customerCookie(request)
    const answers: [string, Promise<APIResponse>][] = [
      ['home', get('/')],
      ['product', get('/leinwanddruck/', { host: 'wallart-de.localhost' })],
      ['card theme', get('/themes/1001')],
      ['404', get('/gibt-es-nicht')],
      ['customer', get('/', { cookie })],
      ['flag', get('/ab-test-demo', { cookie: `shop_uk=${BUCKET_ON}` })],
      ['account page', get('/konto/anmelden')],
    ]
    const nonces = new Set<string>()
    for (const [kind, pending] of answers) {
      const response = await pending
      expect(response.headers()['content-type'], kind).toContain('text/html')
      expectSecurityHeaders(response)
      nonces.add(expectNonceOnEveryScript(response, await response.text()))
    }
    expect(nonces.size, 'a fresh nonce for every answer').toBe(answers.length)

    const preview = await get(`/faq?${previewQuery(storyId('cards/de-de/faq'))}`)
    expectSecurityHeaders(preview, { preview: true })
    expectNonceOnEveryScript(preview, await preview.text())

    // Data requests carry the same headers (without a nonce: the data is decoded, never run as a
    // script).
    const data = await get('/_root.data')
    expectSecurityHeaders(data)
  })

  test('"Compression: brotli or gzip for HTML, JS, CSS, JSON"', async () => {
    const html = await (await get('/')).text()
    // The largest shared script: files under 256 bytes are sent as they are.
    const scripts = buildScriptsOf(html).filter((path) => path.startsWith('/build/_shared/'))
    const sizes = await Promise.all(
      scripts.map(
        async (path) =>
          [
            path,
            (await (await get(path, { headers: { 'accept-encoding': 'identity' } })).body()).length,
          ] as const,
      ),
    )
    const script = sizes.sort((a, b) => b[1] - a[1])[0]?.[0]
    const stylesheet = /<link rel="stylesheet" href="(\/build\/[^"]+\.css)"/.exec(html)?.[1]
    const targets = [
      ['HTML', '/'],
      ['data request', '/_root.data'],
      ['JS', script],
      ['CSS', stylesheet],
      ['XML (sitemap)', '/sitemap.xml'],
    ] as const
    for (const [kind, path] of targets) {
      expect(path, kind).toBeTruthy()
      for (const encoding of ['gzip', 'br']) {
        const response = await get(path!, { headers: { 'accept-encoding': encoding } })
        expect(response.status(), `${kind} ${path}`).toBe(200)
        expect(response.headers()['content-encoding'], `${kind} with ${encoding}`).toBe(encoding)
        expect(response.headers().vary ?? '', kind).toMatch(/accept-encoding/i)
      }
    }
  })
})

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
