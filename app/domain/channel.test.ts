import { describe, expect, it } from 'vitest'
import { channelDefaults } from './channel'
import { channels } from './market'

describe('channel defaults (shop-core §9)', () => {
  it('"a build needs exactly two channel values": cards and wallart', () => {
    expect(channels).toEqual(['cards', 'wallart'])
  })

  it('"default collage id 13 (1 on one channel)"', () => {
    expect(channelDefaults('cards', 'de-DE').defaultCollageId).toBe(13)
    expect(channelDefaults('wallart', 'de-DE').defaultCollageId).toBe(1)
  })

  it('"photobook cover lamination glossy (matt on one channel)"', () => {
    expect(channelDefaults('cards', 'de-DE').photobookLamination).toBe('glossy')
    expect(channelDefaults('wallart', 'de-DE').photobookLamination).toBe('matt')
  })

  it('"gold refinement default on one channel"', () => {
    expect(channelDefaults('cards', 'de-DE').defaultRefinement).toBe('gold')
    expect(channelDefaults('wallart', 'de-DE').defaultRefinement).toBeUndefined()
  })

  it('"wishlist, guestbooks and condolence books on one channel only"', () => {
    expect(channelDefaults('cards', 'fr-FR')).toMatchObject({
      wishlist: true,
      guestbooks: true,
      condolenceBooks: true,
    })
    expect(channelDefaults('wallart', 'fr-FR')).toMatchObject({
      wishlist: false,
      guestbooks: false,
      condolenceBooks: false,
    })
  })

  it('"apps on the other channel only, except in the US locale"', () => {
    expect(channelDefaults('wallart', 'de-DE').apps).toBe(true)
    expect(channelDefaults('wallart', 'en-GB').apps).toBe(true)
    expect(channelDefaults('wallart', 'en-US').apps).toBe(false)
    expect(channelDefaults('cards', 'de-DE').apps).toBe(false)
  })

  it('"prices in the product overview shown by default"', () => {
    expect(channelDefaults('cards', 'de-DE').showPricesInProductOverview).toBe(true)
    expect(channelDefaults('wallart', 'en-US').showPricesInProductOverview).toBe(true)
  })

  it('"trailing-slash handling, which applies on one channel only": wallart', () => {
    expect(channelDefaults('wallart', 'de-DE').trailingSlash).toBe(true)
    expect(channelDefaults('cards', 'de-DE').trailingSlash).toBe(false)
  })

  it('"inch for en-US (on one channel)": the unit follows the wall-art channel', () => {
    expect(channelDefaults('wallart', 'en-US').unit).toBe('inch')
    expect(channelDefaults('cards', 'en-US').unit).toBe('cm')
    expect(channelDefaults('wallart', 'de-DE').unit).toBe('cm')
  })
})
