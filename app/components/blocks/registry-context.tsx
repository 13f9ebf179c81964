import { createContext, useContext, type ComponentType } from 'react'
import type { BlockProps } from './block-data'

export type BlockRegistry = Readonly<Record<string, ComponentType<BlockProps> | undefined>>

/**
 * The block registry reaches `Blocks` through context (the page provides registry.tsx's):
 * blocks render nested blocks, so importing the registry there would be an import cycle.
 */
const BlockRegistryContext = createContext<BlockRegistry>({})

export const BlockRegistryProvider = BlockRegistryContext.Provider

export function useBlockRegistry(): BlockRegistry {
  return useContext(BlockRegistryContext)
}
