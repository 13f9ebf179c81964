import { data as withHeaders } from '@remix-run/node'
import { type z } from 'zod'
import { GiftVoucherSchema, VoucherCodeSchema } from '~/domain/voucher-schemas'
import { isVoucherFailureReason } from '~/domain/vouchers'
import { eventCodes } from '~/utils/event-codes'
import {
  GiftVoucherAnswer,
  VoucherAnswer,
  VouchersAnswer,
  type AppliedVoucher,
} from '../../contracts/shop-extras'
import { cacheControl } from './cache-policy'
import { redirectWithCookies, acceptForm, formReply } from './form-action.server'
import { localisedPageHref } from './localised-page.server'
import { logEvent } from './logger.server'
import { ShopApiError, shopFetch } from './shop-api.server'
import {
  basketHref,
  failureOf,
  mayHaveBasket,
  refusedFields,
  shopperCall,
  upstreamStatus,
} from './vouchers-basket.server'
import type { RequestContext } from './request-context.server'

/**
 * Gift vouchers into the basket (`POST /gift-voucher`) and voucher codes for the basket
 * (`POST`/`GET /web-api/voucher`). Messages of the schemas are keys of the common
 * translations (`voucher.…`); a refused code is shown with the text for its reason.
 */

const privateNoStore = { 'Cache-Control': cacheControl.private }
const genericError = 'voucher.error.generic'

// ---------------------------------------------------------------------------------------
// Buying a gift voucher (the form's schema: ~/domain/voucher-schemas, shared with the browser)

/** Where the shop's answer names a refused field, the form shows its own message there. */
const voucherFieldMessages: Record<string, [string, string]> = {
  amount: ['customAmount', 'voucher.form.amountRange'],
  design: ['design', 'voucher.form.designRequired'],
  message: ['message', 'voucher.form.messageTooLong'],
}

export async function giftVoucherAction(
  request: Request,
  context: RequestContext,
): Promise<Response> {
  const accepted = await acceptForm(request, {
    context,
    form: 'gift-voucher',
    schema: GiftVoucherSchema,
    botPath: (_, context) => basketHref(context),
  })
  if ('answer' in accepted) return accepted.answer
  const { value, reply } = accepted
  try {
    const { setCookies } = await shopFetch({
      ...shopperCall(request, context),
      method: 'POST',
      path: '/gift-voucher',
      body: value,
      schema: GiftVoucherAnswer,
    })
    return redirectWithCookies(request, `${basketHref(context)}?added=gift-voucher`, setCookies)
  } catch (error) {
    const refused = error instanceof ShopApiError && error.status === 400
    logEvent(refused ? 'warn' : 'error', eventCodes.errorAddVoucher, {
      call: 'gift-voucher',
      ...failureOf(error),
      fields: refusedFields(error),
    })
    if (refused) {
      const fieldErrors = Object.fromEntries(
        refusedFields(error).flatMap((field) =>
          voucherFieldMessages[field]
            ? [[voucherFieldMessages[field][0], [voucherFieldMessages[field][1]]]]
            : [],
        ),
      )
      return formReply(reply({ formErrors: [genericError], fieldErrors }))
    }
    return formReply(reply({ formErrors: [genericError] }), upstreamStatus(error))
  }
}

/**
 * A gift-voucher page loader: the page holds no shopper data, so it is as cacheable as the chrome
 * around it.
 */
export async function giftVoucherPage(request: Request) {
  return withHeaders(
    { ok: true },
    {
      headers: {
        'Cache-Control': mayHaveBasket(request) ? cacheControl.private : cacheControl.publicPage,
      },
    },
  )
}

// ---------------------------------------------------------------------------------------
// Redeeming a voucher code

/**
 * An applied voucher, its end date already in the market's words (no date formatting in the
 * browser: no hydration differences).
 */
export type AppliedVoucherData = z.infer<typeof AppliedVoucher> & { validUntilText: string | null }

export type VoucherRedeemPageData = {
  vouchers: AppliedVoucherData[]
  /** The code just applied (`?redeemed=`), for the success message. */
  redeemed: AppliedVoucherData | null
  currency: RequestContext['market']['currency']
}

/**
 * The redemption page: the codes already applied to the shopper's basket, and the one just
 * redeemed.
 */
export async function voucherRedeemPage(request: Request, context: RequestContext) {
  let vouchers: AppliedVoucherData[] = []
  if (mayHaveBasket(request)) {
    try {
      const { data } = await shopFetch({
        ...shopperCall(request, context),
        path: '/web-api/voucher',
        schema: VouchersAnswer,
      })
      const dates = new Intl.DateTimeFormat(context.market.locale, {
        dateStyle: 'long',
        timeZone: 'UTC',
      })
      vouchers = data.payload.vouchers.map((voucher) => ({
        ...voucher,
        validUntilText: voucher.validUntil ? dates.format(new Date(voucher.validUntil)) : null,
      }))
    } catch (error) {
      logEvent('warn', 'vouchers-unavailable', failureOf(error))
    }
  }
  const redeemedCode = context.url.searchParams.get('redeemed')
  const redeemed = redeemedCode
    ? (vouchers.find((voucher) => voucher.code === redeemedCode) ?? null)
    : null
  return withHeaders(
    { vouchers, redeemed, currency: context.market.currency } satisfies VoucherRedeemPageData,
    { headers: privateNoStore },
  )
}

/**
 * POST: the code to the shop API; applied → back to the page with `?redeemed=CODE` (303);
 * refused → 400 with the text for its reason (unknown, expired, already used …), logged
 * as error-add-voucher.
 */
export async function voucherRedeemAction(
  request: Request,
  context: RequestContext,
): Promise<Response> {
  const accepted = await acceptForm(request, {
    context,
    form: 'voucher-redeem',
    schema: VoucherCodeSchema,
    botPath: (_, context) => localisedPageHref('voucher-redeem', context),
    onInvalid: () =>
      logEvent('warn', eventCodes.errorAddVoucher, {
        call: 'voucher',
        reason: 'invalid',
        stage: 'form',
      }),
  })
  if ('answer' in accepted) return accepted.answer
  const { value, reply } = accepted
  const page = localisedPageHref('voucher-redeem', context)
  const { code } = value
  try {
    const { setCookies } = await shopFetch({
      ...shopperCall(request, context),
      method: 'POST',
      path: '/web-api/voucher',
      body: { code },
      schema: VoucherAnswer,
    })
    return redirectWithCookies(
      request,
      `${page}?${new URLSearchParams({ redeemed: code })}`,
      setCookies,
    )
  } catch (error) {
    const reason =
      error instanceof ShopApiError && error.status === 400
        ? (error.body as { payload?: { reason?: unknown } } | null)?.payload?.reason
        : undefined
    if (isVoucherFailureReason(reason)) {
      logEvent('warn', eventCodes.errorAddVoucher, { call: 'voucher', reason, status: 400 })
      return formReply(reply({ fieldErrors: { code: [`voucher.redeem.error.${reason}`] } }))
    }
    logEvent('error', eventCodes.errorAddVoucher, { call: 'voucher', ...failureOf(error) })
    return formReply(reply({ formErrors: [genericError] }), upstreamStatus(error))
  }
}
