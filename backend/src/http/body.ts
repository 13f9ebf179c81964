import { HttpError } from './reply'
import type { IncomingMessage } from 'node:http'

export const MAX_BODY_BYTES = 64 * 1024
/** After refusing a body, drain at most this much before dropping the connection. */
const MAX_DRAIN_BYTES = 1024 * 1024

export type FormBody = Record<string, unknown>

/**
 * Reads the request body up to `limit` bytes. A larger body is refused with 413; the rest
 * is drained (up to a cap) so the client still receives the answer instead of a reset.
 */
export function readRawBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) {
    drain(req)
    return Promise.reject(
      new HttpError(413, 'Request body too large (limit 64 KB).', {}, { connection: 'close' }),
    )
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let refused = false
    const onData = (chunk: Buffer) => {
      if (refused) return
      size += chunk.length
      if (size > limit) {
        refused = true
        chunks.length = 0
        req.off('data', onData)
        drain(req)
        reject(
          new HttpError(413, 'Request body too large (limit 64 KB).', {}, { connection: 'close' }),
        )
        return
      }
      chunks.push(chunk)
    }
    req.on('data', onData)
    req.once('end', () => {
      if (!refused) resolve(Buffer.concat(chunks))
    })
    req.once('error', (error) => {
      if (!refused) reject(error)
    })
  })
}

function drain(req: IncomingMessage): void {
  let drained = 0
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length
    if (drained > MAX_DRAIN_BYTES) req.destroy()
  })
  req.resume()
}

/**
 * Parses a form body: `application/json` (must be an object) or
 * `application/x-www-form-urlencoded`. An empty body is an empty form.
 */
export function parseFormBody(contentType: string | undefined, raw: Buffer): FormBody {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  if (raw.length === 0) return {}
  if (type === 'application/json' || type.endsWith('+json') || type === '') {
    let parsed: unknown
    try {
      parsed = JSON.parse(raw.toString('utf8'))
    } catch {
      throw new HttpError(400, 'Malformed JSON body.')
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new HttpError(400, 'The JSON body must be an object.')
    }
    return parsed as FormBody
  }
  if (type === 'application/x-www-form-urlencoded') {
    const form: FormBody = {}
    for (const [key, value] of new URLSearchParams(raw.toString('utf8'))) form[key] = value
    return form
  }
  throw new HttpError(
    415,
    'Unsupported content type; send application/json or application/x-www-form-urlencoded.',
  )
}
