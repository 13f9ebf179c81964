/**
 * The server part of every localised page, by view (app/domain/localised-pages.ts): one
 * `*.server` module for the splat route, so its browser chunk needs one empty stand-in.
 */
import * as accountLogin from './account-login.server'
import * as accountNewPassword from './account-new-password.server'
import * as accountPasswordReset from './account-password-reset.server'
import * as accountSignUp from './account-sign-up.server'
import * as account from './account.server'
import * as cardAccessories from './card-accessories.server'
import * as configurator from './configurator.server'
import * as error from './error.server'
import * as express from './express.server'
import * as giftVoucher from './gift-voucher.server'
import * as handOff from './hand-off.server'
import * as logout from './logout.server'
import * as marketSwitch from './market-switch.server'
import * as newsletterConfirm from './newsletter-confirm.server'
import * as newsletter from './newsletter.server'
import * as products from './products.server'
import * as theme from './theme.server'
import * as toolbox from './toolbox.server'
import * as voucherRedeem from './voucher-redeem.server'
import * as whitelabelOrders from './whitelabel-orders.server'
import * as wishlist from './wishlist.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import type { LocalisedPage, PageView } from '~/domain/localised-pages'

export type PageServer = {
  loader: (args: LoaderFunctionArgs, page: LocalisedPage) => Promise<Response> | Response
  action?: (args: ActionFunctionArgs, page: LocalisedPage) => Promise<Response> | Response
}

export const pageServers: Readonly<Record<PageView, PageServer>> = {
  account,
  'account-login': accountLogin,
  'account-new-password': accountNewPassword,
  'account-password-reset': accountPasswordReset,
  'account-sign-up': accountSignUp,
  'card-accessories': cardAccessories,
  configurator,
  error,
  express,
  'gift-voucher': giftVoucher,
  'hand-off': handOff,
  logout,
  'market-switch': marketSwitch,
  newsletter,
  'newsletter-confirm': newsletterConfirm,
  products,
  theme,
  toolbox,
  'voucher-redeem': voucherRedeem,
  'whitelabel-orders': whitelabelOrders,
  wishlist,
}
