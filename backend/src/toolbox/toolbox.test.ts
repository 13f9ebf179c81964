import { request as httpRequest, type ClientRequest } from 'node:http'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ToolboxAnswer,
  toolboxMaxBytes,
  toolboxPaths,
  toolboxResultTtlMs,
  uploadKindOf,
} from '../../../contracts/toolbox'
import { CARDS_DE, removeTempDirs, startTestBackend, type TestBackend } from '../testing/harness'
import { pdfCyclicPageTree, pdfSharingOneStream, pngOf } from '../testing/upload-bombs'
import { paperSizes } from './pdf'
import { baseNameOf } from './routes'

let backend: TestBackend

beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(async () => {
  await backend.close()
  removeTempDirs()
})

/** A small photo-like PNG, wider than tall. */
const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer()

/** A PDF with a portrait and a landscape page of odd sizes. */
async function pdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  document.addPage([300, 400]).drawText('portrait', { x: 20, y: 20 })
  document.addPage([500, 200]).drawText('landscape', { x: 20, y: 20 })
  return document.save()
}

async function upload(
  path: string,
  query: Record<string, string>,
  body: Uint8Array,
  to: TestBackend = backend,
) {
  const response = await fetch(`${to.url}${path}?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { ...CARDS_DE, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(body),
  })
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as any,
  }
}

/** An upload whose body is still arriving: it holds its place in the toolbox until ended. */
async function slowUpload(to: TestBackend): Promise<ClientRequest> {
  const url = new URL(`${to.url}${toolboxPaths.convertFile}?format=png`)
  const req = httpRequest({
    host: url.hostname,
    port: url.port,
    method: 'POST',
    path: `${url.pathname}${url.search}`,
    headers: { ...CARDS_DE, 'content-length': '1000' },
  })
  req.on('error', () => {})
  req.on('response', (res) => res.resume())
  req.write(Buffer.alloc(10))
  await until(() => to.logs.some((line) => line.event === 'toolbox-admitted'))
  return req
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((done) => setTimeout(done, 10))
}

async function download(id: string) {
  const response = await fetch(`${backend.url}${toolboxPaths.download}/${id}`, {
    headers: CARDS_DE,
  })
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
}

describe('toolbox (contract: contracts/toolbox.ts)', () => {
  it('converts an image to a one-page PDF the size of the image, downloadable by its id', async () => {
    const { status, body } = await upload(
      toolboxPaths.convertFile,
      { format: 'pdf', name: 'Holiday photo.png' },
      await png(),
    )
    expect(status).toBe(200)
    const { payload } = ToolboxAnswer.parse(body)
    expect(payload).toMatchObject({ fileName: 'Holiday-photo.pdf', contentType: 'application/pdf' })
    const { response, bytes } = await download(payload.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Holiday-photo.pdf"',
    )
    expect(uploadKindOf(bytes)).toBe('pdf')
    const page = (await PDFDocument.load(bytes)).getPage(0)
    expect([page.getWidth(), page.getHeight()]).toEqual([64, 48])
  })

  it('converts an image to JPEG and PNG', async () => {
    for (const [format, kind] of [
      ['jpeg', 'jpeg'],
      ['png', 'png'],
    ] as const) {
      const { body } = await upload(
        toolboxPaths.convertFile,
        { format, name: 'a.png' },
        await png(),
      )
      const { bytes } = await download(ToolboxAnswer.parse(body).payload.id)
      expect(uploadKindOf(bytes)).toBe(kind)
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 64, height: 48 })
    }
  })

  it('fits every page of a PDF onto the chosen paper, landscape pages turned', async () => {
    const { status, body } = await upload(
      toolboxPaths.convertPdf,
      { paper: 'a5', name: 'flyer.pdf' },
      await pdf(),
    )
    expect(status).toBe(200)
    const { payload } = ToolboxAnswer.parse(body)
    expect(payload.fileName).toBe('flyer-a5.pdf')
    const document = await PDFDocument.load((await download(payload.id)).bytes)
    const [short, long] = paperSizes.a5
    expect(document.getPages().map((page) => [page.getWidth(), page.getHeight()])).toEqual([
      [short, long],
      [long, short],
    ])
  })

  it('optimises an image: longer edge at most maxEdge, same type, metadata stripped', async () => {
    const input = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#c63' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Someone' } } })
      .toBuffer()
    const { status, body } = await upload(
      toolboxPaths.optimizeImage,
      { maxEdge: '600', quality: '70', name: 'big.jpg' },
      input,
    )
    expect(status).toBe(200)
    const { payload } = ToolboxAnswer.parse(body)
    expect(payload.fileName).toBe('big-optimised.jpg')
    const meta = await sharp((await download(payload.id)).bytes).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 400 })
    expect(meta.exif).toBeUndefined()
  })

  it('refuses a file of the wrong kind by its bytes, whatever its name says', async () => {
    const { status, body } = await upload(
      toolboxPaths.convertFile,
      { format: 'pdf', name: 'photo.png' },
      new TextEncoder().encode('not an image at all'),
    )
    expect(status).toBe(400)
    expect(body.payload.errors).toEqual({ file: ['unsupported-type'] })
    const pdfAsImage = await upload(
      toolboxPaths.optimizeImage,
      { maxEdge: '800', quality: '80' },
      await pdf(),
    )
    expect(pdfAsImage.body.payload.errors).toEqual({ file: ['unsupported-type'] })
  })

  it('refuses a damaged image, unknown options and a file over the limit', async () => {
    const broken = (await png()).subarray(0, 60)
    const damaged = await upload(toolboxPaths.convertFile, { format: 'jpeg' }, broken)
    expect(damaged.status).toBe(400)
    expect(damaged.body.payload.errors).toEqual({ file: ['unreadable'] })
    const paper = await upload(toolboxPaths.convertPdf, { paper: 'a0' }, await pdf())
    expect(paper.body.payload.errors).toEqual({ paper: ['invalid'] })
    const tooLarge = await upload(
      toolboxPaths.convertFile,
      { format: 'jpeg' },
      new Uint8Array(toolboxMaxBytes + 1),
    )
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.payload.errors).toEqual({ file: ['too-large'] })
  })

  it('keeps a result for an hour: then 410, an unknown id 404', async () => {
    const { body } = await upload(toolboxPaths.convertFile, { format: 'png' }, await png())
    const { id } = ToolboxAnswer.parse(body).payload
    backend.clock.advance(toolboxResultTtlMs)
    expect((await download(id)).response.status).toBe(410)
    expect((await download('0'.repeat(32))).response.status).toBe(404)
    expect((await download('..%2F..%2Fetc')).response.status).toBe(404)
  })

  it('refuses an image declaring more pixels than the limit before decoding it (413)', async () => {
    const bomb = pngOf(16_000, 16_000)
    expect(bomb.byteLength).toBeLessThan(100_000)
    const { status, body } = await upload(
      toolboxPaths.optimizeImage,
      { maxEdge: '800', quality: '80' },
      bomb,
    )
    expect(status).toBe(413)
    expect(body.payload.errors).toEqual({ file: ['too-complex'] })
    expect(body.message.text).toMatch(/megapixels/)
  })

  it('converts PDFs in a worker: a decompression bomb is 413, a looping page tree 400', async () => {
    const bomb = await upload(toolboxPaths.convertPdf, { paper: 'a4' }, pdfSharingOneStream())
    expect(bomb.status).toBe(413)
    expect(bomb.body.payload.errors).toEqual({ file: ['too-complex'] })
    const loop = await upload(toolboxPaths.convertPdf, { paper: 'a4' }, pdfCyclicPageTree())
    expect(loop.status).toBe(400)
    expect(loop.body.payload.errors).toEqual({ file: ['unreadable'] })
    expect(loop.body.message.text).toMatch(/page tree/)
  })

  it('stops a PDF conversion over its time budget (413) and frees its place', async () => {
    const strict = await startTestBackend({
      toolbox: { budget: { timeMs: 1, memoryMb: 64 }, concurrent: 1 },
    })
    try {
      const late = await upload(toolboxPaths.convertPdf, { paper: 'a4' }, await pdf(), strict)
      expect(late.status).toBe(413)
      expect(late.body.payload.errors).toEqual({ file: ['too-complex'] })
      const image = await upload(toolboxPaths.convertFile, { format: 'png' }, await png(), strict)
      expect(image.status).toBe(200)
    } finally {
      await strict.close()
    }
  })

  it('answers busy (503) beyond the uploads at once and 429 beyond an address’s share, with Retry-After', async () => {
    const limited = await startTestBackend({
      toolbox: {
        concurrent: 1,
        concurrentPerAddress: 1,
        perAddress: { limit: 2, windowMs: 60_000 },
      },
    })
    try {
      const held = await slowUpload(limited)
      const busy = await upload(toolboxPaths.convertFile, { format: 'png' }, await png(), limited)
      expect(busy.status).toBe(503)
      expect(busy.body.payload.errors).toEqual({ file: ['busy'] })
      expect(Number(busy.retryAfter)).toBeGreaterThan(0)
      held.destroy()
      await until(() => limited.logs.some((line) => line.event === 'toolbox-released'))
      // The held upload counted as the address's first; one more, then 429.
      expect(
        (await upload(toolboxPaths.convertFile, { format: 'png' }, await png(), limited)).status,
      ).toBe(200)
      const tooMany = await upload(
        toolboxPaths.convertFile,
        { format: 'png' },
        await png(),
        limited,
      )
      expect(tooMany.status).toBe(429)
      expect(tooMany.body.payload.errors).toEqual({ file: ['busy'] })
      expect(Number(tooMany.retryAfter)).toBeGreaterThan(0)
    } finally {
      await limited.close()
    }
  })

  it('names results after the upload, safely', () => {
    expect(baseNameOf('C:\\photos\\Été 2025.JPG')).toBe('Ete-2025')
    expect(baseNameOf('"; rm -rf.png')).toBe('rm--rf')
    expect(baseNameOf(null)).toBe('file')
  })
})
