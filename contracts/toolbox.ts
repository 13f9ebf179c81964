/**
 * The toolbox calls between the storefront and the shop API.
 *
 * Three operations take the uploaded file as the raw request body (any declared type; the kind
 * is read from the file's first bytes) with their options and the original file name in the
 * query, at most `toolboxMaxBytes`: `POST /web-api/toolbox-convert-file?format=jpeg|png|pdf`,
 * `POST /web-api/toolbox-convert-pdf?paper=a4|a5|letter`,
 * `POST /web-api/toolbox-optimize-image?maxEdge=…&quality=…`. Each answers `200 { payload }`
 * (a `ToolboxResult`), `400` with `payload.errors.file` (`unsupported-type`, `unreadable`) or
 * another field's name, `413` with `payload.errors.file` `too-large` (bytes) or `too-complex`
 * (pixels, pages, decoded content, time or memory over the upload's budget), or `429`/`503`
 * with `payload.errors.file: ['busy']` and `Retry-After` (too many uploads from the address or
 * at once; the upload is not read).
 * `GET /web-api/toolbox-download/{id}` answers the result's bytes with its content type and
 * file name while it is kept (`toolboxResultTtlMs`), `410` once expired, `404` when unknown.
 * Both sides import this file; it imports only zod.
 */
import { z } from 'zod'

export const toolboxPaths = {
  convertFile: '/web-api/toolbox-convert-file',
  convertPdf: '/web-api/toolbox-convert-pdf',
  optimizeImage: '/web-api/toolbox-optimize-image',
  download: '/web-api/toolbox-download',
} as const

/** The largest upload either side takes. */
export const toolboxMaxBytes = 20 * 1024 * 1024
/** How long a result can be downloaded. */
export const toolboxResultTtlMs = 60 * 60 * 1000

export const convertFormats = ['jpeg', 'png', 'pdf'] as const
export const paperFormats = ['a4', 'a5', 'letter'] as const
export const maxEdgeRange = { min: 320, max: 8000 } as const
export const qualityRange = { min: 40, max: 95 } as const

/** The file kinds the toolbox reads. */
export type UploadKind = 'jpeg' | 'png' | 'webp' | 'tiff' | 'gif' | 'pdf'

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte)

/** The kind of a file by its first bytes (the declared type is not trusted), or null. */
export function uploadKindOf(bytes: Uint8Array): UploadKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp'
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff'
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif'
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'
  return null
}

export const imageKinds: readonly UploadKind[] = ['jpeg', 'png', 'webp', 'tiff', 'gif']

export const ToolboxResult = z.object({
  id: z.string().regex(/^[a-f0-9]{32}$/),
  fileName: z.string().min(1),
  contentType: z.string().min(1),
  size: z.number().int().nonnegative(),
  expiresAt: z.string(),
})
export type ToolboxResult = z.infer<typeof ToolboxResult>

export const ToolboxAnswer = z.object({ payload: ToolboxResult })
export type ToolboxAnswer = z.infer<typeof ToolboxAnswer>

/** The field errors a refusal names (`payload.errors.file`). */
export const toolboxFileErrors = [
  'unsupported-type',
  'unreadable',
  'too-large',
  'too-complex',
  'busy',
] as const
