import { siteName } from '~/domain/seo'
import type { MetaDescriptor } from '@remix-run/node'
import type { ServerText } from '~/i18n/i18n'

type PageOf = { product: string; name?: string }

/** A product page's name and description: the theme's or product's name and its intro. */
export function productPageText(
  data: PageOf,
  serverText: ServerText,
): { name?: string; description?: string } {
  const text = (key: string) => serverText('product', key)
  const name = data.name ?? text(`products.title.${data.product}`)
  const intro = text(`products.intro.${data.product}`)
  // A theme's own name leads its description, so each theme page describes itself.
  const description = intro ? (data.name ? `${data.name} – ${intro}` : intro) : undefined
  return { ...(name ? { name } : {}), ...(description ? { description } : {}) }
}

/**
 * The head of a product page built from product data: the theme's or product's name. A page
 * that names a product (a theme, a design, a size, a frame, a SKU) is indexed under its canonical
 * URL, the product's identifying query, with its structured data; any other query of the products
 * page is not.
 */
export function productPageMeta(
  data: PageOf | undefined,
  serverText: ServerText,
  { canonical, jsonLd = [] }: { canonical?: string | undefined; jsonLd?: readonly object[] } = {},
): MetaDescriptor[] {
  const { name, description } = data ? productPageText(data, serverText) : {}
  return [
    { title: name ? `${name} | ${siteName}` : siteName },
    ...(description ? [{ name: 'description', content: description }] : []),
    { name: 'robots', content: canonical ? 'index, follow' : 'noindex, follow' },
    ...(canonical ? [{ tagName: 'link', rel: 'canonical', href: canonical }] : []),
    ...jsonLd.map((entry) => ({ 'script:ld+json': entry })),
  ]
}
