import { randomInt } from 'node:crypto'
import type {
  AppliedVoucher,
  ExtrasCurrency,
  VoucherFailureReason,
} from '../../../contracts/shop-extras'
import type { Db } from '../db/database'
import type { Channel } from '../market/markets'
import type { z } from 'zod'

type VoucherRow = {
  code: string
  channel: Channel | null
  kind: 'percent' | 'amount'
  value: number
  currency: ExtrasCurrency | null
  valid_from: number | null
  valid_until: number | null
  max_uses: number | null
  uses: number
}

export type SeedVoucher = {
  code: string
  channel: Channel | null
  kind: 'percent' | 'amount'
  /** Percent, or minor units of `currency`. */
  value: number
  currency: ExtrasCurrency | null
  validFrom: string | null
  validUntil: string | null
  maxUses: number | null
  uses: number
  /** What the code is for, in the reference setup's documentation. */
  about: string
}

/**
 * The codes the reference backend knows from its first start, one per answer
 * the redemption can give. `PRINTHAUS10` may be used by any number of baskets, so tests
 * and people can redeem it again and again.
 */
export const seedVouchers: readonly SeedVoucher[] = [
  {
    code: 'PRINTHAUS10',
    channel: null,
    kind: 'percent',
    value: 10,
    currency: null,
    validFrom: '2024-01-01T00:00:00Z',
    validUntil: '2099-12-31T23:59:59Z',
    maxUses: null,
    uses: 0,
    about: 'valid: 10 % off, both channels, any number of baskets',
  },
  {
    code: 'GIFT-25-EUR',
    channel: 'cards',
    kind: 'amount',
    value: 2500,
    currency: 'EUR',
    validFrom: null,
    validUntil: '2099-12-31T23:59:59Z',
    maxUses: null,
    uses: 0,
    about: 'valid on the card channel in euro markets: 25 € off',
  },
  {
    code: 'SUMMER2020',
    channel: null,
    kind: 'percent',
    value: 20,
    currency: null,
    validFrom: '2020-06-01T00:00:00Z',
    validUntil: '2020-09-30T23:59:59Z',
    maxUses: null,
    uses: 0,
    about: 'expired on 30 September 2020',
  },
  {
    code: 'USED-ONCE',
    channel: null,
    kind: 'amount',
    value: 1000,
    currency: 'EUR',
    validFrom: null,
    validUntil: null,
    maxUses: 1,
    uses: 1,
    about: 'single use, already used',
  },
  {
    code: 'WALLART15',
    channel: 'wallart',
    kind: 'percent',
    value: 15,
    currency: null,
    validFrom: null,
    validUntil: null,
    maxUses: null,
    uses: 0,
    about: 'wall-art channel only (not applicable on cards)',
  },
  {
    code: 'SPRING2099',
    channel: null,
    kind: 'percent',
    value: 5,
    currency: null,
    validFrom: '2099-03-01T00:00:00Z',
    validUntil: null,
    maxUses: null,
    uses: 0,
    about: 'not valid yet (from 1 March 2099)',
  },
]

/** Letters and digits a reader cannot confuse (no 0/O, 1/I/L). */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A new code with a prefix and 8 random characters (31^8 ≈ 8.5e11 codes). */
export function randomVoucherCode(prefix: string): string {
  let code = `${prefix}-`
  for (let i = 0; i < 8; i++) code += codeAlphabet[randomInt(codeAlphabet.length)]
  return code
}

export type RedeemOutcome =
  | { ok: true; voucher: z.infer<typeof AppliedVoucher>; alreadyApplied: boolean }
  | { ok: false; reason: VoucherFailureReason }

function payloadOf(row: VoucherRow): z.infer<typeof AppliedVoucher> {
  return {
    code: row.code,
    kind: row.kind,
    value: row.kind === 'amount' ? row.value / 100 : row.value,
    currency: row.currency,
    validUntil: row.valid_until === null ? null : new Date(row.valid_until).toISOString(),
  }
}

