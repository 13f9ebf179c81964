/**
 * A raw HTTP client for hostile requests (paths as given, duplicate headers, any Host), and
 * the checks every answer of the storefront must pass whatever it was asked.
 */
import { readFileSync } from 'node:fs'
import { type Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import { root } from './stack'

export type RawRequest = {
  /** `http://127.0.0.1:port` of the server. */
  base: string
  method?: string
  /** Sent exactly as given (no normalisation, no encoding). */
  path: string
  /** Name/value pairs; a name may repeat. */
  headers?: [string, string][]
  body?: string | Buffer
  timeoutMs?: number
  agent?: Agent
}

export type RawResponse = {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  text: string
  ms: number
}

export class RequestFailed extends Error {}

/** One request; resolves with the whole answer, rejects on a connection error or timeout. */
export function send({
  base,
  method = 'GET',
  path,
  headers = [],
  body,
  timeoutMs = 30_000,
  agent,
}: RawRequest): Promise<RawResponse> {
  const url = new URL(base)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const flat: string[] = []
    if (!headers.some(([name]) => name.toLowerCase() === 'host')) flat.push('Host', url.host)
    for (const [name, value] of headers) flat.push(name, value)
    if (body !== undefined && !headers.some(([name]) => name.toLowerCase() === 'content-length')) {
      flat.push('Content-Length', String(Buffer.byteLength(body)))
    }
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      method,
      path,
      headers: flat as unknown as Record<string, string>,
      agent: agent ?? false,
      setHost: false,
    })
    const timer = setTimeout(
      () => req.destroy(new RequestFailed(`${method} ${path}: no answer within ${timeoutMs} ms`)),
      timeoutMs,
    )
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        clearTimeout(timer)
        const buffer = Buffer.concat(chunks)
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: buffer,
          text: buffer.toString('utf8'),
          ms: performance.now() - started,
        })
      })
      res.on('error', (error) => {
        clearTimeout(timer)
        reject(error)
      })
    })
    req.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    if (body !== undefined) req.write(body)
    req.end()
  })
}

/** GET with a Host (and optionally a cookie), the way a browser asks for a page. */
export function getPage(
  base: string,
  path: string,
  {
    host,
    cookie,
    headers = [],
  }: { host?: string; cookie?: string; headers?: [string, string][] } = {},
) {
  const all: [string, string][] = [...headers]
  if (host) all.push(['Host', host])
  if (cookie) all.push(['Cookie', cookie])
  all.push(
    ['Accept', 'text/html'],
    ['User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) rel-resilience'],
  )
  return send({ base, path, headers: all })
}

/** A same-origin form POST (urlencoded), as a browser without JavaScript sends it. */
export function postForm(
  base: string,
  path: string,
  fields: Record<string, string> | URLSearchParams | string,
  {
    host,
    origin,
    cookie,
    headers = [],
    agent,
  }: {
    host?: string
    origin?: string | null
    cookie?: string
    headers?: [string, string][]
    /** A kept-alive connection, as a browser's: the default closes after the answer. */
    agent?: Agent
  } = {},
) {
  const hostHeader = host ?? new URL(base).host
  const all: [string, string][] = [
    ['Host', hostHeader],
    ['Content-Type', 'application/x-www-form-urlencoded'],
    ...headers,
  ]
  if (origin !== null) all.push(['Origin', origin ?? `http://${hostHeader}`])
  if (cookie) all.push(['Cookie', cookie])
  const body =
    typeof fields === 'string'
      ? fields
      : new URLSearchParams(fields as Record<string, string>).toString()
  return send({ base, method: 'POST', path, headers: all, body, ...(agent ? { agent } : {}) })
}

/** `name=value` pairs of the answer's Set-Cookie headers. */
export function cookiesOf(response: RawResponse): string[] {
  return (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0] ?? '')
}

// ---------------------------------------------------------------------------------------
// Checks

type HostTable = { markets: { hosts: string[] }[] }
const hostTable = JSON.parse(readFileSync(join(root, 'config/hosts.json'), 'utf8')) as HostTable
/** Every host name of the market table (without port). */
export const marketHosts = new Set(
  hostTable.markets.flatMap((market) => market.hosts.map((host) => host.toLowerCase())),
)

/** Text that gives away the inside: stack frames, source paths, error class names, secrets. */
const internalPatterns: [string, RegExp][] = [
  ['stack frame', /\bat (?:async )?[\w$.<>[\] ]*\(?(?:\/|file:|node:)[^)\s]*:\d+:\d+\)?/],
  [
    'source path',
    /\/(?:work|home|app|usr|root)\/[\w.-]+\/(?:node_modules|app|backend|build|\.builds)\//,
  ],
  ['node_modules path', /node_modules\/(?:@remix-run|react-dom|storyblok|zod|better-sqlite3)/],
  [
    'error class',
    /\b(?:ShopApiError|ShopApiShapeError|ZodError|SqliteError|TypeError|ReferenceError|SyntaxError): /,
  ],
  ['connection error', /\b(?:ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|UND_ERR_\w+)\b/],
  ['preview token', /local-preview-token|rel-preview-token/],
  ['webhook secret', /local-webhook-secret-change-me|rel-webhook-secret/],
]

export type Problem = string

/**
 * Whether text found in an answer is the request's own path, with slashes collapsed and any case.
 */
