import { eventCodes, pageNotFoundMessage } from '~/utils/event-codes'

/**
 * What `handleError` (app/entry.server.tsx) logs for something Remix caught: an Error, or a
 * router ErrorResponse (`{ status, statusText, data, internal }`, not an Error), or any other
 * thrown value. "Uncaught app error: sent to the logger" (shop-core §8) — but a URL that
 * matches no route is the shopper's 404 ("Page Not Found: {path}"), not an app error: it is
 * logged at info; other 4xx answers of the router (405 method not allowed, 400) at warn;
 * everything else at error with the detail an operator needs instead of "[object Object]".
 */
export interface ErrorLogEntry {
  level: 'info' | 'warn' | 'error'
  event: string
  fields: Record<string, unknown>
}

/** Longest text taken from a value's data or message, so one odd value cannot flood the log. */
export const MAX_DETAIL_LENGTH = 500

interface ErrorResponseLike {
  status: number
  statusText: string
  data: unknown
  internal?: boolean
}

/** Remix's ErrorResponse, recognised by shape (the class is not exported by @remix-run/node). */
function isErrorResponse(value: unknown): value is ErrorResponseLike {
  if (typeof value !== 'object' || value === null || value instanceof Error) return false
  const candidate = value as Record<string, unknown>
  return (
    typeof candidate.status === 'number' &&
    typeof candidate.statusText === 'string' &&
    'data' in candidate
  )
}

function clip(text: string): string {
  return text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH)}…` : text
}

/**
 * A readable, bounded text of any value: strings as they are, objects as JSON, the rest via String.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return clip(value)
  if (value === undefined) return 'undefined'
  if (typeof value === 'object' && value !== null) {
    try {
      const json = JSON.stringify(value)
      if (json !== undefined && json !== '{}') return clip(json)
    } catch {
      // circular or BigInt: fall back below
    }
    const name = (value as object).constructor?.name
    return clip(
      `[${name && name !== 'Object' ? name : 'object'}] ${Object.keys(value).join(', ')}`.trim(),
    )
  }
  return clip(String(value))
}

export function errorLogEntry(
  error: unknown,
  request: { url: string; method?: string },
): ErrorLogEntry {
  const url = new URL(request.url)
  const where = { url: request.url, path: url.pathname, method: request.method ?? 'GET' }
  if (error instanceof Error) {
    return {
      level: 'error',
      event: eventCodes.nuxtErrorPageEncountered,
      fields: { ...where, err: { name: error.name, message: error.message, stack: error.stack } },
    }
  }
  if (isErrorResponse(error)) {
    const detail = {
      status: error.status,
      statusText: error.statusText,
      data: describeValue(error.data),
      ...(error.internal ? { internal: true } : {}),
    }
    if (error.status === 404) {
      return {
        level: 'info',
        event: 'route-not-found',
        fields: { ...where, ...detail, message: pageNotFoundMessage(url.pathname) },
      }
    }
    if (error.status >= 400 && error.status < 500)
      return { level: 'warn', event: 'route-error-response', fields: { ...where, ...detail } }
    return {
      level: 'error',
      event: eventCodes.nuxtErrorPageEncountered,
      fields: { ...where, ...detail },
    }
  }
  const type = error === null ? 'null' : typeof error
  return {
    level: 'error',
    event: eventCodes.nuxtErrorPageEncountered,
    fields: { ...where, err: { type, message: describeValue(error) } },
  }
}
