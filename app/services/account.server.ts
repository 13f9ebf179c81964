import { randomBytes } from 'node:crypto'
import { json, redirect } from '@remix-run/node'
import { z } from 'zod'
import { safeRedirectPath } from '~/domain/account-forms'
import {
  LoginSchema,
  LogoutSchema,
  NewPasswordSchema,
  PasswordResetSchema,
  SignUpSchema,
} from '~/domain/account-schemas'
import {
  captchaTokenFields,
  captchaTokenOf,
  captchaWidgetOf,
  type CaptchaWidget,
} from '~/domain/captcha'
import { startPathOf, withPathPrefixes } from '~/domain/paths'
import { CustomerAnswerSchema, getCustomer } from './customer.server'
import { captcha, env } from './env.server'
import {
  acceptForm,
  formReply,
  hiddenFields,
  privateNoStore,
  redirectWithCookies,
} from './form-action.server'
import { localisedPageHref } from './localised-page.server'
import { logEvent } from './logger.server'
import { ShopApiError, shopFetch } from './shop-api.server'
import { clearedSessionCookie } from './shop-cookies.server'
import type { RequestContext } from './request-context.server'
import type { SubmissionResult } from '@conform-to/react'

// The forms' schemas are shared with the browser (app/domain/account-schemas.ts).
export {
  LoginSchema,
  LogoutSchema,
  NewPasswordSchema,
  PasswordResetSchema,
  SignUpSchema,
} from '~/domain/account-schemas'

/** A login's reply never sends back the password, the honeypot or a captcha token. */
const loginHiddenFields = [...hiddenFields, ...captchaTokenFields]

const EmptyAnswerSchema = z.looseObject({
  message: z.looseObject({ text: z.string().optional() }).optional(),
})

/**
 * Market and path of an account page; the shopper's cookies, the page as referrer and their address
 * for the shop API.
 */
function shopCall(request: Request, context: RequestContext) {
  return {
    market: context.market,
    cookie: request.headers.get('cookie'),
    referer: context.url.toString(),
    clientAddress: context.clientAddress,
  }
}

// ---------------------------------------------------------------------------------------
// The account forms' answers after the shop API answered (the newsletter's too)

/** The page to return to: the form's `redirectTo` when it is a path on this shop. */
export function redirectTarget(formData: FormData, fallback: string): string {
  return safeRedirectPath(formData.get('redirectTo'), fallback)
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
  result: (formErrors: string[]) => SubmissionResult<string[]> & { captcha?: unknown },
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
  if (!(error instanceof Error)) return { err: String(error) }
  // fetch's own message is "fetch failed"; its cause says what the connection did.
  const cause = error.cause instanceof Error ? ` (${error.cause.name}: ${error.cause.message})` : ''
  return { err: `${error.name}: ${error.message}${cause}` }
}

/** Whether the shop API's answer asks for the captcha the form can carry. */
function captchaRequired(error: unknown): boolean {
  return (
    error instanceof ShopApiError &&
    (error.body as { payload?: { captchaRequired?: unknown } } | null)?.payload?.captchaRequired ===
      true
  )
}

/** The captcha a form carries; null when no captcha is configured. */
export function captchaWidget(): CaptchaWidget | null {
  return captchaWidgetOf(captcha())
}

// ---------------------------------------------------------------------------------------
// Login

