import { createHash } from 'node:crypto'
import { constants, crc32, deflateRawSync } from 'node:zlib'
import { previewParam } from '~/domain/preview'
import { mayHaveSession } from './customer.server'
import { env } from './env.server'
import type { EntryContext } from '@remix-run/node'

/**
 * Render memo: a document is a pure function of the build, the URL, the status and
 * the route data (loader data, action data, errors) — and of the CSP nonce, which is new per
 * response. React's server render of a full shop page costs 10–20 ms of CPU; the same page
 * for the next anonymous shopper would be rendered again from identical data. So the HTML of
 * an anonymous, public document is kept, keyed by a digest of everything it was rendered
 * from, with the nonce cut out; the next request with the same data gets a copy with its own
 * nonce. The data itself still comes fresh from the loaders (and their caches) on every
 * request: a changed story, price or flag treatment is a different key, never a stale page.
 *
 * Not memoised: requests with a customer's session or basket, previews, POSTs and their
 * action data, server errors, and renders that failed.
 */
export type MemoisedDocument = {
  /** The HTML around each occurrence of the nonce it was rendered with. */
  parts: Buffer<ArrayBuffer>[]
  /** Each part compressed once (raw deflate, ending on a byte boundary: segments concatenate). */
  deflatedParts: Buffer[]
  /** Each part's CRC-32, for the gzip trailer without reading the document again. */
  partCrcs: number[]
  etag: string
  bytes: number
  /** When it was last stored or served (ms). */
  lastUsed: number
}

export type MemoStats = { hit: number; miss: number; skip: number; evicted: number }

/** The key of a document, or undefined when this render must not be memoised. */
export function renderMemoKey(
  request: Request,
  status: number,
  context: EntryContext,
): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  if (status >= 500) return undefined
  const handler = context.staticHandlerContext
  if (handler.actionData) return undefined
  // A preview (`?_storyblok=…`); any URL naming it is left out, which is never wrong.
  if (request.url.includes(previewParam)) return undefined
  // Nothing of a customer's is kept in memory. Without their session or basket cookie the
  // data cannot be personal; a new user key (Set-Cookie) or a flag treatment makes the
  // answer private for caches outside, but the treatment is part of the data (the key) and
  // the user key is in no document.
  if (mayHaveSession(request)) return undefined
  // With single fetch the hand-off string holds no route data (it is streamed after the
  // document), so the data itself is hashed: a flag's arm or a publish must change the key.
  const state = JSON.stringify([handler.loaderData, handler.errors], digestLongText)
  return createHash('sha1')
    .update(`${context.manifest.version}\n${status}\n${request.url}\n`)
    .update(state)
    .digest('base64url')
}

/** Long texts in route data (the chrome's config, a story's content), by digest. */
const textDigests = new Map<string, string>()
const longText = 1024

/**
 * Stands a long text in the key by its digest. The chrome's config and a cached story's
 * content are the same string on every request: looking one up hashes nothing again (V8 keeps
 * a string's hash), where serialising and hashing it cost 6 % of a warm view's CPU.
 */
function digestLongText(_key: string, value: unknown): unknown {
  if (typeof value !== 'string' || value.length < longText) return value
  let digest = textDigests.get(value)
  if (digest === undefined) {
    digest = createHash('sha1').update(value).digest('base64url')
    // Bounded: texts made per request (a calculator's prices) come and go.
    if (textDigests.size >= 256) textDigests.clear()
    textDigests.set(value, digest)
  }
  return `#${digest}`
}

/** The HTML split at each occurrence of the nonce (the nonce itself is dropped). */
export function splitAtNonce(html: Buffer<ArrayBuffer>, nonce: string): Buffer<ArrayBuffer>[] {
  const needle = Buffer.from(nonce)
  const parts: Buffer<ArrayBuffer>[] = []
  let from = 0
  for (let at = html.indexOf(needle, from); at !== -1; at = html.indexOf(needle, from)) {
    parts.push(html.subarray(from, at))
    from = at + needle.length
  }
  parts.push(html.subarray(from))
  return parts
}

/** The memoised HTML with this response's nonce. */
export function withNonce(parts: Buffer<ArrayBuffer>[], nonce: string): Buffer<ArrayBuffer> {
  if (parts.length === 1) return parts[0]!
  const value = Buffer.from(nonce)
  const pieces: Buffer[] = []
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(value)
    pieces.push(part)
  })
  return Buffer.concat(pieces)
}

const syncFlush = { finishFlush: constants.Z_SYNC_FLUSH }
const finalBlock = deflateRawSync(Buffer.alloc(0))
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])

/**
 * Bytes as one stored (uncompressed) deflate block, not the last (RFC 1951 §3.2.4). It starts on
 * a byte boundary, as every memoised part ends on one, so its three header bits are padded to a
 * whole byte. A nonce is random: compressing it gains nothing, and a zlib stream per response
 * cost more than the rest of the splice.
 */
export function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > 0xffff) throw new RangeError('a stored block holds at most 65 535 bytes')
  const header = Buffer.alloc(5)
  header.writeUInt16LE(bytes.length, 1)
  header.writeUInt16LE(~bytes.length & 0xffff, 3)
  return Buffer.concat([header, bytes])
}

