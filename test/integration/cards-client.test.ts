import { beforeAll, describe, expect, it } from 'vitest'
import { marketFor } from '~/domain/market'
import { localLoadContext } from '~/services/request-context.server'
import { referenceBackend } from './support/backend'
import type { CardListQuery } from '~/domain/card-list'

/**
 * The storefront's card-list client against the reference backend (contracts/cards.ts):
 * the same schema parses the answers on both sides; the content page's block data is built from
 * them.
 */
referenceBackend({ contentDir: 'backend/content' })
let cards: typeof import('~/services/cards.server')
let context: typeof import('~/services/request-context.server')

beforeAll(async () => {
  cards = await import('~/services/cards.server')
  context = await import('~/services/request-context.server')
})

const cardsDE = marketFor('cards', 'de', 'de-DE', 'web')
const all: CardListQuery = { filters: {}, sort: 'sort', pageSize: 12, page: 1 }
const overview = { content: { body: [{ component: 'card-list', _uid: 'list', occasion: '' }] } }
const birthPage = {
  content: { body: [{ component: 'card-list', _uid: 'list', occasion: 'birth' }] },
}

/** The block data of a request to the cards overview (or what it throws: a redirect). */
async function block(path: string, story: { content: Record<string, unknown> } = overview) {
  const request = new Request(`http://localhost:3000${path}`)
  return cards.loadCardListBlock(context.requestContext(request, localLoadContext()), story)
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('nothing thrown')
}

describe('card list client (contract shared with the backend)', () => {
  it('reads a page of designs with facets in the market currency, and later pages', async () => {
    const first = await cards.cardList(cardsDE, all)
    expect(first).toMatchObject({ currency: 'EUR', page: 1, pageSize: 12 })
    expect(first!.total).toBeGreaterThan(24)
    const second = await cards.cardList(cardsDE, { ...all, page: 2 })
    expect(second!.themes[0]!.themeId).not.toBe(first!.themes[0]!.themeId)
    const us = await cards.cardList(marketFor('cards', 'com', 'en-US', 'web'), all)
    expect(us).toMatchObject({ currency: 'USD' })
    expect(us!.themes[0]!.name).toBe('Colourful balloons')
  })

  it('narrows by a filter and sorts', async () => {
    const gold = await cards.cardList(cardsDE, { ...all, filters: { color: 'gold' }, pageSize: 48 })
    expect(gold!.themes.length).toBeGreaterThan(0)
    expect(gold!.themes.every((theme) => theme.color === 'gold')).toBe(true)
    const popular = await cards.cardList(cardsDE, { ...all, sort: 'popularity' })
    const scores = popular!.themes.map((theme) => theme.popularity)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
  })

  it("gives a theme page's neighbours: the first designs of an occasion", async () => {
    const products = await import('~/services/products.server')
    const weddings = await products.themes(cardsDE, 'wedding')
    expect(weddings).toHaveLength(12)
    expect(weddings[0]).toMatchObject({ themeId: '1002', name: 'Goldene Ringe' })
    expect(weddings.every((theme) => theme.occasion === 'wedding')).toBe(true)
    expect(await products.themes(cardsDE, 'halloween')).toEqual([])
  })

  it('answers null (logged) where the shop sells no cards', async () => {
    expect(await cards.cardList(marketFor('wallart', 'de', 'de-DE', 'web'), all)).toBeNull()
  })
})

describe("the card-list block's data", () => {
  it('is null on a page without the block', async () => {
    expect(await block('/karten', { content: { body: [] } })).toBeNull()
  })

  it('gives tiles linking to theme pages with a from price per card, facets and page links', async () => {
    const data = await block('/karten?sort=popularity')
    expect(data!.query.sort).toBe('popularity')
    const list = data!.list!
    expect(list.tiles).toHaveLength(12)
    expect(list.tiles[0]!.href).toMatch(/^\/themes\/\d+$/)
    expect(list.tiles[0]!.price.current).toMatch(/^ab\u00a0\d+,\d\d\u00a0€$/)
    expect(Object.keys(list.facets)).toEqual([
      'occasion',
      'aspectRatio',
      'category',
      'color',
      'label',
      'product',
      'punching',
      'style',
    ])
    expect(list.pages[0]).toEqual({ number: 1, href: null })
    expect(list.next).toBe('/karten?sort=popularity&page=2#card-list')
    expect(data!.clearHref).toBe('/karten?sort=popularity#card-list')
  })

  it('offers only filter values that show designs, each counting the designs it shows', async () => {
    const path = '/karten?occasion=birthday&style=modern'
    const data = await block(path)
    const facets = data!.list!.facets
    for (const [facet, values] of Object.entries(facets)) {
      const chosen = facet === 'occasion' ? 'birthday' : facet === 'style' ? 'modern' : undefined
      for (const { value, count } of values) {
        if (value === chosen) continue
        expect(count, `${facet}=${value}`).toBeGreaterThan(0)
      }
    }
    // Choosing a colour shows as many designs as the colour promised.
    for (const { value, count } of facets.color!) {
      const chosen = await block(`/karten?occasion=birthday&color=${value}&style=modern`)
      expect(chosen!.list!.total, `color=${value}`).toBe(count)
    }
    // A chosen value stays offered when nothing matches it, so it can be taken back.
    const empty = await block('/karten?occasion=fathers-day&label=eco&style=vintage')
    expect(empty!.list!.total).toBe(0)
    expect(empty!.list!.facets.label!.map(({ value }) => value)).toContain('eco')
  })

  it("an occasion page lists its occasion's designs and offers no occasion filter", async () => {
    const other = await thrown(block('/geburtskarten?occasion=wedding&color=blue', birthPage))
    expect(other.headers.get('location')).toBe('/geburtskarten?color=blue')
    const data = await block('/geburtskarten?color=blue', birthPage)
    expect(data).toMatchObject({ pageOccasion: 'birth', query: { occasion: 'birth' } })
    expect(data!.list!.facets.occasion).toBeUndefined()
    expect(data!.list!.tiles.every((tile) => tile.occasion === 'birth')).toBe(true)
  })

  it('sends a query that is not canonical, and a page beyond the last, to the canonical URL (302)', async () => {
    const form = await thrown(block('/karten?occasion=&color=gold&style=&sort=sort&pageSize=12'))
    expect(form.status).toBe(302)
    expect(form.headers.get('location')).toBe('/karten?color=gold')
    expect(form.headers.get('cache-control')).toMatch(/public/)
    const doubled = await thrown(block('//karten?color=&style=modern'))
    expect(doubled.headers.get('location')).toBe('/karten?style=modern')
    const beyond = await thrown(block('/karten?color=gold&page=40'))
    expect(beyond.headers.get('location')).toMatch(/^\/karten\?color=gold(&page=\d+)?$/)
  })

  it('says so when nothing is left, with the way back to all designs', async () => {
    const data = await block('/karten?occasion=fathers-day&color=gold&label=eco&sort=created')
    expect(data!.list).toMatchObject({ total: 0, tiles: [], pageCount: 1 })
    expect(data!.clearHref).toBe('/karten?sort=created#card-list')
  })
})