export async function loginAction(request: Request, context: RequestContext): Promise<Response> {
  const accepted = await acceptForm(request, {
    context,
    form: 'login',
    schema: LoginSchema,
    botPath: (formData, context) => redirectTarget(formData, localisedPageHref('account', context)),
    hideFields: loginHiddenFields,
  })
  if ('answer' in accepted) return accepted.answer
  const { formData, value, reply } = accepted
  const target = redirectTarget(formData, localisedPageHref('account', context))
  try {
    const { setCookies } = await shopFetch({
      ...shopCall(request, context),
      method: 'POST',
      path: '/web-api/customer-login',
      // A challenged login's captcha token, from whichever field the configured widget fills.
      body: { ...value, recaptchaToken: captchaTokenOf(formData) || undefined },
      schema: CustomerAnswerSchema,
    })
    return redirectWithCookies(request, target, setCookies)
  } catch (error) {
    // "Login or sign-up answered with status 400: message.text is shown and nothing is logged."
    if (error instanceof ShopApiError && error.status === 400) {
      const { recaptchaToken: captchaErrors, ...fieldErrors } = fieldErrorsOf(error)
      const result = reply({
        formErrors: captchaErrors ?? [error.messageText ?? genericErrorKey],
        fieldErrors,
      })
      // The account asks for a captcha: the form comes back with one.
      return formReply(captchaRequired(error) ? { ...result, captcha: captchaWidget() } : result)
    }
    // A wait a captcha can skip: the form names the wait and carries the captcha.
    const throttled = throttledAnswer(error, (formErrors) =>
      captchaRequired(error)
        ? { ...reply({ formErrors }), captcha: captchaWidget() }
        : reply({ formErrors }),
    )
    if (throttled) return throttled
    logEvent('error', 'login-error', failureFields(error))
    return formReply(reply({ formErrors: [genericErrorKey] }), failureStatus(error))
  }
}

// ---------------------------------------------------------------------------------------
// Sign-up

export async function signUpAction(request: Request, context: RequestContext): Promise<Response> {
  const accepted = await acceptForm(request, {
    context,
    form: 'sign-up',
    schema: SignUpSchema,
    botPath: (formData, context) => redirectTarget(formData, localisedPageHref('account', context)),
  })
  if ('answer' in accepted) return accepted.answer
  const { formData, value, reply } = accepted
  const target = redirectTarget(formData, localisedPageHref('account', context))
  // One key per form submission: made for the first post, kept by the form when it fails.
  const idempotencyKey = value.idempotencyKey ?? randomBytes(18).toString('base64url')
  try {
    const { setCookies } = await shopFetch({
      ...shopCall(request, context),
      method: 'POST',
      path: '/web-api/customer-signup',
      body: {
        ...value,
        idempotencyKey,
        newsletter: value.newsletter ?? false,
        newsletterLinkPath: localisedPageHref('newsletter-confirm', context),
      },
      schema: CustomerAnswerSchema,
      // Long enough for the shop API's bounded hashing queue.
      timeoutMs: env().SHOP_API_SIGN_UP_TIMEOUT_MS,
    })
    return redirectWithCookies(request, target, setCookies)
  } catch (error) {
    if (error instanceof ShopApiError && error.status === 400) {
      return formReply(
        reply({
          formErrors: [error.messageText ?? genericErrorKey],
          fieldErrors: fieldErrorsOf(error),
        }),
      )
    }
    const throttled = throttledAnswer(error, (formErrors) => reply({ formErrors }))
    if (throttled) return throttled
    logEvent('error', 'sign-up-error', failureFields(error))
    // The account may exist (a timeout): the retry carries this key and gets the first outcome.
    return formReply(
      { ...reply({ formErrors: [genericErrorKey] }), idempotencyKey },
      failureStatus(error),
    )
  }
}

// ---------------------------------------------------------------------------------------
// Password reset: request a link, then set the new password with its token

/** With JavaScript the dialog stays where it is: its form says `via=dialog` and gets JSON. */
function viaDialog(formData: FormData): boolean {
  return formData.get('via') === 'dialog'
}

