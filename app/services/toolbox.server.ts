import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { data as withHeaders, redirect, type AppLoadContext } from '@remix-run/node'
import {
  toolboxAccepts,
  toolboxMaxBytes,
  toolboxSchema,
  type ToolboxOperation,
} from '~/domain/toolbox'
import { shopRequestHeaders } from '~/utils/http'
import { ToolboxAnswer, toolboxPaths, uploadKindOf } from '../../contracts/toolbox'
import { clientAddressHeaders } from './client-address.server'
import { env } from './env.server'
import { privateNoStore, acceptForm, formReply } from './form-action.server'
import { localisedPageHref } from './localised-page.server'
import { logEvent } from './logger.server'
import { readUploadForm } from './request-body.server'
import { requestContext, type RequestContext } from './request-context.server'
import type { SubmissionResult } from '@conform-to/react'

/**
 * The toolbox page: a multipart form per operation, the file streamed to disk and checked by
 * size and first bytes before the shop API gets it as the raw body; a result is shown by its id
 * (`?result=`), its name and type read with a HEAD of the download.
 */

/** Room for the multipart framing and the few option fields around the file. */
const multipartOverhead = 64 * 1024

const operationPaths: Record<ToolboxOperation, string> = {
  'convert-file': toolboxPaths.convertFile,
  'convert-pdf': toolboxPaths.convertPdf,
  'optimize-image': toolboxPaths.optimizeImage,
}

const fileErrorKeys: Record<string, string> = {
  'unsupported-type': 'toolbox.error.type',
  unreadable: 'toolbox.error.unreadable',
  'too-large': 'toolbox.error.tooLarge',
  'too-complex': 'toolbox.error.tooComplex',
  busy: 'toolbox.error.busy',
}

export type ToolboxResultData = {
  id: string
  fileName: string
  contentType: string
  size: number
  href: string
}

export type ToolboxPageData = {
  /** The result asked for with `?result=`: null when none, 'expired' when gone. */
  result: ToolboxResultData | 'expired' | null
}

function backendHeaders(context: RequestContext): Headers {
  const headers = new Headers(shopRequestHeaders(context.market))
  for (const [name, value] of Object.entries(clientAddressHeaders(context.clientAddress)))
    headers.set(name, value)
  return headers
}

/** The storefront's download address of a result. */
export const toolboxDownloadHref = (id: string) => `/api/toolbox-download/${id}`

export async function toolboxPage(request: Request, context: RequestContext) {
  const id = context.url.searchParams.get('result')
  let result: ToolboxPageData['result'] = null
  if (id && /^[a-f0-9]{32}$/.test(id)) {
    const response = await fetch(new URL(`${toolboxPaths.download}/${id}`, env().SHOP_API_URL), {
      method: 'HEAD',
      headers: backendHeaders(context),
      signal: AbortSignal.timeout(env().SHOP_API_TIMEOUT_MS),
    }).catch(() => null)
    if (response?.ok) {
      const disposition = response.headers.get('content-disposition') ?? ''
      result = {
        id,
        fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'file',
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        size: Number(response.headers.get('content-length') ?? 0),
        href: toolboxDownloadHref(id),
      }
    } else result = 'expired'
  }
  return withHeaders({ result } satisfies ToolboxPageData, { headers: privateNoStore })
}

function isTooLarge(error: unknown): boolean {
  return error instanceof Response && error.status === 413
}

/** Uploads one storefront process streams to disk at once; beyond, "busy" before reading any. */
const uploadsAtOnceLimit = 8
let uploadsAtOnce = 0
const retryAfterSeconds = '5'

function busyReply(result: SubmissionResult<string[]>, retryAfter = retryAfterSeconds): Response {
  const response = formReply(result, 503)
  response.headers.set('Retry-After', retryAfter)
  return response
}

/**
 * POST: the form's file, streamed to a temporary directory, then from there to the shop API;
 * done → the page with `?result={id}` (303). A file too large or too much work (413), of another
 * kind or damaged (400), or a toolbox busy (503, Retry-After) is the form again with the message.
 */
export async function toolboxAction(request: Request, context: RequestContext): Promise<Response> {
  if (uploadsAtOnce >= uploadsAtOnceLimit) {
    logEvent('warn', 'toolbox-refused', { reason: 'busy', stage: 'storefront' })
    return busyReply({
      status: 'error',
      initialValue: null,
      error: { file: ['toolbox.error.busy'] },
    })
  }
  uploadsAtOnce++
  const directory = await mkdtemp(join(tmpdir(), 'toolbox-upload-'))
  try {
    return await forwardUpload(request, context, directory)
  } finally {
    uploadsAtOnce--
    await rm(directory, { recursive: true, force: true })
  }
}

