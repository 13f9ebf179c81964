import { Blocks, editableAttributes, type BlockData } from './Blocks'

/** The root `page` component of a content story: hero, USPs, calculator, body. */
export function Page({ content, editable = false }: { content: BlockData; editable?: boolean }) {
  const teaser = Array.isArray(content.teaser) ? content.teaser : []
  return (
    <article className="page" {...editableAttributes(content, editable)}>
      <Blocks blocks={teaser} editable={editable} />
      <Blocks blocks={content.uspTeaser} editable={editable} offset={teaser.length} />
      <Blocks blocks={content.calculator} editable={editable} offset={teaser.length + 1} />
      <Blocks blocks={content.body} editable={editable} offset={teaser.length + 2} />
    </article>
  )
}
