import { parse as parseCookies } from 'cookie'
import { parseFormBody, readRawBody, type FormBody } from './body'
import { clientAddress, isSecureRequest } from './client'
import { HttpError, type Reply } from './reply'
import type { Market } from '../market/markets'
import type { IncomingMessage } from 'node:http'

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'

/** Everything a handler needs to know about the request. */
export interface RequestContext {
  readonly req: IncomingMessage
  readonly method: Method
  readonly url: URL
  readonly path: string
  readonly query: URLSearchParams
  readonly params: Readonly<Record<string, string>>
  /** The shopper's address (see `clientAddress`). */
  readonly clientAddress: string
  /** Whether the shopper is on https (from `X-Forwarded-Proto`). */
  readonly secure: boolean
  readonly cookies: Readonly<Record<string, string | undefined>>
  /** Set for shop API paths once `X-Channel` and `X-Locale` passed the guard. */
  market?: Market
  /** Reads and parses a JSON or url-encoded body (at most 64 KB); cached. */
  form(): Promise<FormBody>
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>

type Segment =
  | { kind: 'static'; value: string }
  | { kind: 'param'; name: string }
  | { kind: 'rest'; name: string }

interface Route {
  methods: Method[]
  pattern: string
  segments: Segment[]
  handler: Handler
}

export type RouteMatch =
  | { kind: 'found'; handler: Handler; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: Method[] }
  | { kind: 'not-found' }

function compile(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part, index, all): Segment => {
      if (part.startsWith(':')) return { kind: 'param', name: part.slice(1) }
      if (part.startsWith('*')) {
        if (index !== all.length - 1) throw new Error(`Rest segment must come last in ${pattern}`)
        return { kind: 'rest', name: part.slice(1) }
      }
      return { kind: 'static', value: part }
    })
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {}
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!
    if (segment.kind === 'rest') {
      if (i >= parts.length) return null
      params[segment.name] = parts.slice(i).join('/')
      return params
    }
    const part = parts[i]
    if (part === undefined) return null
    if (segment.kind === 'static') {
      if (segment.value !== part) return null
    } else {
      params[segment.name] = part
    }
  }
  return segments.length === parts.length ? params : null
}

/**
 * A small path router. Patterns use `:name` for one segment and `*name` for the rest of
 * the path (one or more segments). HEAD is answered by GET routes.
 */
export class Router {
  private readonly routes: Route[] = []

  add(methods: Method | Method[], pattern: string, handler: Handler): this {
    this.routes.push({
      methods: Array.isArray(methods) ? methods : [methods],
      pattern,
      segments: compile(pattern),
      handler,
    })
    return this
  }
  get(pattern: string, handler: Handler): this {
    return this.add('GET', pattern, handler)
  }
  post(pattern: string, handler: Handler): this {
    return this.add('POST', pattern, handler)
  }

  match(method: Method, path: string): RouteMatch {
    const parts = splitPath(path)
    const allow = new Set<Method>()
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts)
      if (!params) continue
      const wanted = method === 'HEAD' ? 'GET' : method
      if (route.methods.includes(wanted)) return { kind: 'found', handler: route.handler, params }
      for (const m of route.methods) allow.add(m)
      if (route.methods.includes('GET')) allow.add('HEAD')
    }
    if (allow.size > 0) return { kind: 'method-not-allowed', allow: [...allow] }
    return { kind: 'not-found' }
  }
}

/** Splits a path into decoded segments; a malformed escape is a 400. */
export function splitPath(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part)
      } catch {
        throw new HttpError(400, 'Malformed path.')
      }
    })
}

export function createContext(
  req: IncomingMessage,
  method: Method,
  url: URL,
  params: Record<string, string>,
  clientSecret?: string,
): RequestContext {
  let body: Promise<FormBody> | undefined
  const cookieHeader = req.headers.cookie
  return {
    req,
    method,
    url,
    path: url.pathname,
    query: url.searchParams,
    params,
    clientAddress: clientAddress(req, clientSecret),
    secure: isSecureRequest(req),
    cookies: cookieHeader ? parseCookies(cookieHeader) : {},
    form() {
      body ??= readRawBody(req).then((raw) => parseFormBody(req.headers['content-type'], raw))
      return body
    },
  }
}
