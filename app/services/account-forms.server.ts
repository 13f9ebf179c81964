import { json, redirect } from '@remix-run/node'
import {
  honeypotField,
  isHoneypotFilled,
  safeRedirectPath,
} from '~/domain/account-forms'
import { logEvent } from './logger.server'
import { ShopApiError } from './shop-api.server'
import type { SubmissionResult } from '@conform-to/react'

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

/** The page to return to: the form's `redirectTo` when it is a path on this shop. */
export function redirectTarget(formData: FormData, fallback: string): string {
  return safeRedirectPath(formData.get('redirectTo'), fallback)
}

/**
 * The backend's Set-Cookie headers for the shopper's browser. Behind TLS termination the
 * backend cannot see https, so `Secure` is added when the shopper's request was https (the URL's
 * protocol: X-Forwarded-Proto counts only from the proxies Express trusts).
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

/** `payload.errors` of a shop API error answer, per field. */
export function fieldErrorsOf(error: ShopApiError): Record<string, string[]> {
  const errors = (error.body as { payload?: { errors?: unknown } } | null)?.payload?.errors
  if (!errors || typeof errors !== 'object') return {}
  const result: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages))
      result[field] = messages.filter((message): message is string => typeof message === 'string')
  }
  return result
}

export const genericErrorKey = 'account:form.genericError'

/**
 * A throttled answer (429) for the shopper: the shop API's message, which names the
 * wait, and its Retry-After passed on; undefined for any other failure.
 */
export function throttledAnswer(
  error: unknown,
  result: (formErrors: string[]) => SubmissionResult<string[]>,
): Response | undefined {
  if (!(error instanceof ShopApiError) || error.status !== 429) return undefined
  const retryAfter = (error.body as { payload?: { retryAfter?: unknown } } | null)?.payload
    ?.retryAfter
  const seconds =
    typeof retryAfter === 'number' && Number.isInteger(retryAfter) && retryAfter > 0
      ? retryAfter
      : undefined
  logEvent('info', 'form-throttled', { path: error.path, retryAfter: seconds })
  return json(result([error.messageText ?? genericErrorKey]), {
    status: 429,
    headers: { ...privateNoStore, ...(seconds ? { 'Retry-After': String(seconds) } : {}) },
  })
}

/** The status an upstream failure is answered with: throttling stays 429, the rest is 503. */
export function failureStatus(error: unknown): number {
  return error instanceof ShopApiError && error.status === 429 ? 429 : 503
}

/** Log fields of an upstream failure, without bodies that may carry personal data. */
export function failureFields(error: unknown): Record<string, unknown> {
  if (error instanceof ShopApiError) return { status: error.status, path: error.path }
  return { err: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }
}
