import { accountPageMeta } from '~/components/account/meta'
import { productPageMeta } from '~/components/product/meta'
import { extrasPageMeta } from '~/components/vouchers/meta'
import type { MetaDescriptor } from '@remix-run/node'
import type { PageView } from '~/domain/localised-pages'

type RootMatch = { id: string; data?: unknown }

const noindex: MetaDescriptor[] = [{ name: 'robots', content: 'noindex, nofollow' }]

/** The head of each localised page, from the root's translations and the page's data (ADR 150). */
export const pageMeta: Readonly<
  Record<PageView, (data: unknown, matches: readonly RootMatch[]) => MetaDescriptor[]>
> = {
  account: (_, matches) => accountPageMeta(matches, 'overview.title'),
  'account-login': (_, matches) => accountPageMeta(matches, 'login.title'),
  'account-new-password': (_, matches) => accountPageMeta(matches, 'newPassword.title'),
  'account-password-reset': (_, matches) => accountPageMeta(matches, 'passwordReset.title'),
  'account-sign-up': (_, matches) => accountPageMeta(matches, 'signUp.title'),
  logout: (_, matches) => accountPageMeta(matches, 'logout.title'),
  newsletter: (_, matches) => accountPageMeta(matches, 'newsletter.title'),
  'newsletter-confirm': (_, matches) => accountPageMeta(matches, 'newsletterConfirm.title'),
  'card-accessories': (_, matches) => extrasPageMeta(matches, 'accessories.title', { index: true }),
  'gift-voucher': (_, matches) => extrasPageMeta(matches, 'voucher.title', { index: true }),
  'voucher-redeem': (_, matches) => extrasPageMeta(matches, 'voucher.redeem.title'),
  'whitelabel-orders': (_, matches) => extrasPageMeta(matches, 'whitelabel.title'),
  wishlist: (_, matches) => extrasPageMeta(matches, 'wishlist.title'),
  'market-switch': (_, matches) => extrasPageMeta(matches, 'marketSwitcher.title'),
  products: (data, matches) =>
    productPageMeta(data as Parameters<typeof productPageMeta>[0], matches),
  theme: (data, matches) => productPageMeta(data as Parameters<typeof productPageMeta>[0], matches),
  configurator: () => noindex,
  'hand-off': () => noindex,
  error: () => noindex,
}
