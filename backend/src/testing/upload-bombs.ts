/**
 * Hostile uploads for the toolbox's tests, built byte by byte: small files that ask for far
 * more work than their size (decompression and pixel bombs) and damaged page trees.
 */
import { deflateSync } from 'node:zlib'

/** A PDF of the given objects (numbered from 1, the first the catalog) with a valid xref. */
function rawPdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  const offsets: number[] = []
  let length = parts[0]!.length
  objects.forEach((body, index) => {
    offsets.push(length)
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ])
    parts.push(part)
    length += part.length
  })
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n')
  parts.push(Buffer.from(`${xref}\n`))
  return Buffer.concat(parts)
}

const page = (contents: string) =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >>${contents} >>`

/**
 * `pages` pages whose /Contents each name one flate stream `refs` times; the stream inflates to
 * `streamBytes` of harmless drawing operators, so the file stays a few KB.
 */
export function pdfSharingOneStream({
  pages = 8,
  refs = 16,
  streamBytes = 8 * 1024 * 1024,
} = {}): Buffer {
  const streamNumber = 3 + pages
  const content = deflateSync(Buffer.alloc(streamBytes, ' '), { level: 9 })
  const stream = Buffer.concat([
    Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
    content,
    Buffer.from('\nendstream'),
  ])
  const kids = Array.from({ length: pages }, (_, index) => `${3 + index} 0 R`).join(' ')
  const contents = ` /Contents [${Array(refs).fill(`${streamNumber} 0 R`).join(' ')}]`
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => page(contents)),
    stream,
  ])
}

/** One page without /Contents: a blank sheet, which the PDF format allows. */
export function pdfBlankPage(): Buffer {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    page(''),
  ])
}

/** A page tree whose inner node names the root as its own kid: walking it never ends. */
export function pdfCyclicPageTree(): Buffer {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    page(''),
    '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>',
  ])
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A complete black-and-white PNG of `width` × `height` pixels (one bit each, all black), a few
 * KB per hundred megapixels: decoded, every pixel takes at least a byte.
 */
export function pngOf(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // greyscale
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * An honest but heavy PDF: `pages` pages, each with its own flate stream of `streamBytes` of
 * drawing operators. Within the toolbox's limits, it takes seconds of pdf-lib's work.
 */
export function pdfHeavy({ pages = 40, streamBytes = 1024 * 1024 } = {}): Buffer {
  const line = '10 10 m 500 800 l S\n'
  const content = deflateSync(Buffer.from(line.repeat(Math.ceil(streamBytes / line.length))))
  const kids = Array.from({ length: pages }, (_, index) => `${3 + index} 0 R`).join(' ')
  const stream = Buffer.concat([
    Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
    content,
    Buffer.from('\nendstream'),
  ])
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, (_, index) => page(` /Contents ${3 + pages + index} 0 R`)),
    ...Array.from({ length: pages }, () => stream),
  ])
}
