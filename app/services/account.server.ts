import { randomBytes } from 'node:crypto'
import { json, redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { safeRedirectPath } from '~/domain/account-forms'
import {
  LoginSchema,
  LogoutSchema,
  NewPasswordSchema,
  PasswordResetSchema,
  SignUpSchema,
} from '~/domain/account-schemas'
import { captchaTokenFields, captchaTokenOf } from '~/domain/captcha'
import { startPathOf, withPathPrefixes } from '~/domain/paths'
import {
  failureFields,
  failureStatus,
  fieldErrorsOf,
  genericErrorKey,
  hiddenFields,
  privateNoStore,
  redirectTarget,
  redirectWithCookies,
  throttledAnswer,
} from './account-forms.server'
import { CustomerAnswerSchema, getCustomer } from './customer.server'
import { env } from './env.server'
import { acceptForm, formReply } from './form-action.server'
import { localisedPageContext, localisedPageHref } from './localised-page.server'
import { logEvent } from './logger.server'
import { captchaWidget } from './newsletter.server'
import { ShopApiError, shopFetch } from './shop-api.server'
import { clearedSessionCookie } from './shop-cookies.server'
import type { RequestContext } from './request-context.server'

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
// Login

export async function loginAction(request: Request, load: AppLoadContext): Promise<Response> {
  const accepted = await acceptForm(request, load, {
    page: 'account-login',
    form: 'login',
    schema: LoginSchema,
    botPath: (formData, context) => redirectTarget(formData, localisedPageHref('account', context)),
    hideFields: loginHiddenFields,
  })
  if ('answer' in accepted) return accepted.answer
  const { context, formData, value, reply } = accepted
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
      const captchaRequired =
        (error.body as { payload?: { captchaRequired?: unknown } } | null)?.payload
          ?.captchaRequired === true
      return formReply(captchaRequired ? { ...result, captcha: captchaWidget() } : result)
    }
    const throttled = throttledAnswer(error, (formErrors) => reply({ formErrors }))
    if (throttled) return throttled
    logEvent('error', 'login-error', failureFields(error))
    return formReply(reply({ formErrors: [genericErrorKey] }), failureStatus(error))
  }
}

// ---------------------------------------------------------------------------------------
// Sign-up

export async function signUpAction(request: Request, load: AppLoadContext): Promise<Response> {
  const accepted = await acceptForm(request, load, {
    page: 'account-sign-up',
    form: 'sign-up',
    schema: SignUpSchema,
    botPath: (formData, context) => redirectTarget(formData, localisedPageHref('account', context)),
  })
  if ('answer' in accepted) return accepted.answer
  const { context, formData, value, reply } = accepted
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
  load: AppLoadContext,
): Promise<Response> {
  const sentPath = (context: RequestContext) =>
    `${localisedPageHref('account-password-reset', context)}?sent=1`
  const accepted = await acceptForm(request, load, {
    page: 'account-password-reset',
    form: 'password-reset',
    schema: PasswordResetSchema,
    botPath: (_, context) => sentPath(context),
  })
  if ('answer' in accepted) return accepted.answer
  const { context, formData, value, reply } = accepted
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

export async function newPasswordAction(request: Request, load: AppLoadContext): Promise<Response> {
  const done = (context: RequestContext) =>
    `${localisedPageHref('account', context)}?passwordChanged=1`
  const accepted = await acceptForm(request, load, {
    page: 'account-new-password',
    form: 'new-password',
    schema: NewPasswordSchema,
    botPath: (_, context) => done(context),
  })
  if ('answer' in accepted) return accepted.answer
  const { context, value, reply } = accepted
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

export async function logoutAction(request: Request, load: AppLoadContext): Promise<Response> {
  const accepted = await acceptForm(request, load, {
    page: 'logout',
    form: 'logout',
    schema: LogoutSchema,
  })
  if ('answer' in accepted) return accepted.answer
  const { context, formData } = accepted
  const home = redirectTarget(formData, localisedHome(context))
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
export async function guestPageLoader(
  request: Request,
  load: AppLoadContext,
  pageId: 'account-login' | 'account-sign-up',
) {
  const context = await localisedPageContext(request, load, pageId)
  const asked = context.url.searchParams.get('redirectTo')
  const redirectTo = safeRedirectPath(asked, localisedPageHref('account', context))
  const customer = await getCustomer(request, context.market)
  if (customer.isLoggedIn) throw redirect(redirectTo, { headers: privateNoStore })
  // The Google redirect flow came back refused: the page says so.
  const googleFailed = context.url.searchParams.get('google') === 'failed'
  return json({ redirectTo: asked ? redirectTo : null, googleFailed }, { headers: privateNoStore })
}
