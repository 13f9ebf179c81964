import { randomBytes } from 'node:crypto'
import { json, redirect } from '@remix-run/node'
import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
import { emailMaxLength, nameMaxLength, passwordMaxLength, passwordMinLength, safeRedirectPath } from '~/domain/account-forms'
import { startPathOf, withPathPrefixes } from '~/domain/paths'
import {
  assertSameOrigin,
  failureFields,
  failureStatus,
  fieldErrorsOf,
  genericErrorKey,
  hiddenFields,
  honeypotAnswer,
  invalid,
  privateNoStore,
  redirectTarget,
  redirectWithCookies,
  throttledAnswer,
} from './account-forms.server'
import { shopperAddress } from './client-address.server'
import { env } from './env.server'
import { clearedSessionCookie } from './shop-cookies.server'
import { CustomerAnswerSchema, getCustomer } from './customer.server'
import { localisedPageContext, localisedPageHref } from './localised-page.server'
import { captchaWidget } from './newsletter.server'
import { captchaTokenFields, captchaTokenOf } from '~/domain/captcha'
import { logEvent } from './logger.server'
import { readForm } from './request-body.server'
import type { RequestContext } from './request-context.server'
import { ShopApiError, shopFetch } from './shop-api.server'

// Schemas: messages are keys of the `account` translations (ADR 071).
const required = 'account:form.required'
const emailField = z
  .string({ error: required })
  .trim()
  .max(emailMaxLength, 'account:form.emailInvalid')
  .pipe(z.email({ error: 'account:form.emailInvalid' }))
const nameField = z.string({ error: required }).trim().min(1, required).max(nameMaxLength, 'account:form.tooLong')
const newPasswordField = z
  .string({ error: required })
  .min(passwordMinLength, 'account:form.passwordTooShort')
  .max(passwordMaxLength, 'account:form.passwordTooLong')

export const LoginSchema = z.object({ email: emailField, password: z.string({ error: required }), recaptchaToken: z.string().optional() })
export const SignUpSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  password: newPasswordField,
  newsletter: z.boolean().optional(),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/).optional(),
})
export const PasswordResetSchema = z.object({ email: emailField })
export const NewPasswordSchema = z.object({ token: z.string({ error: 'account:newPassword.missingToken' }).min(1), password: newPasswordField })

const EmptyAnswerSchema = z.looseObject({ message: z.looseObject({ text: z.string().optional() }).optional() })

/** Market and path of an account page; the shopper's cookies, the page as referrer and their address for the shop API. */
function shopCall(request: Request, context: RequestContext) {
  return { market: context.market, cookie: request.headers.get('cookie'), referer: context.url.toString(), clientAddress: shopperAddress(request) }
}

// ---------------------------------------------------------------------------------------
// Login

export async function loginAction(request: Request): Promise<Response> {
  const context = await localisedPageContext(request, 'account-login')
  assertSameOrigin(request, context, 'login')
  const formData = await readForm(request)
  const target = redirectTarget(formData, localisedPageHref('account', context))
  const bot = honeypotAnswer(formData, 'login', target)
  if (bot) return bot
  const submission = parseWithZod(formData, { schema: LoginSchema })
  if (submission.status !== 'success') return invalid(submission.reply({ hideFields: hiddenFields }))
  try {
    const { setCookies } = await shopFetch({
      ...shopCall(request, context),
      method: 'POST',
      path: '/web-api/customer-login',
      // A challenged login's captcha token, from whichever field the configured widget fills (ADR 167).
      body: { ...submission.value, recaptchaToken: captchaTokenOf(formData) || undefined },
      schema: CustomerAnswerSchema,
    })
    return redirectWithCookies(request, target, setCookies)
  } catch (error) {
    // "Login or sign-up answered with status 400: message.text is shown and nothing is logged."
    if (error instanceof ShopApiError && error.status === 400) {
      const { recaptchaToken: captchaErrors, ...fieldErrors } = fieldErrorsOf(error)
      const reply = submission.reply({ formErrors: captchaErrors ?? [error.messageText ?? genericErrorKey], fieldErrors, hideFields: [...hiddenFields, ...captchaTokenFields] })
      // The account asks for a captcha (ADR 162): the form comes back with one.
      const captchaRequired = (error.body as { payload?: { captchaRequired?: unknown } } | null)?.payload?.captchaRequired === true
      return invalid(captchaRequired ? { ...reply, captcha: captchaWidget() } : reply)
    }
    const throttled = throttledAnswer(error, (formErrors) => submission.reply({ formErrors, hideFields: hiddenFields }))
    if (throttled) return throttled
    logEvent('error', 'login-error', failureFields(error))
    return invalid(submission.reply({ formErrors: [genericErrorKey], hideFields: hiddenFields }), failureStatus(error))
  }
}

