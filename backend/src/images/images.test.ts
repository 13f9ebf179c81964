import { mkdirSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeTempDirs, startTestBackend, tempDir, type TestBackend } from '../testing/harness'

let backend: TestBackend
const ASSET = '/f/287465/40x20/abc123/pic.jpg'

beforeAll(async () => {
  const contentDir = tempDir('images')
  const dir = join(contentDir, 'assets', 'f', '287465', '40x20', 'abc123')
  mkdirSync(dir, { recursive: true })
  const jpeg = await sharp({
    create: { width: 40, height: 20, channels: 3, background: '#3366cc' },
  })
    .jpeg()
    .toBuffer()
  writeFileSync(join(dir, 'pic.jpg'), jpeg)
  backend = await startTestBackend({ contentDir })
})
afterAll(async () => {
  await backend.close()
  removeTempDirs()
})

async function image(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${backend.url}${path}`, { headers })
  const body = Buffer.from(await response.arrayBuffer())
  return { response, body, meta: response.ok ? await sharp(body).metadata() : undefined }
}

describe('asset files and image service', () => {
  it('serves the original asset with a validator', async () => {
    const { response, meta } = await image(ASSET)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(meta).toMatchObject({ width: 40, height: 20, format: 'jpeg' })
    const etag = response.headers.get('etag')!
    expect(
      (await fetch(`${backend.url}${ASSET}`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304)
  })

  it('resizes and crops with /m/{w}x{h} and converts with filters:format():quality()', async () => {
    const { response, meta } = await image(`${ASSET}/m/10x10/filters:quality(85):format(webp)`)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(meta).toMatchObject({ width: 10, height: 10, format: 'webp' })
  })

  it('keeps the aspect ratio for a 0 side and picks webp for format auto when accepted', async () => {
    const webp = await image(`${ASSET}/m/20x0/filters:format(auto)`, {
      accept: 'image/avif,image/webp,*/*',
    })
    expect(webp.meta).toMatchObject({ width: 20, height: 10, format: 'webp' })
    expect(webp.response.headers.get('vary')).toBe('Accept')
    const jpeg = await image(`${ASSET}/m/20x0`, { accept: 'image/jpeg' })
    expect(jpeg.meta).toMatchObject({ width: 20, height: 10, format: 'jpeg' })
  })

  it('fits inside a box with fit-in and pads with fill', async () => {
    const { meta } = await image(`${ASSET}/m/fit-in/30x30/filters:fill(ffffff):format(png)`)
    expect(meta).toMatchObject({ width: 30, height: 30, format: 'png' })
  })

  it('serves a cached result the second time', async () => {
    const first = await image(`${ASSET}/m/12x12/filters:format(png)`)
    const second = await image(`${ASSET}/m/12x12/filters:format(png)`)
    expect(second.body.equals(first.body)).toBe(true)
  })

  it('finds an asset by file name when the path differs (e.g. /a/…)', async () => {
    expect((await image('/a/287465/other/pic.jpg')).response.status).toBe(200)
  })

  it('answers 404 for a missing asset and 400 for unknown options', async () => {
    expect((await image('/f/287465/40x20/abc123/missing.jpg')).response.status).toBe(404)
    expect((await image(`${ASSET}/m/99999x1`)).response.status).toBe(400)
    expect((await image(`${ASSET}/m/10x10/filters:format(tiff)`)).response.status).toBe(400)
  })

  it('never leaves the assets folder', async () => {
    for (const path of [
      '/f/..%2F..%2F..%2Fetc/passwd',
      '/f/%2e%2e/%2e%2e/stories/x.json',
      '/f/..\\..\\etc\\passwd',
    ]) {
      const status = await new Promise<number>((resolve, reject) => {
        const url = new URL(backend.url)
        const req = request({ host: url.hostname, port: url.port, path })
        req.on('response', (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
        req.on('error', reject)
        req.end()
      })
      expect(status).toBe(404)
    }
  })
})
