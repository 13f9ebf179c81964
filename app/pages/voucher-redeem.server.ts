import { voucherRedeemAction, voucherRedeemPage } from '~/services/vouchers.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

/** Redeeming a voucher code for the basket (`/web-api/voucher`). */
export const loader = ({ request }: LoaderFunctionArgs) => voucherRedeemPage(request)

export const action = ({ request }: ActionFunctionArgs) => voucherRedeemAction(request)
