import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  configuratorPaths,
  desktopStartPath,
  fixedPaths,
  isAssetPathOnSlug,
  isSaneSlug,
  normaliseTrailingSlash,
  parsePathPrefixes,
  platformMarkers,
  startPath,
  startPathOf,
  themePath,
  withConfiguratorLocale,
  withPathPrefixes,
} from './paths'

describe('fixed paths (shop-core §2)', () => {
  it("\"Other fixed paths: start '/', desktop start '/desktop-startseite', product detail '/products', '/themes', '/error'.\"", () => {
    expect(startPath).toBe('/')
    expect(desktopStartPath).toBe('/desktop-startseite')
    expect(fixedPaths).toEqual({
      start: '/',
      desktopStart: '/desktop-startseite',
      products: '/products',
      themes: '/themes',
      error: '/error',
    })
  })

  it('"the logo link and back button use" the start path of the platform', () => {
    expect(startPathOf('web')).toBe('/')
    expect(startPathOf('desktop')).toBe('/desktop-startseite')
  })

  it('"themes-id /themes/{id}" builds the theme path with the id encoded', () => {
    expect(themePath('1234')).toBe('/themes/1234')
    expect(themePath('a b/c')).toBe('/themes/a%20b%2Fc')
  })
})

describe('configurator paths (shop-core §2, site-chrome §2)', () => {
  it('"Configurator paths: /configurator-calendar, /configurator-card, /configurator-collage, /configurator-photo-frame, /configurator-photobook, /configurator-photobox."', () => {
    expect(Object.values(configuratorPaths).sort()).toEqual(
      [
        '/configurator-calendar',
        '/configurator-card',
        '/configurator-collage',
        '/configurator-photo-frame',
        '/configurator-photobook',
        '/configurator-photobox',
      ].sort(),
    )
  })

  it('"A path starting with \'/configurator-\' that has no locale query parameter gets one added."', () => {
    expect(withConfiguratorLocale('/configurator-card', '', 'de-DE')).toBe(
      '/configurator-card?locale=de-DE',
    )
    expect(withConfiguratorLocale('/configurator-card', '?designId=7', 'fr-CH')).toBe(
      '/configurator-card?designId=7&locale=fr-CH',
    )
  })

  it('a configurator path that already has a locale, and any other path, is left alone', () => {
    expect(withConfiguratorLocale('/configurator-card', '?locale=en-GB', 'de-DE')).toBeNull()
    expect(withConfiguratorLocale('/wandbilder', '', 'de-DE')).toBeNull()
    expect(withConfiguratorLocale('/configurator', '', 'de-DE')).toBeNull()
  })

  it('property: the added locale is read back from the URL', () => {
    const path = fc.constantFrom(...Object.values(configuratorPaths))
    const query = fc.dictionary(fc.constantFrom('designId', 'sku', 'x'), fc.string(), {
      maxKeys: 3,
    })
    fc.assert(
      fc.property(path, query, fc.constantFrom('de-DE', 'fr-CH', 'en-US'), (p, q, locale) => {
        const url = withConfiguratorLocale(p, new URLSearchParams(q).toString(), locale)
        expect(url).not.toBeNull()
        const parsed = new URL(url ?? '', 'https://shop.test')
        expect(parsed.pathname).toBe(p)
        expect(parsed.searchParams.get('locale')).toBe(locale)
        for (const [name, value] of Object.entries(q))
          expect(parsed.searchParams.get(name)).toBe(value)
      }),
    )
  })
})

