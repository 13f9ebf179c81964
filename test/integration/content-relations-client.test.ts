import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { marketFor } from '~/domain/market'
import { RelatedStory, relationFields } from '../../contracts/content-relations'
import { referenceBackend } from './support/backend'

/**
 * The storefront's content client against the reference backend's content API:
 * stories that reference other stories come back resolved (`resolve_relations`,
 * `resolve_links`), the same contract reads them on both sides, pages get small cards, and a
 * warm view asks the content API nothing.
 */
const contentDir = fileURLToPath(new URL('../../backend/content', import.meta.url))
const backend = referenceBackend({
  contentDir: join(contentDir),
  env: (url) => ({ STORYBLOK_ENDPOINT: `${url}/v2` }),
})
let content: typeof import('~/services/content.server')
let globalConfig: typeof import('~/services/global-config.server')
let relations: typeof import('~/services/story-relations.server')
const upstream: string[] = []

beforeAll(async () => {
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.startsWith(backend().url)) upstream.push(url)
    return realFetch(input, init)
  })
  content = await import('~/services/content.server')
  globalConfig = await import('~/services/global-config.server')
  relations = await import('~/services/story-relations.server')
})
afterAll(async () => {
  vi.restoreAllMocks()
})

const wallartDE = marketFor('wallart', 'de', 'de-DE', 'web')
const cardsUS = marketFor('cards', 'com', 'en-US', 'web')

describe('story relations through storyblok-js-client', () => {
  it('the error story comes with its related pages resolved, each one a story of the contract', async () => {
    const story = await content.getStory({
      channel: 'wallart',
      locale: 'de-DE',
      slug: 'error',
      ...relations.errorStoryRelations,
    })
    const block = (story!.content.body as { component: string; [key: string]: unknown }[]).find(
      (entry) => entry.component === 'related-pages',
    )!
    const related = (block.stories as unknown[]).map((entry) => RelatedStory.parse(entry))
    expect(related.map((entry) => entry.full_slug)).toEqual([
      'wallart/de-de/wandbilder',
      'wallart/de-de/leinwanddruck',
      'wallart/de-de/bilderrahmen',
      'wallart/de-de/magazin',
    ])
    expect(block.moreLink).toMatchObject({
      linktype: 'story',
      story: { full_slug: 'wallart/de-de/faq' },
    })
  })

  it('the page gets cards: a path in the market, a title and the teaser image; the more-link a path', async () => {
    const story = await content.getStory({
      channel: 'wallart',
      locale: 'de-DE',
      slug: 'error',
      ...relations.errorStoryRelations,
    })
    const page = relations.withRelationCards(story!.content, 'wallart')
    const block = (page.body as { component: string; [key: string]: unknown }[]).find(
      (entry) => entry.component === 'related-pages',
    )!
    const cards = block.stories as import('~/services/story-relations.server').RelatedCard[]
    expect(cards.map((card) => card.link)).toEqual([
      { linktype: 'url', url: '/wandbilder/' },
      { linktype: 'url', url: '/leinwanddruck/' },
      { linktype: 'url', url: '/bilderrahmen/' },
      { linktype: 'url', url: '/magazin/' },
    ])
    expect(cards.every((card) => card.title.length > 0)).toBe(true)
    expect(
      cards.every((card) => card.image?.filename?.startsWith('https://a.storyblok.com/f/')),
    ).toBe(true)
    expect(cards[0]!.image?.filename).toMatch(/^https:\/\/a\.storyblok\.com\/f\//)
    // the wall-art channel's paths end with a slash (trailing-slash handling on one channel)
    expect(block.moreLink).toEqual({ linktype: 'url', url: '/faq/' })
    // the browser never gets whole related stories
    expect(JSON.stringify(block).length).toBeLessThan(2_000)
  })

  it('the flyout’s featured items are the market’s magazine articles, as cards', async () => {
    const config = await globalConfig.getGlobalConfig(cardsUS)
    const featured = config.mainNavigation[0]!.flyoutGroups!.find(
      (group) => group.flyoutGroupIdentifier === 'featured',
    )!
    expect(featured.flyoutGroupItems!.length).toBeGreaterThan(0)
    for (const item of featured.flyoutGroupItems!) {
      expect(item.fullStoryData?.link.url).toMatch(/^\/magazine\//)
      expect(item.fullStoryData?.title).toBeTruthy()
      expect(item.fullStoryData?.image?.filename).toMatch(/^https:\/\/a\.storyblok\.com\//)
    }
    // other flyout items have no relation and stay as they are
    const materials = config.mainNavigation[0]!.flyoutGroups![0]!.flyoutGroupItems![0]!
    expect(materials.fullStoryData).toBeUndefined()
    expect(materials.text).toBeTruthy()
  })

  it('a warm view asks the content API nothing: relations are cached with the story', async () => {
    await globalConfig.getGlobalConfig(wallartDE)
    await content.getStory({
      channel: 'wallart',
      locale: 'de-DE',
      slug: 'error',
      ...relations.errorStoryRelations,
    })
    upstream.length = 0
    const config = await globalConfig.getGlobalConfig(wallartDE)
    await content.getStory({
      channel: 'wallart',
      locale: 'de-DE',
      slug: 'error',
      ...relations.errorStoryRelations,
    })
    expect(upstream).toEqual([])
    expect(
      config.mainNavigation[0]!.flyoutGroups!.some((group) =>
        group.flyoutGroupItems?.some((item) => item.fullStoryData),
      ),
    ).toBe(true)
  })

  it('asks for exactly the relation fields of the contract', () => {
    expect(relations.errorStoryRelations.resolveRelations).toEqual([relationFields.relatedPages])
    expect(relations.globalConfigRelations.resolveRelations).toEqual([
      relationFields.flyoutFeatured,
    ])
  })
})
