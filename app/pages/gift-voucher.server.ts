import { giftVoucherAction, giftVoucherPage } from '~/services/vouchers.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

/**
 * Buying a gift voucher: amount, design and message, validated on the server, into the basket.
 */
export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  giftVoucherPage(request, load)

export const action = ({ request, context: load }: ActionFunctionArgs) =>
  giftVoucherAction(request, load)
