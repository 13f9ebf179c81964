import { rootText } from '../root-text'
import type { MetaDescriptor } from '@remix-run/node'

type RootMatch = { id: string; data?: unknown }

/**
 * The meta of a wishlist, voucher, accessory, whitelabel or market-switch page: its
 * translated title (a common key) and robots — `noindex` for pages with the shopper's data.
 */
export function extrasPageMeta(
  matches: readonly RootMatch[],
  titleKey: string,
  { index = false }: { index?: boolean } = {},
): MetaDescriptor[] {
  const title = rootText(matches, 'common', titleKey)
  return [
    { title: title ? `${title} | Printhaus` : 'Printhaus' },
    { name: 'robots', content: index ? 'index, follow' : 'noindex, nofollow' },
  ]
}
