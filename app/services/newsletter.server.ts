import { redirect } from '@remix-run/node'
import { z } from 'zod'
import { NewsletterConfirmSchema, NewsletterSchema } from '~/domain/account-schemas'
import { captchaTokenFields, captchaTokenOf } from '~/domain/captcha'
import { eventCodes } from '~/utils/event-codes'
import {
  failureFields,
  failureStatus,
  fieldErrorsOf,
  genericErrorKey,
  throttledAnswer,
} from './account.server'
import { captcha } from './env.server'
import { acceptForm, formReply, hiddenFields, privateNoStore } from './form-action.server'
import { localisedPageHref } from './localised-page.server'
import { logEvent } from './logger.server'
import { ShopApiError, shopFetch } from './shop-api.server'
import type { RequestContext } from './request-context.server'

// The forms' schemas are shared with the browser (app/domain/account-schemas.ts).
export { NewsletterConfirmSchema, NewsletterSchema } from '~/domain/account-schemas'

const AnswerSchema = z.looseObject({
  message: z.looseObject({ text: z.string().optional() }).optional(),
})

/** The newsletter form is on only with a captcha the shop API can check. */
export function newsletterAvailable(): boolean {
  return captcha().provider !== 'off'
}

export async function newsletterSubscribeAction(
  request: Request,
  context: RequestContext,
): Promise<Response> {
  const sentPath = (context: RequestContext) => `${localisedPageHref('newsletter', context)}?sent=1`
  const hide = [...hiddenFields, ...captchaTokenFields]
  const accepted = await acceptForm(request, {
    context,
    form: 'newsletter',
    schema: NewsletterSchema,
    botPath: (_, context) => sentPath(context),
    hideFields: hide,
  })
  if ('answer' in accepted) return accepted.answer
  const { formData, value, reply } = accepted
  // Switched off (no captcha configured): nothing reaches the shop API, the form says why.
  if (!newsletterAvailable())
    return formReply(reply({ formErrors: ['account:newsletter.unavailable'] }), 503)
  const token = captchaTokenOf(formData)
  // Sent on anyway: the shop API refuses it and the form says so; the log names the gap.
  if (!token)
    logEvent('warn', eventCodes.newsletterNoRecaptchaToken, { provider: captcha().provider })
  try {
    await shopFetch({
      market: context.market,
      method: 'POST',
      path: '/web-api/newsletter-subscribe',
      body: {
        email: value.email,
        recaptchaToken: token,
        linkPath: localisedPageHref('newsletter-confirm', context),
      },
      referer: context.url.toString(),
      clientAddress: context.clientAddress,
      schema: AnswerSchema,
    })
    return redirect(sentPath(context), { status: 303, headers: privateNoStore })
  } catch (error) {
    if (error instanceof ShopApiError && error.status === 400) {
      const fields = fieldErrorsOf(error)
      // The captcha field is hidden: its message is the form's.
      const { recaptchaToken: captchaErrors, ...fieldErrors } = fields
      if (captchaErrors && token)
        logEvent('warn', eventCodes.newsletterRecaptchaError, {
          provider: captcha().provider,
          message: captchaErrors[0],
        })
      return formReply(
        reply({ formErrors: captchaErrors ?? [error.messageText ?? genericErrorKey], fieldErrors }),
      )
    }
    const throttled = throttledAnswer(error, (formErrors) => reply({ formErrors }))
    if (throttled) return throttled
    logEvent('error', 'newsletter-error', failureFields(error))
    return formReply(reply({ formErrors: [genericErrorKey] }), failureStatus(error))
  }
}

export async function newsletterConfirmAction(
  request: Request,
  context: RequestContext,
): Promise<Response> {
  const done = (context: RequestContext) =>
    `${localisedPageHref('newsletter-confirm', context)}?confirmed=1`
  const accepted = await acceptForm(request, {
    context,
    form: 'newsletter-confirm',
    schema: NewsletterConfirmSchema,
    botPath: (_, context) => done(context),
  })
  if ('answer' in accepted) return accepted.answer
  const { value, reply } = accepted
  try {
    await shopFetch({
      market: context.market,
      method: 'POST',
      path: '/web-api/newsletter-confirm',
      body: { token: value.token },
      referer: context.url.toString(),
      schema: AnswerSchema,
    })
    return redirect(done(context), { status: 303, headers: privateNoStore })
  } catch (error) {
    if (error instanceof ShopApiError && error.status === 400)
      return formReply(reply({ formErrors: [error.messageText ?? genericErrorKey] }))
    logEvent('error', 'newsletter-confirm-error', failureFields(error))
    return formReply(reply({ formErrors: [genericErrorKey] }), failureStatus(error))
  }
}
