import { describe, expect, it } from 'vitest'
import {
  absoluteUrl,
  appDeepLinks,
  breadcrumbJsonLd,
  canonicalQuery,
  canonicalUrl,
  hreflangAlternates,
  localePath,
  ogLocale,
  organisationJsonLd,
  pathOfSlug,
  sameAsLinks,
  storySlugOf,
} from './seo'
import type { ContentLocale, Locale } from './market'

describe('story slugs and page paths', () => {
  it('splits a full slug into channel, content locale and slug', () => {
    expect(storySlugOf('cards/de-de/magazin/tipps')).toEqual({
      channel: 'cards',
      contentLocale: 'de-DE',
      slug: 'magazin/tipps',
    })
    expect(storySlugOf('wallart/en-us/canvas-prints')).toEqual({
      channel: 'wallart',
      contentLocale: 'en-US',
      slug: 'canvas-prints',
    })
    expect(storySlugOf('shop/de-de/x')).toBeUndefined()
    expect(storySlugOf('cards/de-at/x')).toBeUndefined() // de-AT reads de-de: no folder of its own
    expect(storySlugOf('cards/de-de')).toBeUndefined()
  })

  it('"the storefront maps / to home"; the wall-art channel ends page paths with a slash', () => {
    expect(pathOfSlug('home', 'cards')).toBe('/')
    expect(pathOfSlug('fotokalender', 'cards')).toBe('/fotokalender')
    expect(pathOfSlug('leinwanddruck', 'wallart')).toBe('/leinwanddruck/')
    expect(pathOfSlug('home', 'wallart')).toBe('/')
  })

  it('a locale that is not its domain’s default carries its language prefix', () => {
    expect(localePath('fr-CH', '/faq')).toBe('/fr/faq')
    expect(localePath('fr-CH', '/')).toBe('/fr')
    expect(localePath('de-CH', '/faq')).toBe('/faq')
    expect(localePath('fr-CH', '/', 'wallart')).toBe('/fr/')
  })
})

describe('canonical URL (site-chrome §2 "Canonical … links are built per locale")', () => {
  const base = {
    channel: 'cards' as const,
    origin: 'https://www.printhaus.ch',
    prefix: 'fr',
    rest: '/faq',
    search: '?utm_source=x&_storyblok=1',
    keepQuery: false,
  }

  it('is the page URL on the market’s canonical origin, without the query by default', () => {
    expect(canonicalUrl(base)).toBe('https://www.printhaus.ch/fr/faq')
  })

  it('"query parameters only when useQueryParamsInCanonical" (never the visual editor’s)', () => {
    expect(canonicalUrl({ ...base, keepQuery: true })).toBe(
      'https://www.printhaus.ch/fr/faq?utm_source=x',
    )
    expect(canonicalQuery('?_storyblok=1&_storyblok_tk[token]=a')).toBe('')
  })

  it('"from canonicalUrl.url": an absolute http(s) URL as given, a path inside the market', () => {
    expect(canonicalUrl({ ...base, override: 'https://www.printhaus.de/faq' })).toBe(
      'https://www.printhaus.de/faq',
    )
    expect(canonicalUrl({ ...base, override: '/hilfe' })).toBe('https://www.printhaus.ch/fr/hilfe')
    expect(canonicalUrl({ ...base, override: '  ' })).toBe('https://www.printhaus.ch/fr/faq')
    expect(canonicalUrl({ ...base, override: 'javascript:alert(1)' })).toBe(
      'https://www.printhaus.ch/fr/faq',
    )
    expect(canonicalUrl({ ...base, override: '//evil.example/x' })).toBe(
      'https://www.printhaus.ch/fr/faq',
    )
  })

  it('the home page of the default locale is the origin with a slash', () => {
    expect(
      canonicalUrl({
        channel: 'cards',
        origin: 'https://www.printhaus.de',
        rest: '/',
        search: '',
        keepQuery: false,
      }),
    ).toBe('https://www.printhaus.de/')
  })

  it('the wall-art channel’s canonical URLs end with a slash, the sublocale home too', () => {
    expect(
      canonicalUrl({
        channel: 'wallart',
        origin: 'https://w.ch',
        prefix: 'fr',
        rest: '/',
        search: '',
        keepQuery: false,
      }),
    ).toBe('https://w.ch/fr/')
    expect(
      canonicalUrl({
        channel: 'wallart',
        origin: 'https://w.ch',
        rest: '/wandbilder',
        search: '',
        keepQuery: false,
      }),
    ).toBe('https://w.ch/wandbilder/')
  })
})

