import type { MetaDescriptor } from '@remix-run/node'

type RootMatch = { id: string; data?: unknown }
type RootI18n = { i18n?: { locale?: string; resources?: Record<string, Record<string, Record<string, string>>> } }

/**
 * The meta of a wishlist, voucher, accessory, whitelabel or market-switch page: its
 * translated title (a common key) and robots — `noindex` for pages with the shopper's data.
 */
export function extrasPageMeta(matches: readonly RootMatch[], titleKey: string, { index = false }: { index?: boolean } = {}): MetaDescriptor[] {
  const root = matches.find((match) => match.id === 'root')?.data as RootI18n | undefined
  const locale = root?.i18n?.locale ?? ''
  const title = root?.i18n?.resources?.[locale]?.common?.[titleKey]
  return [{ title: title ? `${title} | Printhaus` : 'Printhaus' }, { name: 'robots', content: index ? 'index, follow' : 'noindex, nofollow' }]
}
