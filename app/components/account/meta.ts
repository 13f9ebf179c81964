import type { MetaDescriptor } from '@remix-run/node'

type RootMatch = { id: string; data?: unknown }
type RootI18n = { i18n?: { locale?: string; resources?: Record<string, Record<string, Record<string, string>>> } }

/** The meta of an account page: its translated title and `noindex, nofollow`. */
export function accountPageMeta(matches: readonly RootMatch[], titleKey: string): MetaDescriptor[] {
  const root = matches.find((match) => match.id === 'root')?.data as RootI18n | undefined
  const locale = root?.i18n?.locale ?? ''
  const title = root?.i18n?.resources?.[locale]?.account?.[titleKey]
  return [{ title: title ? `${title} | Printhaus` : 'Printhaus' }, { name: 'robots', content: 'noindex, nofollow' }]
}
