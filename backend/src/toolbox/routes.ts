import { randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import sharp, { type SharpOptions } from 'sharp'
import {
  convertFormats,
  imageKinds,
  maxEdgeRange,
  paperFormats,
  qualityRange,
  toolboxMaxBytes,
  toolboxPaths,
  toolboxResultTtlMs,
  uploadKindOf,
  type ToolboxAnswer,
  type UploadKind,
} from '../../../contracts/toolbox'
import { readRawBody } from '../http/body'
import { HttpError, json, shopError, type Reply } from '../http/reply'
import { createToolboxGate, DEFAULT_TOOLBOX } from './gate'
import { Refusal, type Made } from './pdf'
import { runPdfWorker } from './worker'
import type { BackendModule } from '../app'
import type { RequestContext } from '../http/router'

type Meta = { fileName: string; contentType: string; size: number; expiresAt: number }

const noStore = { 'cache-control': 'private, no-store' }
const cleanupEveryMs = 5 * 60 * 1000

function refuse(status: number, field: string, code: string, text: string): never {
  throw new HttpError(status, text, { [field]: [code] })
}

/** The upload, at most toolboxMaxBytes, and its kind by its first bytes. */
async function readUpload(ctx: RequestContext, allowed: readonly UploadKind[]) {
  let bytes: Buffer
  try {
    bytes = await readRawBody(ctx.req, toolboxMaxBytes)
  } catch (error) {
    if (error instanceof HttpError && error.status === 413)
      throw new HttpError(
        413,
        'The file is larger than 20 MB.',
        { file: ['too-large'] },
        {
          connection: 'close',
        },
      )
    throw error
  }
  const kind = uploadKindOf(bytes)
  if (!kind || !allowed.includes(kind))
    refuse(400, 'file', 'unsupported-type', 'This kind of file is not supported here.')
  return { bytes, kind }
}

/** The original name without its extension, safe for a Content-Disposition header. */
export function baseNameOf(name: string | null): string {
  const base = (name ?? '').replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '')
  const safe = base
    .normalize('NFKD')
    .replace(/[^\w\- ]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80)
  return safe || 'file'
}

function choice<T extends string>(ctx: RequestContext, name: string, options: readonly T[]): T {
  const value = ctx.query.get(name)
  if (!options.includes(value as T)) refuse(400, name, 'invalid', `Choose one of ${options}.`)
  return value as T
}

function integer(ctx: RequestContext, name: string, range: { min: number; max: number }): number {
  const value = Number(ctx.query.get(name))
  if (!Number.isInteger(value) || value < range.min || value > range.max)
    refuse(400, name, 'invalid', `Expected a whole number from ${range.min} to ${range.max}.`)
  return value
}

/** The pixels an image may have; sharp refuses larger ones before decoding them. */
const maxImagePixels = DEFAULT_TOOLBOX.maxPixels
/** Seconds libvips may spend on one image before it stops. */
const imageSeconds = Math.ceil(DEFAULT_TOOLBOX.budget.timeMs / 1000)

function refuseHere(refusal: Refusal): never {
  return refuse(refusal.status, 'file', refusal.code, refusal.message)
}

/**
 * Runs an image operation after reading only the image's header: more pixels than
 * `maxPixels` is refused before anything is decoded; a file sharp cannot decode is the
 * shopper's, not a 500.
 */
async function decoded<T>(
  bytes: Uint8Array,
  maxPixels: number,
  work: (options: SharpOptions) => Promise<T>,
): Promise<T> {
  let width: number | undefined
  let height: number | undefined
  try {
    ;({ width, height } = await sharp(bytes).metadata())
  } catch {
    return refuse(400, 'file', 'unreadable', 'The file could not be read.')
  }
  if (!width || !height) return refuse(400, 'file', 'unreadable', 'The file could not be read.')
  if (width * height > maxPixels)
    return refuse(
      413,
      'file',
      'too-complex',
      `The picture has more than ${Math.floor(maxPixels / 1_000_000)} megapixels.`,
    )
  try {
    return await work({ failOn: 'error', limitInputPixels: maxPixels })
  } catch (error) {
    if (/timeout/i.test(String(error)))
      return refuse(413, 'file', 'too-complex', 'The picture needs more work than one upload may.')
    return refuse(400, 'file', 'unreadable', 'The file could not be read.')
  }
}