// ---------------------------------------------------------------------------------------
// Sign-up

export async function signUpAction(request: Request): Promise<Response> {
  const context = await localisedPageContext(request, 'account-sign-up')
  assertSameOrigin(request, context, 'sign-up')
  const formData = await readForm(request)
  const target = redirectTarget(formData, localisedPageHref('account', context))
  const bot = honeypotAnswer(formData, 'sign-up', target)
  if (bot) return bot
  const submission = parseWithZod(formData, { schema: SignUpSchema })
  if (submission.status !== 'success') return invalid(submission.reply({ hideFields: hiddenFields }))
  // One key per form submission (ADR 166): made for the first post, kept by the form when it fails.
  const idempotencyKey = submission.value.idempotencyKey ?? randomBytes(18).toString('base64url')
  try {
    const { setCookies } = await shopFetch({
      ...shopCall(request, context),
      method: 'POST',
      path: '/web-api/customer-signup',
      body: { ...submission.value, idempotencyKey, newsletter: submission.value.newsletter ?? false, newsletterLinkPath: localisedPageHref('newsletter-confirm', context) },
      schema: CustomerAnswerSchema,
      // Long enough for the shop API's bounded hashing queue (ADR 166).
      timeoutMs: env().SHOP_API_SIGN_UP_TIMEOUT_MS,
    })
    return redirectWithCookies(request, target, setCookies)
  } catch (error) {
    if (error instanceof ShopApiError && error.status === 400) {
      return invalid(submission.reply({ formErrors: [error.messageText ?? genericErrorKey], fieldErrors: fieldErrorsOf(error), hideFields: hiddenFields }))
    }
    const throttled = throttledAnswer(error, (formErrors) => submission.reply({ formErrors, hideFields: hiddenFields }))
    if (throttled) return throttled
    logEvent('error', 'sign-up-error', failureFields(error))
    // The account may exist (a timeout): the retry carries this key and gets the first outcome.
    return invalid({ ...submission.reply({ formErrors: [genericErrorKey], hideFields: hiddenFields }), idempotencyKey }, failureStatus(error))
  }
}

// ---------------------------------------------------------------------------------------
// Password reset: request a link, then set the new password with its token

/** With JavaScript the dialog stays where it is: its form says `via=dialog` and gets JSON. */
function viaDialog(formData: FormData): boolean {
  return formData.get('via') === 'dialog'
}