export function createVoucherStore(db: Db, now: () => number) {
  const seed = db.prepare(
    `INSERT OR IGNORE INTO vouchers (code, channel, kind, value, currency, valid_from, valid_until, max_uses, uses, created_at)
     VALUES (@code, @channel, @kind, @value, @currency, @validFrom, @validUntil, @maxUses, @uses, @now)`,
  )
  const byCode = db.prepare<[string], VoucherRow>('SELECT * FROM vouchers WHERE code = ?')
  const applied = db.prepare<[number, string], { code: string }>(
    'SELECT code FROM basket_vouchers WHERE basket_id = ? AND code = ?',
  )
  const appliedTo = db.prepare<[number], VoucherRow>(
    'SELECT v.* FROM basket_vouchers b JOIN vouchers v ON v.code = b.code WHERE b.basket_id = ? ORDER BY b.applied_at, v.code',
  )
  const apply = db.prepare(
    'INSERT INTO basket_vouchers (basket_id, code, applied_at) VALUES (?, ?, ?)',
  )
  const countUse = db.prepare(
    'UPDATE vouchers SET uses = uses + 1 WHERE code = ? AND (max_uses IS NULL OR uses < max_uses)',
  )

  const issue = db.prepare(
    `INSERT OR IGNORE INTO vouchers (code, channel, kind, value, currency, valid_from, valid_until, max_uses, uses, created_at)
     VALUES (?, ?, 'percent', ?, NULL, ?, ?, 1, 0, ?)`,
  )

  return {
    /**
     * A new single-use percentage code for one channel, valid from now until `validUntil`; a code
     * that happens to exist already is drawn again.
     */
    issuePercent(input: {
      prefix: string
      channel: Channel
      percent: number
      validUntil: number
    }): string {
      for (;;) {
        const code = randomVoucherCode(input.prefix)
        const at = now()
        if (issue.run(code, input.channel, input.percent, at, input.validUntil, at).changes === 1)
          return code
      }
    },
    seed(vouchers: readonly SeedVoucher[]): void {
      db.transaction(() => {
        for (const voucher of vouchers) {
          const { about: _about, ...fields } = voucher
          seed.run({
            ...fields,
            validFrom: voucher.validFrom === null ? null : Date.parse(voucher.validFrom),
            validUntil: voucher.validUntil === null ? null : Date.parse(voucher.validUntil),
            now: now(),
          })
        }
      })()
    },
    /**
     * Why a code cannot be used in this market now, or the voucher when it can (not yet applied).
     */
    check(
      code: string,
      channel: Channel,
      currency: ExtrasCurrency,
      basketId: number | undefined,
    ): RedeemOutcome {
      const row = byCode.get(code)
      if (!row) return { ok: false, reason: 'unknown' }
      if (
        (row.channel !== null && row.channel !== channel) ||
        (row.currency !== null && row.currency !== currency)
      )
        return { ok: false, reason: 'not-applicable' }
      const time = now()
      if (row.valid_from !== null && time < row.valid_from)
        return { ok: false, reason: 'not-yet-valid' }
      if (row.valid_until !== null && time > row.valid_until)
        return { ok: false, reason: 'expired' }
      if (basketId !== undefined && applied.get(basketId, code))
        return { ok: true, voucher: payloadOf(row), alreadyApplied: true }
      if (row.max_uses !== null && row.uses >= row.max_uses) return { ok: false, reason: 'used' }
      return { ok: true, voucher: payloadOf(row), alreadyApplied: false }
    },
    /**
     * Applies a checked code to a basket. Counting the use and recording it are one
     * transaction, so two baskets racing for the last use of a code cannot both get it.
     */
    apply(basketId: number, code: string): boolean {
      return db
        .transaction(() => {
          if (applied.get(basketId, code)) return true
          if (countUse.run(code).changes === 0) return false
          apply.run(basketId, code, now())
          return true
        })
        .immediate()
    },
    appliedTo(basketId: number | undefined) {
      return basketId === undefined ? [] : appliedTo.all(basketId).map(payloadOf)
    },
  }
}

export type VoucherStore = ReturnType<typeof createVoucherStore>
