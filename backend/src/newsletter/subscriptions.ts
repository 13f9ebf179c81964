import { tokenLink } from '../customer/forms'
import { RETRY_WINDOW_MS } from '../customer/retry-window'
import { newToken, normaliseEmail, tokenHash } from '../customer/tokens'
import { t } from '../i18n/messages'
import { createVoucherStore } from '../vouchers/vouchers'
import type { Db } from '../db/database'
import type { Market } from '../market/markets'
import type { Outbox } from '../outbox/outbox'

/** Confirmation links stay valid for 7 days. */
export const NEWSLETTER_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const DEFAULT_NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm'
/** The welcome voucher the sign-up promises: 10 % off, once, for a year. */
export const NEWSLETTER_VOUCHER_PERCENT = 10
export const NEWSLETTER_VOUCHER_TTL_MS = 365 * 24 * 60 * 60 * 1000

export type SubscriptionStatus = 'pending' | 'confirmed'

interface SubscriptionRow {
  id: number
  email: string
  status: SubscriptionStatus
}

export function createNewsletter(deps: {
  db: Db
  outbox: Outbox
  now: () => number
  /** The market's storefront origin; `referer`, the storefront page the shopper asked on. */
  storefrontUrlOf: (market: Market, referer?: string) => string
}) {
  const { db, outbox, now, storefrontUrlOf } = deps
  const vouchers = createVoucherStore(db, now)
  const find = db.prepare<[string, string], SubscriptionRow>(
    'SELECT id, email, status FROM newsletter_subscriptions WHERE channel = ? AND email_normalized = ?',
  )
  const insert = db.prepare(`INSERT INTO newsletter_subscriptions
    (channel, email, email_normalized, locale, status, source, created_at, updated_at)
    VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)
    ON CONFLICT (channel, email_normalized) DO NOTHING`)
  const pendingSince = db.prepare<[number, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM newsletter_tokens WHERE subscription_id = ? AND used_at IS NULL AND created_at > ?',
  )
  const insertToken = db.prepare(
    'INSERT INTO newsletter_tokens (token_hash, subscription_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  )
  const findToken = db.prepare<
    [string],
    { subscription_id: number; expires_at: number; status: SubscriptionStatus; email: string }
  >(
    `SELECT t.subscription_id, t.expires_at, s.status, s.email FROM newsletter_tokens t
     JOIN newsletter_subscriptions s ON s.id = t.subscription_id WHERE t.token_hash = ?`,
  )
  const confirm = db.prepare(
    "UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
  )
  const useToken = db.prepare(
    'UPDATE newsletter_tokens SET used_at = COALESCE(used_at, ?) WHERE token_hash = ?',
  )
  const voucherOf = db.prepare<
    [number],
    { voucher_code: string | null; channel: Market['channel'] }
  >('SELECT voucher_code, channel FROM newsletter_subscriptions WHERE id = ?')
  const setVoucher = db.prepare(
    'UPDATE newsletter_subscriptions SET voucher_code = ? WHERE id = ? AND voucher_code IS NULL',
  )
  const purge = db.prepare(
    "DELETE FROM newsletter_tokens WHERE expires_at <= ? AND subscription_id IN (SELECT id FROM newsletter_subscriptions WHERE status = 'pending')",
  )

  /**
   * The promised welcome voucher: one single-use code per subscription, for its channel, sent by
   * e-mail in the confirming market's language. Part of the confirming transaction.
   */
  function welcome(subscriptionId: number, email: string, market: Market): void {
    const subscription = voucherOf.get(subscriptionId)
    if (!subscription || subscription.voucher_code) return
    const validUntil = now() + NEWSLETTER_VOUCHER_TTL_MS
    const code = vouchers.issuePercent({
      prefix: 'NEWS',
      channel: subscription.channel,
      percent: NEWSLETTER_VOUCHER_PERCENT,
      validUntil,
    })
    setVoucher.run(code, subscriptionId)
    const until = new Intl.DateTimeFormat(market.locale, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(validUntil)
    outbox.send({
      kind: 'newsletter-welcome',
      to: email,
      subject: t(market.language, 'newsletterWelcomeSubject'),
      text: t(market.language, 'newsletterWelcomeBody', {
        code,
        until,
        shop: storefrontUrlOf(market),
      }),
      links: [],
    })
  }

  return {
    /**
     * Records the wish to subscribe and sends a confirmation link. Idempotent: one row per
     * address and channel; a pending address gets a fresh link, a confirmed one nothing, and
     * a pending one whose last link went out within the retry window nothing either (a
     * double-submitted form sends one e-mail). The row, the token and the e-mail
     * are one transaction: a crash leaves all or none of them.
     */
    subscribe(input: {
      market: Market
      email: string
      source: 'form' | 'signup'
      linkPath?: string
      referer?: string
    }): SubscriptionStatus {
      const emailNormalized = normaliseEmail(input.email)
      const token = newToken()
      return db
        .transaction(() => {
          const at = now()
          insert.run(
            input.market.channel,
            input.email.trim(),
            emailNormalized,
            input.market.locale,
            input.source,
            at,
            at,
          )
          const row = find.get(input.market.channel, emailNormalized)!
          if (row.status === 'confirmed') return 'confirmed' as const
          if (pendingSince.get(row.id, at - RETRY_WINDOW_MS)!.n > 0) return 'pending' as const
          insertToken.run(tokenHash(token), row.id, at, at + NEWSLETTER_TOKEN_TTL_MS)
          const link = tokenLink(
            storefrontUrlOf(input.market, input.referer),
            input.linkPath ?? DEFAULT_NEWSLETTER_CONFIRM_PATH,
            token,
          )
          const language = input.market.language
          outbox.send({
            kind: 'newsletter-confirm',
            to: input.email.trim(),
            subject: t(language, 'newsletterMailSubject'),
            text: t(language, 'newsletterMailBody', { link }),
            links: [link],
          })
          return 'pending' as const
        })
        .immediate()
    },

    /**
     * Confirms the subscription a link belongs to, and the first time sends the welcome voucher.
     * Following a link again after success is fine (idempotent, no second voucher); an unknown
     * link, or an expired one of a pending subscription, is not.
     */
    confirm(token: string, market: Market): { ok: true; email: string } | { ok: false } {
      if (!token || token.length > 200) return { ok: false }
      const hash = tokenHash(token)
      return db
        .transaction(() => {
          const row = findToken.get(hash)
          if (!row) return { ok: false as const }
          if (row.status === 'confirmed') {
            useToken.run(now(), hash)
            return { ok: true as const, email: row.email }
          }
          if (row.expires_at <= now()) return { ok: false as const }
          confirm.run(now(), now(), row.subscription_id)
          useToken.run(now(), hash)
          welcome(row.subscription_id, row.email, market)
          return { ok: true as const, email: row.email }
        })
        .immediate()
    },

    status(market: Pick<Market, 'channel'>, email: string): SubscriptionStatus | null {
      return find.get(market.channel, normaliseEmail(email))?.status ?? null
    },

    purgeExpired(): number {
      return purge.run(now()).changes
    },
  }
}

export type Newsletter = ReturnType<typeof createNewsletter>
