import { describe, expect, it } from 'vitest'
import { escapeXml, isIndexable, llmsTxt, robotsTxt, sitemapXml } from './crawler-files'

describe('robots.txt per market', () => {
  it('keeps crawlers out of personal, transactional, desktop-duplicate and preview URLs and names the sitemap', () => {
    const text = robotsTxt({ origin: 'https://www.printhaus.ch', locales: ['de-CH', 'fr-CH'] })
    expect(text.startsWith('User-agent: *\nAllow: /\n')).toBe(true)
    for (const path of [
      '/mein-konto',
      '/fr/mon-compte',
      '/warenkorb',
      '/fr/panier',
      '/kasse',
      '/configurator-',
      '/fr/configurator-',
      '/d/',
      '/fr/d/',
      '/api/',
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`)
    }
    expect(text).toContain('Disallow: /*?_storyblok=')
    expect(text).not.toContain('Disallow: /magazin')
    expect(text.trimEnd().endsWith('Sitemap: https://www.printhaus.ch/sitemap.xml')).toBe(true)
  })
})

describe('sitemap.xml with hreflang alternates', () => {
  it('lists each URL with its last publication and alternates, XML-escaped', () => {
    const xml = sitemapXml([
      {
        url: 'https://www.printhaus.de/faq?a=1&b=2',
        lastModified: '2026-11-12T05:29:07.000Z',
        alternates: [{ hreflang: 'de-DE', href: 'https://www.printhaus.de/faq' }],
      },
      { url: 'https://www.printhaus.de/', lastModified: 'garbage', alternates: [] },
    ])
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml).toContain('<loc>https://www.printhaus.de/faq?a=1&amp;b=2</loc>')
    expect(xml).toContain('<lastmod>2026-11-12T05:29:07.000Z</lastmod>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="de-DE" href="https://www.printhaus.de/faq"/>',
    )
    expect(xml.match(/<lastmod>/g)).toHaveLength(1)
    expect(escapeXml(`<"&'>`)).toBe('&lt;&quot;&amp;&apos;&gt;')
  })
})

describe('llms.txt per market', () => {
  it('is Markdown: title, summary, sections of linked pages with descriptions', () => {
    const text = llmsTxt({
      title: 'Printhaus',
      summary: 'Karten und\nFotogeschenke',
      sections: [
        {
          heading: 'Seiten',
          pages: [
            { title: 'FAQ [Hilfe]', url: 'https://x/faq', description: 'Antworten' },
            { title: 'Start', url: 'https://x/' },
          ],
        },
        { heading: 'Leer', pages: [] },
      ],
    })
    expect(text).toBe(
      '# Printhaus\n\n> Karten und Fotogeschenke\n\n## Seiten\n\n- [FAQ \\[Hilfe\\]](https://x/faq): Antworten\n- [Start](https://x/)\n',
    )
  })
})

describe('indexability', () => {
  it('noindex (or none) keeps a page out of sitemap and llms.txt', () => {
    expect(isIndexable('index, follow')).toBe(true)
    expect(isIndexable('noindex, follow')).toBe(false)
    expect(isIndexable('NOINDEX')).toBe(false)
    expect(isIndexable('none')).toBe(false)
  })
})
