import { describe, expect, it } from 'vitest'
import {
  folderKey,
  isSurrogateKey,
  keysOfPublish,
  pathKey,
  siteKey,
  storyIdsIn,
  storyKey,
  surrogateKeysOf,
  surrogateKeyValue,
} from './surrogate-keys'

describe('surrogate keys of a page', () => {
  it('names the folder a market reads its chrome from', () => {
    expect(folderKey('cards', 'de-DE')).toBe('f:cards/de-de')
    expect(folderKey('wallart', 'en-GB')).toBe('f:wallart/en-gb')
  })

  it('names a story by id and a path by its full slug', () => {
    expect(storyKey(4711)).toBe('s:4711')
    expect(pathKey('cards/de-de/magazin/tipps/')).toBe('p:cards/de-de/magazin/tipps')
  })

  it('refuses a path that could break out of a ban expression', () => {
    expect(pathKey('cards/de-de/a")|.*')).toBeUndefined()
    expect(pathKey('cards/de-de/mit leerzeichen')).toBeUndefined()
    expect(isSurrogateKey('s:1')).toBe(true)
    expect(isSurrogateKey('s:1 s:2')).toBe(false)
    expect(isSurrogateKey('.*')).toBe(false)
  })

  it('finds the resolved stories a content embeds, each once', () => {
    const content = {
      component: 'page',
      body: [
        {
          component: 'related-pages',
          stories: [
            { id: 12, uuid: 'a', full_slug: 'cards/de-de/faq', content: {} },
            'unresolved-uuid',
            { id: 13, uuid: 'b', full_slug: 'cards/de-de/agb', content: {} },
          ],
          moreLink: { story: { id: 12, uuid: 'a', full_slug: 'cards/de-de/faq' } },
        },
        { component: 'teaser', id: 99, headline: 'not a story: no uuid or slug' },
      ],
    }
    expect(storyIdsIn(content).sort()).toEqual([12, 13])
    expect(storyIdsIn(null)).toEqual([])
  })

  it('joins keys for the header, each once, invalid ones left out', () => {
    expect(surrogateKeyValue(['site', 'f:cards/de-de', undefined, 'site', 'bad key'])).toBe(
      'site f:cards/de-de',
    )
    expect(surrogateKeysOf('site f:cards/de-de', null, ' s:1  site ')).toEqual([
      'site',
      'f:cards/de-de',
      's:1',
    ])
  })
})

describe('what a publish purges', () => {
  it('a page story: its id and its path', () => {
    expect(
      keysOfPublish({ action: 'published', storyId: 4711, fullSlug: 'cards/de-de/faq' }),
    ).toEqual(['s:4711', 'p:cards/de-de/faq'])
    expect(keysOfPublish({ storyId: '42', fullSlug: 'wallart/en-gb/about' })).toEqual([
      's:42',
      'p:wallart/en-gb/about',
    ])
  })

  it('a global story: every page of its folder', () => {
    expect(keysOfPublish({ storyId: 7, fullSlug: 'cards/de-de/global-config' })).toEqual([
      'f:cards/de-de',
    ])
    expect(keysOfPublish({ storyId: 8, fullSlug: 'wallart/fr-fr/error' })).toEqual([
      'f:wallart/fr-fr',
    ])
  })

  it('a story outside the market folders: by id only', () => {
    expect(keysOfPublish({ storyId: 5, fullSlug: 'shared/banner' })).toEqual(['s:5'])
  })

  it('a webhook that names no story: the whole site', () => {
    expect(keysOfPublish({})).toEqual([siteKey])
    expect(keysOfPublish({ storyId: 'abc', fullSlug: 'nowhere' })).toEqual([siteKey])
  })
})
