import { createBaskets } from '../basket/baskets'
import { addressGroup } from '../http/client'
import { createRateLimiter, type RateLimiter } from '../http/rate-limit'
import { json, shopError, type Reply } from '../http/reply'
import { t } from '../i18n/messages'
import { requireMarket } from '../market/guard'
import { refererOf, storefrontUrlFor } from '../market/storefront-origins'
import { captchaTokenOf } from '../newsletter/captcha'
import { createNewsletter } from '../newsletter/subscriptions'
import {
  createCustomerRepository,
  customerPayload,
  EmailTakenError,
  type Customer,
} from './customers'
import { createDeviceCookies, DEVICE_COOKIE, deviceCookie } from './devices'
import {
  booleanish,
  checkEmail,
  checkName,
  checkNewPassword,
  FormErrors,
  linkPathField,
  passwordField,
  textField,
  tokenLink,
} from './forms'
import { registerGoogleSignIn } from './google'
import { createHashGate } from './hash-gate'
import { createPasswordResets, DEFAULT_RESET_PATH } from './password-reset'
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './passwords'
import { RETRY_WINDOW_MS } from './retry-window'
import { clearedSessionCookie, createSessionStore, SESSION_COOKIE, sessionCookie } from './sessions'
import { createLoginThrottle, type Attempt } from './throttle'
import { normaliseEmail } from './tokens'
import type { BackendApp, BackendModule } from '../app'
import type { RequestContext, Router } from '../http/router'

const PRIVATE = { 'cache-control': 'private, no-store' }
const PURGE_INTERVAL_MS = 60 * 60 * 1000
/** How long a sign-up's idempotency key answers a retry. */
const SIGN_UP_KEY_TTL_MS = 24 * 60 * 60 * 1000

/** A form's idempotency key: 16 to 100 URL-safe characters, else none. */
function idempotencyKeyOf(value: unknown): string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,100}$/.test(value) ? value : ''
}

/** The account a login names: its channel and normalised e-mail. */
function accountOf(customer: Customer): string {
  return `${customer.channel}:${normaliseEmail(customer.email)}`
}

