import { describe, expect, it } from 'vitest'
import { describeValue, errorLogEntry, MAX_DETAIL_LENGTH } from './error-log.server'

/** Remix's ErrorResponseImpl for a URL no route matches, as @remix-run/router builds it. */
class ErrorResponseImpl {
  readonly error?: Error
  readonly data: unknown
  constructor(
    readonly status: number,
    readonly statusText: string,
    data: unknown,
    readonly internal = false,
  ) {
    if (data instanceof Error) {
      this.data = data.toString()
      this.error = data
    } else this.data = data
  }
}

const request = { url: 'http://localhost:3000/gibt-es-nicht?x=1', method: 'GET' }

describe('errorLogEntry (handleError)', () => {
  it("\"Unknown route: status 404, 'Page Not Found: {path}'\" is the shopper's 404, not an app error: info, with status and path", () => {
    const notFound = new ErrorResponseImpl(
      404,
      'Not Found',
      new Error('No route matches URL "/gibt-es-nicht"'),
      true,
    )
    const entry = errorLogEntry(notFound, request)
    expect(entry.level).toBe('info')
    expect(entry.event).toBe('route-not-found')
    expect(entry.fields).toMatchObject({
      status: 404,
      statusText: 'Not Found',
      path: '/gibt-es-nicht',
      method: 'GET',
      message: 'Page Not Found: /gibt-es-nicht',
      data: 'Error: No route matches URL "/gibt-es-nicht"',
      internal: true,
    })
    expect(JSON.stringify(entry)).not.toContain('[object Object]')
  })

  it('another 4xx of the router (405: a POST to a page without an action) is a warning with status, statusText and data', () => {
    const entry = errorLogEntry(
      new ErrorResponseImpl(405, 'Method Not Allowed', { reason: 'no action' }),
      { ...request, method: 'POST' },
    )
    expect(entry).toEqual({
      level: 'warn',
      event: 'route-error-response',
      fields: expect.objectContaining({
        status: 405,
        statusText: 'Method Not Allowed',
        data: '{"reason":"no action"}',
        method: 'POST',
      }),
    })
  })

  it('"Uncaught app error: sent to the logger": a 5xx ErrorResponse is an error with its detail', () => {
    const entry = errorLogEntry(
      new ErrorResponseImpl(503, 'Service Unavailable', 'content down'),
      request,
    )
    expect(entry.level).toBe('error')
    expect(entry.event).toBe('nuxt-error-page-encountered')
    expect(entry.fields).toMatchObject({
      status: 503,
      statusText: 'Service Unavailable',
      data: 'content down',
    })
  })

  it('"Uncaught app error: sent to the logger": an Error keeps name, message and stack', () => {
    const entry = errorLogEntry(new TypeError('boom'), request)
    expect(entry.level).toBe('error')
    expect(entry.event).toBe('nuxt-error-page-encountered')
    expect(entry.fields.err).toMatchObject({
      name: 'TypeError',
      message: 'boom',
      stack: expect.stringContaining('boom'),
    })
  })

  it('other thrown values are errors described by their content, never "[object Object]"', () => {
    expect(errorLogEntry({ code: 'E_ODD', detail: 1 }, request).fields.err).toEqual({
      type: 'object',
      message: '{"code":"E_ODD","detail":1}',
    })
    expect(errorLogEntry('plain text', request).fields.err).toEqual({
      type: 'string',
      message: 'plain text',
    })
    expect(errorLogEntry(null, request).fields.err).toEqual({ type: 'null', message: 'null' })
    expect(errorLogEntry(undefined, request).fields.err).toEqual({
      type: 'undefined',
      message: 'undefined',
    })
    const circular: Record<string, unknown> = { a: 1 }
    circular.self = circular
    expect(errorLogEntry(circular, request).fields.err).toEqual({
      type: 'object',
      message: '[object] a, self',
    })
  })

  it('bounds the detail it logs', () => {
    expect(describeValue('x'.repeat(MAX_DETAIL_LENGTH + 100))).toHaveLength(MAX_DETAIL_LENGTH + 1)
    expect(describeValue(new Map())).toBe('[Map]')
  })
})
