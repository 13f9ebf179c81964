import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { extname, join, resolve, sep } from 'node:path'
import sharp from 'sharp'
import { json, type Reply } from '../http/reply'
import { cardPictureFiles } from './card-pictures'
import { describeTransform, parseTransform, type ImageTransform } from './transform'
import type { BackendModule } from '../app'
import type { RequestContext } from '../http/router'

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
}
const RASTER = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif'])
const CACHE_CONTROL = 'public, max-age=86400'

function notFound(): Reply {
  return json(404, { error: 'Image not found' }, { 'cache-control': 'no-store' })
}

function etagOf(...parts: (string | number)[]): string {
  return `"${createHash('sha1').update(parts.join('\u0000')).digest('hex').slice(0, 27)}"`
}

function notModified(ctx: RequestContext, etag: string): boolean {
  const header = ctx.req.headers['if-none-match']
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag)
}

/**
 * Asset files and an image-resizing service in Storyblok's URL shape. An asset URL
 * `https://a.storyblok.com/f/{space}/{w}x{h}/{hash}/{name}.jpg` is served from
 * `{contentDir}/assets/f/{space}/{w}x{h}/{hash}/{name}.jpg` as `GET /f/…` (and `/a/…`
 * likewise); when that exact file is missing, a file with the same name anywhere under
 * `assets/` is used. Appending `/m/…` resizes and converts it with sharp; results are
 * cached under `{dataDir}/image-cache/`. Card design pictures (`…/cards/design-{id}-{lang}-v1.jpg`)
 * are drawn on first request (card-designs.ts) and then served like any asset.
 */
export const imagesModule: BackendModule = {
  name: 'images',
  register(router, app) {
    const assetsRoot = resolve(app.settings.contentDir, 'assets')
    const cacheDir = join(app.settings.dataDir, 'image-cache')
    const cardPictures = cardPictureFiles(join(app.settings.dataDir, 'card-designs'), app.logger)
    let byName: Map<string, string> | undefined
    let indexedAt = 0

    const indexByName = (): Map<string, string> => {
      const index = new Map<string, string>()
      const walk = (dir: string) => {
        let entries
        try {
          entries = readdirSync(dir, { withFileTypes: true })
        } catch {
          return
        }
        for (const entry of entries) {
          const abs = join(dir, entry.name)
          if (entry.isDirectory()) walk(abs)
          else if (!index.has(entry.name)) index.set(entry.name, abs)
        }
      }
      walk(assetsRoot)
      return index
    }

    const locate = (segments: string[]): string | null => {
      if (
        segments.some(
          (s) => s === '..' || s === '.' || s.includes('/') || s.includes('\0') || s.includes('\\'),
        )
      )
        return null
      const exact = resolve(assetsRoot, ...segments)
      if (!exact.startsWith(assetsRoot + sep)) return null
      try {
        if (statSync(exact).isFile()) return exact
      } catch {
        // fall through to the by-name lookup
      }
      const name = segments[segments.length - 1]!
      if (!byName || (!byName.has(name) && Date.now() - indexedAt > 1_000)) {
        byName = indexByName()
        indexedAt = Date.now()
      }
      const found = byName.get(name)
      if (!found) return null
      try {
        return statSync(found).isFile() ? found : null
      } catch {
        byName = undefined
        return null
      }
    }

    const outputFormat = (
      ctx: RequestContext,
      ext: string,
      transform: ImageTransform,
    ): { format: 'webp' | 'jpeg' | 'png' | 'avif'; negotiated: boolean } => {
      if (transform.format && transform.format !== 'auto')
        return { format: transform.format, negotiated: false }
      const accept = String(ctx.req.headers.accept ?? '')
      if (accept.includes('image/webp')) return { format: 'webp', negotiated: true }
      const original =
        ext === '.png' || ext === '.gif'
          ? 'png'
          : ext === '.webp'
            ? 'webp'
            : ext === '.avif'
              ? 'avif'
              : 'jpeg'
      return { format: original, negotiated: true }
    }

    const serve = async (ctx: RequestContext, prefix: string): Promise<Reply> => {
      const segments = [prefix, ...ctx.params.path!.split('/')]
      const marker = segments.findIndex(
        (segment, i) => segment === 'm' && i > 0 && extname(segments[i - 1]!) !== '',
      )
      const assetSegments = marker === -1 ? segments : segments.slice(0, marker)
      const file = locate(assetSegments) ?? (await cardPictures.locate(assetSegments))
      if (!file) return notFound()
      const ext = extname(file).toLowerCase()
      const stat = statSync(file)

      if (marker === -1 || !RASTER.has(ext)) {
        const etag = etagOf(file, stat.mtimeMs, stat.size)
        const headers: Record<string, string> = {
          'content-type': TYPES[ext] ?? 'application/octet-stream',
          'cache-control': CACHE_CONTROL,
          etag,
        }
        if (ext === '.svg')
          headers['content-security-policy'] =
            "default-src 'none'; style-src 'unsafe-inline'; sandbox"
        if (notModified(ctx, etag)) return { status: 304, headers }
        return { status: 200, headers, body: readFileSync(file) }
      }

      const parsed = parseTransform(segments.slice(marker + 1))
      if (!parsed.ok) return json(400, { error: `Invalid image options: ${parsed.problem}` })
      const transform = parsed.transform
      const { format, negotiated } = outputFormat(ctx, ext, transform)
      const key = createHash('sha1')
        .update(
          [file, stat.mtimeMs, stat.size, describeTransform(transform), format].join('\u0000'),
        )
        .digest('hex')
      const etag = `"${key.slice(0, 27)}"`
      const headers: Record<string, string> = {
        'content-type': TYPES[`.${format}`]!,
        'cache-control': CACHE_CONTROL,
        etag,
      }
      if (negotiated) headers.vary = 'Accept'
      if (notModified(ctx, etag)) return { status: 304, headers }

      const cached = join(cacheDir, `${key}.${format}`)
      try {
        return { status: 200, headers, body: readFileSync(cached) }
      } catch {
        // not cached yet
      }
      let image = sharp(file, { failOn: 'none' }).rotate()
      if (transform.width > 0 || transform.height > 0) {
        const background =
          transform.fill === 'transparent' || !transform.fill
            ? { r: 0, g: 0, b: 0, alpha: 0 }
            : `#${transform.fill}`
        const both = transform.width > 0 && transform.height > 0
        image = image.resize({
          width: transform.width || undefined,
          height: transform.height || undefined,
          fit: !both
            ? 'inside'
            : transform.fitIn
              ? transform.fill
                ? 'contain'
                : 'inside'
              : 'cover',
          position: transform.smart ? sharp.strategy.attention : 'centre',
          background,
        })
      }
      if (transform.fill && transform.fill !== 'transparent')
        image = image.flatten({ background: `#${transform.fill}` })
      if (transform.grayscale) image = image.grayscale()
      if (transform.blur && transform.blur > 0)
        image = image.blur(Math.max(0.3, transform.blur / 2))
      const quality = transform.quality ?? 80
      image = image.toFormat(format, { quality })
      const body = await image.toBuffer()
      try {
        mkdirSync(cacheDir, { recursive: true })
        const temporary = `${cached}.${process.pid}.tmp`
        writeFileSync(temporary, body)
        renameSync(temporary, cached)
      } catch (error) {
        app.logger.warn({ err: error }, 'could not cache a resized image')
      }
      return { status: 200, headers, body }
    }

    router.get('/f/*path', (ctx) => serve(ctx, 'f'))
    router.get('/a/*path', (ctx) => serve(ctx, 'a'))
  },
}
