import { describe, expect, it } from 'vitest'
import { cardPicture } from './card-picture'
import { imageDimensionsOf, isServiceImage } from './image'

describe('a card design’s picture', () => {
  it('is the media library file of the design and language, sized by its aspect ratio', () => {
    const picture = cardPicture({ designId: '50101', aspectRatio: 'portrait' }, 'de')!
    expect(picture.src).toBe(
      'https://a.storyblok.com/f/287465/600x840/cards/design-50101-de-v1.jpg',
    )
    expect(imageDimensionsOf(picture.src)).toEqual({ width: 600, height: 840 })
    expect(isServiceImage(picture.src)).toBe(true)
    expect(cardPicture({ designId: '50101', aspectRatio: 'landscape' }, 'fr')).toMatchObject({
      width: 840,
      height: 600,
    })
    expect(cardPicture({ designId: '50101', aspectRatio: 'square' }, 'en')!.src).toContain(
      '/720x720/cards/design-50101-en-v1.jpg',
    )
  })

  it('is none for an unknown shape or a malformed id', () => {
    expect(cardPicture({ designId: '50101', aspectRatio: 'round' }, 'de')).toBeNull()
    expect(cardPicture({ designId: '../x', aspectRatio: 'square' }, 'de')).toBeNull()
  })
})
