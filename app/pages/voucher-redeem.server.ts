import { voucherRedeemAction, voucherRedeemPage } from '~/services/vouchers.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

/** Redeeming a voucher code for the basket (`/web-api/voucher`). */
export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  voucherRedeemPage(request, load)

export const action = ({ request, context: load }: ActionFunctionArgs) =>
  voucherRedeemAction(request, load)
