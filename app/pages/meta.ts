import { accountPageMeta } from '~/components/account/meta'
import { productPageMeta } from '~/components/product/meta'
import { extrasPageMeta } from '~/components/vouchers/meta'
import type { MetaDescriptor } from '@remix-run/node'
import type { PageView } from '~/domain/localised-pages'

/** A translation for server code, undefined when the locale has none (i18n.server.ts). */
export type ServerText = (namespace: string, key: string) => string | undefined

const noindex: MetaDescriptor[] = [{ name: 'robots', content: 'noindex, nofollow' }]

/**
 * The head of each localised page, from the page's data and its locale's texts, built by the
 * splat route's loader on the server: the browser gets the tags, not the texts.
 */
export const pageMeta: Readonly<
  Record<PageView, (data: unknown, text: ServerText) => MetaDescriptor[]>
> = {
  account: (_, text) => accountPageMeta(text, 'overview.title'),
  'account-login': (_, text) => accountPageMeta(text, 'login.title'),
  'account-new-password': (_, text) => accountPageMeta(text, 'newPassword.title'),
  'account-password-reset': (_, text) => accountPageMeta(text, 'passwordReset.title'),
  'account-sign-up': (_, text) => accountPageMeta(text, 'signUp.title'),
  logout: (_, text) => accountPageMeta(text, 'logout.title'),
  newsletter: (_, text) => accountPageMeta(text, 'newsletter.title'),
  'newsletter-confirm': (_, text) => accountPageMeta(text, 'newsletterConfirm.title'),
  'card-accessories': (_, text) => extrasPageMeta(text, 'accessories.title', { index: true }),
  'gift-voucher': (_, text) => extrasPageMeta(text, 'voucher.title', { index: true }),
  'voucher-redeem': (_, text) => extrasPageMeta(text, 'voucher.redeem.title'),
  'whitelabel-orders': (_, text) => extrasPageMeta(text, 'whitelabel.title'),
  wishlist: (_, text) => extrasPageMeta(text, 'wishlist.title'),
  'market-switch': (_, text) => extrasPageMeta(text, 'marketSwitcher.title'),
  express: (_, text) => extrasPageMeta(text, 'express.title', { index: true }),
  toolbox: (_, text) => extrasPageMeta(text, 'toolbox.title', { index: true }),
  products: (data, text) => productPageMeta(data as Parameters<typeof productPageMeta>[0], text),
  theme: (data, text) => productPageMeta(data as Parameters<typeof productPageMeta>[0], text),
  configurator: () => noindex,
  'hand-off': () => noindex,
  error: () => noindex,
}
