import type { MetaDescriptor } from '@remix-run/node'
import type { ServerText } from '~/pages/meta'

/** The meta of an account page: its translated title and `noindex, nofollow`. */
export function accountPageMeta(text: ServerText, titleKey: string): MetaDescriptor[] {
  const title = text('account', titleKey)
  return [
    { title: title ? `${title} | Printhaus` : 'Printhaus' },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}
