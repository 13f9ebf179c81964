import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SearchAnswer, type SearchPayloadData } from '../../../contracts/search'
import { contractBackend, marketHeaders } from '../testing/contract-calls'
import { CARDS_DE, tempDir } from '../testing/harness'

/** The reference content, copied: the test publishes a change to it. */
const contentDir = tempDir('search-content')
cpSync(join(process.cwd(), 'backend/content/stories'), join(contentDir, 'stories'), {
  recursive: true,
})

const CARDS_GB = marketHeaders('cards', 'en-GB')
const CARDS_AT = marketHeaders('cards', 'de-AT')
const CARDS_CH_FR = marketHeaders('cards', 'fr-CH')
const WALLART_GB = marketHeaders('wallart', 'en-GB')

const { backend, get, expectRefused } = contractBackend(CARDS_DE, { contentDir })

async function search(query: string, headers = CARDS_DE): Promise<SearchPayloadData> {
  const { status, body, response } = await get(
    `/web-api/search?${new URLSearchParams({ q: query })}`,
    headers,
  )
  expect(status, query).toBe(200)
  expect(response.headers.get('cache-control')).toBe('public, max-age=60')
  return SearchAnswer.parse(body).payload
}

const paths = (payload: SearchPayloadData) => payload.results.map((result) => result.path)

describe('GET /web-api/search (the shop search)', () => {
  it('finds a product page by its name, best first, with text and picture', async () => {
    const payload = await search('Hochzeitskarten')
    expect(payload.query).toBe('Hochzeitskarten')
    expect(payload.correctedQuery).toBeUndefined()
    expect(payload.results[0]).toMatchObject({
      kind: 'product',
      title: 'Hochzeitskarten',
      path: '/hochzeitskarten',
    })
    expect(payload.results[0]!.text).toMatch(/Save the Date/)
    expect(payload.results[0]!.image).toMatch(/^https:\/\/a\.storyblok\.com\//)
  })

  it('corrects a misspelt word to the nearest word of the market’s index', async () => {
    const payload = await search('Hochzeitskartn')
    expect(payload.correctedQuery).toBe('hochzeitskarten')
    expect(payload.results[0]!.path).toBe('/hochzeitskarten')
    const english = await search('weding cards', CARDS_GB)
    expect(english.correctedQuery).toBe('wedding cards')
    expect(paths(english)[0]).toBe('/wedding-cards')
  })

  it('searches the last word as a prefix (suggestions while typing)', async () => {
    expect(paths(await search('Hochzeitsk'))).toContain('/hochzeitskarten')
    expect(paths(await search('photo cal', CARDS_GB))).toContain('/photo-calendar')
  })

  it('finds card themes by name and occasion in the market’s language', async () => {
    const german = await search('Bunte Ballons')
    expect(german.results[0]).toMatchObject({ kind: 'theme', path: '/themes/1001' })
    expect(german.results[0]!.text).toMatch(/Geburtstag/)
    const english = await search('colourful balloons', CARDS_GB)
    expect(english.results[0]).toMatchObject({ kind: 'theme', title: 'Colourful balloons' })
    expect(paths(await search('Hochzeit'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/themes\/\d+$/)]),
    )
  })

  it('finds magazine articles and service pages', async () => {
    const article = await search('Was schreibe ich in die Karte')
    expect(article.results[0]).toMatchObject({
      kind: 'article',
      path: '/magazin/was-schreibe-ich-in-die-karte',
    })
    const gallery = await search('gallery wall', WALLART_GB)
    expect(gallery.results[0]).toMatchObject({
      kind: 'article',
      path: '/magazine/hanging-pictures-gallery-wall',
    })
    expect((await search('Versand')).results).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'service', path: '/versand' })]),
    )
  })

  it('finds designs and photo boxes with their product pages', async () => {
    const calendar = await search('Schuljahr')
    expect(calendar.results[0]).toMatchObject({
      kind: 'product',
      path: '/products?designGroupId=330',
    })
    expect(calendar.results[0]!.image).toMatch(/^https:\/\//)
    expect(paths(await search('Fotobox MAX'))).toContain('/products?photoboxType=large')
  })

  it('answers each market from its own language and channel', async () => {
    expect((await search('Hochzeitskarten', CARDS_GB)).results.map((r) => r.path)).not.toContain(
      '/hochzeitskarten',
    )
    expect(paths(await search('wedding cards', CARDS_GB))[0]).toBe('/wedding-cards')
    expect(paths(await search('Hochzeitskarten', CARDS_AT))[0]).toBe('/hochzeitskarten')
    expect(paths(await search('cartes de mariage', CARDS_CH_FR)).length).toBeGreaterThan(0)
    // The wall-art shop sells no cards: no theme there.
    const wallart = await search('Bunte Ballons', marketHeaders('wallart', 'de-DE'))
    expect(wallart.results.filter((result) => result.kind === 'theme')).toEqual([])
  })

  it('leaves out configuration, redirects, noindex and demo pages', async () => {
    const all = [
      ...paths(await search('Fotokalender')),
      ...paths(await search('Demo')),
      ...paths(await search('Karten')),
    ]
    for (const hidden of [
      '/global-config',
      '/home',
      '/error',
      '/feed-calendar',
      '/block-showcase',
      '/ab-test-demo',
      '/component-fallback-demo',
      '/kalender-gestalten',
    ])
      expect(all).not.toContain(hidden)
  })

  it('answers an empty list, not an error, when nothing matches', async () => {
    const payload = await search('xylophonorchester')
    expect(payload.results).toEqual([])
    expect(payload.correctedQuery).toBeUndefined()
    expect((await search('"OR" NEAR(* -')).results).toEqual([])
  })

  it('limits the results', async () => {
    const { body } = await get('/web-api/search?q=karten&limit=3')
    expect(SearchAnswer.parse(body).payload.results).toHaveLength(3)
  })

  it('refuses a missing, empty, over-long, repeated or unknown parameter (400)', async () => {
    await expectRefused('/web-api/search', 400, 'q')
    await expectRefused('/web-api/search?q=', 400, 'q')
    await expectRefused('/web-api/search?q=%20%20', 400, 'q')
    await expectRefused(`/web-api/search?q=${'a'.repeat(101)}`, 400, 'q')
    await expectRefused('/web-api/search?q=a&q=b', 400, 'q')
    await expectRefused('/web-api/search?q=a&sort=new', 400, 'sort')
    await expectRefused('/web-api/search?q=a&limit=0', 400, 'limit')
    await expectRefused('/web-api/search?q=a&limit=51', 400, 'limit')
    await expectRefused('/web-api/search?q=a', 400, 'X-Channel', {})
  })

  it('rebuilds the index when content is published', async () => {
    expect((await search('Zauberlaterne')).results).toEqual([])
    const file = join(contentDir, 'stories/cards/de-de/magazin/was-schreibe-ich-in-die-karte.json')
    const story = JSON.parse(readFileSync(file, 'utf8')) as { content: { description: string } }
    story.content.description = 'Neu: Textideen für die Zauberlaterne zum Laternenfest.'
    writeFileSync(file, JSON.stringify(story, null, 2))
    backend().clock.advance(60_000)
    const payload = await search('Zauberlaterne')
    expect(paths(payload)).toEqual(['/magazin/was-schreibe-ich-in-die-karte'])
    expect(backend().logs.some((line) => line.event === 'search-index-rebuilt')).toBe(true)
  })
})
