import { hrefOf, linkContextOf, useSite, type ContentLinkLike } from '../links'
import { isBlock } from './block-data'

/** Reading block fields defensively: content is data from outside. */
export type Asset = { filename?: string | null; alt?: string | null } | undefined

export const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value : undefined
export const asset = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Asset) : undefined
export const link = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as ContentLinkLike) : undefined
export const list = (value: unknown) => (Array.isArray(value) ? value.filter(isBlock) : [])

/** The href of a content link in the current market (undefined when unsafe or empty). */
export function useHref() {
  const site = useSite()
  return (value: unknown) => (site ? hrefOf(link(value), linkContextOf(site)) : undefined)
}
