import { parse, type Submission } from '@conform-to/react'
import { safeParse } from 'zod/mini'
import type { $ZodType, output } from 'zod/v4/core'

/**
 * Conform's submission from a form's data and a `zod/mini` schema, the same in the browser
 * (`useForm`'s `onValidate`) and in the action (`acceptForm`). What Conform's zod
 * adapter does, without its coercion by schema type (it imports classic zod, which the
 * browser must not load): the schemas take text as it is sent, and an empty text (or an
 * empty file input) counts as not sent, as with the adapter, so a required field says its
 * message and an optional one is left out. Messages are the issues' messages (translation
 * keys).
 */
export function parseForm<Schema extends $ZodType>(
  payload: FormData | URLSearchParams,
  { schema }: { schema: Schema },
): Submission<output<Schema>> {
  return parse(payload, {
    resolve(value) {
      const result = safeParse(schema, withoutEmpty(value))
      if (result.success) return { value: result.data as output<Schema> }
      const error: Record<string, string[]> = {}
      for (const issue of result.error.issues) {
        const name = fieldName(issue.path)
        ;(error[name] ??= []).push(issue.message)
      }
      return { error }
    },
  })
}

/** Conform's field name of an issue's path: `items[0].name`, '' for the form itself. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, segment) => {
    if (typeof segment === 'number') return `${name}[${segment}]`
    const key = String(segment)
    return name ? `${name}.${key}` : key
  }, '')
}

/** The form's value with empty texts and empty file inputs left out. */
function withoutEmpty(value: unknown): unknown {
  if (value === '') return undefined
  if (typeof File !== 'undefined' && value instanceof File)
    return value.name === '' && value.size === 0 ? undefined : value
  if (Array.isArray(value)) return value.map(withoutEmpty)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, entry]) => [
        key,
        withoutEmpty(entry),
      ]),
    )
  return value
}
