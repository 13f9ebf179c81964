// What a page's first load downloads: its scripts and stylesheets, as the server sends them
// to a browser that accepts gzip (the shop's server compresses from 256 bytes on;
// remix-serve, serving the bare Remix page, from 1 KB).
import { request as httpRequest } from 'node:http'

/** GET a path with a Host header; the raw (still compressed) body and the headers. */
export function rawGet(origin, path, { host, headers = {} } = {}) {
  const target = new URL(origin)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: 'GET',
        headers: { host: host ?? target.host, 'accept-encoding': 'gzip', ...headers },
      },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** A rawGet answer's body as text, gunzipped when it came compressed. */
export async function decoded(response) {
  if (response.headers['content-encoding'] !== 'gzip') return response.body.toString('utf8')
  const { gunzipSync } = await import('node:zlib')
  return gunzipSync(response.body).toString('utf8')
}

/**
 * Script files a document loads at once: module preloads, script tags and the module imports of its
 * inline scripts.
 */
export function scriptsOf(html) {
  const found = new Set()
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g))
    found.add(match[1])
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) found.add(match[1])
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    // Static imports (Remix's own script), and the chunk lists the shop's loader imports.
    // (Not the route manifest's own URL inside the inline manifest: lazy route discovery never
    // loads it.)
    for (const imported of match[1]
      .replace(/^window\.__remixManifest = .*$/m, '')
      .matchAll(/"(\/[^"]+\.js)"/g))
      found.add(imported[1])
  }
  return [...found].filter((src) => src.startsWith('/'))
}

export function stylesheetsOf(html) {
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)]
    .map((match) => match[1])
    .filter((href) => href.startsWith('/'))
}

/**
 * A page's first-load weight: the document (gzip), every script and stylesheet it loads
 * (bytes on the wire with gzip), plus scripts only a browser saw (`extraScripts`, from Lighthouse).
 */
export async function pageWeight(origin, path, { host, extraScripts = [] } = {}) {
  const document = await rawGet(origin, path, { host })
  const html = await decoded(document)
  const scripts = [...new Set([...scriptsOf(html), ...extraScripts])]
  const styles = stylesheetsOf(html)
  const sizeOf = async (src) => {
    const response = await rawGet(origin, src, { host })
    if (response.status !== 200) throw new Error(`${src}: ${response.status}`)
    return {
      src,
      bytes: response.body.length,
      encoding: response.headers['content-encoding'] ?? 'identity',
    }
  }
  const scriptSizes = await Promise.all(scripts.map(sizeOf))
  const styleSizes = await Promise.all(styles.map(sizeOf))
  const inlineScriptBytes = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
  ].reduce((sum, match) => sum + Buffer.byteLength(match[1]), 0)
  return {
    status: document.status,
    documentBytes: document.body.length,
    htmlBytes: Buffer.byteLength(html),
    inlineScriptBytes,
    scripts: scriptSizes,
    scriptBytes: scriptSizes.reduce((sum, s) => sum + s.bytes, 0),
    styles: styleSizes,
    styleBytes: styleSizes.reduce((sum, s) => sum + s.bytes, 0),
  }
}
