import type { MetaDescriptor } from '@remix-run/node'
import type { ServerText } from '~/i18n/i18n'

/**
 * The meta of a wishlist, voucher, accessory, whitelabel or market-switch page: its
 * translated title (a common key) and robots — `noindex` for pages with the shopper's data.
 */
export function extrasPageMeta(
  text: ServerText,
  titleKey: string,
  { index = false }: { index?: boolean } = {},
): MetaDescriptor[] {
  const title = text('common', titleKey)
  return [
    { title: title ? `${title} | Printhaus` : 'Printhaus' },
    { name: 'robots', content: index ? 'index, follow' : 'noindex, nofollow' },
  ]
}
