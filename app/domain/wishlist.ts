/**
 * The wishlist (shop-core §1 "use a wishlist (available on one channel only)", §9 "wishlist
 * … on one channel only"): card themes and designs a logged-in customer saves. An
 * anonymous shopper is asked to log in first; what they were saving waits in a short-lived
 * cookie and is saved once they are back. Pure.
 */
import { channelDefaults } from './channel'
import type { Channel, Locale } from './market'

export const wishlistItemTypes = ['theme', 'design'] as const
export type WishlistItemType = (typeof wishlistItemTypes)[number]

/** Whether the channel has a wishlist (the card channel; wall art has none). */
export function hasWishlist(channel: Channel, locale: Locale): boolean {
  return channelDefaults(channel, locale).wishlist
}

const itemId = /^[1-9]\d{0,9}$/

export function isWishlistItemType(value: unknown): value is WishlistItemType {
  return typeof value === 'string' && (wishlistItemTypes as readonly string[]).includes(value)
}

export function isWishlistItemId(value: unknown): value is string {
  return typeof value === 'string' && itemId.test(value)
}

/** What an anonymous shopper was saving when they were sent to log in. */
export type WishlistIntent = {
  type: WishlistItemType
  id: string
  themeId?: string
  returnTo: string
}

/** The cookie that keeps the intent while the shopper logs in: 15 minutes are plenty. */
export const wishlistIntentCookie = 'wishlist_intent'
export const wishlistIntentMaxAgeSeconds = 15 * 60

export function encodeWishlistIntent(intent: WishlistIntent): string {
  return JSON.stringify([intent.type, intent.id, intent.themeId ?? '', intent.returnTo])
}

/**
 * The intent a cookie holds, or undefined for anything that is not one (a path on this shop only).
 */
export function decodeWishlistIntent(value: string | undefined): WishlistIntent | undefined {
  if (!value || value.length > 1200) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return undefined
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return undefined
  const [type, id, themeId, returnTo] = parsed as unknown[]
  if (!isWishlistItemType(type) || !isWishlistItemId(id)) return undefined
  if (themeId !== '' && !isWishlistItemId(themeId)) return undefined
  if (
    typeof returnTo !== 'string' ||
    !returnTo.startsWith('/') ||
    returnTo.startsWith('//') ||
    returnTo.includes('\\')
  )
    return undefined
  return themeId === ''
    ? { type, id, returnTo }
    : { type, id, themeId: themeId as string, returnTo }
}
