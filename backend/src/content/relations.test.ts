import { join } from 'node:path'
import StoryblokClient from 'storyblok-js-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  LinkedStoryUrl,
  RelatedStory,
  RelationsAnswer,
  ResolvedStoryLink,
  relationBatchSize,
  relationFields,
} from '../../../contracts/content-relations'
import {
  removeTempDirs,
  startTestBackend,
  story,
  tempDir,
  uuidOf,
  writeStory,
  type TestBackend,
} from '../testing/harness'

/**
 * Relations and links as Storyblok answers them (shop-core §7 "resolve_relations,
 * resolve_links … rels, links, rel_uuids, link_uuids"; §9 "ids resolved in batches of 50"),
 * read by the storefront's storyblok-js-client unchanged.
 */
const RELATED = 120
const LINKED = 70
const PUBLIC = 'token=local-public-token'

let backend: TestBackend
let generated: TestBackend

const storyLink = (id: number) => ({
  id: uuidOf(id),
  url: '',
  linktype: 'story',
  fieldtype: 'multilink',
  cached_url: `cards/de-de/page-${id}`,
})

beforeAll(async () => {
  const contentDir = tempDir('relations')
  const targets = Array.from({ length: RELATED }, (_, i) => i + 2)
  writeStory(
    contentDir,
    story('cards/de-de/hub', 1, {
      body: [
        { _uid: 'related', component: 'related-pages', stories: targets.map(uuidOf) },
        {
          _uid: 'links',
          component: 'link-list',
          items: targets.slice(0, LINKED).map((id) => ({
            _uid: `item-${id}`,
            component: 'link-item',
            link: storyLink(id),
          })),
        },
      ],
    }),
  )
  writeStory(
    contentDir,
    story('cards/de-de/small', 500, {
      body: [
        {
          _uid: 'related',
          component: 'related-pages',
          stories: [uuidOf(2), uuidOf(3), uuidOf(4)],
          moreLink: storyLink(5),
        },
      ],
    }),
  )
  for (const id of targets)
    writeStory(contentDir, story(`cards/de-de/page-${id}`, id, { title: `Page ${id}` }))
  backend = await startTestBackend({ contentDir })
  generated = await startTestBackend({ contentDir: join(__dirname, '../../content') })
})
afterAll(async () => {
  await backend.close()
  await generated.close()
  removeTempDirs()
})

async function cdn(target: TestBackend, path: string) {
  const response = await fetch(`${target.url}/v2/cdn/${path}`)
  return { status: response.status, headers: response.headers, body: await response.json() }
}

/** A client like the storefront's, counting the requests it makes. */
function countingClient(target: TestBackend) {
  const requests: URL[] = []
  const client = new StoryblokClient({
    accessToken: 'local-public-token',
    endpoint: `${target.url}/v2`,
    cache: { type: 'none' },
    fetch: (input, init) => {
      requests.push(new URL(String(input instanceof Request ? input.url : input)))
      return fetch(input, init)
    },
  })
  return { client, requests }
}

describe('relations and links in the answer', () => {
  it('up to 50 related and linked stories come inline in rels and links', async () => {
    const { status, body } = await cdn(
      backend,
      `stories/cards/de-de/small?${PUBLIC}&resolve_relations=${relationFields.relatedPages}&resolve_links=url`,
    )
    expect(status).toBe(200)
    const answer = RelationsAnswer.parse(body)
    expect(answer.rels.map((rel) => rel.uuid)).toEqual([uuidOf(2), uuidOf(3), uuidOf(4)])
    expect(answer.links).toEqual([
      LinkedStoryUrl.parse({
        name: 'page-5',
        id: 5,
        uuid: uuidOf(5),
        slug: 'page-5',
        url: 'cards/de-de/page-5',
        full_slug: 'cards/de-de/page-5',
      }),
    ])
    expect(answer).not.toHaveProperty('rel_uuids')
    expect(answer).not.toHaveProperty('link_uuids')
  })

  it('beyond 50 only their uuids come, in rel_uuids and link_uuids', async () => {
    const { body } = await cdn(
      backend,
      `stories/cards/de-de/hub?${PUBLIC}&resolve_relations=${relationFields.relatedPages}&resolve_links=story`,
    )
    const answer = RelationsAnswer.parse(body)
    expect(answer.rels).toEqual([])
    expect(answer.links).toEqual([])
    expect(answer.rel_uuids).toHaveLength(RELATED)
    expect(answer.link_uuids).toHaveLength(LINKED)
    expect(answer.rel_uuids![0]).toBe(uuidOf(2))
  })

  it('by_uuids pages those uuids 50 at a time, with total and per-page headers', async () => {
    const uuids = Array.from({ length: RELATED }, (_, i) => uuidOf(i + 2))
    const { headers, body } = await cdn(
      backend,
      `stories?${PUBLIC}&by_uuids=${uuids.join(',')}&per_page=${relationBatchSize}&page=3`,
    )
    expect(headers.get('total')).toBe(String(RELATED))
    expect(headers.get('per-page')).toBe('50')
    expect(body.stories).toHaveLength(RELATED - 2 * relationBatchSize)
  })
})