/** An image as JPEG, PNG or a one-page PDF the size of the image at its resolution. */
export async function convertFile(
  bytes: Uint8Array,
  format: (typeof convertFormats)[number],
  base: string,
  maxPixels = maxImagePixels,
): Promise<Made> {
  return decoded(bytes, maxPixels, async (options) => {
    const image = sharp(bytes, options).timeout({ seconds: imageSeconds }).rotate()
    if (format === 'png')
      return {
        bytes: await image.png().toBuffer(),
        contentType: 'image/png',
        fileName: `${base}.png`,
      }
    const jpeg = await image.flatten({ background: '#ffffff' }).jpeg({ quality: 92 }).toBuffer()
    if (format === 'jpeg')
      return { bytes: jpeg, contentType: 'image/jpeg', fileName: `${base}.jpg` }
    const { width = 1, height = 1, density } = await sharp(jpeg).metadata()
    // Points per pixel from the image's own resolution; 72 dpi when it names none.
    const scale = 72 / (density && density > 0 ? density : 72)
    const pdf = await PDFDocument.create()
    const embedded = await pdf.embedJpg(jpeg)
    const page = pdf.addPage([width * scale, height * scale])
    page.drawImage(embedded, { x: 0, y: 0, width: width * scale, height: height * scale })
    pdf.setTitle(base)
    return { bytes: await pdf.save(), contentType: 'application/pdf', fileName: `${base}.pdf` }
  })
}

/**
 * An image no larger than `maxEdge` on its longer side, re-encoded at `quality`, turned upright
 * and without its metadata (camera, place); JPEG, PNG and WebP keep their type, others become
 * JPEG.
 */
export async function optimizeImage(
  bytes: Uint8Array,
  kind: UploadKind,
  maxEdge: number,
  quality: number,
  base: string,
  maxPixels = maxImagePixels,
): Promise<Made> {
  return decoded(bytes, maxPixels, async (options) => {
    const image = sharp(bytes, options)
      .timeout({ seconds: imageSeconds })
      .rotate()
      .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true })
    if (kind === 'png')
      return {
        bytes: await image.png({ quality, palette: quality < 90, compressionLevel: 9 }).toBuffer(),
        contentType: 'image/png',
        fileName: `${base}-optimised.png`,
      }
    if (kind === 'webp')
      return {
        bytes: await image.webp({ quality }).toBuffer(),
        contentType: 'image/webp',
        fileName: `${base}-optimised.webp`,
      }
    return {
      bytes: await image
        .flatten({ background: '#ffffff' })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer(),
      contentType: 'image/jpeg',
      fileName: `${base}-optimised.jpg`,
    }
  })
}

/** Results on disk: `{id}.bin` and `{id}.json` under `{dataDir}/toolbox/`. */
class ResultStore {
  constructor(
    readonly dir: string,
    readonly now: () => number,
  ) {
    mkdirSync(dir, { recursive: true })
  }

  save(made: Made): ToolboxAnswer {
    const id = randomUUID().replace(/-/g, '')
    const expiresAt = this.now() + toolboxResultTtlMs
    const meta: Meta = {
      fileName: made.fileName,
      contentType: made.contentType,
      size: made.bytes.byteLength,
      expiresAt,
    }
    writeFileSync(join(this.dir, `${id}.bin`), made.bytes)
    writeFileSync(join(this.dir, `${id}.json`), JSON.stringify(meta))
    const { fileName, contentType, size } = meta
    return {
      payload: { id, fileName, contentType, size, expiresAt: new Date(expiresAt).toISOString() },
    }
  }

  /** The result's description, 'expired' once its time is up, null when unknown. */
  meta(id: string): Meta | 'expired' | null {
    if (!/^[a-f0-9]{32}$/.test(id)) return null
    let meta: Meta
    try {
      meta = JSON.parse(readFileSync(join(this.dir, `${id}.json`), 'utf8')) as Meta
    } catch {
      return null
    }
    return meta.expiresAt <= this.now() ? 'expired' : meta
  }

  bytes(id: string): Buffer {
    return readFileSync(join(this.dir, `${id}.bin`))
  }

