import { useTranslation } from 'react-i18next'
import type { ComponentType } from 'react'
import { blockRegistry } from './registry'

export type BlockData = { _uid?: string; component: string; [field: string]: unknown }
export type BlockProps<T = Record<string, unknown>> = { block: BlockData & T; index: number; editable: boolean }

export function isBlock(value: unknown): value is BlockData {
  return typeof value === 'object' && value !== null && typeof (value as BlockData).component === 'string'
}

/** Storyblok's `data-blok-c` / `data-blok-uid` attributes, only in preview (visual editor). */
export function editableAttributes(block: BlockData, editable: boolean) {
  if (!editable || !block._uid) return {}
  return {
    'data-blok-c': JSON.stringify({ name: block.component, uid: block._uid }),
    'data-blok-uid': block._uid,
  }
}

/** Renders a list of blocks through the registry; unknown components get the fallback. */
export function Blocks({ blocks, editable = false, offset = 0 }: { blocks: unknown; editable?: boolean; offset?: number }) {
  if (!Array.isArray(blocks)) return null
  return (
    <>
      {blocks.filter(isBlock).map((block, index) => {
        const Component = (blockRegistry as Record<string, ComponentType<BlockProps>>)[block.component]
        const key = block._uid ?? `${block.component}-${index}`
        if (!Component) return <MissingBlock key={key} block={block} />
        return (
          <div key={key} className={`block block--${block.component}`} {...editableAttributes(block, editable)}>
            <Component block={block} index={offset + index} editable={editable} />
          </div>
        )
      })}
    </>
  )
}

/** C8 "Missing content component": console error and a fallback block. */
function MissingBlock({ block }: { block: BlockData }) {
  const { t } = useTranslation()
  if (typeof window === 'undefined') {
    console.error(JSON.stringify({ level: 'error', event: 'missing-content-component', component: block.component, uid: block._uid }))
  }
  return (
    <div className="block block--missing" role="note">
      {t('block.fallback', { component: block.component })}
    </div>
  )
}
