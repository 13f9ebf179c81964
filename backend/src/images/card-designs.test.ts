import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultCatalogue } from '../prices/catalogue'
import { removeTempDirs, startTestBackend, tempDir, type TestBackend } from '../testing/harness'
import { cardDesignSvg, cardPictureSizes } from './card-designs'

const themes = defaultCatalogue.cards.themes
const theme = (occasion: string) => themes.find((candidate) => candidate.occasion === occasion)!

describe('a card design’s drawing', () => {
  it('is the same for the same design and language, and differs between designs', () => {
    const balloons = theme('birthday')
    expect(cardDesignSvg(balloons, 'de')).toBe(cardDesignSvg(balloons, 'de'))
    expect(cardDesignSvg(balloons, 'de')).not.toBe(cardDesignSvg(theme('wedding'), 'de'))
  })

  it('has the design’s shape and the occasion’s greeting in the shop’s language', () => {
    const christmas = theme('christmas')
    const [width, height] = cardPictureSizes[christmas.aspectRatio]
    const svg = cardDesignSvg(christmas, 'fr')
    expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`)
    expect(svg).toContain('Joyeux Noël')
    expect(cardDesignSvg(christmas, 'de')).toContain('Frohe')
    // Christmas draws stars, a wedding its rings.
    expect(svg).toContain('<polygon')
    expect(cardDesignSvg(theme('wedding'), 'en')).toMatch(/<circle[^>]+fill="none"/)
  })

  it('escapes its text as XML', () => {
    const svg = cardDesignSvg(theme('wedding'), 'en')
    expect(svg).toContain('Anna &amp; Paul')
    expect(svg).not.toContain('Anna & Paul')
  })
})

describe('GET /f/287465/{w}x{h}/cards/design-{id}-{lang}-v1.jpg', () => {
  let backend: TestBackend
  beforeAll(async () => {
    backend = await startTestBackend({ contentDir: tempDir('card-pictures') })
  })
  afterAll(async () => {
    await backend.close()
    removeTempDirs()
  })

  const design = themes[0]!
  const [width, height] = cardPictureSizes[design.aspectRatio]
  const path = `/f/287465/${width}x${height}/cards/design-${design.designId}-de-v1.jpg`

  it('draws the design as a cacheable jpeg of its size, with a validator', async () => {
    const response = await fetch(`${backend.url}${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    const body = Buffer.from(await response.arrayBuffer())
    expect(await sharp(body).metadata()).toMatchObject({ width, height, format: 'jpeg' })
    expect(body.length).toBeLessThan(60_000)
    const etag = response.headers.get('etag')!
    const again = await fetch(`${backend.url}${path}`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('is resized and converted by the image service like any asset', async () => {
    const response = await fetch(`${backend.url}${path}/m/200x0/filters:quality(80):format(webp)`)
    expect(response.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta.width).toBe(200)
  })

  it('answers 404 for an unknown design, language or a size other than the design’s', async () => {
    const other = design.aspectRatio === 'square' ? '600x840' : '720x720'
    for (const wrong of [
      `/f/287465/${width}x${height}/cards/design-999999-de-v1.jpg`,
      `/f/287465/${width}x${height}/cards/design-${design.designId}-xx-v1.jpg`,
      `/f/287465/${other}/cards/design-${design.designId}-de-v1.jpg`,
      `/f/287465/${width}x${height}/cards/design-${design.designId}-de-v1.png`,
    ])
      expect((await fetch(`${backend.url}${wrong}`)).status, wrong).toBe(404)
  })
})
