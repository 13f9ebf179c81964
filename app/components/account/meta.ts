import type { MetaDescriptor } from '@remix-run/node'
import type { ServerText } from '~/i18n/i18n'

/** The meta of an account page: its translated title and `noindex, nofollow`. */
export function accountPageMeta(text: ServerText, titleKey: string): MetaDescriptor[] {
  const title = text('account', titleKey)
  return [
    { title: title ? `${title} | Printhaus` : 'Printhaus' },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}
