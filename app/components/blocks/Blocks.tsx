import { useTranslation } from 'react-i18next'
import { usePageSettings } from './page-context'
import { blockRegistry } from './registry'
import type { ComponentType } from 'react'

export type BlockData = {
  _uid?: string
  component: string
  _editable?: string
  [field: string]: unknown
}
export type BlockProps<T = Record<string, unknown>> = {
  block: BlockData & T
  index: number
  editable: boolean
}

export function isBlock(value: unknown): value is BlockData {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as BlockData).component === 'string'
  )
}

const editableComment = /^<!--#storyblok#(.*)-->$/s

/**
 * Storyblok's `data-blok-c` / `data-blok-uid` attributes (what the visual editor's bridge
 * reads to make a block clickable), only in a verified preview. From the block's
 * `_editable` comment when the content API sent one, else from its name and uid.
 */
export function editableAttributes(block: BlockData, editable: boolean, storyId?: number) {
  if (!editable || !block._uid) return {}
  let options: Record<string, unknown> = {
    name: block.component,
    uid: block._uid,
    ...(storyId ? { id: storyId } : {}),
  }
  const comment =
    typeof block._editable === 'string' ? editableComment.exec(block._editable)?.[1] : undefined
  if (comment) {
    try {
      options = JSON.parse(comment) as Record<string, unknown>
    } catch {
      // keep the fallback options
    }
  }
  const id = options.id ?? storyId
  return {
    'data-blok-c': JSON.stringify(options),
    'data-blok-uid': id
      ? `${String(id)}-${String(options.uid ?? block._uid)}`
      : String(options.uid ?? block._uid),
  }
}

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
  const registry = blockRegistry
  const isEditable = editable ?? settings.editable
  if (!Array.isArray(blocks)) return null
  return (
    <>
      {blocks.filter(isBlock).map((block, index) => {
        const Component = (registry as Record<string, ComponentType<BlockProps>>)[block.component]
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
          <div
            key={key}
            className={`block block--${block.component}`}
            {...editableAttributes(block, isEditable, settings.storyId)}
          >
            <Component block={block} index={offset + index} editable={isEditable} />
          </div>
        )
      })}
    </>
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
