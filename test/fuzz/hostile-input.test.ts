/**
 * Hostile input, the specific cases: path traversal in slugs, `//evil.example`
 * and backslash paths, `javascript:` in story links and redirect targets (crafted stories in
 * a copy of the content), overlong cookies and headers, invalid UTF-8 and percent-encoding,
 * huge form bodies (413), duplicate parameters. Against the production build; every answer
 * also passes the general checks (no 5xx, nothing internal, nothing reflected unescaped,
 * CSP on HTML, redirects only into the market table).
 */
import { rmSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { craftedContent, hostileRedirects } from '../resilience/support/crafted-content'
import {
  contains,
  cookiesOf,
  postForm,
  problemsOf,
  send,
  visibleHtml,
  type RawRequest,
  type RawResponse,
} from '../resilience/support/http'
import { startStack, type Stack } from '../resilience/support/stack'

let stack: Stack
let contentDir: string
const host = (name = 'localhost') => `${name}:${stack.shop.port}`

function expectClean(response: RawResponse, label: string) {
  expect(
    problemsOf(response, { internalAddresses: stack.internalAddresses, requestHost: host() }),
    `${label} → ${response.status}`,
  ).toEqual([])
}
async function clean(label: string, request: Omit<RawRequest, 'base'>) {
  const response = await send({ base: stack.shop.url, ...request })
  expectClean(response, label)
  return response
}

beforeAll(async () => {
  contentDir = craftedContent()
  stack = await startStack({ contentDir, shopApiTimeoutMs: 3_000 })
})

afterAll(async () => {
  if (process.env.REL_DEBUG) console.log(stack?.shop.tail(60))
  await stack?.stop()
  rmSync(contentDir, { recursive: true, force: true })
})

describe('paths', () => {
  it.each([
    '/../../etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/fotokalender/..%2f..%2f..%2fbackend%2fcontent%2fstories%2fcards%2fde-de%2fhome',
    '/cards/de-de/home',
    '/..%5c..%5cetc%5cpasswd',
    '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
    '/cms-assets/..%2f..%2fshop.sqlite',
    '/cms-assets/f/287465/1x1/abc/..%2f..%2f..%2fetc%2fpasswd.jpg',
    '/build/..%2f..%2fserver%2findex.js',
    '/build/../server/index.js',
    '/error?path=/../../etc/passwd',
  ])('path traversal %s: no file, no story outside the market folder, no 5xx', async (path) => {
    const response = await clean(path, { path, headers: [['Host', host()]] })
    expect([200, 301, 302, 400, 404]).toContain(response.status)
    expect(response.text).not.toMatch(
      /root:x:0:0|CREATE TABLE|SQLite format|"full_slug"\s*:\s*"cards\/de-de\/home"[\s\S]*"full_slug"\s*:\s*"cards\/de-de\/home"/,
    )
  })

  it.each([
    '//evil.example',
    '//evil.example/',
    '///evil.example/x',
    '/\\evil.example',
    '/\\/evil.example',
    '/%5Cevil.example',
    '/%2F%2Fevil.example',
    '/%09/evil.example',
    '/fr//evil.example',
    '/d//evil.example/',
  ])('%s never redirects to another host', async (path) => {
    const response = await clean(path, { path, headers: [['Host', host()]] })
    const location = response.headers.location
    // A path on this host (or another market's), never a URL whose host is evil.example.
    if (location) expect(new URL(location, `http://${host()}`).hostname).not.toBe('evil.example')
  })

  it.each([
    '/%E0%A4%A',
    '/%ff%fe%fd',
    '/%C3%28',
    '/%ED%A0%80',
    '/fotokalender%',
    '/%%',
    '/%zz',
    '/?q=%E0%A4%A',
    '/?q=%ff',
    '/fotokalender?designId=%ff%00',
  ])('invalid UTF-8 or percent-encoding %s: a 4xx or the page, never a 5xx', async (path) => {
    const response = await clean(path, { path, headers: [['Host', host()]] })
    expect(response.status).toBeLessThan(500)
  })

  it('a path with an encoded line break is a 404, not a header injection', async () => {
    const response = await clean('CRLF', {
      path: '/a%0d%0aSet-Cookie:%20injected=1',
      headers: [['Host', host()]],
    })
    expect(response.status).toBe(404)
    expect(cookiesOf(response).some((cookie) => cookie.startsWith('injected'))).toBe(false)
  })
})

describe('javascript: and other hosts in stories', () => {
  it('links with javascript:, data:, vbscript: (however disguised) are not rendered as links', async () => {
    const response = await clean('js links', { path: '/rel-js-links', headers: [['Host', host()]] })
    expect(response.status).toBe(200)
    const html = visibleHtml(response.text)
    expect(contains(html, 'Link 1')).toMatchObject({ ok: true })
    expect(html).not.toMatch(/href\s*=\s*"[^"]*(?:javascript|vbscript|data)(?::|&colon;|%3a)/i)
    expect(html).not.toMatch(/href\s*=\s*"\s*(?:&#|%6a)/i)
  })

  it.each(Object.entries(hostileRedirects))(
    'redirect story %s (%s) never sends the shopper off the market table',
    async (slug) => {
      const response = await clean(slug, { path: `/${slug}`, headers: [['Host', host()]] })
      expect([200, 404]).toContain(response.status)
      expect(response.headers.location).toBeUndefined()
    },
  )

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '\\\\evil.example',
    '/%5Cevil.example',
    'https:evil.example',
  ])('redirectTo=%s on a form is ignored: the shopper stays on this shop', async (target) => {
    const response = await postForm(
      stack.shop.url,
      '/mein-konto/anmelden',
      {
        email: 'nobody@example.com',
        password: 'wrong-password',
        redirectTo: target,
        website: 'bot',
      },
      { host: host() },
    )
    expect(response.status).toBe(303)
    expectClean(response, `redirectTo ${target}`)
    expect(String(response.headers.location)).toMatch(/^\/(?![/\\])/)
    const page = await clean(`login redirectTo ${target}`, {
      path: `/mein-konto/anmelden?redirectTo=${encodeURIComponent(target)}`,
      headers: [['Host', host()]],
    })
    // The form carries a return path only when it is a path on this shop.
    for (const [, value] of page.text.matchAll(/name="redirectTo"[^>]*value="([^"]*)"/g)) {
      expect(value).toMatch(/^\/(?![/\\])/)
      expect(new URL(value!.replace(/&amp;/g, '&'), `http://${host()}`).host).toBe(host())
    }
  })
})

