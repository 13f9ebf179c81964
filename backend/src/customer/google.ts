import {
  customerPicturePath,
  GoogleCredentialsBody,
  googleCredentialsPath,
  PictureUrl,
} from '../../../contracts/google-sign-in'
import { createGoogleVerifier, GoogleTokenError } from '../google/verify'
import { json, shopError, type Reply } from '../http/reply'
import { t } from '../i18n/messages'
import { requireMarket } from '../market/guard'
import { EmailTakenError, type Customer, type CustomerRepository } from './customers'
import type { BackendApp } from '../app'
import type { RequestContext, Router } from '../http/router'

const PRIVATE = { 'cache-control': 'private, no-store' }

/**
 * `customer-auth-google-credentials` and `customer-picture`: a verified Google ID token
 * with the nonce the storefront asked for signs the customer of its e-mail address in (made on
 * first use, without a password), exactly like an e-mail login, and only once.
 */
export function registerGoogleSignIn(
  router: Router,
  app: BackendApp,
  account: {
    customers: CustomerRepository
    currentCustomer: (ctx: RequestContext) => Customer | null
    loggedIn: (ctx: RequestContext, customer: Customer) => Reply
  },
): void {
  const { db, now, logger, settings } = app
  const { customers } = account
  const verify = createGoogleVerifier(settings.google)
  const savePicture = db.prepare(
    `INSERT INTO customer_pictures (customer_id, url, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (customer_id) DO UPDATE SET url = excluded.url, updated_at = excluded.updated_at`,
  )
  const removePicture = db.prepare('DELETE FROM customer_pictures WHERE customer_id = ?')
  const findPicture = db.prepare<[number], { url: string }>(
    'SELECT url FROM customer_pictures WHERE customer_id = ?',
  )
  // In the database every replica shares: a token replayed against another replica is refused too.
  const useToken = db.prepare(
    'INSERT INTO google_used_tokens (token_key, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
  )
  const forgetExpired = db.prepare('DELETE FROM google_used_tokens WHERE expires_at < ?')

  router.post(googleCredentialsPath, async (ctx) => {
    const market = requireMarket(ctx)
    const refused = () => shopError(401, t(market.language, 'googleInvalid'), {}, PRIVATE)
    const body = GoogleCredentialsBody.safeParse(await ctx.form())
    if (!body.success) return refused()
    let identity
    try {
      identity = await verify(body.data.credential, now(), body.data.nonce)
    } catch (error) {
      if (!(error instanceof GoogleTokenError)) throw error
      logger.warn({ event: 'google-credential-refused', reason: error.reason }, error.message)
      return refused()
    }
    forgetExpired.run(now())
    if (useToken.run(identity.tokenKey, identity.expiresAt).changes === 0) {
      logger.warn(
        { event: 'google-credential-refused', reason: 'replayed' },
        'Google credential refused: used before',
      )
      return refused()
    }
    const newCustomer = {
      channel: market.channel,
      email: identity.email,
      // No password: an e-mail login fails until the customer sets one with a reset link.
      passwordHash: '',
      firstName: identity.givenName,
      lastName: identity.familyName,
      locale: market.locale,
      newsletterOptIn: false,
    }
    let customer = customers.findByEmail(market.channel, identity.email)
    if (!customer) {
      try {
        customer = customers.create(newCustomer)
        logger.info(
          {
            event: 'customer-signed-up',
            customer: customer.id,
            channel: market.channel,
            via: 'google',
          },
          'customer signed up with Google',
        )
      } catch (error) {
        if (!(error instanceof EmailTakenError)) throw error
        customer = customers.findByEmail(market.channel, identity.email)
        if (!customer) throw error
      }
    }
    const picture = identity.picture && PictureUrl.safeParse(identity.picture).success
    if (picture) savePicture.run(customer.id, identity.picture, now())
    else removePicture.run(customer.id)
    logger.info({ event: 'customer-google-login', customer: customer.id }, 'signed in with Google')
    return account.loggedIn(ctx, customer)
  })

  router.get(customerPicturePath, (ctx) => {
    const customer = account.currentCustomer(ctx)
    const row = customer ? findPicture.get(customer.id) : undefined
    if (!row) return json(404, { message: { text: 'No picture.' }, payload: {} }, PRIVATE)
    return json(200, { payload: { url: row.url } }, PRIVATE)
  })
}