describe('sublocale prefix and desktop marker (shop-core §2)', () => {
  it("\"The URL may carry a two-letter sublocale prefix and a platform marker: 'd' means desktop, and the web platform is 'w'.\"", () => {
    expect(platformMarkers).toEqual({ desktop: 'd', web: 'w' })
  })

  it('"an optional two-letter locale prefix and an optional desktop marker prefix \'d\'", "in either order"', () => {
    expect(parsePathPrefixes('/fr/d/x')).toEqual({ prefix: 'fr', desktop: true, rest: '/x' })
    expect(parsePathPrefixes('/d/fr/x')).toEqual({ prefix: 'fr', desktop: true, rest: '/x' })
    expect(parsePathPrefixes('/d/x')).toEqual({ desktop: true, rest: '/x' })
    expect(parsePathPrefixes('/fr/x')).toEqual({ prefix: 'fr', desktop: false, rest: '/x' })
    expect(parsePathPrefixes('/x/y')).toEqual({ desktop: false, rest: '/x/y' })
  })

  it('the prefixes alone leave the start path', () => {
    expect(parsePathPrefixes('/')).toEqual({ desktop: false, rest: '/' })
    expect(parsePathPrefixes('/fr')).toEqual({ prefix: 'fr', desktop: false, rest: '/' })
    expect(parsePathPrefixes('/d')).toEqual({ desktop: true, rest: '/' })
    expect(parsePathPrefixes('/fr/')).toEqual({ prefix: 'fr', desktop: false, rest: '/' })
  })

  it('only one of each is taken, and only lower-case two-letter segments are prefixes', () => {
    expect(parsePathPrefixes('/d/d/x')).toEqual({ desktop: true, rest: '/d/x' })
    expect(parsePathPrefixes('/fr/de/x')).toEqual({ prefix: 'fr', desktop: false, rest: '/de/x' })
    expect(parsePathPrefixes('/FR/x')).toEqual({ desktop: false, rest: '/FR/x' })
    expect(parsePathPrefixes('/fra/x')).toEqual({ desktop: false, rest: '/fra/x' })
    expect(parsePathPrefixes('/x/d')).toEqual({ desktop: false, rest: '/x/d' })
  })

  it('withPathPrefixes builds the prefixed path', () => {
    expect(withPathPrefixes({ prefix: 'fr', desktop: true, rest: '/x' })).toBe('/fr/d/x')
    expect(withPathPrefixes({ prefix: 'fr', desktop: false, rest: '/' })).toBe('/fr')
    expect(withPathPrefixes({ desktop: false, rest: '/' })).toBe('/')
  })

  it('property: parsing a built path gives back its parts', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{3,12}$/)
    const rest = fc.array(segment, { maxLength: 3 }).map((segments) => `/${segments.join('/')}`)
    const prefix = fc.option(fc.stringMatching(/^[a-z]{2}$/), { nil: undefined })
    fc.assert(
      fc.property(prefix, fc.boolean(), rest, (p, desktop, r) => {
        const parts = p === undefined ? { desktop, rest: r } : { prefix: p, desktop, rest: r }
        expect(parsePathPrefixes(withPathPrefixes(parts))).toEqual(parts)
      }),
    )
  })
})

describe('slug sanity check (shop-core §2 "Catch-all, guarded by a slug sanity check")', () => {
  it('accepts content slugs', () => {
    for (const slug of [
      'fotokalender',
      'wandbilder/leinwand',
      'llms.txt',
      'a_b~c-1',
      'Fotokalender',
    ]) {
      expect(isSaneSlug(slug)).toBe(true)
    }
  })

  it('rejects empty segments, dot segments, encodings and other characters', () => {
    for (const slug of [
      '',
      '/x',
      'x/',
      'a//b',
      '..',
      'a/../b',
      'a/./b',
      '.hidden',
      'a%2e',
      'a b',
      'ä',
      'a\\b',
      'a?b',
      'a#b',
    ]) {
      expect(isSaneSlug(slug)).toBe(false)
    }
  })

  it('rejects slugs over 255 characters', () => {
    expect(isSaneSlug('a'.repeat(255))).toBe(true)
    expect(isSaneSlug('a'.repeat(256))).toBe(false)
  })
})

describe('trailing-slash normalisation (shop-core §2 "which applies on one channel only")', () => {
  it('on wallart a page path gets a trailing slash', () => {
    expect(normaliseTrailingSlash('/wandbilder', 'wallart')).toBe('/wandbilder/')
    expect(normaliseTrailingSlash('/fr/d/deco-murale/toile', 'wallart')).toBe(
      '/fr/d/deco-murale/toile/',
    )
  })

  it("'/' stays '/', a path with its slash stays, and a file path is left alone", () => {
    expect(normaliseTrailingSlash('/', 'wallart')).toBe('/')
    expect(normaliseTrailingSlash('/wandbilder/', 'wallart')).toBe('/wandbilder/')
    expect(normaliseTrailingSlash('/llms.txt', 'wallart')).toBe('/llms.txt')
  })

  it('on cards nothing changes', () => {
    expect(normaliseTrailingSlash('/fotokalender', 'cards')).toBe('/fotokalender')
    expect(normaliseTrailingSlash('/fotokalender/', 'cards')).toBe('/fotokalender/')
  })

  it('property: normalisation is idempotent ("a redirect happens when the normalised path differs" must not loop)', () => {
    const path = fc
      .array(fc.stringMatching(/^[a-z0-9.-]{1,8}$/), { maxLength: 4 })
      .map((s) => `/${s.join('/')}`)
    fc.assert(
      fc.property(path, fc.constantFrom('cards' as const, 'wallart' as const), (p, channel) => {
        const once = normaliseTrailingSlash(p, channel)
        expect(normaliseTrailingSlash(once, channel)).toBe(once)
      }),
    )
  })
})

describe('asset-load-on-slug (shop-core §8)', () => {
  it('"a request for a path containing an images folder"', () => {
    expect(isAssetPathOnSlug('/images/logo.png')).toBe(true)
    expect(isAssetPathOnSlug('/fotokalender/images/a.jpg')).toBe(true)
    expect(isAssetPathOnSlug('/images/')).toBe(true)
  })

  it('a page merely named images, or a similar folder, is not an asset path', () => {
    expect(isAssetPathOnSlug('/images')).toBe(false)
    expect(isAssetPathOnSlug('/my-images/a.jpg')).toBe(false)
    expect(isAssetPathOnSlug('/fotokalender')).toBe(false)
  })
})