describe('headers', () => {
  it('an overlong cookie (and an overlong header) is refused with 431 or ignored, never a 5xx', async () => {
    for (const size of [4_000, 8_000, 15_000, 40_000]) {
      const response = await send({
        base: stack.shop.url,
        path: '/',
        headers: [
          ['Host', host()],
          ['Cookie', `shop_uk=${'a'.repeat(size)}; shop_session=${'b'.repeat(100)}`],
        ],
      }).catch((error: Error) => error)
      if (response instanceof Error) {
        // Node may close the connection on a header block past its limit: that is a refusal too.
        expect(size).toBeGreaterThan(15_000)
        continue
      }
      expect([200, 431]).toContain(response.status)
      expectClean(response, `cookie ${size}`)
      // An invalid user key is replaced, never echoed.
      expect(cookieValue(response, 'shop_uk') ?? '').not.toContain('aaaa')
    }
    const header = await send({
      base: stack.shop.url,
      path: '/',
      headers: [
        ['Host', host()],
        ['User-Agent', 'x'.repeat(12_000)],
      ],
    })
    expect([200, 431]).toContain(header.status)
  })

  it('Host and X-Forwarded-Host from outside the market table: the default market, no foreign host in any URL', async () => {
    for (const [name, value] of [
      ['Host', 'evil.example'],
      ['Host', 'evil.example:1234'],
      ['Host', `localhost:${stack.shop.port}@evil.example`],
      ['Host', 'x-fuzz-host.example'],
      ['X-Forwarded-Host', 'evil.example'],
    ] as const) {
      const headers: [string, string][] =
        name === 'Host'
          ? [['Host', value]]
          : [
              ['Host', host()],
              [name, value],
            ]
      for (const path of ['/', '/fr/', '/xx/', '/sitemap.xml', '/robots.txt']) {
        const response = await clean(`${name}: ${value} ${path}`, { path, headers })
        expect(response.status).toBeLessThan(500)
        expect(response.text).not.toMatch(/evil\.example|x-fuzz-host/)
        expect(String(response.headers.location ?? '')).not.toMatch(/evil\.example|x-fuzz-host/)
      }
    }
  })
})

describe('malformed Host and X-Forwarded-Host (checked in front of Remix)', () => {
  // Were KNOWN DEFECTs: the Express adapter builds the request URL from Host /
  // X-Forwarded-Host and throws on a port above 65535 before the app runs (a 500). The
  // production server (server/) now answers 400 first.
  it.each([
    ['Host', 'localhost:99999'],
    ['X-Forwarded-Host', 'localhost:99999'],
  ])('%s %s is answered 400, not 500', async (name, value) => {
    const headers: [string, string][] =
      name === 'Host'
        ? [['Host', value]]
        : [
            ['Host', host()],
            [name, value],
          ]
    const response = await send({ base: stack.shop.url, path: '/', headers })
    expect(response.status).toBe(400)
    expectClean(response, `${name}: ${value}`)
  })
})

