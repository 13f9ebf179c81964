import type { CaptchaWidget } from '~/domain/captcha'

/**
 * What the customer forms' actions answer (conform's SubmissionResult, plus `sent` for the
 * password-reset dialog), read without conform in the browser.
 */
export type FormResult = {
  status?: 'error' | 'success'
  initialValue?: Record<string, unknown> | null
  error?: Record<string, string[] | null> | null
  sent?: boolean
  /**
   * The captcha the login form must carry now: the provider's widget or the test token.
   */
  captcha?: CaptchaWidget | null
  /** The sign-up's idempotency key after a failed post, sent again with the retry. */
  idempotencyKey?: string
}

export function fieldErrorsOf(result: FormResult | undefined, name: string): string[] {
  return result?.error?.[name] ?? []
}

/** Errors of the whole form (conform keeps them under the empty name). */
export function formErrorsOf(result: FormResult | undefined): string[] {
  return result?.error?.[''] ?? []
}

export function initialValueOf(result: FormResult | undefined, name: string): string | undefined {
  const value = result?.initialValue?.[name]
  return typeof value === 'string' ? value : undefined
}

export function hasErrors(result: FormResult | undefined): boolean {
  return Object.values(result?.error ?? {}).some((messages) => (messages?.length ?? 0) > 0)
}