/**
 * The memoised HTML with this response's nonce, gzip-encoded without compressing it again:
 * the parts were deflated once, each ending on a sync flush, so they concatenate with the
 * deflated nonce into one stream; the trailer's CRC-32 covers this response's bytes.
 */
export function gzipWithNonce(entry: MemoisedDocument, nonce: string): Buffer {
  const value = Buffer.from(nonce)
  const deflatedNonce = storedBlock(value)
  const pieces: Buffer[] = [gzipHeader]
  let crc = 0
  let length = 0
  entry.parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(deflatedNonce)
      crc = crc32(value, crc)
      length += value.length
    }
    pieces.push(entry.deflatedParts[index]!)
    crc = crc32Combine(crc, entry.partCrcs[index]!, part.length)
    length += part.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length >>> 0, 4)
  pieces.push(finalBlock, trailer)
  return Buffer.concat(pieces)
}

const crcPolynomial = 0xedb88320

/** a(x)·b(x) modulo the CRC-32 polynomial, bit-reflected (zlib's multmodp). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000
  let product = 0
  for (;;) {
    if (a & m) {
      product ^= b
      if ((a & (m - 1)) === 0) break
    }
    m >>>= 1
    b = b & 1 ? (b >>> 1) ^ crcPolynomial : b >>> 1
  }
  return product >>> 0
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const powersOfX = (() => {
  const table: number[] = []
  let p = 0x40000000 // x^1
  table.push(p)
  for (let k = 1; k < 32; k++) table.push((p = multiplyModP(p, p)))
  return table
})()

/**
 * The CRC-32 of A followed by B from the CRC-32s of both and B's length (zlib's crc32_combine):
 * a memoised document's CRC is combined from its parts' instead of read again per response.
 */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  // x^(8·lengthB) modulo p: the shift of A's CRC past B's bytes.
  let shift = 0x80000000 // x^0
  let k = 3
  for (let n = lengthB; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) shift = multiplyModP(powersOfX[k % 32]!, shift)
  }
  return (multiplyModP(shift, crcA >>> 0) ^ (crcB >>> 0)) >>> 0
}

/** Whether an Accept-Encoding header allows gzip (`gzip` or `*` with a q above 0, RFC 9110). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false
  let gzip: number | undefined
  let any: number | undefined
  for (const item of header.split(',')) {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase())
    const q = params.find((param) => param.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    if (coding === 'gzip' || coding === 'x-gzip') gzip = Number.isFinite(weight) ? weight : 0
    else if (coding === '*') any = Number.isFinite(weight) ? weight : 0
  }
  return (gzip ?? any ?? 0) > 0
}

/** A least-recently-used map bounded by the total size of its documents. */
/**
 * How long a document nobody asks for stays. Route data carries the minute (`now`, rounded), so
 * each page gets a new document every minute and the old one is never asked for again; without
 * this, those would fill the memo up to its size before the LRU let them go: memory that grows
 * for the first RENDER_MEMO_MAX_MB of traffic.
 */
export const RENDER_MEMO_IDLE_MS = 2 * 60_000

export class RenderMemo {
  private readonly entries = new Map<string, MemoisedDocument>()
  private bytes = 0
  readonly stats: MemoStats = { hit: 0, miss: 0, skip: 0, evicted: 0 }
  private readonly idleMs: number
  private readonly now: () => number

  constructor(
    private readonly maxBytes: number,
    { idleMs = RENDER_MEMO_IDLE_MS, now = Date.now }: { idleMs?: number; now?: () => number } = {},
  ) {
    this.idleMs = idleMs
    this.now = now
  }

  get size(): number {
    return this.entries.size
  }

  get totalBytes(): number {
    return this.bytes
  }

  get(key: string): MemoisedDocument | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    // Most recently used last.
    this.entries.delete(key)
    this.entries.set(key, entry)
    entry.lastUsed = this.now()
    return entry
  }

  set(key: string, html: Buffer, nonce: string, etag: string): void {
    if (this.maxBytes <= 0 || html.length > this.maxBytes / 4) return
    const existing = this.entries.get(key)
    if (existing) {
      this.entries.delete(key)
      this.bytes -= existing.bytes
    }
    // A copy: the parts must not keep a larger pooled buffer alive.
    const parts = splitAtNonce(Buffer.from(html), nonce)
    // Compressed once per document, so harder than per response.
    const deflatedParts = parts.map((part) =>
      deflateRawSync(part, { ...syncFlush, level: constants.Z_BEST_COMPRESSION }),
    )
    const partCrcs = parts.map((part) => crc32(part))
    const bytes = html.length + deflatedParts.reduce((sum, part) => sum + part.length, 0)
    const now = this.now()
    this.entries.set(key, { parts, deflatedParts, partCrcs, etag, bytes, lastUsed: now })
    this.bytes += bytes
    // Least recently used first: drop while over the size or unused for longer than idleMs.
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes && now - entry.lastUsed <= this.idleMs) break
      this.entries.delete(oldest)
      this.bytes -= entry.bytes
      this.stats.evicted++
    }
  }
}

let shared: RenderMemo | undefined

/** The process's memo, sized by RENDER_MEMO_MAX_MB. */
export function sharedRenderMemo(): RenderMemo {
  shared ??= new RenderMemo(env().RENDER_MEMO_MAX_MB * 1024 * 1024)
  return shared
}
