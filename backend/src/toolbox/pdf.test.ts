import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { pdfBlankPage, pdfCyclicPageTree, pdfSharingOneStream } from '../testing/upload-bombs'
import { checkPdf, convertPdf, paperSizes, Refusal } from './pdf'

const refusalOf = async (work: () => unknown) => {
  try {
    await work()
  } catch (error) {
    if (error instanceof Refusal) return { status: error.status, code: error.code }
    throw error
  }
  return null
}

describe('bounded PDF work', () => {
  it('refuses a few KB whose pages name one large stream over and over, before decoding it all', async () => {
    const bomb = pdfSharingOneStream()
    expect(bomb.byteLength).toBeLessThan(20_000)
    const document = await PDFDocument.load(bomb, { updateMetadata: false })
    expect(await refusalOf(() => checkPdf(document))).toEqual({ status: 413, code: 'too-complex' })
    // The same stream named once by one page is ordinary content.
    const small = await PDFDocument.load(pdfSharingOneStream({ pages: 1, refs: 1 }))
    expect(() => checkPdf(small)).not.toThrow()
  })

  it('counts a stream that inflates beyond the budget without inflating all of it', async () => {
    const document = await PDFDocument.load(pdfSharingOneStream({ pages: 1, refs: 1 }))
    const limits = { maxPages: 10, maxContentBytes: 1024 * 1024 }
    expect(await refusalOf(() => checkPdf(document, limits))).toEqual({
      status: 413,
      code: 'too-complex',
    })
  })

  it('refuses more pages than the limit', async () => {
    const document = await PDFDocument.load(
      pdfSharingOneStream({ pages: 4, refs: 1, streamBytes: 10 }),
    )
    expect(
      await refusalOf(() => checkPdf(document, { maxPages: 3, maxContentBytes: 1e6 })),
    ).toEqual({
      status: 413,
      code: 'too-complex',
    })
  })

  it('calls a page tree that loops damaged (400), without walking it forever', async () => {
    expect(await refusalOf(() => convertPdf(pdfCyclicPageTree(), 'a4', 'loop'))).toEqual({
      status: 400,
      code: 'unreadable',
    })
  })

  it('keeps a page without content as a blank sheet of the paper', async () => {
    const made = await convertPdf(pdfBlankPage(), 'a5', 'blank')
    const pages = (await PDFDocument.load(made.bytes)).getPages()
    expect(pages.map((page) => [page.getWidth(), page.getHeight()])).toEqual([paperSizes.a5])
  })
})
