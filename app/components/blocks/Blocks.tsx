import { useTranslation } from 'react-i18next'
import { editableAttributes, isBlock, type BlockData, type BlockProps } from './block-data'
import { usePageSettings } from './page-context'
import { useBlockRegistry } from './registry-context'
import type { ComponentType } from 'react'

/** Renders a list of blocks through the registry; unknown components get the fallback. */
export function Blocks({
  blocks,
  editable,
  offset = 0,
}: {
  blocks: unknown
  editable?: boolean
  offset?: number
}) {
  const settings = usePageSettings()
  const registry = useBlockRegistry()
  const isEditable = editable ?? settings.editable
  if (!Array.isArray(blocks)) return null
  return (
    <>
      {blocks.filter(isBlock).map((block, index) => {
        const Component = registry[block.component]
        const key = block._uid ?? `${block.component}-${index}`
        if (!Component)
          return (
            <MissingBlock
              key={key}
              block={block}
              editable={isEditable}
              storyId={settings.storyId}
            />
          )
        return (
          <BlockSlot
            key={key}
            Component={Component}
            block={block}
            index={offset + index}
            editable={isEditable}
            storyId={settings.storyId}
          />
        )
      })}
    </>
  )
}

/** One block in its wrapper. */
function BlockSlot({
  Component,
  block,
  index,
  editable,
  storyId,
}: {
  Component: ComponentType<BlockProps>
  block: BlockData
  index: number
  editable: boolean
  storyId?: number
}) {
  return (
    <div
      className={`block block--${block.component}`}
      {...editableAttributes(block, editable, storyId)}
    >
      <Component block={block} index={index} editable={editable} />
    </div>
  )
}

/**
 * "Missing content component: Console error; a fallback block says a component could not
 * be found for the block and asks whether it is configured correctly."
 */
function MissingBlock({
  block,
  editable,
  storyId,
}: {
  block: BlockData
  editable: boolean
  storyId?: number
}) {
  const { t } = useTranslation()
  if (typeof window === 'undefined') {
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'missing-content-component',
        component: block.component,
        uid: block._uid,
      }),
    )
  }
  return (
    <div
      className="block block--missing"
      role="note"
      {...editableAttributes(block, editable, storyId)}
    >
      {t('block.fallback', { component: block.component })}
    </div>
  )
}
