import { HttpError } from '../http/reply'
import { extrasMessage } from './messages'
import type { RequestContext } from '../http/router'
import type { Market } from '../market/markets'
import type { z } from 'zod'

/**
 * Parses a body or query with a contract schema (contracts/shop-extras.ts). Anything that
 * does not parse — a missing or malformed field, an unknown one, one given twice — is a
 * 400 naming the fields in `payload.errors`; it never reaches a handler.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  source: Record<string, unknown> | URLSearchParams,
  market: Market,
): z.output<S> {
  const values: Record<string, unknown> = {}
  const errors: Record<string, string[]> = {}
  const entries = source instanceof URLSearchParams ? [...source.entries()] : Object.entries(source)
  for (const [name, value] of entries) {
    if (name in values) errors[name] = ['Given more than once.']
    values[name] = value
  }
  const result = schema.safeParse(values)
  if (!result.success) {
    for (const issue of result.error.issues) {
      const names =
        issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'body')]
      for (const name of names)
        (errors[name] ??= []).push(
          issue.code === 'unrecognized_keys' ? 'Unknown field.' : issue.message,
        )
    }
  }
  if (!result.success || Object.keys(errors).length > 0)
    throw new HttpError(400, extrasMessage(market.language, 'invalidInput'), errors)
  return result.data
}

/** The request's fields: the query for GET and DELETE without a body, else the body. */
export async function inputOf(
  ctx: RequestContext,
): Promise<Record<string, unknown> | URLSearchParams> {
  if (ctx.method === 'GET' || ctx.method === 'HEAD') return ctx.query
  const body = await ctx.form()
  if (ctx.method === 'DELETE' && Object.keys(body).length === 0) return ctx.query
  return body
}
