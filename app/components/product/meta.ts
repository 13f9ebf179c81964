import { siteName } from '~/domain/seo'
import type { MetaDescriptor } from '@remix-run/node'
import type { ServerText } from '~/i18n/i18n'

/**
 * The head of a product page built from product data: the theme's or product's name. A page
 * that names a product (a theme, a design, a size, a frame, a SKU) is indexed under its canonical
 * URL, the product's identifying query; any other query of the products page is not.
 */
export function productPageMeta(
  data: { product: string; name?: string } | undefined,
  serverText: ServerText,
  canonical?: string,
): MetaDescriptor[] {
  const text = (key: string) => serverText('product', key)
  const name = data?.name ?? (data ? text(`products.title.${data.product}`) : undefined)
  const intro = data ? text(`products.intro.${data.product}`) : undefined
  // A theme's own name leads its description, so each theme page describes itself.
  const description = intro ? (data?.name ? `${data.name} – ${intro}` : intro) : undefined
  return [
    { title: name ? `${name} | ${siteName}` : siteName },
    ...(description ? [{ name: 'description', content: description }] : []),
    { name: 'robots', content: canonical ? 'index, follow' : 'noindex, follow' },
    ...(canonical ? [{ tagName: 'link', rel: 'canonical', href: canonical }] : []),
  ]
}
