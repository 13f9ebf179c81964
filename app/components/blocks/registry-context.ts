import { createContext, type ComponentType } from 'react'
import type { BlockProps } from './Blocks'

export type BlockRegistry = Readonly<Record<string, ComponentType<BlockProps>>>

/**
 * The registry `Blocks` renders from: by default the page's eager one (registry.tsx); inside
 * a block island the full one (full-registry.tsx), so nested blocks render directly.
 */
export const BlockRegistryContext = createContext<BlockRegistry | null>(null)
