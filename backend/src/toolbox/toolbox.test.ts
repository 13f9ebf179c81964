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
import { baseNameOf, paperSizes } from './routes'

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

async function upload(path: string, query: Record<string, string>, body: Uint8Array) {
  const response = await fetch(`${backend.url}${path}?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { ...CARDS_DE, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(body),
  })
  return { status: response.status, body: (await response.json()) as any }
}

async function download(id: string) {
  const response = await fetch(`${backend.url}${toolboxPaths.download}/${id}`, {
    headers: CARDS_DE,
  })
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
}

describe('toolbox (issue 25, item 2; contract: contracts/toolbox.ts)', () => {
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

  it('names results after the upload, safely', () => {
    expect(baseNameOf('C:\\photos\\Été 2025.JPG')).toBe('Ete-2025')
    expect(baseNameOf('"; rm -rf.png')).toBe('rm--rf')
    expect(baseNameOf(null)).toBe('file')
  })
})
