import { useForm, type Submission, type SubmissionResult } from '@conform-to/react'
import { parseForm } from '~/domain/form-parse'
import type { $ZodType } from 'zod/v4/core'

/**
 * Conform's `useForm` with a schema of `app/domain`: the browser checks a
 * form with the very schema its action parses with, through `parseForm` (no classic zod in
 * the browser).
 */

type FormValue = Record<string, unknown>

/** The schema's check of a form's data, as Conform's `onValidate` wants it. */
function validateWith(schema: $ZodType) {
  return ({ formData }: { formData: FormData }) =>
    parseForm(formData, { schema }) as Submission<FormValue>
}

/**
 * Conform's form state with the action's schema: with JavaScript a field is checked when it
 * loses focus and again as it is corrected, the whole form on submit before anything is sent
 * (focus then moves to the first invalid field); the action's answer (`result`) fills the
 * same errors and kept values, with or without JavaScript.
 */
export function useSchemaForm(
  schema: $ZodType,
  result: { status?: 'error' | 'success' } | undefined,
  defaultValue?: Record<string, string | undefined>,
) {
  return useForm<FormValue>({
    lastResult: (result ?? null) as SubmissionResult<string[]> | null,
    defaultValue,
    onValidate: validateWith(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
}

/**
 * A form whose fields the shopper cannot get wrong (hidden fields, selects of fixed options):
 * checked with its schema on submit, so a tampered value is not sent; nothing to show, the
 * action refuses it all the same.
 */
export function useFixedFieldsForm(schema: $ZodType) {
  const [form] = useForm<FormValue>({ onValidate: validateWith(schema) })
  return form
}