describe('alternate-language links ("alternates plus x-default")', () => {
  const origins: Partial<Record<Locale, string>> = {
    'de-DE': 'https://www.printhaus.de',
    'de-AT': 'https://www.printhaus.at',
    'de-CH': 'https://www.printhaus.ch',
    'fr-CH': 'https://www.printhaus.ch',
    'en-GB': 'https://www.printhaus.co.uk',
  }
  const originOf = (locale: Locale) => origins[locale]

  it('one link per market locale reading a version of the story, on that market’s host, plus x-default', () => {
    const versions = new Map<ContentLocale, string>([
      ['de-DE', 'leinwanddruck'],
      ['de-CH', 'leinwanddruck'],
      ['en-GB', 'canvas-prints'],
      ['fr-FR', 'impression-sur-toile'],
    ])
    const links = hreflangAlternates({
      channel: 'wallart',
      versions,
      originOf,
      current: 'https://www.printhaus.ch/leinwanddruck/',
    })
    expect(links).toEqual([
      { hreflang: 'de-AT', href: 'https://www.printhaus.at/leinwanddruck/' },
      { hreflang: 'de-CH', href: 'https://www.printhaus.ch/leinwanddruck/' },
      { hreflang: 'de-DE', href: 'https://www.printhaus.de/leinwanddruck/' },
      { hreflang: 'en-GB', href: 'https://www.printhaus.co.uk/canvas-prints/' },
      { hreflang: 'fr-CH', href: 'https://www.printhaus.ch/fr/impression-sur-toile/' },
      { hreflang: 'x-default', href: 'https://www.printhaus.de/leinwanddruck/' },
    ])
  })

  it('x-default is the current page when the default locale has no version; no versions, no links', () => {
    const versions = new Map<ContentLocale, string>([['en-GB', 'home']])
    expect(
      hreflangAlternates({
        channel: 'cards',
        versions,
        originOf,
        current: 'https://www.printhaus.co.uk/',
      }),
    ).toEqual([
      { hreflang: 'en-GB', href: 'https://www.printhaus.co.uk/' },
      { hreflang: 'x-default', href: 'https://www.printhaus.co.uk/' },
    ])
    expect(
      hreflangAlternates({ channel: 'cards', versions: new Map(), originOf, current: 'x' }),
    ).toEqual([])
  })
})

describe('app deep link ("plus an app deep link"; "apps on the other channel only, except in the US locale")', () => {
  it('links the page into the wall-art app', () => {
    expect(
      appDeepLinks('wallart', 'de-DE', 'https://wandbilder.printhaus.de/leinwanddruck/?a=1'),
    ).toEqual({
      android:
        'android-app://com.printhaus.wallart/https/wandbilder.printhaus.de/leinwanddruck/?a=1',
    })
  })

  it('no app on the card channel, nor in the US locale', () => {
    expect(appDeepLinks('cards', 'de-DE', 'https://www.printhaus.de/')).toBeUndefined()
    expect(appDeepLinks('wallart', 'en-US', 'https://wallart.printhaus.com/')).toBeUndefined()
    expect(appDeepLinks('wallart', 'de-DE', 'not a url')).toBeUndefined()
  })
})

describe('structured data (shop-core §9 "customer-support contact, weekdays Monday to Friday, founded 2011")', () => {
  it('describes the organisation with its support contact point and sameAs links', () => {
    const data = organisationJsonLd({
      url: 'https://www.printhaus.de/',
      logo: 'https://www.printhaus.de/favicon.svg',
      telephone: '+49 30 577 028 90',
      language: 'de',
      sameAs: ['https://www.instagram.com/printhaus'],
    })
    expect(data).toMatchObject({
      '@type': 'Organization',
      foundingDate: '2011',
      sameAs: ['https://www.instagram.com/printhaus'],
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: '+49 30 577 028 90',
        hoursAvailable: {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
            (day) => `https://schema.org/${day}`,
          ),
        },
      },
    })
    expect(
      organisationJsonLd({ url: 'u', logo: 'l', language: 'de', sameAs: [] }),
    ).not.toHaveProperty('sameAs')
  })

  it('"additionalSameAsLinks": one URL per line, only http(s)', () => {
    expect(
      sameAsLinks(
        'https://a.example/x\r\n  https://b.example \n\njavascript:alert(1)\nftp://c\nhttps://a.example/x',
      ),
    ).toEqual(['https://a.example/x', 'https://b.example'])
    expect(sameAsLinks(undefined)).toEqual([])
  })

  it('"breadcrumbs where the page has them"', () => {
    expect(breadcrumbJsonLd([])).toBeUndefined()
    expect(
      breadcrumbJsonLd([
        { name: 'Start', url: 'https://x/' },
        { name: 'FAQ', url: 'https://x/faq' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Start', item: 'https://x/' },
        { '@type': 'ListItem', position: 2, name: 'FAQ', item: 'https://x/faq' },
      ],
    })
  })
})

describe('open graph', () => {
  it('uses the locale with an underscore and absolute image URLs', () => {
    expect(ogLocale('de-CH')).toBe('de_CH')
    expect(absoluteUrl('/cms-assets/f/1/a.jpg', 'https://x.example')).toBe(
      'https://x.example/cms-assets/f/1/a.jpg',
    )
    expect(absoluteUrl('https://a.storyblok.com/f/1/a.jpg', 'https://x.example')).toBe(
      'https://a.storyblok.com/f/1/a.jpg',
    )
  })
})
