/**
 * The start every form action of the shop shares (the server made the origin check): the bounded
 * body, the honeypot and Conform's parse with the browser's schema; its private replies and the redirect
 * that carries the shop API's cookies.
 */
import { json, redirect } from '@remix-run/node'
import { honeypotField, isHoneypotFilled } from '~/domain/account-forms'
import { parseForm } from '~/domain/form-parse'
import { formShapeProblem } from '~/utils/form-shape'
import { logEvent } from './logger.server'
import { readForm } from './request-body.server'
import type { RequestContext } from './request-context.server'
import type { SubmissionResult } from '@conform-to/react'
import type { $ZodType, output } from 'zod/v4/core'

/** Every answer of the customer forms: it may hold the customer or set the session. */
export const privateNoStore = { 'Cache-Control': 'private, no-store' } as const

/** Fields a reply never sends back: passwords, the honeypot. */
export const hiddenFields = ['password', honeypotField]

/**
 * A filled honeypot: the bot gets the same redirect a person gets on success and nothing
 * happens. Returns that answer, or null for a person.
 */
export function honeypotAnswer(
  formData: FormData,
  form: string,
  successPath: string,
): Response | null {
  if (!isHoneypotFilled(formData.get(honeypotField))) return null
  logEvent('info', 'form-honeypot-filled', { form })
  return redirect(successPath, { status: 303, headers: privateNoStore })
}

/**
 * The backend's Set-Cookie headers for the shopper's browser. Behind TLS termination the
 * backend cannot see https, so `Secure` is added when the shopper's request was https.
 */
export function forwardedCookies(request: Request, setCookies: readonly string[]): Headers {
  const headers = new Headers(privateNoStore)
  const https = new URL(request.url).protocol === 'https:'
  for (const cookie of setCookies) {
    headers.append(
      'Set-Cookie',
      https && !/;\s*secure\b/i.test(cookie) ? `${cookie}; Secure` : cookie,
    )
  }
  return headers
}

/** A 303 to `to`, carrying the backend's cookies. */
export function redirectWithCookies(
  request: Request,
  to: string,
  setCookies: readonly string[] = [],
): Response {
  const headers = forwardedCookies(request, setCookies)
  headers.set('Location', to)
  return new Response(null, { status: 303, headers })
}

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
  /** The context of the page the form posts to (market, URL). */
  context: RequestContext
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
  /** Reads a form that carries files (the toolbox: to disk); the forms' 64 KB in memory otherwise. */
  read?: (request: Request) => Promise<FormData>
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
 * The shared start of every form action: the bounded body (413, 415), a body no form of the shop's has (nested thousands of
 * levels, thousands of fields, huge or endlessly repeated names) re-rendered with a message
 * (400, logged at warn), the honeypot, and Conform's parse with the schema the browser
 * validates with (400 with the field errors and kept values). Returns the answer to send, or
 * the accepted value.
 */
export async function acceptForm<Schema extends $ZodType>(
  request: Request,
  {
    context,
    form,
    schema,
    botPath,
    hideFields = hiddenFields,
    onInvalid,
    read = readForm,
  }: Options<Schema>,
): Promise<{ answer: Response } | AcceptedForm<Schema>> {
  const formData = await read(request)
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
