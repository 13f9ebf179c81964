import { describe, expect, it } from 'vitest'
import {
  giftVoucherDesigns as contractDesigns,
  giftVoucherLimits,
  voucherCodePattern,
  voucherFailureReasons as contractReasons,
} from '../../contracts/shop-extras'
import {
  giftVoucherAmount,
  giftVoucherAmountMax,
  giftVoucherAmountMin,
  giftVoucherDesigns,
  giftVoucherMessageMaxLength,
  giftVoucherPresets,
  isVoucherCode,
  isVoucherFailureReason,
  messageLength,
  normaliseVoucherCode,
  voucherFailureReasons,
} from './vouchers'

describe('gift vouchers ("buy gift vouchers", shop-core §1)', () => {
  it('offers the limits, presets, designs and reasons the shop API accepts (contracts/shop-extras.ts)', () => {
    expect(giftVoucherAmountMin).toBe(giftVoucherLimits.min)
    expect(giftVoucherAmountMax).toBe(giftVoucherLimits.max)
    expect([...giftVoucherPresets]).toEqual([...giftVoucherLimits.presets])
    expect(giftVoucherMessageMaxLength).toBe(giftVoucherLimits.messageMaxLength)
    expect([...giftVoucherDesigns]).toEqual([...contractDesigns])
    expect([...voucherFailureReasons]).toEqual([...contractReasons])
  })

  it('takes a preset amount as it is', () => {
    expect(giftVoucherAmount('25', undefined)).toBe(25)
    expect(giftVoucherAmount('100', '7')).toBe(100)
  })

  it('refuses a "preset" that is not one of the presets', () => {
    expect(giftVoucherAmount('30', undefined)).toBeUndefined()
    expect(giftVoucherAmount(undefined, '30')).toBeUndefined()
  })

  it('takes a typed amount between the limits, whole units only', () => {
    expect(giftVoucherAmount('custom', ' 10 ')).toBe(10)
    expect(giftVoucherAmount('custom', '500')).toBe(500)
    expect(giftVoucherAmount('custom', '9')).toBeUndefined()
    expect(giftVoucherAmount('custom', '501')).toBeUndefined()
    expect(giftVoucherAmount('custom', '12.50')).toBeUndefined()
    expect(giftVoucherAmount('custom', '')).toBeUndefined()
    expect(giftVoucherAmount('custom', undefined)).toBeUndefined()
  })

  it('counts message characters as shoppers do (an emoji is one, CRLF is one line break)', () => {
    expect(messageLength('🎉🎉')).toBe(2)
    expect(messageLength('a\r\nb')).toBe(3)
  })
})

describe('voucher codes', () => {
  it('normalises what the shopper typed and checks it like the shop API does', () => {
    expect(normaliseVoucherCode('  printhaus10 ')).toBe('PRINTHAUS10')
    for (const code of ['PRINTHAUS10', 'USED-ONCE', 'AB', 'A'.repeat(32)]) {
      expect(isVoucherCode(code), code).toBe(true)
      expect(voucherCodePattern.test(code), code).toBe(true)
    }
    for (const code of ['', 'A', '-AB', 'AB-', 'A B', 'ÄB', 'A'.repeat(33), 'drop;']) {
      expect(isVoucherCode(code), code).toBe(false)
      expect(voucherCodePattern.test(code), code).toBe(false)
    }
  })

  it('knows the reasons a code is refused', () => {
    expect(isVoucherFailureReason('expired')).toBe(true)
    expect(isVoucherFailureReason('stolen')).toBe(false)
    expect(isVoucherFailureReason(3)).toBe(false)
  })
})
