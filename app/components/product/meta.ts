import { siteName } from '~/domain/seo'
import type { MetaDescriptor } from '@remix-run/node'
import type { ServerText } from '~/i18n/i18n'

/**
 * The head of a product page built from product data: the theme's or product's name.
 * Theme pages may be indexed; the query-driven products page is not (its URLs are endless).
 */
export function productPageMeta(
  data: { product: string; name?: string } | undefined,
  serverText: ServerText,
): MetaDescriptor[] {
  const text = (key: string) => serverText('product', key)
  const name = data?.name ?? (data ? text(`products.title.${data.product}`) : undefined)
  const intro = data ? text(`products.intro.${data.product}`) : undefined
  // A theme's own name leads its description, so each theme page describes itself.
  const description = intro ? (data?.name ? `${data.name} – ${intro}` : intro) : undefined
  return [
    { title: name ? `${name} | ${siteName}` : siteName },
    ...(description ? [{ name: 'description', content: description }] : []),
    { name: 'robots', content: data?.product === 'card' ? 'index, follow' : 'noindex, follow' },
  ]
}
