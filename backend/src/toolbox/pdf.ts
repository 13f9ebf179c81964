import { constants, inflateSync } from 'node:zlib'
import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFName,
  PDFPageLeaf,
  PDFPageTree,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib'
import type { paperFormats } from '../../../contracts/toolbox'

/** Paper sizes in PDF points (1/72 inch), portrait. */
export const paperSizes: Record<(typeof paperFormats)[number], [number, number]> = {
  a4: [595.28, 841.89],
  a5: [419.53, 595.28],
  letter: [612, 792],
}

/** A made file: its bytes, type and the name it is downloaded as. */
export type Made = { bytes: Uint8Array; contentType: string; fileName: string }

/** Why a file was refused: the field's code, its status and a sentence for the shopper. */
export class Refusal extends Error {
  constructor(
    readonly status: 400 | 413,
    readonly code: 'unreadable' | 'too-complex',
    text: string,
  ) {
    super(text)
    this.name = 'Refusal'
  }
}

export type PdfLimits = {
  /** Pages of the upload. */
  maxPages: number
  /** Page content decoded in all, each stream counted as often as pages refer to it. */
  maxContentBytes: number
}

export const defaultPdfLimits: PdfLimits = { maxPages: 500, maxContentBytes: 64 * 1024 * 1024 }

const unreadable = (text = 'The PDF could not be read (damaged or encrypted).') =>
  new Refusal(400, 'unreadable', text)

/** The references a page's /Contents names (one stream or an array of them). */
function contentRefs(leaf: PDFPageLeaf): PDFRef[] {
  const contents: PDFObject | undefined = leaf.get(PDFName.of('Contents'))
  if (contents instanceof PDFRef) return [contents]
  const array =
    contents instanceof PDFArray ? contents : leaf.lookupMaybe(PDFName.of('Contents'), PDFArray)
  if (!array) return []
  const refs: PDFRef[] = []
  for (let index = 0; index < array.size(); index++) {
    const item = array.get(index)
    if (item instanceof PDFRef) refs.push(item)
  }
  return refs
}

/** The decoded size of a content stream, at most `budget + 1` bytes decoded to find it. */
function decodedSize(stream: PDFRawStream, budget: number): number {
  const filter = stream.dict.get(PDFName.of('Filter'))
  const onlyFlate =
    filter === PDFName.of('FlateDecode') ||
    (filter instanceof PDFArray &&
      filter.size() === 1 &&
      filter.get(0) === PDFName.of('FlateDecode'))
  if (filter === undefined) return stream.contents.byteLength
  if (onlyFlate) {
    try {
      return inflateSync(stream.contents, {
        maxOutputLength: Math.max(1, budget + 1),
        // Many writers end streams early; pdf-lib reads them, so the count must too.
        finishFlush: constants.Z_SYNC_FLUSH,
      }).byteLength
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return budget + 1
      throw unreadable()
    }
  }
  // Other filters are rare in content; the worker's memory budget bounds their decoding.
  return decodePDFRawStream(stream).decode().byteLength
}

/**
 * The pages of a PDF, checked before pdf-lib walks or decodes them: a page tree that loops or
 * names a page twice is damaged; more than `maxPages` pages, or more page content than
 * `maxContentBytes` once decoded (a small stream inflated many times over, or referred to by
 * every page), is too much work for one upload.
 */
export function checkPdf(document: PDFDocument, limits: PdfLimits = defaultPdfLimits): void {
  let root: PDFPageTree
  try {
    root = document.catalog.Pages()
  } catch {
    throw unreadable()
  }
  const seen = new Set<string>()
  const sizes = new Map<string, number>()
  let pages = 0
  let content = 0
  const walk = (node: PDFPageTree, depth: number) => {
    if (depth > 64) throw unreadable('The PDF’s page tree is damaged.')
    const kids = node.Kids()
    for (let index = 0; index < kids.size(); index++) {
      const ref = kids.get(index)
      if (!(ref instanceof PDFRef)) continue
      if (seen.has(ref.tag)) throw unreadable('The PDF’s page tree is damaged.')
      seen.add(ref.tag)
      const kid = document.context.lookup(ref)
      if (kid instanceof PDFPageTree) walk(kid, depth + 1)
      if (!(kid instanceof PDFPageLeaf)) continue
      if (++pages > limits.maxPages)
        throw new Refusal(413, 'too-complex', `The PDF has more than ${limits.maxPages} pages.`)
      for (const contentRef of contentRefs(kid)) {
        let size = sizes.get(contentRef.tag)
        if (size === undefined) {
          const stream = document.context.lookup(contentRef)
          size = stream instanceof PDFRawStream ? decodedSize(stream, limits.maxContentBytes) : 0
          sizes.set(contentRef.tag, size)
        }
        content += size
        if (content > limits.maxContentBytes)
          throw new Refusal(
            413,
            'too-complex',
            'The PDF’s pages hold more content than the toolbox converts in one file.',
          )
      }
    }
  }
  try {
    walk(root, 0)
  } catch (error) {
    if (error instanceof Refusal) throw error
    throw unreadable()
  }
  if (pages === 0) throw unreadable('The PDF has no pages.')
}

/**
 * Every page of a PDF fitted, centred and unstretched, onto the paper (turned for wide pages);
 * a page without content (blank) stays a blank sheet.
 */
export async function convertPdf(
  bytes: Uint8Array,
  paper: (typeof paperFormats)[number],
  base: string,
  limits: PdfLimits = defaultPdfLimits,
): Promise<Made> {
  let source: PDFDocument
  try {
    source = await PDFDocument.load(bytes, { updateMetadata: false })
  } catch {
    throw unreadable()
  }
  checkPdf(source, limits)
  const out = await PDFDocument.create()
  const [short, long] = paperSizes[paper]
  try {
    const pages = source.getPages()
    // One embedding for all pages, so resources they share are copied once.
    const drawn = pages.filter((page) => page.node.Contents())
    const embedded = new Map(
      (await out.embedPages(drawn)).map((page, index) => [drawn[index], page]),
    )
    for (const page of pages) {
      const content = embedded.get(page)
      const size = content ?? page.getSize()
      const [pageWidth, pageHeight] = size.width > size.height ? [long, short] : [short, long]
      const sheet = out.addPage([pageWidth, pageHeight])
      if (!content) continue
      const scale = Math.min(pageWidth / content.width, pageHeight / content.height)
      const width = content.width * scale
      const height = content.height * scale
      sheet.drawPage(content, {
        x: (pageWidth - width) / 2,
        y: (pageHeight - height) / 2,
        width,
        height,
      })
    }
    return {
      bytes: await out.save(),
      contentType: 'application/pdf',
      fileName: `${base}-${paper}.pdf`,
    }
  } catch (error) {
    if (error instanceof Refusal) throw error
    throw unreadable('The PDF’s pages could not be read.')
  }
}
