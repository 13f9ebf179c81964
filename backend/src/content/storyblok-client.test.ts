import StoryblokClient from 'storyblok-js-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
 * The storefront reads content with storyblok-js-client: it must work against this API unchanged.
 */
let backend: TestBackend

beforeAll(async () => {
  const contentDir = tempDir('sb-client')
  writeStory(
    contentDir,
    story('cards/de-de/home', 1, {
      title: 'Start',
      body: [{ _uid: 'f', component: 'featured', stories: [uuidOf(2)] }],
    }),
  )
  for (let i = 2; i <= 60; i++)
    writeStory(contentDir, story(`cards/de-de/seite-${i}`, i, { title: `Seite ${i}` }))
  backend = await startTestBackend({ contentDir })
})
afterAll(async () => {
  await backend.close()
  removeTempDirs()
})

function client(accessToken = 'local-public-token') {
  return new StoryblokClient({
    accessToken,
    endpoint: `${backend.url}/v2`,
    cache: { type: 'none' },
  })
}

describe('storyblok-js-client against the reference CDN API', () => {
  it('reads a story and resolves relations', async () => {
    const { data } = await client().getStory('cards/de-de/home', {
      version: 'published',
      resolve_relations: ['featured.stories'],
    })
    expect(data.story.content.title).toBe('Start')
    expect(data.story.content.body[0].stories[0]).toMatchObject({
      uuid: uuidOf(2),
      full_slug: 'cards/de-de/seite-2',
    })
  })

  it('pages through every story with getAll (total / per-page headers)', async () => {
    const stories = await client().getAll('cdn/stories', {
      version: 'published',
      starts_with: 'cards/de-de/',
    })
    expect(stories).toHaveLength(60)
  })

  it('collects every link with getAll, paginated or not', async () => {
    const all = await client().getAll('cdn/links', { version: 'published' })
    const paged = await client().getAll('cdn/links', {
      version: 'published',
      paginated: 1,
    } as never)
    // 60 stories and the folders cards, cards/de-de.
    expect(all).toHaveLength(62)
    expect(paged).toHaveLength(62)
  })

  it('reads the cache version from spaces/me', async () => {
    const { data } = await client().get('cdn/spaces/me', {})
    expect(typeof data.space.version).toBe('number')
  })

  it('rejects with the status for a missing story and a wrong token', async () => {
    await expect(
      client().getStory('cards/de-de/nope', { version: 'published' }),
    ).rejects.toMatchObject({ status: 404 })
    await expect(
      client('wrong').getStory('cards/de-de/home', { version: 'published' }),
    ).rejects.toMatchObject({ status: 401 })
  })
})