describe('storyblok-js-client resolves them', () => {
  it('fetches rel_uuids and link_uuids with by_uuids in batches of 50 and puts the stories in place', async () => {
    const { client, requests } = countingClient(backend)
    const { data } = await client.get('cdn/stories/cards/de-de/hub', {
      version: 'published',
      resolve_relations: relationFields.relatedPages,
      resolve_links: 'url',
    })
    const [related, links] = data.story.content.body
    expect(related.stories).toHaveLength(RELATED)
    related.stories.forEach((entry: unknown, index: number) =>
      expect(RelatedStory.parse(entry).full_slug).toBe(`cards/de-de/page-${index + 2}`),
    )
    for (const [index, item] of (links.items as { link: unknown }[]).entries()) {
      const link = ResolvedStoryLink.parse(item.link)
      expect(link.story?.full_slug).toBe(`cards/de-de/page-${index + 2}`)
    }
    const batches = requests.filter((url) => url.searchParams.has('by_uuids'))
    expect(batches.map((url) => url.searchParams.get('by_uuids')!.split(',').length)).toEqual([
      50, 50, 20, 50, 20,
    ])
    expect(batches.every((url) => url.searchParams.get('per_page') === '50')).toBe(true)
    expect(requests).toHaveLength(1 + batches.length)
  })
})

describe('the shop content: relations in every market', () => {
  const markets = ['cards', 'wallart'].flatMap((channel) =>
    ['de-de', 'de-ch', 'de-li', 'en-gb', 'en-us', 'es-es', 'fr-be', 'fr-fr', 'it-it', 'nl-nl'].map(
      (locale) => `${channel}/${locale}`,
    ),
  )

  it('the error story names related pages of its own market, and its more-link a story', async () => {
    for (const market of markets) {
      const { status, body } = await cdn(
        generated,
        `stories/${market}/error?${PUBLIC}&resolve_relations=${relationFields.relatedPages}&resolve_links=url`,
      )
      expect(status, market).toBe(200)
      const answer = RelationsAnswer.parse(body)
      expect(answer.rels.length, market).toBeGreaterThanOrEqual(3)
      for (const rel of answer.rels) expect(rel.full_slug.startsWith(`${market}/`)).toBe(true)
      expect(answer.links.map((link) => link.full_slug)).toEqual([`${market}/faq`])
      const block = body.story.content.body.find(
        (entry: { component: string }) => entry.component === 'related-pages',
      )
      expect(block.stories.map((entry: { uuid: string }) => entry.uuid)).toEqual(
        answer.rels.map((rel) => rel.uuid),
      )
    }
  })

  it("the global config's featured flyout items are magazine articles of the market", async () => {
    for (const market of markets) {
      const { body } = await cdn(
        generated,
        `stories/${market}/global-config?${PUBLIC}&resolve_relations=${relationFields.flyoutFeatured}`,
      )
      const answer = RelationsAnswer.parse(body)
      expect(answer.rels.length, market).toBeGreaterThan(0)
      const featured = body.story.content.mainNavigation[0].flyoutGroups.find(
        (group: { flyoutGroupIdentifier: string }) => group.flyoutGroupIdentifier === 'featured',
      )
      for (const item of featured.flyoutGroupItems) {
        const related = RelatedStory.parse(item.fullStoryData)
        expect(related.full_slug.startsWith(`${market}/`), market).toBe(true)
        expect(related.content.teaser?.[0]?.image?.filename).toMatch(
          /^https:\/\/a\.storyblok\.com\//,
        )
      }
    }
  })
})
