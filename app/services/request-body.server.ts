import { createWriteStream, openAsBlob } from 'node:fs'
import { join } from 'node:path'
import { finished } from 'node:stream/promises'
import {
  json,
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from '@remix-run/node'

/**
 * Request bodies with a limit. remix-serve hands every body to the app unread and
 * unbounded, and `request.formData()` reads all of it into memory: a 100 MB post would be
 * buffered whole just to be refused by the form's schema. Here a body larger than the limit
 * is refused with 413 — by its Content-Length before anything is read, or as soon as a body
 * of unknown length passes the limit — and a body that is no form is a 400 or 415, never a
 * 500 from a parser.
 */

/**
 * The shop's forms are a few short fields; 64 KB is generous (the reference backend's limit too).
 */
export const formBodyLimit = 64 * 1024

const noStore = { 'Cache-Control': 'private, no-store' } as const

function tooLarge(limit: number): Response {
  return json(
    { message: `Request body too large (limit ${Math.round(limit / 1024)} KB).` },
    { status: 413, headers: noStore },
  )
}

/** The whole body, at most `limit` bytes; throws a 413 Response beyond that. */
export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit)
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    // Stop reading: the rest is never buffered (the server drops it after the answer).
    if (size > limit) throw tooLarge(limit)
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/**
 * The fields of a form POST (urlencoded, or multipart), at most `limit` bytes. Throws a
 * 413 Response for a body too large, 415 for a body that is no form, 400 for a broken one.
 */
export async function readForm(request: Request, limit = formBodyLimit): Promise<FormData> {
  const declaredType = request.headers.get('content-type') ?? ''
  const type = declaredType.toLowerCase()
  const bytes = await readBody(request, limit)
  if (type === '' || type.startsWith('application/x-www-form-urlencoded')) {
    const form = new FormData()
    for (const [name, value] of new URLSearchParams(new TextDecoder().decode(bytes)))
      form.append(name, value)
    return form
  }
  if (!type.startsWith('multipart/form-data')) {
    throw json(
      { message: 'Expected a form (application/x-www-form-urlencoded or multipart/form-data).' },
      { status: 415, headers: noStore },
    )
  }
  try {
    return await new Response(bytes, { headers: { 'content-type': declaredType } }).formData()
  } catch {
    throw json({ message: 'The form could not be read.' }, { status: 400, headers: noStore })
  }
}

/** Thrown by a stream or part that passed its limit; turned into the 413 answer. */
class LimitPassed extends Error {}

/** The request's body, erroring as soon as more than `limit` bytes have come. */
function limitedBody(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let size = 0
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength
        if (size > limit) controller.error(new LimitPassed())
        else controller.enqueue(chunk)
      },
    }),
  )
}

/**
 * Each file of the form written to `directory` as it arrives (at most `maxFileBytes`), and
 * handed on as a File read from disk: its original name and type, never its bytes in memory.
 */
function diskUploadHandler(directory: string, maxFileBytes: number): UploadHandler {
  let count = 0
  return async ({ filename, contentType, data }) => {
    if (filename === undefined) return undefined
    // No file chosen: browsers send an empty part without a name.
    if (filename === '') return new File([], '', { type: contentType })
    const path = join(directory, `upload-${++count}`)
    const out = createWriteStream(path)
    let size = 0
    try {
      for await (const chunk of data) {
        size += chunk.byteLength
        if (size > maxFileBytes) throw new LimitPassed()
        if (!out.write(chunk))
          await new Promise<void>((drained) => out.once('drain', () => drained()))
      }
    } finally {
      out.end()
      await finished(out)
    }
    return new File([await openAsBlob(path)], filename, { type: contentType })
  }
}

/**
 * A form with files (the toolbox): multipart bodies are parsed as they stream in, their files
 * written to `directory` (the caller removes it) and their other fields kept in memory, the
 * whole body at most `limit` bytes; other forms as `readForm`. Throws a 413 Response beyond a
 * limit, 400 for a body that is no multipart form.
 */
export async function readUploadForm(
  request: Request,
  { directory, maxFileBytes, limit }: { directory: string; maxFileBytes: number; limit: number },
): Promise<FormData> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (!type.startsWith('multipart/form-data')) return readForm(request)
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit)
  if (!request.body)
    throw json({ message: 'The form could not be read.' }, { status: 400, headers: noStore })
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: limitedBody(request.body, limit),
    duplex: 'half',
  } as RequestInit)
  try {
    return await parseMultipartFormData(
      limited,
      composeUploadHandlers(
        diskUploadHandler(directory, maxFileBytes),
        createMemoryUploadHandler({ maxPartSize: formBodyLimit }),
      ),
    )
  } catch (error) {
    if (error instanceof LimitPassed || (error as Error)?.name === 'MaxPartSizeExceededError')
      throw tooLarge(limit)
    throw json({ message: 'The form could not be read.' }, { status: 400, headers: noStore })
  }
}
