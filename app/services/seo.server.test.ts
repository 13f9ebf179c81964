import { describe, expect, it } from 'vitest'
import { localLoadContext, requestContext } from './request-context.server'
import { pageMetaText } from './seo.server'
import type { Story } from './content.server'
import type { GlobalConfig } from './global-config.server'

const story = (title: string) =>
  ({
    id: 1,
    name: 'Leinwand',
    full_slug: 'wallart/de-de/leinwanddruck',
    alternates: [],
    content: {
      component: 'page',
      title,
      description: 'Foto auf Leinwand',
      robots: 'index, follow',
    },
  }) as unknown as Story
const globalConfig = { header: {} } as unknown as GlobalConfig
const context = (url: string) =>
  requestContext(new Request(url, { headers: { host: new URL(url).host } }), localLoadContext())
const tags = (text: string) => JSON.parse(text) as Record<string, string>[]

describe("a content page's head tags as one text, made once per story, config and URL", () => {
  it('a warm view gets the same text; another URL, story or config gets its own', () => {
    const page = story('Leinwanddruck')
    const at = (url: string, s = page, config = globalConfig) =>
      pageMetaText({ story: s, context: context(url), globalConfig: config })
    const first = at('http://wallart-de.localhost/leinwanddruck/')
    expect(tags(first)[0]).toEqual({ title: 'Leinwanddruck' })
    // A cached story never changes in place: the same object is not read again.
    ;(page.content as unknown as { title: string }).title = 'Changed in place'
    expect(at('http://wallart-de.localhost/leinwanddruck/')).toBe(first)
    expect(at('http://wallart-de.localhost/leinwanddruck/?utm_source=x')).toContain(
      'Changed in place',
    )
    expect(at('http://wallart-de.localhost/leinwanddruck/', story('Neu'))).toContain('"Neu"')
    expect(
      at('http://wallart-de.localhost/leinwanddruck/', page, { header: {} } as never),
    ).toContain('Changed in place')
  })

  it('a preview is made every time and never indexed', () => {
    const page = story('Vorschau')
    const text = pageMetaText({
      story: page,
      context: context('http://wallart-de.localhost/leinwanddruck/'),
      globalConfig,
      preview: true,
    })
    expect(tags(text)).toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
    const published = pageMetaText({
      story: page,
      context: context('http://wallart-de.localhost/leinwanddruck/'),
      globalConfig,
    })
    expect(tags(published)).not.toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
  })
})
