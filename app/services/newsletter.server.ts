import { json, redirect } from '@remix-run/node'
import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
import { emailMaxLength } from '~/domain/account-forms'
import { captchaTokenFields, captchaTokenOf, captchaWidgetOf, type CaptchaWidget } from '~/domain/captcha'
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
  throttledAnswer,
} from './account-forms.server'
import { captcha } from './env.server'
import { localisedPageContext, localisedPageHref } from './localised-page.server'
import { logEvent } from './logger.server'
import { readForm } from './request-body.server'
import { shopperAddress } from './client-address.server'
import { ShopApiError, shopFetch } from './shop-api.server'

const required = 'account:form.required'
export const NewsletterSchema = z.object({
  email: z.string({ error: required }).trim().max(emailMaxLength, 'account:form.emailInvalid').pipe(z.email({ error: 'account:form.emailInvalid' })),
  recaptchaToken: z.string().optional(),
})
export const NewsletterConfirmSchema = z.object({ token: z.string({ error: 'account:newsletterConfirm.missingToken' }).min(1) })

const AnswerSchema = z.looseObject({ message: z.looseObject({ text: z.string().optional() }).optional() })

/**
 * The captcha a form carries (ADR 167): the provider's widget, the reference backend's test
 * token, or null when no captcha is configured (the newsletter form is then switched off).
 */
export function captchaWidget(): CaptchaWidget | null {
  return captchaWidgetOf(captcha())
}

/** The newsletter form is on only with a captcha the shop API can check. */
export function newsletterAvailable(): boolean {
  return captcha().provider !== 'off'
}

export async function newsletterSubscribeAction(request: Request): Promise<Response> {
  const context = await localisedPageContext(request, 'newsletter')
  assertSameOrigin(request, context, 'newsletter')
  const formData = await readForm(request)
  const sentPath = `${localisedPageHref('newsletter', context)}?sent=1`
  const bot = honeypotAnswer(formData, 'newsletter', sentPath)
  if (bot) return bot
  const submission = parseWithZod(formData, { schema: NewsletterSchema })
  const hide = [...hiddenFields, ...captchaTokenFields]
  // Switched off (no captcha configured): nothing reaches the shop API, the form says why.
  if (!newsletterAvailable()) return invalid(submission.reply({ formErrors: ['account:newsletter.unavailable'], hideFields: hide }), 503)
  if (submission.status !== 'success') return invalid(submission.reply({ hideFields: hide }))
  try {
    await shopFetch({
      market: context.market,
      method: 'POST',
      path: '/web-api/newsletter-subscribe',
      body: {
        email: submission.value.email,
        recaptchaToken: captchaTokenOf(formData),
        linkPath: localisedPageHref('newsletter-confirm', context),
      },
      referer: context.url.toString(),
      clientAddress: shopperAddress(request),
      schema: AnswerSchema,
    })
    return redirect(sentPath, { status: 303, headers: privateNoStore })
  } catch (error) {
    if (error instanceof ShopApiError && error.status === 400) {
      const fields = fieldErrorsOf(error)
      // The captcha field is hidden: its message is the form's.
      const { recaptchaToken: captcha, ...fieldErrors } = fields
      return invalid(submission.reply({ formErrors: captcha ?? [error.messageText ?? genericErrorKey], fieldErrors, hideFields: hide }))
    }
    const throttled = throttledAnswer(error, (formErrors) => submission.reply({ formErrors, hideFields: hide }))
    if (throttled) return throttled
    logEvent('error', 'newsletter-error', failureFields(error))
    return invalid(submission.reply({ formErrors: [genericErrorKey], hideFields: hide }), failureStatus(error))
  }
}

export async function newsletterConfirmAction(request: Request): Promise<Response> {
  const context = await localisedPageContext(request, 'newsletter-confirm')
  assertSameOrigin(request, context, 'newsletter-confirm')
  const formData = await readForm(request)
  const done = `${localisedPageHref('newsletter-confirm', context)}?confirmed=1`
  const bot = honeypotAnswer(formData, 'newsletter-confirm', done)
  if (bot) return bot
  const submission = parseWithZod(formData, { schema: NewsletterConfirmSchema })
  if (submission.status !== 'success') return invalid(submission.reply({ hideFields: hiddenFields }))
  try {
    await shopFetch({
      market: context.market,
      method: 'POST',
      path: '/web-api/newsletter-confirm',
      body: { token: submission.value.token },
      referer: context.url.toString(),
      schema: AnswerSchema,
    })
    return redirect(done, { status: 303, headers: privateNoStore })
  } catch (error) {
    if (error instanceof ShopApiError && error.status === 400) {
      return invalid(submission.reply({ formErrors: [error.messageText ?? genericErrorKey], hideFields: hiddenFields }))
    }
    logEvent('error', 'newsletter-confirm-error', failureFields(error))
    return json(submission.reply({ formErrors: [genericErrorKey], hideFields: hiddenFields }), { status: failureStatus(error), headers: privateNoStore })
  }
}