describe('bodies', () => {
  const huge = 'a'.repeat(3 * 1024 * 1024)

  it.each([
    '/mein-konto/anmelden',
    '/mein-konto/registrieren',
    '/newsletter',
    '/mein-konto/passwort-vergessen',
    '/abmelden',
  ])('a huge form body to %s is refused with 413 (declared length)', async (path) => {
    // kept alive, as a browser's connection: the shop drops the unread rest, no reset
    const agent = new Agent({ keepAlive: true })
    try {
      const response = await postForm(
        stack.shop.url,
        path,
        `email=a%40b.de&password=x&junk=${huge}`,
        { host: host(), agent },
      )
      expect(response.status).toBe(413)
      expectClean(response, path)
    } finally {
      agent.destroy()
    }
  })

  it('a huge form body of unknown length (chunked) is refused with 413 once past the limit', async () => {
    const response = await chunkedPost('/mein-konto/anmelden', 4 * 1024 * 1024)
    expect(response.status).toBe(413)
  })

  it('the track, beacon and webhook endpoints refuse huge bodies with 413', async () => {
    for (const path of [
      '/api/track',
      '/api/vitals',
      '/api/browser-error',
      '/api/storyblok-webhook',
    ]) {
      const response = await send({
        base: stack.shop.url,
        method: 'POST',
        path,
        headers: [
          ['Host', host()],
          ['Origin', `http://${host()}`],
          ['Content-Type', 'application/json'],
        ],
        body: `{"events":[${'1,'.repeat(200_000)}1]}`,
      })
      expect(response.status, path).toBe(413)
    }
  })

  it.each([
    ['multipart without boundary', 'multipart/form-data', 'email=a'],
    [
      'broken multipart',
      'multipart/form-data; boundary=zzz',
      '--zzz\r\nContent-Disposition: form-data; name="email"\r\n\r\nunterminated',
    ],
    ['JSON', 'application/json', '{"email":"a@b.de","password":"x"}'],
    ['XML', 'text/xml', '<email>a@b.de</email>'],
    [
      'invalid percent-encoding',
      'application/x-www-form-urlencoded',
      'email=%E0%A4%A&password=%ZZ',
    ],
    [
      'duplicate fields',
      'application/x-www-form-urlencoded',
      'email=a@b.de&email=c@d.de&password=1&password=2',
    ],
    ['NUL bytes', 'application/x-www-form-urlencoded', 'email=a%00@b.de&password=%00'],
  ])('a body that is no proper form (%s) gets a 4xx, never a 500', async (_, type, body) => {
    const response = await send({
      base: stack.shop.url,
      method: 'POST',
      path: '/mein-konto/anmelden',
      headers: [
        ['Host', host()],
        ['Origin', `http://${host()}`],
        ['Content-Type', type],
      ],
      body,
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expectClean(response, type)
  })

  it('duplicate query parameters: the page renders, no 5xx', async () => {
    for (const path of [
      '/fotokalender?designId=1&designId=2&designId=<x-fuzz-d>',
      '/leinwanddruck/?materialType=leinwand&materialType=poster&formatType=20x30&formatType=%3Cx-fuzz%3E',
      '/products?photoboxType=small&photoboxType=large',
      '/newsletter?email=a@b.de&email=%3Cx-fuzz-e%3E',
      '/error?path=a&path=%3Cx-fuzz-f%3E',
    ]) {
      const hostName = path.startsWith('/leinwanddruck') ? host('wallart-de.localhost') : host()
      const response = await clean(path, { path, headers: [['Host', hostName]] })
      expect(response.status, path).toBeLessThan(500)
    }
  })
})

function cookieValue(response: RawResponse, name: string): string | undefined {
  return cookiesOf(response)
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.slice(name.length + 1)
}

/** A POST whose body has no Content-Length (chunked), written until the server answers. */
function chunkedPost(path: string, bytes: number): Promise<{ status: number }> {
  const url = new URL(stack.shop.url)
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path,
      agent: new Agent({ keepAlive: false }),
      headers: {
        host: host(),
        origin: `http://${host()}`,
        'content-type': 'application/x-www-form-urlencoded',
        'transfer-encoding': 'chunked',
      },
    })
    let sent = 0
    let answered = false
    req.on('response', (res) => {
      answered = true
      res.resume()
      resolve({ status: res.statusCode ?? 0 })
    })
    req.on('error', (error) => (answered ? undefined : reject(error)))
    const chunk = Buffer.alloc(64 * 1024, 'a')
    req.write('email=a%40b.de&password=x&junk=')
    const pump = () => {
      while (!answered && sent < bytes) {
        sent += chunk.length
        if (!req.write(chunk)) return req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}