export async function passwordResetAction(request: Request): Promise<Response> {
  const context = await localisedPageContext(request, 'account-password-reset')
  assertSameOrigin(request, context, 'password-reset')
  const formData = await readForm(request)
  const sentPath = `${localisedPageHref('account-password-reset', context)}?sent=1`
  const bot = honeypotAnswer(formData, 'password-reset', sentPath)
  if (bot) return bot
  const submission = parseWithZod(formData, { schema: PasswordResetSchema })
  if (submission.status !== 'success') return invalid(submission.reply({ hideFields: hiddenFields }))
  try {
    await shopFetch({
      ...shopCall(request, context),
      method: 'POST',
      path: '/web-api/customer-password-reset',
      body: { email: submission.value.email, linkPath: localisedPageHref('account-new-password', context) },
      schema: EmptyAnswerSchema,
    })
    if (viaDialog(formData)) return json({ status: 'success' as const, sent: true }, { headers: privateNoStore })
    return redirect(sentPath, { status: 303, headers: privateNoStore })
  } catch (error) {
    const throttled = throttledAnswer(error, (formErrors) => submission.reply({ formErrors, hideFields: hiddenFields }))
    if (throttled) return throttled
    // "Password reset failure: always logged; returns message.text."
    logEvent('error', 'password-reset-error', failureFields(error))
    const text = error instanceof ShopApiError ? error.messageText : undefined
    const fieldErrors = error instanceof ShopApiError ? fieldErrorsOf(error) : {}
    return invalid(submission.reply({ formErrors: [text ?? genericErrorKey], fieldErrors, hideFields: hiddenFields }), error instanceof ShopApiError && error.status === 400 ? 400 : failureStatus(error))
  }
}

export async function newPasswordAction(request: Request): Promise<Response> {
  const context = await localisedPageContext(request, 'account-new-password')
  assertSameOrigin(request, context, 'new-password')
  const formData = await readForm(request)
  const done = `${localisedPageHref('account', context)}?passwordChanged=1`
  const bot = honeypotAnswer(formData, 'new-password', done)
  if (bot) return bot
  const submission = parseWithZod(formData, { schema: NewPasswordSchema })
  if (submission.status !== 'success') return invalid(submission.reply({ hideFields: hiddenFields }))
  try {
    const { setCookies } = await shopFetch({
      ...shopCall(request, context),
      method: 'POST',
      path: '/web-api/customer-password-reset/confirm',
      body: submission.value,
      schema: CustomerAnswerSchema,
    })
    return redirectWithCookies(request, done, setCookies)
  } catch (error) {
    logEvent('error', 'password-reset-error', { ...failureFields(error), step: 'confirm' })
    const text = error instanceof ShopApiError ? error.messageText : undefined
    const fieldErrors = error instanceof ShopApiError ? fieldErrorsOf(error) : {}
    return invalid(submission.reply({ formErrors: [text ?? genericErrorKey], fieldErrors, hideFields: hiddenFields }), error instanceof ShopApiError && error.status === 400 ? 400 : failureStatus(error))
  }
}

// ---------------------------------------------------------------------------------------
// Logout


export async function logoutAction(request: Request): Promise<Response> {
  const context = await localisedPageContext(request, 'logout')
  assertSameOrigin(request, context, 'logout')
  const formData = await readForm(request)
  const home = redirectTarget(formData, localisedHome(context))
  try {
    const { setCookies } = await shopFetch({
      ...shopCall(request, context),
      method: 'POST',
      path: '/web-api/customer-logout',
      schema: EmptyAnswerSchema,
    })
    return redirectWithCookies(request, home, setCookies.length > 0 ? setCookies : [clearedSessionCookie()])
  } catch (error) {
    logEvent('error', 'logout-error', failureFields(error))
    return redirectWithCookies(request, home, [clearedSessionCookie()])
  }
}

/** The market's start page, with its prefixes. */
function localisedHome({ market }: RequestContext): string {
  return withPathPrefixes({
    ...(market.sublocalePrefix ? { prefix: market.sublocalePrefix } : {}),
    desktop: market.platform === 'desktop',
    rest: startPathOf(market.platform),
  })
}

/**
 * The loader of the login and sign-up pages: a logged-in customer goes straight on to where
 * they wanted to be (`redirectTo`, checked to stay on this shop), or to the account page.
 */
export async function guestPageLoader(request: Request, pageId: 'account-login' | 'account-sign-up') {
  const context = await localisedPageContext(request, pageId)
  const asked = context.url.searchParams.get('redirectTo')
  const redirectTo = safeRedirectPath(asked, localisedPageHref('account', context))
  const customer = await getCustomer(request, context.market)
  if (customer.isLoggedIn) throw redirect(redirectTo, { headers: privateNoStore })
  return json({ redirectTo: asked ? redirectTo : null }, { headers: privateNoStore })
}
