import { checkEmail, FormErrors, linkPathField, textField } from '../customer/forms'
import { createRateLimiter } from '../http/rate-limit'
import { json, shopError } from '../http/reply'
import { t } from '../i18n/messages'
import { requireMarket } from '../market/guard'
import { refererOf, storefrontUrlFor } from '../market/storefront-origins'
import { captchaTokenOf as captchaToken } from './captcha'
import { createNewsletter } from './subscriptions'
import type { BackendModule } from '../app'
import type { RequestContext } from '../http/router'

const PRIVATE = { 'cache-control': 'private, no-store' }

export const newsletterModule: BackendModule = {
  name: 'newsletter',
  register(router, app) {
    const newsletter = createNewsletter({
      db: app.db,
      outbox: app.outbox,
      now: app.now,
      storefrontUrlOf: (market, referer) =>
        storefrontUrlFor(
          app.settings.storefrontOrigins,
          app.settings.storefrontUrl,
          market,
          referer,
        ),
    })
    const subscriptions = createRateLimiter(app.now, app.settings.requestLimit)

    router.post('/web-api/newsletter-subscribe', async (ctx) => {
      const market = requireMarket(ctx)
      const form = await ctx.form()
      const errors = new FormErrors(market.language)
      const email = textField(form.email)
      checkEmail(errors, 'email', email)
      const linkPath = linkPathField(errors, form.linkPath)
      if (errors.any)
        return shopError(400, t(market.language, 'checkEntries'), errors.fields, PRIVATE)
      // Per address: every subscription may send an e-mail.
      const waitMs = subscriptions.take(ctx.clientAddress)
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000)
        app.logger.warn(
          {
            event: 'request-rate-limited',
            kind: 'newsletter',
            address: ctx.clientAddress,
            retryAfter: seconds,
          },
          'request rate-limited',
        )
        const text = t(market.language, 'rateLimited', {
          count: Math.max(1, Math.ceil(seconds / 60)),
        })
        return shopError(
          429,
          text,
          {},
          { ...PRIVATE, 'retry-after': String(seconds) },
          { retryAfter: seconds },
        )
      }

      const token = captchaToken(form)
      if (!token) {
        app.logger.warn(
          { event: 'newsletter-no-recaptcha-token', address: ctx.clientAddress },
          'newsletter subscription without captcha token',
        )
        const text = t(market.language, 'captchaMissing')
        return shopError(400, text, { recaptchaToken: [text] }, PRIVATE)
      }
      let verdict
      try {
        verdict = await app.captcha.verify(token, {
          remoteAddress: ctx.clientAddress,
          action: 'newsletter',
        })
      } catch (error) {
        verdict = {
          success: false as const,
          reason: error instanceof Error ? error.message : String(error),
        }
      }
      if (!verdict.success) {
        app.logger.warn(
          {
            event: 'newsletter-recaptcha-error',
            address: ctx.clientAddress,
            reason: verdict.reason,
          },
          'newsletter captcha verification failed',
        )
        const text = t(market.language, 'captchaFailed')
        return shopError(400, text, { recaptchaToken: [text] }, PRIVATE)
      }

      newsletter.subscribe({ market, email, source: 'form', linkPath, referer: refererOf(ctx) })
      // One answer whether the address was new, pending or already confirmed.
      return json(
        200,
        { payload: {}, message: { text: t(market.language, 'newsletterPending') } },
        PRIVATE,
      )
    })

    const confirm = async (ctx: RequestContext) => {
      const market = requireMarket(ctx)
      const token =
        textField(ctx.query.get('token')) ||
        (ctx.method === 'POST' ? textField((await ctx.form()).token) : '')
      const result = newsletter.confirm(token, market)
      if (!result.ok) {
        const text = t(market.language, 'newsletterTokenInvalid')
        return shopError(400, text, { token: [text] }, PRIVATE)
      }
      return json(
        200,
        {
          payload: { email: result.email, status: 'confirmed' },
          message: { text: t(market.language, 'newsletterConfirmed') },
        },
        PRIVATE,
      )
    }
    router.add(['GET', 'POST'], '/web-api/newsletter-confirm', confirm)
  },
}
