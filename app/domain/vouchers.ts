/**
 * Gift vouchers and voucher codes (shop-core §1 "buy gift vouchers", §7 `/gift-voucher`,
 * `/web-api/voucher`). The limits match the shop API contract
 * (contracts/shop-extras.ts); the form's constraint attributes and the server's schema
 * both read them from here. Pure.
 */
import { giftVoucherDesigns, voucherFailureReasons } from '../../contracts/vocabulary'

export { giftVoucherDesigns }
export type GiftVoucherDesign = (typeof giftVoucherDesigns)[number]

/** Whole units of the market's currency. */
export const giftVoucherAmountMin = 10
export const giftVoucherAmountMax = 500
/** The amounts offered as one click; any other whole amount between min and max is typed. */
export const giftVoucherPresets = [25, 50, 100] as const
export const giftVoucherDefaultAmount = 50
export const giftVoucherMessageMaxLength = 250

/** The form's amount choice: a preset, or `custom` with a typed amount. */
export const customAmountChoice = 'custom'

/**
 * The amount a gift-voucher form asks for: the preset chosen, or the typed amount when
 * `custom` is chosen. Undefined when that is no whole number within the limits.
 */
export function giftVoucherAmount(
  choice: string | undefined,
  custom: string | undefined,
): number | undefined {
  const text = choice === customAmountChoice ? (custom ?? '').trim() : (choice ?? '')
  if (!/^\d{1,4}$/.test(text)) return undefined
  const amount = Number(text)
  if (choice !== customAmountChoice && !(giftVoucherPresets as readonly number[]).includes(amount))
    return undefined
  return amount >= giftVoucherAmountMin && amount <= giftVoucherAmountMax ? amount : undefined
}

/** A message's length as shoppers count it: characters, not UTF-16 units (an emoji is one). */
export function messageLength(text: string): number {
  return [...text.replace(/\r\n?/g, '\n')].length
}

/** Voucher codes: letters, digits and dashes, 2 to 32 characters, case-insensitive. */
export const voucherCodeMaxLength = 32
const voucherCode = /^[A-Z0-9](?:[A-Z0-9-]{0,30}[A-Z0-9])$/

/** A code as typed (spaces around it, lower case) in the form the shop keeps it. */
export function normaliseVoucherCode(input: string): string {
  return input.trim().toUpperCase()
}

export function isVoucherCode(code: string): boolean {
  return voucherCode.test(code)
}

/** Why the shop refused a code; each has its own message. */
export { voucherFailureReasons }
export type VoucherFailureReason = (typeof voucherFailureReasons)[number]

export function isVoucherFailureReason(value: unknown): value is VoucherFailureReason {
  return typeof value === 'string' && (voucherFailureReasons as readonly string[]).includes(value)
}
