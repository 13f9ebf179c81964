import { describe, expect, it } from 'vitest'
import { imageUrl, imagePreset } from './image'
import {
  frameViews,
  materialViews,
  motifFilename,
  phonePreviewRatio,
  previewAspectRatioOf,
  productSubjectOf,
  productViewFilename,
  productViewsOf,
  roomFilename,
  roomMockupOf,
  viewImageSize,
} from './product-views'

describe('product images from the media library by path (site-chrome §7 "lead, frame, frame perspective, corner, frontal; jpg or png")', () => {
  it('a frame type wins over the material; unknown names have no views', () => {
    expect(productSubjectOf({ material: 'leinwand', frameType: 'holzrahmen' })).toEqual({
      kind: 'frame',
      value: 'holzrahmen',
    })
    expect(productSubjectOf({ material: 'leinwand', frameType: '' })).toEqual({
      kind: 'material',
      value: 'leinwand',
    })
    expect(productSubjectOf({ material: 'leinwand', frameType: 'gold-rahmen' })).toEqual({
      kind: 'material',
      value: 'leinwand',
    })
    expect(productSubjectOf({ material: 'fototapete' })).toBeUndefined()
    expect(productSubjectOf({})).toBeUndefined()
  })

  it('a material shows lead, frontal and corner; a frame adds the frame and its perspective', () => {
    expect(productViewsOf({ kind: 'material', value: 'poster' })).toEqual(materialViews)
    expect(productViewsOf({ kind: 'frame', value: 'alurahmen' })).toEqual(frameViews)
    expect(frameViews).toEqual(['lead', 'frame', 'frame-perspective', 'corner', 'frontal'])
  })

  it('the path names the subject and the view; the cut-out frame is a png, the rest jpg', () => {
    expect(productViewFilename({ kind: 'material', value: 'acrylglas' }, 'corner')).toBe(
      'https://a.storyblok.com/f/287465/800x800/wallart/acrylglas-corner.jpg',
    )
    expect(productViewFilename({ kind: 'frame', value: 'holzrahmen' }, 'frame')).toBe(
      'https://a.storyblok.com/f/287465/800x800/wallart/holzrahmen-frame.png',
    )
    expect(roomFilename('room-sofa')).toBe(
      'https://a.storyblok.com/f/287465/1600x1000/wallart/room-sofa.jpg',
    )
    expect(motifFilename).toMatch(/\/1400x1000\/wallart\/motif-lake\.jpg$/)
  })

  it('views are square ("aspect ratio 1/1") and come through the image path with format auto, quality 85', () => {
    expect(viewImageSize).toEqual({ width: 800, height: 800 })
    const filename = productViewFilename({ kind: 'material', value: 'leinwand' }, 'lead')
    expect(imageUrl(filename, { ...imagePreset('product'), width: 320, height: 320 })).toBe(
      `${filename}/m/320x320/filters:quality(85)`,
    )
  })
})

describe('room mock-up (shop-core §9 size classes by area and "Preview aspect ratios 7-5, 5-7, 1-1 and 360/390")', () => {
  it('the nearest preview ratio: landscape 7-5, portrait 5-7, square 1-1', () => {
    expect(previewAspectRatioOf({ width: 60, height: 40 }).name).toBe('7-5')
    expect(previewAspectRatioOf({ width: 40, height: 60 }).name).toBe('5-7')
    expect(previewAspectRatioOf({ width: 50, height: 50 }).name).toBe('1-1')
    expect(previewAspectRatioOf({ width: 110, height: 100 }).name).toBe('1-1')
    expect(previewAspectRatioOf({ width: 150, height: 100 }).name).toBe('7-5')
    expect(previewAspectRatioOf({ width: 100, height: 300 }).name).toBe('5-7')
    expect(phonePreviewRatio.ratio).toBeCloseTo(360 / 390)
  })

  it('the size class of the chosen format picks the room and the scale', () => {
    expect(roomMockupOf('20x20')).toMatchObject({ sizeClass: 'xxs', room: 'room-shelf' })
    expect(roomMockupOf('20x30')).toMatchObject({ sizeClass: 'xs', room: 'room-shelf' })
    expect(roomMockupOf('40x60')).toMatchObject({ sizeClass: 's', room: 'room-sofa' })
    expect(roomMockupOf('60x90')).toMatchObject({ sizeClass: 'm', room: 'room-sofa' })
    expect(roomMockupOf('80x120')).toMatchObject({ sizeClass: 'l', room: 'room-sofa' })
    const widths = ['30x30', '50x50', '60x60', '100x100'].map((f) => roomMockupOf(f)!.pictureWidth)
    expect([...widths].sort((a, b) => a - b)).toEqual(widths)
  })

  it('a portrait picture is narrower than its scale; the motif is cropped to the preview ratio', () => {
    const portrait = roomMockupOf('60x90')!
    const landscape = roomMockupOf('90x60')!
    expect(portrait.preview.name).toBe('5-7')
    expect(landscape.preview.name).toBe('7-5')
    expect(portrait.pictureWidth).toBeCloseTo(landscape.pictureWidth * (5 / 7))
    expect(portrait.motif).toEqual({ width: 500, height: 700 })
    expect(landscape.motif).toEqual({ width: 700, height: 500 })
  })

  it('no mock-up for a format that is not a size or beyond the largest class', () => {
    expect(roomMockupOf('a4-hoch')).toBeUndefined()
    expect(roomMockupOf('0x30')).toBeUndefined()
    expect(roomMockupOf('400x300')).toBeUndefined()
  })
})
