import type { MetaDescriptor } from '@remix-run/node'

/** Title, description and robots of a page story (robots default: noindex, nofollow). */
export function pageMeta(content: Record<string, unknown> | undefined): MetaDescriptor[] {
  if (!content) return [{ title: 'Printhaus' }, { name: 'robots', content: 'noindex, nofollow' }]
  const title = typeof content.title === 'string' && content.title ? content.title : 'Printhaus'
  const robots = typeof content.robots === 'string' && content.robots ? content.robots : 'noindex, nofollow'
  const meta: MetaDescriptor[] = [{ title }, { name: 'robots', content: robots }]
  if (typeof content.description === 'string' && content.description) {
    meta.push({ name: 'description', content: content.description })
  }
  return meta
}
