/**
 * The global-config pieces the chrome renders, read defensively: the story is validated
 * loosely on the server (global-config.server.ts), so nested fields may be missing.
 */
import type { ContentLinkLike } from '../links'

export type Asset = { filename?: string | null; alt?: string | null }
export type LabelColour = { color?: string; hex?: string } | string | undefined
export type NavLabel = {
  labelText?: string
  labelBackgroundColor?: LabelColour
  labelTextColor?: LabelColour
}

export type NavItem = {
  _uid?: string
  text?: string
  link?: ContentLinkLike
  icon?: string
  navigationType?: string
  subNaviOnly?: boolean
  isOnlyInBurgerNavigation?: boolean
  alwaysShowSubNavi?: boolean
  isHeadlineItem?: boolean
  categoryName?: string
  badge?: string
  label?: NavLabel
  subItems?: NavItem[]
  flyoutGroups?: FlyoutGroup[]
}

export type FlyoutItem = {
  _uid?: string
  text?: string
  subnaviTitle?: string
  link?: ContentLinkLike
  asset?: Asset
  linkOnlyImage?: boolean
  typeOverride?: string
}

export type FlyoutGroup = {
  _uid?: string
  flyoutGroupIdentifier?: string
  flyoutGroupTitle?: string
  badge?: string
  type?: string
  flyoutGroupItems?: FlyoutItem[]
  flyoutGroupItemsCustom?: FlyoutItem[]
  subFlyoutGroups?: FlyoutGroup[]
}

export type TextLink = {
  _uid?: string
  text?: string
  link?: ContentLinkLike
  icon?: string
  productMatrix?: boolean
}

export type BurgerData = {
  extraMenu: TextLink[]
  serviceHotline?: string
  serviceText?: string
  footer: TextLink[]
}

function list<T>(value: unknown): T[] {
  return Array.isArray(value)
    ? (value.filter((entry) => entry && typeof entry === 'object') as T[])
    : []
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

export function burgerDataOf(burger: unknown): BurgerData {
  const data = (burger ?? {}) as Record<string, unknown>
  return {
    extraMenu: list<TextLink>(data.extraMenu),
    serviceHotline: text(data.serviceHotline),
    serviceText: text(data.serviceText),
    footer: list<TextLink>(data.footer),
  }
}

export function actionBarOf(actionBar: unknown): TextLink | undefined {
  const data = (actionBar ?? {}) as TextLink
  return text(data.text) ? data : undefined
}

export function subItemsOf(item: NavItem): NavItem[] {
  return list<NavItem>(item.subItems)
}

export function idOf(item: { _uid?: string; text?: string }, index: number): string {
  return item._uid ?? `${index}-${item.text ?? ''}`
}

/** A colour of the label catalogue: `{color, hex}` from the colour plugin, or a plain string. */
export function colourOf(colour: LabelColour): string | undefined {
  if (typeof colour === 'string') return /^#[0-9a-f]{3,8}$/i.test(colour) ? colour : undefined
  const value = colour?.hex || colour?.color
  return value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : undefined
}
