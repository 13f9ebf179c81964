import { timingSafeEqual } from 'node:crypto'
import { textField } from '../customer/forms'

/** The captcha token's field; the aliases are what common widgets post. */
export function captchaTokenOf(form: Record<string, unknown>): string {
  return (
    textField(form.recaptchaToken) ||
    textField(form.captchaToken) ||
    textField(form['g-recaptcha-response']) ||
    textField(form['cf-turnstile-response'])
  )
}

export type CaptchaResult = { success: true } | { success: false; reason: string }

/**
 * Checks a captcha token. The embedded default accepts one test token; production plugs
 * in a real verifier (reCAPTCHA below, or any other through `startBackend({ captcha })`).
 */
export interface CaptchaVerifier {
  verify(token: string, context: { remoteAddress: string; action?: string }): Promise<CaptchaResult>
}

/** Accepts exactly `testToken` (the embedded default; `CAPTCHA_TEST_TOKEN`). */
export function testTokenVerifier(testToken: string): CaptchaVerifier {
  const expected = Buffer.from(testToken)
  return {
    async verify(token) {
      const given = Buffer.from(token)
      const ok = given.length === expected.length && timingSafeEqual(given, expected)
      return ok ? { success: true } : { success: false, reason: 'token-mismatch' }
    },
  }
}

/** Google reCAPTCHA (v2 or v3) through its siteverify endpoint. */
export function recaptchaVerifier(options: {
  secret: string
  verifyUrl?: string
  minScore?: number
  timeoutMs?: number
  fetch?: typeof fetch
}): CaptchaVerifier {
  const doFetch = options.fetch ?? fetch
  const url = options.verifyUrl ?? 'https://www.google.com/recaptcha/api/siteverify'
  return {
    async verify(token, context) {
      const body = new URLSearchParams({
        secret: options.secret,
        response: token,
        remoteip: context.remoteAddress,
      })
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      })
      if (!response.ok) return { success: false, reason: `verify-status-${response.status}` }
      const result = (await response.json()) as {
        success?: boolean
        score?: number
        'error-codes'?: string[]
      }
      if (result.success !== true)
        return { success: false, reason: (result['error-codes'] ?? ['not-successful']).join(',') }
      if (typeof result.score === 'number' && result.score < (options.minScore ?? 0.5)) {
        return { success: false, reason: `score-${result.score}` }
      }
      return { success: true }
    },
  }
}

/**
 * Cloudflare Turnstile through its siteverify endpoint (the same form post and answer as
 * reCAPTCHA's, without a score).
 */
export function turnstileVerifier(options: {
  secret: string
  verifyUrl?: string
  timeoutMs?: number
  fetch?: typeof fetch
}): CaptchaVerifier {
  return recaptchaVerifier({
    ...options,
    verifyUrl: options.verifyUrl ?? 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  })
}
