import { rootText } from '../root-text'
import type { MetaDescriptor } from '@remix-run/node'

type RootMatch = { id: string; data?: unknown }

/** The meta of an account page: its translated title and `noindex, nofollow`. */
export function accountPageMeta(matches: readonly RootMatch[], titleKey: string): MetaDescriptor[] {
  const title = rootText(matches, 'account', titleKey)
  return [
    { title: title ? `${title} | Printhaus` : 'Printhaus' },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}
