import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocalizedUrlsAnswer } from '../../../contracts/shop-extras'
import {
  CARDS_DE,
  getJson,
  removeTempDirs,
  startTestBackend,
  story,
  tempDir,
  writeStory,
  type TestBackend,
} from '../testing/harness'

let backend: TestBackend

const calendarGroup = 'aaaaaaaa-0000-4000-8000-000000000001'
const homeGroup = 'aaaaaaaa-0000-4000-8000-000000000002'

beforeAll(async () => {
  const contentDir = tempDir('content')
  const write = (
    fullSlug: string,
    id: number,
    extra: Record<string, unknown> = {},
    content: Record<string, unknown> = {},
  ) => writeStory(contentDir, story(fullSlug, id, content, extra))
  write('cards/de-de/home', 1, { group_id: homeGroup })
  write('cards/fr-fr/home', 2, { group_id: homeGroup })
  write('cards/de-de/fotokalender', 10, {
    group_id: calendarGroup,
    // en-gb is only linked through the alternates; the unpublished it-it version is left out.
    alternates: [
      { full_slug: 'cards/en-gb/photo-calendar', published: true },
      { full_slug: 'cards/it-it/calendario', published: false },
    ],
  })
  write('cards/fr-fr/calendrier-photo', 11, { group_id: calendarGroup })
  write('cards/en-gb/photo-calendar', 12, { group_id: 'other-group' })
  write('cards/it-it/calendario', 13, { group_id: calendarGroup, published_at: null })
  // The same group on the other channel does not count.
  write('wallart/nl-nl/fotokalender', 14, { group_id: calendarGroup })
  write('cards/de-de/fotobox', 20)
  write('cards/de-de/magazin/tipps', 30)
  write('cards/de-de/global-config', 40, {}, { component: 'global-config' })
  backend = await startTestBackend({ contentDir })
})
afterAll(async () => {
  await backend.close()
  removeTempDirs()
})

const urls = (path: string, headers: Record<string, string> = CARDS_DE) =>
  getJson(`${backend.url}/web-api/localized-urls?${new URLSearchParams({ path })}`, { headers })
const byLocale = (body: unknown) =>
  Object.fromEntries(
    LocalizedUrlsAnswer.parse(body).payload.urls.map(({ locale, path }) => [locale, path]),
  )

describe('GET /web-api/localized-urls', () => {
  it("answers the page's path in every locale whose story folder has a published version (group_id and alternates)", async () => {
    const { status, body } = await urls('/fotokalender')
    expect(status).toBe(200)
    expect(body.payload.path).toBe('/fotokalender')
    expect(byLocale(body)).toEqual({
      // de-de is read by de-DE, de-AT, de-IT, de-LU (not by de-CH and de-LI, which have folders of
      // their own)
      'de-AT': '/fotokalender',
      'de-DE': '/fotokalender',
      'de-IT': '/fotokalender',
      'de-LU': '/fotokalender',
      // en-US has a story folder of its own, without this page
      'en-GB': '/photo-calendar',
      'fr-CH': '/calendrier-photo',
      'fr-FR': '/calendrier-photo',
      'fr-LU': '/calendrier-photo',
    })
  })

  it('reads the story of the asking market (fr-CH reads fr-fr) and maps the home page to /', async () => {
    const fromSwissFrench = await urls('/calendrier-photo', {
      'x-channel': 'cards-CH',
      'x-locale': 'fr-CH',
    })
    expect(byLocale(fromSwissFrench.body)['de-DE']).toBe('/fotokalender')
    const home = await urls('/')
    expect(home.body.payload.path).toBe('/')
    expect(byLocale(home.body)).toMatchObject({ 'de-DE': '/', 'fr-FR': '/' })
    expect(byLocale(home.body)).not.toHaveProperty('fr-BE')
    expect(byLocale((await urls('/magazin/tipps/')).body)).toEqual({
      'de-AT': '/magazin/tipps',
      'de-DE': '/magazin/tipps',
      'de-IT': '/magazin/tipps',
      'de-LU': '/magazin/tipps',
    })
  })

  it('lists only the page itself when it has no counterpart', async () => {
    expect(Object.values(byLocale((await urls('/fotobox')).body))).toEqual([
      '/fotobox',
      '/fotobox',
      '/fotobox',
      '/fotobox',
    ])
  })

  it('answers 404 for a path that is no published page', async () => {
    for (const path of ['/gibt-es-nicht', '/global-config', '/fotokalender/x'])
      expect((await urls(path)).status).toBe(404)
    expect(
      (await urls('/fotokalender', { 'x-channel': 'wallart-DE', 'x-locale': 'de-DE' })).status,
    ).toBe(404)
  })

  it.each([
    ['a path without a leading slash', 'path=fotokalender'],
    ['a protocol-relative path', 'path=//evil.example'],
    ['a path with spaces', 'path=/a%20b'],
    ['no path', ''],
    ['an unknown parameter', 'path=/&lang=fr'],
    ['a repeated path', 'path=/&path=/fotokalender'],
  ])('answers 400 for %s', async (_name, query) => {
    const { status } = await getJson(`${backend.url}/web-api/localized-urls?${query}`, {
      headers: CARDS_DE,
    })
    expect(status).toBe(400)
  })
})
