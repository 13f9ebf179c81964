import { rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  getJson,
  removeTempDirs,
  startTestBackend,
  story,
  tempDir,
  uuidOf,
  writeStory,
  type TestBackend,
} from '../testing/harness'

const PUBLIC = 'token=local-public-token'
const PREVIEW = 'token=local-preview-token'

let backend: TestBackend
let contentDir: string

function home(title = 'Startseite') {
  return story(
    'cards/de-de/home',
    1,
    {
      title,
      title__i18n__en: 'Home',
      body: [
        {
          _uid: 'hero',
          component: 'teaser-hero',
          headline: 'Willkommen',
          headline__i18n__en: 'Welcome',
          headline__i18n__fr: '',
        },
        {
          _uid: 'featured',
          component: 'featured-stories',
          stories: [uuidOf(2), uuidOf(3), 'not-a-known-uuid'],
          single: uuidOf(2),
        },
        { _uid: 'other', component: 'other-block', stories: [uuidOf(2)] },
      ],
    },
    {
      name: 'Startseite',
      draft: { _uid: 'uid-1', component: 'page', title: 'Startseite (Entwurf)', body: [] },
      translated_slugs: [{ path: 'home', name: 'Home', lang: 'en' }],
    },
  )
}

beforeAll(async () => {
  contentDir = tempDir('cdn-content')
  writeStory(contentDir, home())
  writeStory(
    contentDir,
    story(
      'cards/de-de/karten',
      2,
      { title: 'Karten', body: [] },
      { name: 'Karten', tag_list: ['product'] },
    ),
  )
  writeStory(
    contentDir,
    story(
      'cards/de-de/fotobuch',
      3,
      { title: 'Fotobuch', body: [] },
      { name: 'Fotobuch', tag_list: ['product'] },
    ),
  )
  writeStory(
    contentDir,
    story(
      'cards/de-de/geheim',
      4,
      { title: 'Noch nicht veröffentlicht' },
      { published_at: null, first_published_at: null },
    ),
  )
  writeStory(contentDir, story('cards/en-gb/home', 5, { title: 'Home' }))
  writeStory(contentDir, story('wallart/de-de/home', 6, { title: 'Wandbilder' }))
  for (let i = 1; i <= 30; i++) {
    writeStory(
      contentDir,
      story(
        `cards/de-de/blog/post-${i}`,
        100 + i,
        { title: `Beitrag ${i}`, order: 31 - i },
        { position: i },
      ),
    )
  }
  backend = await startTestBackend({ contentDir })
})

afterAll(async () => {
  await backend.close()
  removeTempDirs()
})

const cdn = (path: string) => getJson(`${backend.url}/v2/cdn/${path}`)

describe('token', () => {
  it('answers 401 {"error":"Unauthorized"} without a token or with an unknown one', async () => {
    for (const query of ['', '?token=wrong']) {
      const { status, body } = await cdn(`stories/cards/de-de/home${query}`)
      expect(status).toBe(401)
      expect(body).toEqual({ error: 'Unauthorized' })
    }
    expect((await cdn('spaces/me')).status).toBe(401)
    expect((await cdn('links')).status).toBe(401)
    expect((await cdn('stories')).status).toBe(401)
  })

  it('lets the public token read published content only, the preview token drafts too', async () => {
    expect((await cdn(`stories/cards/de-de/home?${PUBLIC}&version=draft`)).status).toBe(401)
    expect((await cdn(`stories/cards/de-de/home?${PREVIEW}&version=draft`)).status).toBe(200)
    expect((await cdn(`stories/cards/de-de/home?${PREVIEW}`)).status).toBe(200)
  })
})

