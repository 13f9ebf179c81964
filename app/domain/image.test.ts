import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  defaultAspectRatio,
  defaultDensities,
  imageDimensionsOf,
  imageFormats,
  imagePreset,
  imageUrl,
  isOpaqueImage,
  isServiceImage,
  ogImageUrl,
  parseImageSizes,
  placeholderColour,
  placeholderUrl,
  previewAspectRatios,
  sizesAttribute,
  srcSet,
} from './image'

const asset = '/a/1234/1600x1200/abc123/lake.jpg'

describe('image service URLs (shop-core §7 "format auto and quality 85"; site-chrome §9 "default format webp")', () => {
  it('resizes an asset with quality 85 and webp by default', () => {
    expect(imageUrl(asset, { width: 500, height: 300 })).toBe(
      `${asset}/m/500x300/filters:quality(85):format(webp)`,
    )
  })

  it('keeps proportions with a 0 side, and optimises without resizing when no size is given', () => {
    expect(imageUrl(asset, { width: 500 })).toBe(
      `${asset}/m/500x0/filters:quality(85):format(webp)`,
    )
    expect(imageUrl(asset)).toBe(`${asset}/m/filters:quality(85):format(webp)`)
  })

  it("format auto leaves the choice to the service; jpg is the service's jpeg", () => {
    expect(imageUrl(asset, { width: 100, height: 100, format: 'auto' })).toBe(
      `${asset}/m/100x100/filters:quality(85)`,
    )
    expect(imageUrl(asset, { width: 100, height: 100, format: 'jpg' })).toBe(
      `${asset}/m/100x100/filters:quality(85):format(jpeg)`,
    )
    expect(imageUrl(asset, { width: 100, height: 100, format: 'png', quality: 70 })).toBe(
      `${asset}/m/100x100/filters:quality(70):format(png)`,
    )
  })

  it('contain fits the image inside the box; cover crops to it', () => {
    expect(imageUrl(asset, { width: 100, height: 100, fit: 'contain' })).toBe(
      `${asset}/m/fit-in/100x100/filters:quality(85):format(webp)`,
    )
    expect(imageUrl(asset, { width: 100, height: 100, fit: 'cover' })).toBe(
      `${asset}/m/100x100/filters:quality(85):format(webp)`,
    )
  })

  it('Storyblok asset URLs are transformed too; other files, and SVGs, are left as they are', () => {
    const storyblok = 'https://a.storyblok.com/f/39898/3310x2192/e4ec08624e/demo.jpeg'
    expect(imageUrl(storyblok, { width: 10, height: 10 })).toBe(
      `${storyblok}/m/10x10/filters:quality(85):format(webp)`,
    )
    expect(imageUrl('/icons/logo.png', { width: 10 })).toBe('/icons/logo.png')
    expect(imageUrl('/a/1/10x10/x/logo.svg', { width: 10 })).toBe('/a/1/10x10/x/logo.svg')
    expect(isServiceImage('https://evil.test/a/x.jpg')).toBe(false)
  })

  it('"Placeholder image 10x10, quality 50, blur 3; colour #EFEFEF"', () => {
    expect(placeholderUrl(asset)).toBe(`${asset}/m/10x10/filters:quality(50):format(webp):blur(3)`)
    expect(placeholderColour).toBe('#EFEFEF')
  })

  it('"Open-graph images are 1200 by 627, cover fit."', () => {
    expect(ogImageUrl(asset)).toBe(`${asset}/m/1200x627/filters:quality(85):format(webp)`)
  })

  it('"Image densities 1 and 2": a srcset with a candidate per density', () => {
    expect(defaultDensities).toEqual([1, 2])
    expect(srcSet(asset, { width: 200, height: 100 })).toBe(
      `${asset}/m/200x100/filters:quality(85):format(webp) 1x, ${asset}/m/400x200/filters:quality(85):format(webp) 2x`,
    )
    expect(srcSet(asset, { width: 200 }, [1])).toBe(
      `${asset}/m/200x0/filters:quality(85):format(webp) 1x`,
    )
  })

  it('property: the URL carries the requested size and quality', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 1, max: 100 }),
        (width, height, quality) => {
          const url = imageUrl(asset, { width, height, quality })
          const match = /\/m\/(\d+)x(\d+)\/filters:quality\((\d+)\)/.exec(url)
          expect(match?.slice(1).map(Number)).toEqual([width, height, quality])
          expect(url.startsWith(`${asset}/m/`)).toBe(true)
        },
      ),
    )
  })
})

describe('image options and presets (site-chrome §5 "Images", §8 "unknown image provider or preset throws an error")', () => {
  it('"Image quality 85; aspect ratio 1/1; image formats auto, jpg, png, webp."', () => {
    expect(defaultAspectRatio).toBe(1)
    expect(imageFormats).toEqual(['auto', 'jpg', 'png', 'webp'])
  })

  it('"Preview aspect ratios 7-5, 5-7, 1-1 and 360/390."', () => {
    expect(previewAspectRatios.map((r) => r.name)).toEqual(['7-5', '5-7', '1-1', '360-390'])
    expect(previewAspectRatios[3]?.ratio).toBeCloseTo(360 / 390)
  })

  it('presets by name, and an unknown preset throws', () => {
    expect(imagePreset('og')).toEqual({ width: 1200, height: 627, fit: 'cover' })
    expect(imagePreset('placeholder')).toMatchObject({
      width: 10,
      height: 10,
      quality: 50,
      blur: 3,
    })
    expect(imagePreset('product')).toEqual({ quality: 85, format: 'auto' })
    expect(() => imagePreset('hero')).toThrow('Unknown image preset: hero')
    expect(() => imagePreset('toString')).toThrow()
  })

  it('"Sizes must be a list with px or vw units", optionally per breakpoint', () => {
    expect(parseImageSizes('100vw sm:50vw lg:400px')).toEqual([
      { size: '100vw' },
      { breakpoint: 'sm', size: '50vw' },
      { breakpoint: 'lg', size: '400px' },
    ])
    expect(parseImageSizes('2xl:1200px, 100vw')).toEqual([
      { breakpoint: '2xl', size: '1200px' },
      { size: '100vw' },
    ])
    for (const bad of ['', '100%', '50em', 'huge:100vw', 'sm:', '100'])
      expect(parseImageSizes(bad), bad).toBeUndefined()
  })

  it('the sizes attribute applies each breakpoint up to its width', () => {
    expect(sizesAttribute('100vw md:50vw sm:100vw')).toBe(
      '(max-width: 575px) 100vw, (max-width: 767px) 50vw, 100vw',
    )
    expect(sizesAttribute('sm:100vw lg:400px')).toBe('(max-width: 575px) 100vw, 400px')
    expect(sizesAttribute('300px')).toBe('300px')
    expect(sizesAttribute('50%')).toBeUndefined()
  })

  it('a png or gif may be a cut-out: no placeholder behind it; other images are opaque', () => {
    expect(isOpaqueImage(asset)).toBe(true)
    expect(isOpaqueImage('/a/1/800x800/x/holzrahmen-frame.png')).toBe(false)
    expect(isOpaqueImage('/a/1/10x10/x/spinner.GIF')).toBe(false)
    expect(isOpaqueImage('/a/1/10x10/x/photo.webp')).toBe(true)
  })

  it('"metadata failure uses size 0": the size an asset path carries, else 0x0', () => {
    expect(imageDimensionsOf(asset)).toEqual({ width: 1600, height: 1200 })
    expect(imageDimensionsOf('/icons/logo.png')).toEqual({ width: 0, height: 0 })
  })
})
