/** What a handler answers; the server writes it. */
export interface Reply {
  status: number
  headers: Record<string, string | string[]>
  body?: string | Buffer
}

export function json(
  status: number,
  data: unknown,
  headers: Record<string, string | string[]> = {},
): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(data),
  }
}

export function html(
  status: number,
  markup: string,
  headers: Record<string, string | string[]> = {},
): Reply {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
    body: markup,
  }
}

/** The shop API's error shape: `{ message: { text }, payload: { errors: { field: [msg] } } }`. */
export function shopError(
  status: number,
  text: string,
  errors: Record<string, string[]> = {},
  headers: Record<string, string | string[]> = {},
  extra: Record<string, unknown> = {},
): Reply {
  return json(status, { message: { text }, payload: { errors, ...extra } }, headers)
}

/** Storyblok's error shape: `{ error }`. */
export function cdnError(status: number, error: string): Reply {
  return json(status, { error })
}

/**
 * An expected failure raised deep inside a handler (bad body, unknown record …). The server
 * renders it in the error shape of the API the path belongs to.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly headers: Record<string, string | string[]> = {},
  ) {
    super(text)
    this.name = 'HttpError'
  }
}

/** Renders an error in the shape of the API family that `path` belongs to. */
export function errorFor(
  path: string,
  status: number,
  text: string,
  fieldErrors: Record<string, string[]> = {},
  headers: Record<string, string | string[]> = {},
): Reply {
  if (path.startsWith('/v2/'))
    return { ...cdnError(status, text), headers: { ...cdnError(status, text).headers, ...headers } }
  return shopError(status, text, fieldErrors, headers)
}