function isReflectionOf(found: string, requestPath: string): boolean {
  const normal = (value: string) => {
    let text = value
    try {
      text = decodeURIComponent(value)
    } catch {
      // malformed escapes: compare the raw text
    }
    return text.split('?')[0]!.replace(/\/+/g, '/').toLowerCase()
  }
  return normal(requestPath).includes(normal(found).replace(/\/$/, ''))
}

/**
 * What must hold for every answer: below 500, nothing internal in body or headers, no
 * backend address, no marker reflected unescaped, CSP on HTML, redirects only inside the
 * market table, bounded size.
 */
export function problemsOf(
  response: RawResponse,
  {
    internalAddresses = [],
    maxBytes = 2_000_000,
    allow5xx = false,
    requestHost,
    requestPath,
  }: {
    internalAddresses?: string[]
    maxBytes?: number
    allow5xx?: boolean
    requestHost?: string
    requestPath?: string
  } = {},
): Problem[] {
  const problems: Problem[] = []
  if (!allow5xx && response.status >= 500) problems.push(`status ${response.status}`)
  if (response.body.length > maxBytes)
    problems.push(`answer of ${response.body.length} bytes (bound ${maxBytes})`)
  const headerText = Object.entries(response.headers)
    .filter(([name]) => name !== 'content-security-policy')
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`)
    .join('\n')
  for (const [label, pattern] of internalPatterns) {
    const match = pattern.exec(response.text) ?? pattern.exec(headerText)
    // A generated path can look like a source path (`/home/x//build`); the page naming the
    // path it was asked for (canonical, hreflang, the 404's text) gives nothing away.
    if (match && label === 'source path' && requestPath && isReflectionOf(match[0], requestPath))
      continue
    if (match) problems.push(`${label} in the answer: ${JSON.stringify(match[0].slice(0, 120))}`)
  }
  for (const address of internalAddresses) {
    if (response.text.includes(address) || headerText.includes(address))
      problems.push(`internal address ${address} in the answer`)
  }
  const type = String(response.headers['content-type'] ?? '')
  if (type.includes('text/html')) {
    const raw = /<x-fuzz-[^>\s]*>/i.exec(response.text)
    if (raw) problems.push(`marker reflected unescaped: ${raw[0]}`)
    const attr = /(?<!\\)"x-fuzz-a-/.exec(response.text)
    if (attr) problems.push('attribute-breaking marker reflected unescaped')
    if (/\bhref\s*=\s*["']?\s*(?:javascript|vbscript|data):/i.test(response.text))
      problems.push('javascript:/data: link rendered')
    const csp = String(response.headers['content-security-policy'] ?? '')
    if (!csp) problems.push('HTML answer without Content-Security-Policy')
    else if (/script-src[^;]*'unsafe-inline'/.test(csp))
      problems.push("CSP allows 'unsafe-inline' scripts")
  }
  const location = response.headers.location
  if (location && response.status >= 300 && response.status < 400) {
    const problem = redirectProblem(location, requestHost)
    if (problem) problems.push(problem)
  }
  return problems
}

/**
 * A Location must stay on this shop: a path, or an absolute http(s) URL to a host of the
 * market table — judged as a browser reads it (tabs and line breaks dropped, backslashes
 * read as slashes, so `/\\host` and `/\t/host` are `//host`).
 */
export function redirectProblem(location: string, requestHost?: string): Problem | undefined {
  const read = location.replace(/[\t\n\r]/g, '').replace(/\\/g, '/')
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  if (/[\u0000-\u001f]/.test(read))
    return `redirect with control characters: ${JSON.stringify(location)}`
  if (read.startsWith('/') && !read.startsWith('//')) return undefined
  let target: URL
  try {
    target = new URL(read, 'http://shop.invalid')
  } catch {
    return `unparsable redirect ${JSON.stringify(location)}`
  }
  if (target.hostname === 'shop.invalid')
    return `redirect without a host of ours: ${JSON.stringify(location)}`
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return `redirect to ${target.protocol} URL`
  const host = target.hostname.toLowerCase()
  if (marketHosts.has(host)) return undefined
  if (requestHost && host === requestHost.split(':')[0]?.toLowerCase() && marketHosts.has(host))
    return undefined
  return `redirect outside the market table: ${location}`
}

// ---------------------------------------------------------------------------------------
// Texts

/** A text as React writes it into HTML. */
export function htmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}

/**
 * A translation as the shopper sees it: the language's text, or, when the key is missing
 * ("the second segment of the key is displayed", shop-core §8), that segment.
 */
export function translation(language: string, namespace: string, key: string): string {
  try {
    const texts = JSON.parse(
      readFileSync(join(root, 'app/locales', language, `${namespace}.json`), 'utf8'),
    ) as Record<string, string>
    const text = texts[key]
    if (typeof text === 'string' && text) return text
  } catch {
    // no such locale file: fall back to the key
  }
  return key.split('.')[1] ?? key
}

/** Whether `text` contains `needle`, as a short failure message rather than a dump of the page. */
export function contains(
  text: string,
  needle: string,
): { ok: boolean; needle: string; excerpt?: string } {
  return text.includes(needle)
    ? { ok: true, needle }
    : { ok: false, needle, excerpt: text.replace(/\s+/g, ' ').slice(0, 200) }
}

/** The HTML a shopper sees: without the contents of script elements (loader data, manifests). */
export function visibleHtml(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '<script></script>')
}