export async function passwordResetAction(
  request: Request,
  context: RequestContext,
): Promise<Response> {
  const sentPath = (context: RequestContext) =>
    `${localisedPageHref('account-password-reset', context)}?sent=1`
  const accepted = await acceptForm(request, {
    context,
    form: 'password-reset',
    schema: PasswordResetSchema,
    botPath: (_, context) => sentPath(context),
  })
  if ('answer' in accepted) return accepted.answer
  const { formData, value, reply } = accepted
  try {
    await shopFetch({
      ...shopCall(request, context),
      method: 'POST',
      path: '/web-api/customer-password-reset',
      body: { email: value.email, linkPath: localisedPageHref('account-new-password', context) },
      schema: EmptyAnswerSchema,
    })
    if (viaDialog(formData))
      return json({ status: 'success' as const, sent: true }, { headers: privateNoStore })
    return redirect(sentPath(context), { status: 303, headers: privateNoStore })
  } catch (error) {
    const throttled = throttledAnswer(error, (formErrors) => reply({ formErrors }))
    if (throttled) return throttled
    // "Password reset failure: always logged; returns message.text."
    logEvent('error', 'password-reset-error', failureFields(error))
    const text = error instanceof ShopApiError ? error.messageText : undefined
    const fieldErrors = error instanceof ShopApiError ? fieldErrorsOf(error) : {}
    return formReply(
      reply({ formErrors: [text ?? genericErrorKey], fieldErrors }),
      error instanceof ShopApiError && error.status === 400 ? 400 : failureStatus(error),
    )
  }
}

export async function newPasswordAction(
  request: Request,
  context: RequestContext,
): Promise<Response> {
  const done = (context: RequestContext) =>
    `${localisedPageHref('account', context)}?passwordChanged=1`
  const accepted = await acceptForm(request, {
    context,
    form: 'new-password',
    schema: NewPasswordSchema,
    botPath: (_, context) => done(context),
  })
  if ('answer' in accepted) return accepted.answer
  const { value, reply } = accepted
  try {
    const { setCookies } = await shopFetch({
      ...shopCall(request, context),
      method: 'POST',
      path: '/web-api/customer-password-reset/confirm',
      body: value,
      schema: CustomerAnswerSchema,
    })
    return redirectWithCookies(request, done(context), setCookies)
  } catch (error) {
    logEvent('error', 'password-reset-error', { ...failureFields(error), step: 'confirm' })
    const text = error instanceof ShopApiError ? error.messageText : undefined
    const fieldErrors = error instanceof ShopApiError ? fieldErrorsOf(error) : {}
    return formReply(
      reply({ formErrors: [text ?? genericErrorKey], fieldErrors }),
      error instanceof ShopApiError && error.status === 400 ? 400 : failureStatus(error),
    )
  }
}

// ---------------------------------------------------------------------------------------
// Logout

export async function logoutAction(request: Request, context: RequestContext): Promise<Response> {
  const accepted = await acceptForm(request, {
    context,
    form: 'logout',
    schema: LogoutSchema,
  })
  if ('answer' in accepted) return accepted.answer
  const { formData } = accepted
  // The logout page says it is done (not the next page: a notice the CDN-cached pages never carry).
  const home = redirectTarget(formData, `${localisedPageHref('logout', context)}?done=1`)
  try {
    const { setCookies } = await shopFetch({
      ...shopCall(request, context),
      method: 'POST',
      path: '/web-api/customer-logout',
      schema: EmptyAnswerSchema,
    })
    return redirectWithCookies(
      request,
      home,
      setCookies.length > 0 ? setCookies : [clearedSessionCookie()],
    )
  } catch (error) {
    logEvent('error', 'logout-error', failureFields(error))
    return redirectWithCookies(request, home, [clearedSessionCookie()])
  }
}

/** The market's start page, with its prefixes. */
export function localisedHome({ market }: RequestContext): string {
  return withPathPrefixes({
    ...(market.sublocalePrefix ? { prefix: market.sublocalePrefix } : {}),
    desktop: market.platform === 'desktop',
    rest: startPathOf(market.platform),
  })
}

/**
 * The login and sign-up pages' data: a logged-in customer goes straight on to where they wanted
 * to be (`redirectTo`, checked to stay on this shop), or to the account page.
 */
export async function guestPageData(request: Request, context: RequestContext) {
  const asked = context.url.searchParams.get('redirectTo')
  const redirectTo = safeRedirectPath(asked, localisedPageHref('account', context))
  const customer = await getCustomer(request, context.market)
  if (customer.isLoggedIn) throw redirect(redirectTo, { headers: privateNoStore })
  // The Google redirect flow came back refused: the page says so.
  const googleFailed = context.url.searchParams.get('google') === 'failed'
  return { redirectTo: asked ? redirectTo : null, googleFailed }
}
