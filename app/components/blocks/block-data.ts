/** A content block as the content API sends it, and what a block component receives. */
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
