import * as z from 'zod/mini'
import {
  customAmountChoice,
  giftVoucherAmount,
  giftVoucherDesigns,
  giftVoucherMessageMaxLength,
  giftVoucherPresets,
  isVoucherCode,
  messageLength,
  normaliseVoucherCode,
  voucherCodeMaxLength,
} from './vouchers'

/**
 * The gift-voucher and voucher-code forms' schemas: the browser
 * validates with them before anything is sent, the actions parse with the very same ones.
 * Written with `zod/mini` to stay small in the browser. Messages are keys of the common
 * translations (`voucher.…`).
 */

const amountChoices: [string, ...string[]] = [customAmountChoice, ...giftVoucherPresets.map(String)]

// eslint-disable-next-line no-control-regex -- control characters are what this rejects
const controlCharacters = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/

export const GiftVoucherSchema = z.pipe(
  z
    .object({
      amountChoice: z.enum(amountChoices, { error: 'voucher.form.amountRequired' }),
      customAmount: z.optional(z.string()),
      design: z.enum(giftVoucherDesigns, { error: 'voucher.form.designRequired' }),
      message: z.optional(
        z.string().check(
          z.maxLength(giftVoucherMessageMaxLength * 4, 'voucher.form.messageTooLong'),
          z.refine(
            (text) => messageLength(text) <= giftVoucherMessageMaxLength,
            'voucher.form.messageTooLong',
          ),
          z.refine((text) => !controlCharacters.test(text), 'voucher.form.messageInvalid'),
        ),
      ),
    })
    .check((payload) => {
      const { amountChoice, customAmount } = payload.value
      if (giftVoucherAmount(amountChoice, customAmount) === undefined)
        payload.issues.push({
          code: 'custom',
          input: payload.value,
          path: [amountChoice === customAmountChoice ? 'customAmount' : 'amountChoice'],
          message: 'voucher.form.amountRange',
        })
    }),
  z.transform((value) => ({
    amount: giftVoucherAmount(value.amountChoice, value.customAmount)!,
    design: value.design,
    message: value.message?.replace(/\r\n?/g, '\n').trim() ?? '',
  })),
)

const invalidCode = 'voucher.redeem.error.invalid'

/**
 * A code as typed: spaces around it and lower case are fine (the shop keeps it trimmed, upper
 * case).
 */
export const VoucherCodeSchema = z.object({
  code: z
    .string({ error: invalidCode })
    .check(
      z.maxLength(voucherCodeMaxLength * 2, { error: invalidCode, abort: true }),
      z.overwrite(normaliseVoucherCode),
      z.refine(isVoucherCode, invalidCode),
    ),
})