export function registerCustomerRoutes(router: Router, app: BackendApp): () => void {
  const { db, now, settings, logger } = app
  const customers = createCustomerRepository(db, now)
  const sessions = createSessionStore(db, now, settings.sessionTtlMs)
  const throttle = createLoginThrottle(db, now, settings.throttle)
  const devices = createDeviceCookies(settings.clientAddressSecret)
  const resets = createPasswordResets(db, now)
  const newsletter = createNewsletter({
    db,
    outbox: app.outbox,
    now,
    storefrontUrlOf: (market, referer) =>
      storefrontUrlFor(settings.storefrontOrigins, settings.storefrontUrl, market, referer),
  })
  const baskets = createBaskets(app)
  const signUps = createRateLimiter(now, settings.requestLimit)
  const resetRequests = createRateLimiter(now, settings.requestLimit)

  /** 429 with Retry-After when this address has used up its requests of a kind. */
  function limitedByAddress(
    ctx: RequestContext,
    limiter: RateLimiter,
    kind: string,
  ): Reply | undefined {
    const waitMs = limiter.take(ctx.clientAddress)
    if (waitMs === 0) return undefined
    const seconds = Math.ceil(waitMs / 1000)
    logger.warn(
      { event: 'request-rate-limited', kind, address: ctx.clientAddress, retryAfter: seconds },
      'request rate-limited',
    )
    const text = t(requireMarket(ctx).language, 'rateLimited', {
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

  const gate = createHashGate(settings.hashGate)
  const hash = (password: string) =>
    gate.run(() => hashPassword(password, settings.passwordHashing))
  const verify = (password: string, stored: string) =>
    gate.run(() => verifyPassword(password, stored))

  // Compute the dummy hash now, so the first login for an unknown address is not slower.
  void dummyHash(settings.passwordHashing)

  /** The session's customer, when the session is valid and belongs to this channel. */
  function currentCustomer(ctx: RequestContext): Customer | null {
    const session = sessions.find(ctx.cookies[SESSION_COOKIE])
    if (!session) return null
    const customer = customers.findById(session.customerId)
    return customer && customer.channel === requireMarket(ctx).channel ? customer : null
  }

  /**
   * Starts a session and answers the customer with its cookie, and the device cookie that spares
   * this browser the account's login slow-down from now on.
   */
  function loggedIn(ctx: RequestContext, customer: Customer, status = 200): Reply {
    const previous = ctx.cookies[SESSION_COOKIE]
    if (previous) sessions.end(previous)
    const { token } = sessions.create(customer.id)
    const cookie = sessionCookie(token, Math.floor(settings.sessionTtlMs / 1000), ctx.secure)
    const device = deviceCookie(devices.issue(accountOf(customer)), ctx.secure)
    return json(
      status,
      { payload: customerPayload(customer) },
      { ...PRIVATE, 'set-cookie': [cookie, device] },
    )
  }

  /**
   * An identical sign-up (same names, newsletter wish and password) within the retry window of the
   * account's creation.
   */
  async function isRetriedSignUp(
    existing: Customer,
    form: { password: string; firstName: string; lastName: string; newsletterOptIn: boolean },
  ): Promise<boolean> {
    if (now() - existing.createdAt > RETRY_WINDOW_MS) return false
    if (
      existing.firstName !== form.firstName ||
      existing.lastName !== form.lastName ||
      existing.newsletterOptIn !== form.newsletterOptIn
    )
      return false
    return verify(form.password, existing.passwordHash)
  }

  const pendingSignUps = new Map<string, Promise<Reply>>()
  const insertSignUpKey = db.prepare(
    'INSERT OR IGNORE INTO sign_up_keys (key, customer_id, created_at) VALUES (?, ?, ?)',
  )
  const findSignUpKey = db.prepare<[string, number], { customerId: number }>(
    'SELECT customer_id AS customerId FROM sign_up_keys WHERE key = ? AND created_at > ?',
  )
  const purgeSignUpKeys = db.prepare('DELETE FROM sign_up_keys WHERE created_at <= ?')

  /**
   * The account a sign-up with this key created, when address and password are the same.
   */
  async function replayedSignUp(
    key: string,
    channel: Customer['channel'],
    email: string,
    password: string,
  ): Promise<Customer | null> {
    const row = findSignUpKey.get(key, now() - SIGN_UP_KEY_TTL_MS)
    const owner = row ? customers.findById(row.customerId) : null
    if (
      !owner ||
      owner.channel !== channel ||
      normaliseEmail(owner.email) !== normaliseEmail(email)
    )
      return null
    return (await verify(password, owner.passwordHash)) ? owner : null
  }

  /** The owner of a reset link used within the retry window, when `password` is the one it set. */
  async function retriedConfirmation(
    token: string,
    password: string,
    channel: Customer['channel'],
  ): Promise<Customer | null> {
    const id = resets.customerOfRecentlyUsed(token)
    const owner = id === null ? null : customers.findById(id)
    if (!owner || owner.channel !== channel || !(await verify(password, owner.passwordHash)))
      return null
    logger.info(
      { event: 'password-reset-confirm-retry', customer: owner.id },
      'new password sent again within the retry window',
    )
    return owner
  }

  router.get('/web-api/customer-data', (ctx) => {
    const customer = currentCustomer(ctx)
    // The order (basket count, whitelabel mode) comes from the baskets.
    return json(
      200,
      { payload: { ...customerPayload(customer), order: baskets.orderOf(ctx, customer) } },
      PRIVATE,
    )
  })

  router.post('/web-api/customer-signup', async (ctx) => {
    const market = requireMarket(ctx)
    const form = await ctx.form()
    const errors = new FormErrors(market.language)
    const email = textField(form.email)
    const password = passwordField(form.password)
    const firstName = textField(form.firstName)
    const lastName = textField(form.lastName)
    checkEmail(errors, 'email', email)
    checkNewPassword(errors, 'password', password)
    checkName(errors, 'firstName', firstName)
    checkName(errors, 'lastName', lastName)
    const linkPath = linkPathField(errors, form.newsletterLinkPath)
    if (errors.any)
      return shopError(400, t(market.language, 'checkEntries'), errors.fields, PRIVATE)

    // Exactly once: a sign-up sent again with its key gets the first one's outcome.
    const key = idempotencyKeyOf(form.idempotencyKey)
    if (key) {
      await pendingSignUps.get(key)?.catch(() => undefined)
      const replayed = await replayedSignUp(key, market.channel, email, password)
      if (replayed) {
        logger.info(
          { event: 'customer-sign-up-replayed', customer: replayed.id },
          'sign-up sent again with its key: logged in',
        )
        return loggedIn(ctx, replayed)
      }
    }
    const limited = limitedByAddress(ctx, signUps, 'sign-up')
    if (limited) return limited
    const work = createAccount(ctx, {
      email,
      password,
      firstName,
      lastName,
      linkPath,
      wantsNewsletter: booleanish(form.newsletter),
      key,
    })
    if (key) {
      pendingSignUps.set(key, work)
      void work.finally(() => pendingSignUps.delete(key)).catch(() => undefined)
    }
    return work
  })

  async function createAccount(
    ctx: RequestContext,
    input: {
      email: string
      password: string
      firstName: string
      lastName: string
      linkPath: string | undefined
      wantsNewsletter: boolean
      key: string
    },
  ): Promise<Reply> {
    const market = requireMarket(ctx)
    const { email, password, firstName, lastName, linkPath, wantsNewsletter, key } = input
    const passwordHash = await hash(password)
    let customer: Customer
    try {
      // The account and the newsletter wish it carries are one write: a crash between the
      // two must not leave an account whose subscription is lost (a retry says "e-mail taken").
      customer = db
        .transaction(() => {
          const created = customers.create({
            channel: market.channel,
            email,
            passwordHash,
            firstName,
            lastName,
            locale: market.locale,
            newsletterOptIn: wantsNewsletter,
          })
          if (wantsNewsletter)
            newsletter.subscribe({
              market,
              email,
              source: 'signup',
              ...(linkPath ? { linkPath } : {}),
              referer: refererOf(ctx),
            })
          if (key) insertSignUpKey.run(key, created.id, now())
          return created
        })
        .immediate()
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error
      // The same form sent again (double click, back and resubmit, a retry after a lost
      // answer): answered like the first time, without a second account or e-mail.
      const existing = customers.findByEmail(market.channel, email)
      if (
        existing &&
        (await isRetriedSignUp(existing, {
          password,
          firstName,
          lastName,
          newsletterOptIn: wantsNewsletter,
        }))
      ) {
        logger.info(
          { event: 'customer-sign-up-retry', customer: existing.id },
          'identical sign-up within the retry window: logged in',
        )
        return loggedIn(ctx, existing)
      }
      const text = t(market.language, 'emailTaken')
      return shopError(400, text, { email: [text] }, PRIVATE)
    }
    logger.info(
      { event: 'customer-signed-up', customer: customer.id, channel: market.channel },
      'customer signed up',
    )
    return loggedIn(ctx, customer)
  }

  router.post('/web-api/customer-login', async (ctx) => {
    const market = requireMarket(ctx)
    const form = await ctx.form()
    const errors = new FormErrors(market.language)
    const email = textField(form.email)
    const password = passwordField(form.password)
    if (!email) errors.add('email', 'required')
    if (!password) errors.add('password', 'required')
    if (errors.any)
      return shopError(400, t(market.language, 'checkEntries'), errors.fields, PRIVATE)

    const account = `${market.channel}:${normaliseEmail(email)}`
    const attempt: Attempt = {
      account,
      group: addressGroup(ctx.clientAddress),
      device: devices.idFor(ctx.cookies[DEVICE_COOKIE], account),
    }
    // Escalation for an account under attack: a bounded wait a captcha skips, never a lock.
    let captchaSolved = false
    const token = captchaTokenOf(form)
    if (token && throttle.needsCaptcha(attempt)) {
      captchaSolved = await app.captcha
        .verify(token, { remoteAddress: ctx.clientAddress, action: 'login' })
        .then(
          (result) => result.success,
          () => false,
        )
    }
    const verdict = throttle.verdict(attempt, captchaSolved)
    if (verdict.kind === 'wait') {
      const seconds = Math.ceil(verdict.ms / 1000)
      logger.warn(
        {
          event: 'login-throttled',
          address: ctx.clientAddress,
          scope: verdict.scope,
          retryAfter: seconds,
          captcha: verdict.captcha,
          captchaGiven: Boolean(token),
        },
        'login throttled',
      )
      const text =
        verdict.scope === 'account'
          ? t(market.language, 'loginDelay', { count: seconds })
          : t(market.language, 'loginThrottled', { count: Math.max(1, Math.ceil(seconds / 60)) })
      // With `captchaRequired` the form comes back with the captcha that skips the wait.
      return shopError(
        429,
        text,
        {},
        { ...PRIVATE, 'retry-after': String(seconds) },
        { retryAfter: seconds, ...(verdict.captcha ? { captchaRequired: true } : {}) },
      )
    }

    // Counted as a failure before the (slow, asynchronous) password check and taken back on
    // success: otherwise parallel attempts all pass the check above before any is counted.
    const failure = throttle.recordFailure(attempt)
    const customer = customers.findByEmail(market.channel, email)
    let valid: boolean
    try {
      valid = await verify(
        password,
        customer?.passwordHash ?? (await dummyHash(settings.passwordHashing)),
      )
    } catch (error) {
      // Busy: not the shopper's failure.
      throttle.forget(failure)
      throw error
    }
    if (!customer || !valid) {
      const text = t(market.language, 'loginInvalid')
      return shopError(400, text, {}, PRIVATE)
    }
    throttle.forget(failure)
    throttle.succeeded(attempt)
    if (needsRehash(customer.passwordHash, settings.passwordHashing)) {
      customers.setPasswordHash(customer.id, await hash(password))
    }
    return loggedIn(ctx, customer)
  })

  registerGoogleSignIn(router, app, { customers, currentCustomer, loggedIn })

  const logout = (ctx: RequestContext) => {
    const market = requireMarket(ctx)
    sessions.end(ctx.cookies[SESSION_COOKIE])
    return json(
      200,
      { payload: customerPayload(null), message: { text: t(market.language, 'loggedOut') } },
      { ...PRIVATE, 'set-cookie': clearedSessionCookie(ctx.secure) },
    )
  }
  router.add(['POST', 'DELETE'], '/web-api/customer-logout', logout)

  router.post('/web-api/customer-password-reset', async (ctx) => {
    const market = requireMarket(ctx)
    const form = await ctx.form()
    const errors = new FormErrors(market.language)
    const email = textField(form.email)
    checkEmail(errors, 'email', email)
    const linkPath = linkPathField(errors, form.linkPath)
    if (errors.any)
      return shopError(400, t(market.language, 'checkEntries'), errors.fields, PRIVATE)

    const limited = limitedByAddress(ctx, resetRequests, 'password-reset')
    if (limited) return limited
    const customer = customers.findByEmail(market.channel, email)
    if (customer) {
      const outcome = resets.issue(customer.id, (token) => {
        // The customer's market: a wall-art customer's link goes to the wall-art shop.
        const link = tokenLink(
          storefrontUrlFor(
            settings.storefrontOrigins,
            settings.storefrontUrl,
            market,
            refererOf(ctx),
          ),
          linkPath ?? DEFAULT_RESET_PATH,
          token,
        )
        app.outbox.send({
          kind: 'password-reset',
          to: customer.email,
          subject: t(market.language, 'resetMailSubject'),
          text: t(market.language, 'resetMailBody', { name: customer.firstName, link }),
          links: [link],
        })
      })
      if (outcome === 'retry') {
        logger.info(
          { event: 'password-reset-retry', customer: customer.id },
          'password reset requested again within the retry window: no second e-mail',
        )
      } else if (outcome === 'limited') {
        logger.warn(
          { event: 'password-reset-rate-limited', customer: customer.id },
          'password reset e-mail not sent: too many requests',
        )
      }
    }
    // The same answer whether or not the address has an account.
    return json(
      200,
      { payload: {}, message: { text: t(market.language, 'resetRequested') } },
      PRIVATE,
    )
  })

  router.post('/web-api/customer-password-reset/confirm', async (ctx) => {
    const market = requireMarket(ctx)
    const form = await ctx.form()
    const errors = new FormErrors(market.language)
    const token = textField(form.token)
    const password = passwordField(form.password)
    if (!token) errors.add('token', 'resetTokenInvalid')
    checkNewPassword(errors, 'password', password)
    if (errors.any) {
      const text =
        errors.fields.token && !errors.fields.password
          ? t(market.language, 'resetTokenInvalid')
          : t(market.language, 'checkEntries')
      return shopError(400, text, errors.fields, PRIVATE)
    }
    if (resets.customerFor(token) === null) {
      // The same new password sent again with a link just used (double click, back and
      // resubmit): answered like the first time. A different password is refused.
      const retried = await retriedConfirmation(token, password, market.channel)
      if (retried) return loggedIn(ctx, retried)
      const text = t(market.language, 'resetTokenInvalid')
      return shopError(400, text, { token: [text] }, PRIVATE)
    }
    const passwordHash = await hash(password)
    // Redeeming, setting the password and ending every session happen in one transaction,
    // so two requests racing with the same token cannot both succeed.
    const customer = db
      .transaction(() => {
        const id = resets.customerFor(token)
        const owner = id === null ? null : customers.findById(id)
        if (!owner || owner.channel !== market.channel) return null
        if (resets.redeem(token) !== owner.id) return null
        customers.setPasswordHash(owner.id, passwordHash)
        sessions.endAllFor(owner.id)
        return owner
      })
      .immediate()
    if (!customer) {
      // Lost a race with the same form sent twice at once: answered like the winner when the
      // password is the same.
      const retried = await retriedConfirmation(token, password, market.channel)
      if (retried) return loggedIn(ctx, retried)
      const text = t(market.language, 'resetTokenInvalid')
      return shopError(400, text, { token: [text] }, PRIVATE)
    }
    throttle.clearAccount(accountOf(customer))
    logger.info({ event: 'customer-password-reset', customer: customer.id }, 'password reset')
    return loggedIn(ctx, customer)
  })

  const purge = () => {
    try {
      sessions.purgeExpired()
      throttle.purgeExpired()
      purgeSignUpKeys.run(now() - SIGN_UP_KEY_TTL_MS)
      resets.purgeExpired()
      newsletter.purgeExpired()
    } catch (error) {
      logger.error({ err: error }, 'purging expired rows failed')
    }
  }
  purge()
  const timer = setInterval(purge, PURGE_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}

export const customerModule: BackendModule = {
  name: 'customer',
  register: registerCustomerRoutes,
}