async function forwardUpload(
  request: Request,
  context: RequestContext,
  directory: string,
): Promise<Response> {
  let accepted
  try {
    accepted = await acceptForm(request, {
      context,
      form: 'toolbox',
      schema: toolboxSchema,
      hideFields: ['file'],
      read: (body) =>
        readUploadForm(body, {
          directory,
          maxFileBytes: toolboxMaxBytes,
          limit: toolboxMaxBytes + multipartOverhead,
        }),
    })
  } catch (error) {
    if (!isTooLarge(error)) throw error
    logEvent('warn', 'toolbox-refused', { reason: 'too-large', stage: 'storefront' })
    return formReply(
      { status: 'error', initialValue: null, error: { file: ['toolbox.error.tooLarge'] } },
      413,
    )
  }
  if ('answer' in accepted) return accepted.answer
  const { value, reply } = accepted
  const { operation, file } = value
  if (file.size > toolboxMaxBytes)
    return formReply(reply({ fieldErrors: { file: ['toolbox.error.tooLarge'] } }), 413)
  const kind = uploadKindOf(new Uint8Array(await file.slice(0, 16).arrayBuffer()))
  if (!kind || !toolboxAccepts[operation].includes(kind)) {
    logEvent('warn', 'toolbox-refused', { reason: 'type', operation })
    return formReply(reply({ fieldErrors: { file: ['toolbox.error.type'] } }))
  }
  const query = new URLSearchParams({ name: file.name })
  if (value.operation === 'convert-file') query.set('format', value.format)
  if (value.operation === 'convert-pdf') query.set('paper', value.paper)
  if (value.operation === 'optimize-image') {
    query.set('maxEdge', value.maxEdge)
    query.set('quality', value.quality)
  }
  const headers = backendHeaders(context)
  headers.set('content-type', file.type || 'application/octet-stream')
  try {
    // The file goes from disk as it is read; fetch sends its length, so the API can refuse early.
    const response = await fetch(
      new URL(`${operationPaths[operation]}?${query}`, env().SHOP_API_URL),
      {
        method: 'POST',
        headers,
        body: file,
        signal: AbortSignal.timeout(Math.max(env().SHOP_API_TIMEOUT_MS, 60_000)),
      },
    )
    const body: unknown = await response.json().catch(() => null)
    if (response.ok) {
      const { id } = ToolboxAnswer.parse(body).payload
      return redirect(`${localisedPageHref('toolbox', context)}?result=${id}`, {
        status: 303,
        headers: privateNoStore,
      })
    }
    const code = (body as { payload?: { errors?: { file?: unknown[] } } } | null)?.payload?.errors
      ?.file?.[0]
    if (typeof code === 'string' && fileErrorKeys[code]) {
      logEvent('warn', 'toolbox-refused', { reason: code, operation, stage: 'shop-api' })
      const result = reply({ fieldErrors: { file: [fileErrorKeys[code]] } })
      if (code === 'busy')
        return busyReply(result, response.headers.get('retry-after') ?? retryAfterSeconds)
      return formReply(result, response.status === 413 ? 413 : 400)
    }
    throw new Error(`Shop API ${operationPaths[operation]} answered ${response.status}`)
  } catch (error) {
    logEvent('error', 'toolbox-failed', { operation, message: String(error) })
    return formReply(reply({ formErrors: ['toolbox.error.generic'] }), 502)
  }
}

/** The result's bytes from the shop API, with its type and name; gone or unknown: 410/404. */
export async function toolboxDownload(
  request: Request,
  load: AppLoadContext,
  id: string,
): Promise<Response> {
  const context = requestContext(request, load)
  if (!/^[a-f0-9]{32}$/.test(id))
    return new Response('Not found', { status: 404, headers: privateNoStore })
  const response = await fetch(new URL(`${toolboxPaths.download}/${id}`, env().SHOP_API_URL), {
    headers: backendHeaders(context),
    signal: AbortSignal.timeout(env().SHOP_API_TIMEOUT_MS),
  })
  if (!response.ok) {
    await response.body?.cancel()
    const status = response.status === 410 ? 410 : 404
    return new Response(status === 410 ? 'This result has expired.' : 'Not found', {
      status,
      headers: { ...privateNoStore, 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const headers = new Headers(privateNoStore)
  for (const name of ['content-type', 'content-disposition', 'content-length'])
    if (response.headers.get(name)) headers.set(name, response.headers.get(name)!)
  headers.set('X-Content-Type-Options', 'nosniff')
  return new Response(response.body, { status: 200, headers })
}
