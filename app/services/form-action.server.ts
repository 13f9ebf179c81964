import { json, type AppLoadContext } from '@remix-run/node'
import { parseForm } from '~/domain/form-parse'
import { formShapeProblem } from '~/utils/form-shape'
import {
  hiddenFields,
  honeypotAnswer,
  privateNoStore,
} from './account-forms.server'
import { localisedPageContext } from './localised-page.server'
import { logEvent } from './logger.server'
import { readForm } from './request-body.server'
import type { RequestContext } from './request-context.server'
import type { SubmissionResult } from '@conform-to/react'
import type { $ZodType, output } from 'zod/v4/core'

/**
 * A form's reply (Conform's SubmissionResult and the extras some forms carry), private: it may hold
 * the customer.
 */
export function formReply(
  result: SubmissionResult<string[]> & { captcha?: unknown; idempotencyKey?: string },
  status = 400,
): Response {
  return json(result, { status, headers: privateNoStore })
}

/** The message of a form whose body no schema of the shop's could have come from. */
export const unreadableFormKey = 'account:form.unreadable'

type Options<Schema extends $ZodType> = {
  /**
   * The localised page the form posts to (its context: market, URL), or its context when the action
   * already has it.
   */
  page: string | RequestContext
  /** The form's name in log lines. */
  form: string
  schema: Schema
  /**
   * Where a bot that filled the honeypot is sent (the success path, so it learns nothing); none:
   * the form has no honeypot.
   */
  botPath?: (formData: FormData, context: RequestContext) => string
  /** Fields never sent back in a reply (passwords, the honeypot, captcha tokens). */
  hideFields?: string[]
  /** Logs a schema refusal where a form must (the specification's event codes). */
  onInvalid?: (error: Record<string, string[] | null> | null | undefined) => void
  /** The body's limit when the form carries files (the toolbox); the forms' 64 KB otherwise. */
  bodyLimit?: number
}

export type AcceptedForm<Schema extends $ZodType> = {
  context: RequestContext
  formData: FormData
  value: output<Schema>
  /** The submission, for replies after the shop API answered (errors, kept values). */
  reply: (options?: {
    formErrors?: string[]
    fieldErrors?: Record<string, string[]>
  }) => SubmissionResult<string[]>
}

/**
 * The shared start of every form action: the page's context, the same-origin check
 * (403), the bounded body (413, 415), a body no form of the shop's has (nested thousands of
 * levels, thousands of fields, huge or endlessly repeated names) re-rendered with a message
 * (400, logged at warn), the honeypot, and Conform's parse with the schema the browser
 * validates with (400 with the field errors and kept values). Returns the answer to send, or
 * the accepted value.
 */
export async function acceptForm<Schema extends $ZodType>(
  request: Request,
  load: AppLoadContext,
  { page, form, schema, botPath, hideFields = hiddenFields, onInvalid, bodyLimit }: Options<Schema>,
): Promise<{ answer: Response } | AcceptedForm<Schema>> {
  const context = typeof page === 'string' ? await localisedPageContext(request, load, page) : page
  const formData = await readForm(request, bodyLimit)
  const problem = formShapeProblem(formData.keys())
  if (problem) {
    logEvent('warn', 'form-body-refused', { form, problem, path: context.url.pathname })
    return {
      answer: formReply({
        status: 'error',
        initialValue: null,
        error: { '': [unreadableFormKey] },
      }),
    }
  }
  if (botPath) {
    const bot = honeypotAnswer(formData, form, botPath(formData, context))
    if (bot) return { answer: bot }
  }
  const submission = parseForm(formData, { schema })
  if (submission.status !== 'success') {
    onInvalid?.(submission.error)
    return { answer: formReply(submission.reply({ hideFields })) }
  }
  return {
    context,
    formData,
    value: submission.value as output<Schema>,
    reply: (options = {}) => submission.reply({ ...options, hideFields }),
  }
}
