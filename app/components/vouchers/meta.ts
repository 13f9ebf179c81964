import type { MetaDescriptor } from '@remix-run/node'
import type { ServerText } from '~/i18n/i18n'

/**
 * The meta of a wishlist, voucher, accessory, whitelabel or market-switch page: its
 * translated title (a common key), a description if it has one, and robots — `noindex` for pages with the shopper's data.
 */
export function extrasPageMeta(
  text: ServerText,
  titleKey: string,
  { index = false, descriptionKey }: { index?: boolean; descriptionKey?: string } = {},
): MetaDescriptor[] {
  const title = text('common', titleKey)
  const description = descriptionKey ? text('common', descriptionKey) : undefined
  return [
    { title: title ? `${title} | Printhaus` : 'Printhaus' },
    ...(description ? [{ name: 'description', content: description }] : []),
    { name: 'robots', content: index ? 'index, follow' : 'noindex, nofollow' },
  ]
}
