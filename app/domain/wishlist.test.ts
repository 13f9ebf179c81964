import { describe, expect, it } from 'vitest'
import { wishlistItemTypes as contractTypes } from '../../contracts/shop-extras'
import {
  decodeWishlistIntent,
  encodeWishlistIntent,
  hasWishlist,
  isWishlistItemId,
  isWishlistItemType,
  wishlistItemTypes,
} from './wishlist'

describe('wishlist (shop-core §9 "wishlist … on one channel only")', () => {
  it('exists on the card channel and not on wall art', () => {
    expect(hasWishlist('cards', 'de-DE')).toBe(true)
    expect(hasWishlist('wallart', 'de-DE')).toBe(false)
  })

  it('holds themes and designs with numeric ids, as the shop API contract says', () => {
    expect([...wishlistItemTypes]).toEqual([...contractTypes])
    expect(isWishlistItemType('theme')).toBe(true)
    expect(isWishlistItemType('poster')).toBe(false)
    expect(isWishlistItemId('1001')).toBe(true)
    expect(isWishlistItemId('0')).toBe(false)
    expect(isWishlistItemId('1e3')).toBe(false)
    expect(isWishlistItemId(1001)).toBe(false)
  })

  it('keeps what an anonymous shopper was saving through the login, and nothing else', () => {
    const intent = {
      type: 'design' as const,
      id: '50101',
      themeId: '1001',
      returnTo: '/themes/1001?quantity=50',
    }
    expect(decodeWishlistIntent(encodeWishlistIntent(intent))).toEqual(intent)
    const theme = { type: 'theme' as const, id: '1001', returnTo: '/fr/themes/1001' }
    expect(decodeWishlistIntent(encodeWishlistIntent(theme))).toEqual(theme)
    for (const bad of [
      undefined,
      '',
      'x',
      '{}',
      '["theme","1001","",""]',
      '["theme","1001","","//evil.example"]',
      '["theme","1001","","https://evil.example"]',
      '["theme","abc","","/"]',
      '["theme","1001","x","/"]',
      '["poster","1001","","/"]',
      `["theme","1001","","/${'a'.repeat(1300)}"]`,
    ]) {
      expect(decodeWishlistIntent(bad), String(bad)).toBeUndefined()
    }
  })
})