  /** Removes expired results; a file another cleanup removed first is no error. */
  sweep(): void {
    for (const name of readdirSync(this.dir)) {
      if (!name.endsWith('.json')) continue
      const id = name.slice(0, -'.json'.length)
      if (this.meta(id) !== 'expired') continue
      rmSync(join(this.dir, `${id}.bin`), { force: true })
      rmSync(join(this.dir, name), { force: true })
    }
  }
}

/**
 * The toolbox: converting images and PDFs, optimising images, and downloading the
 * results, kept for an hour under `{dataDir}/toolbox/` and swept every five minutes. Uploads are
 * admitted before they are read (a few at once, one per address, a number per minute), images
 * are bounded by their declared pixels, PDFs converted in a worker with a time and heap budget.
 */
export const toolboxModule: BackendModule = {
  name: 'toolbox',
  register(router, app) {
    const settings = app.settings.toolbox
    const store = new ResultStore(join(app.settings.dataDir, 'toolbox'), app.now)
    const gate = createToolboxGate(app.now, settings)
    const answer = (made: Made): Reply => json(200, store.save(made), noStore)

    /** Runs one upload's work once the gate lets it in; 429/503 with Retry-After otherwise. */
    async function admitted(ctx: RequestContext, work: () => Promise<Made>): Promise<Reply> {
      const entry = gate.enter(ctx.clientAddress)
      if (!entry.ok) {
        app.logger.warn(
          { event: 'toolbox-busy', reason: entry.reason, address: ctx.clientAddress },
          'toolbox upload refused: busy',
        )
        // The upload is not read: the connection closes after the answer.
        ctx.req.resume()
        return shopError(
          entry.status,
          entry.status === 503
            ? 'The toolbox is busy. Please try again in a moment.'
            : 'Too many uploads at once from here. Please try again in a moment.',
          { file: ['busy'] },
          { ...noStore, 'retry-after': String(entry.retryAfterSeconds), connection: 'close' },
        )
      }
      app.logger.debug(
        { event: 'toolbox-admitted', running: gate.running, address: ctx.clientAddress },
        'toolbox upload admitted',
      )
      try {
        return answer(await work())
      } catch (error) {
        if (error instanceof Refusal) {
          app.logger.warn({ event: 'toolbox-refused', code: error.code }, error.message)
          refuseHere(error)
        }
        throw error
      } finally {
        entry.release()
        app.logger.debug(
          { event: 'toolbox-released', running: gate.running },
          'toolbox upload done',
        )
      }
    }

    router.post(toolboxPaths.convertFile, async (ctx) => {
      const format = choice(ctx, 'format', convertFormats)
      return admitted(ctx, async () => {
        const { bytes } = await readUpload(ctx, imageKinds)
        return convertFile(bytes, format, baseNameOf(ctx.query.get('name')), settings.maxPixels)
      })
    })
    router.post(toolboxPaths.convertPdf, async (ctx) => {
      const paper = choice(ctx, 'paper', paperFormats)
      return admitted(ctx, async () => {
        const { bytes } = await readUpload(ctx, ['pdf'])
        const base = baseNameOf(ctx.query.get('name'))
        return runPdfWorker({ bytes, paper, base, limits: settings.pdf }, settings.budget)
      })
    })
    router.post(toolboxPaths.optimizeImage, async (ctx) => {
      const maxEdge = integer(ctx, 'maxEdge', maxEdgeRange)
      const quality = integer(ctx, 'quality', qualityRange)
      return admitted(ctx, async () => {
        const { bytes, kind } = await readUpload(ctx, imageKinds)
        const base = baseNameOf(ctx.query.get('name'))
        return optimizeImage(bytes, kind, maxEdge, quality, base, settings.maxPixels)
      })
    })
    router.get(`${toolboxPaths.download}/:id`, (ctx) => {
      const id = ctx.params.id ?? ''
      const meta = store.meta(id)
      if (meta === 'expired') throw new HttpError(410, 'This result has expired.')
      if (!meta) throw new HttpError(404, 'No such result.')
      return {
        status: 200,
        headers: {
          ...noStore,
          'content-type': meta.contentType,
          'content-disposition': `attachment; filename="${meta.fileName}"`,
          'x-content-type-options': 'nosniff',
        },
        body: store.bytes(id),
      }
    })

    const timer = setInterval(() => store.sweep(), cleanupEveryMs)
    timer.unref()
    return () => clearInterval(timer)
  },
}
