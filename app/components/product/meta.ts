import type { MetaDescriptor } from '@remix-run/node'
import { siteName } from '~/domain/seo'

type RootMatch = { id: string; data?: unknown }
type RootI18n = { i18n?: { locale?: string; resources?: Record<string, Record<string, Record<string, string>>> } }

/**
 * The head of a product page built from product data: the theme's or product's name.
 * Theme pages may be indexed; the query-driven products page is not (its URLs are endless).
 */
export function productPageMeta(data: { product: string; name?: string } | undefined, matches: readonly RootMatch[]): MetaDescriptor[] {
  const root = matches.find((match) => match.id === 'root')?.data as RootI18n | undefined
  const locale = root?.i18n?.locale ?? ''
  const product = root?.i18n?.resources?.[locale]?.product ?? {}
  const name = data?.name ?? (data ? product[`products.title.${data.product}`] : undefined)
  const intro = data ? product[`products.intro.${data.product}`] : undefined
  // A theme's own name leads its description, so each theme page describes itself.
  const description = intro ? (data?.name ? `${data.name} – ${intro}` : intro) : undefined
  return [
    { title: name ? `${name} | ${siteName}` : siteName },
    ...(description ? [{ name: 'description', content: description }] : []),
    { name: 'robots', content: data?.product === 'card' ? 'index, follow' : 'noindex, follow' },
  ]
}