describe('GET /v2/cdn/stories/{full_slug}', () => {
  it('answers the story with cv, rels and links as JSON', async () => {
    const { status, body, response } = await cdn(`stories/cards/de-de/home?${PUBLIC}`)
    expect(status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toBe('max-age=0')
    expect(body.story).toMatchObject({
      id: 1,
      uuid: uuidOf(1),
      full_slug: 'cards/de-de/home',
      slug: 'home',
      name: 'Startseite',
      lang: 'default',
    })
    expect(body.story.content.title).toBe('Startseite')
    expect(body.story).not.toHaveProperty('draft')
    expect(typeof body.cv).toBe('number')
    expect(body.rels).toEqual([])
    expect(body.links).toEqual([])
  })

  it('serves the draft content to the preview token with version=draft', async () => {
    const { body } = await cdn(`stories/cards/de-de/home?${PREVIEW}&version=draft`)
    expect(body.story.content.title).toBe('Startseite (Entwurf)')
    const published = await cdn(`stories/cards/de-de/home?${PREVIEW}&version=published`)
    expect(published.body.story.content.title).toBe('Startseite')
  })

  it('hides a story that was never published unless the draft is asked for', async () => {
    const published = await cdn(`stories/cards/de-de/geheim?${PUBLIC}`)
    expect(published.status).toBe(404)
    expect(published.body).toEqual({ error: 'This record could not be found' })
    expect((await cdn(`stories/cards/de-de/geheim?${PREVIEW}&version=draft`)).status).toBe(200)
  })

  it('answers 404 {"error":"This record could not be found"} for an unknown slug', async () => {
    const { status, body } = await cdn(`stories/cards/de-de/nope?${PUBLIC}`)
    expect(status).toBe(404)
    expect(body).toEqual({ error: 'This record could not be found' })
  })

  it('finds a story by numeric id and by uuid with find_by=uuid', async () => {
    expect((await cdn(`stories/2?${PUBLIC}`)).body.story.full_slug).toBe('cards/de-de/karten')
    expect((await cdn(`stories/${uuidOf(3)}?${PUBLIC}&find_by=uuid`)).body.story.full_slug).toBe(
      'cards/de-de/fotobuch',
    )
  })

  it('applies field-level translations for language= and strips every __i18n__ field', async () => {
    const en = await cdn(`stories/cards/de-de/home?${PUBLIC}&language=en`)
    expect(en.body.story.lang).toBe('en')
    expect(en.body.story.content.title).toBe('Home')
    expect(en.body.story.content.body[0].headline).toBe('Welcome')
    const fr = await cdn(`stories/cards/de-de/home?${PUBLIC}&language=fr`)
    expect(fr.body.story.content.body[0].headline).toBe('Willkommen') // empty translation falls back
    const plain = await cdn(`stories/cards/de-de/home?${PUBLIC}`)
    for (const answer of [en, fr, plain])
      expect(JSON.stringify(answer.body)).not.toContain('__i18n__')
  })

  it('leaves out root content fields named in excluding_fields', async () => {
    const { body } = await cdn(`stories/cards/de-de/home?${PUBLIC}&excluding_fields=body`)
    expect(body.story.content).not.toHaveProperty('body')
    expect(body.story.content.title).toBe('Startseite')
  })

  it('resolves resolve_relations in place and lists the related stories in rels', async () => {
    const { body } = await cdn(
      `stories/cards/de-de/home?${PUBLIC}&resolve_relations=featured-stories.stories,featured-stories.single`,
    )
    const featured = body.story.content.body[1]
    expect(featured.stories[0]).toMatchObject({ uuid: uuidOf(2), full_slug: 'cards/de-de/karten' })
    expect(featured.stories[1]).toMatchObject({
      uuid: uuidOf(3),
      full_slug: 'cards/de-de/fotobuch',
    })
    expect(featured.stories[2]).toBe('not-a-known-uuid')
    expect(featured.single).toMatchObject({ uuid: uuidOf(2) })
    // Only the named component's field is resolved.
    expect(body.story.content.body[2].stories).toEqual([uuidOf(2)])
    expect(body.rels.map((rel: { uuid: string }) => rel.uuid).sort()).toEqual([
      uuidOf(2),
      uuidOf(3),
    ])
    expect(body).not.toHaveProperty('rel_uuids')
  })
})

describe('GET /v2/cdn/stories', () => {
  it('filters by starts_with and pages with per_page (default 25) and page, with total and per-page headers', async () => {
    const first = await cdn(`stories?${PUBLIC}&starts_with=cards/de-de/blog/`)
    expect(first.response.headers.get('total')).toBe('30')
    expect(first.response.headers.get('per-page')).toBe('25')
    expect(first.body.stories).toHaveLength(25)
    expect(typeof first.body.cv).toBe('number')
    const second = await cdn(`stories?${PUBLIC}&starts_with=cards/de-de/blog/&page=2`)
    expect(second.body.stories).toHaveLength(5)
    const slugs = [...first.body.stories, ...second.body.stories].map(
      (s: { full_slug: string }) => s.full_slug,
    )
    expect(new Set(slugs).size).toBe(30)
    const third = await cdn(`stories?${PUBLIC}&starts_with=cards/de-de/blog/&page=3`)
    expect(third.body.stories).toEqual([])
  })

  it('caps per_page at 100', async () => {
    const { response, body } = await cdn(`stories?${PUBLIC}&per_page=500`)
    expect(response.headers.get('per-page')).toBe('100')
    expect(response.headers.get('total')).toBe('35')
    expect(body.stories).toHaveLength(35)
  })

  it('lists unpublished stories only for version=draft', async () => {
    const published = await cdn(`stories?${PUBLIC}&starts_with=cards/de-de/geheim`)
    expect(published.body.stories).toEqual([])
    const draft = await cdn(`stories?${PREVIEW}&version=draft&starts_with=cards/de-de/geheim`)
    expect(draft.body.stories).toHaveLength(1)
  })

  it('selects by_slugs with * wildcards and by_uuids', async () => {
    const slugs = await cdn(
      `stories?${PUBLIC}&by_slugs=cards/de-de/blog/post-1*,wallart/*&per_page=100`,
    )
    expect(slugs.body.stories.map((s: { full_slug: string }) => s.full_slug).sort()).toEqual(
      [
        'cards/de-de/blog/post-1',
        ...Array.from({ length: 10 }, (_, i) => `cards/de-de/blog/post-1${i}`),
        'wallart/de-de/home',
      ].sort(),
    )
    const uuids = await cdn(`stories?${PUBLIC}&by_uuids=${uuidOf(2)},${uuidOf(5)}`)
    expect(uuids.body.stories.map((s: { id: number }) => s.id).sort()).toEqual([2, 5])
  })

  it('sorts by sort_by, including content fields', async () => {
    const { body } = await cdn(
      `stories?${PUBLIC}&starts_with=cards/de-de/blog/&sort_by=content.order:asc:int&per_page=3`,
    )
    expect(body.stories.map((s: { content: { title: string } }) => s.content.title)).toEqual([
      'Beitrag 30',
      'Beitrag 29',
      'Beitrag 28',
    ])
  })

  it('resolves relations for every story of a list', async () => {
    const { body } = await cdn(
      `stories?${PUBLIC}&by_slugs=cards/de-de/home&resolve_relations=featured-stories.stories`,
    )
    expect(body.stories[0].content.body[1].stories[0].uuid).toBe(uuidOf(2))
    expect(body.rels).toHaveLength(2)
  })
})

describe('GET /v2/cdn/links', () => {
  it('answers links keyed by uuid, with folders', async () => {
    const { status, body } = await cdn(`links?${PUBLIC}`)
    expect(status).toBe(200)
    const home = body.links[uuidOf(1)]
    expect(home).toMatchObject({
      id: 1,
      uuid: uuidOf(1),
      slug: 'cards/de-de/home',
      full_slug: 'cards/de-de/home',
      real_path: '/cards/de-de/home',
      name: 'Startseite',
      is_folder: false,
      published: true,
      is_startpage: false,
    })
    expect(home.alternates).toEqual([
      { path: 'home', name: 'Home', lang: 'en', published: true, translated_slug: 'home' },
    ])
    const folders = Object.values(body.links).filter((link: any) => link.is_folder) as any[]
    expect(folders.map((f) => f.slug).sort()).toEqual([
      'cards',
      'cards/de-de',
      'cards/de-de/blog',
      'cards/en-gb',
      'wallart',
      'wallart/de-de',
    ])
    const deDe = folders.find((f) => f.slug === 'cards/de-de')
    expect(home.parent_id).toBe(deDe.id)
    expect(deDe.parent_id).toBe(folders.find((f) => f.slug === 'cards').id)
    expect(body.links[uuidOf(4)]).toBeUndefined()
  })

  it('filters links by starts_with and shows drafts to the preview token', async () => {
    const { body } = await cdn(`links?${PREVIEW}&version=draft&starts_with=cards/de-de/g`)
    expect(Object.values(body.links).map((l: any) => l.slug)).toEqual(['cards/de-de/geheim'])
    expect(body.links[uuidOf(4)].published).toBe(false)
  })
})

describe('cache version', () => {
  it('spaces/me answers the space with the current cv and the languages in use', async () => {
    const { body } = await cdn(`spaces/me?${PUBLIC}`)
    const storyAnswer = await cdn(`stories/cards/de-de/home?${PUBLIC}`)
    expect(body.space).toMatchObject({ id: 287465, version: storyAnswer.body.cv })
    expect(typeof body.space.name).toBe('string')
    expect(typeof body.space.domain).toBe('string')
    expect(body.space.language_codes).toEqual(['en', 'fr'])
  })

  it('serves a story edited on disk at once, with a new cv, and notices added and removed files', async () => {
    const before = await cdn(`stories/cards/de-de/home?${PUBLIC}`)
    writeStory(contentDir, home('Startseite, frisch bearbeitet'))
    const after = await cdn(`stories/cards/de-de/home?${PUBLIC}`)
    expect(after.body.story.content.title).toBe('Startseite, frisch bearbeitet')
    expect(after.body.cv).not.toBe(before.body.cv)
    expect((await cdn(`spaces/me?${PUBLIC}`)).body.space.version).toBe(after.body.cv)

    writeStory(contentDir, story('cards/de-de/neu', 50, { title: 'Neu' }))
    const added = await cdn(`stories/cards/de-de/neu?${PUBLIC}`)
    expect(added.status).toBe(200)
    expect(added.body.cv).toBeGreaterThan(after.body.cv)

    rmSync(join(contentDir, 'stories', 'cards', 'de-de', 'neu.json'))
    const removed = await cdn(`stories/cards/de-de/neu?${PUBLIC}`)
    expect(removed.status).toBe(404)
    expect((await cdn(`spaces/me?${PUBLIC}`)).body.space.version).toBeGreaterThan(added.body.cv)
  })

  it('skips a broken story file, logs it and keeps serving the others', async () => {
    mkdirSync(join(contentDir, 'stories', 'broken'), { recursive: true })
    writeFileSync(join(contentDir, 'stories', 'broken', 'page.json'), '{ not json')
    expect((await cdn(`stories/cards/de-de/home?${PUBLIC}`)).status).toBe(200)
    expect((await cdn(`stories/broken/page?${PUBLIC}`)).status).toBe(404)
    expect(backend.logs.some((line) => line.event === 'content-story-invalid')).toBe(true)
    rmSync(join(contentDir, 'stories', 'broken'), { recursive: true })
  })
})
