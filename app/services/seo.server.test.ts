import { describe, expect, it } from 'vitest'
import { localLoadContext, requestContext } from './request-context.server'
import { contentPageMeta } from './seo.server'
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
describe("a content page's head tags, built on the server for each request", () => {
  it('names the story, the URL and the config they are made for', () => {
    const page = story('Leinwanddruck')
    const at = (url: string, s = page) =>
      contentPageMeta({ story: s, context: context(url), globalConfig })
    expect(at('http://wallart-de.localhost/leinwanddruck/')[0]).toEqual({ title: 'Leinwanddruck' })
    expect(at('http://wallart-de.localhost/leinwanddruck/', story('Neu'))[0]).toEqual({
      title: 'Neu',
    })
  })

  it('a preview is never indexed', () => {
    const page = story('Vorschau')
    const text = contentPageMeta({
      story: page,
      context: context('http://wallart-de.localhost/leinwanddruck/'),
      globalConfig,
      preview: true,
    })
    expect(text).toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
    const published = contentPageMeta({
      story: page,
      context: context('http://wallart-de.localhost/leinwanddruck/'),
      globalConfig,
    })
    expect(published).not.toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
  })
})
