import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cardFilters, cardFilterValues } from '../../../contracts/card-vocabulary'
import { CardListAnswer, type CardListPayload } from '../../../contracts/cards'
import { CardPriceAnswer, ShopErrorAnswer, ThemeAnswer } from '../../../contracts/prices'
import { locales } from '../../../contracts/vocabulary'
import { currencyOfLocale } from '../prices/catalogue'
import { pricesModule } from '../prices/routes'
import { contractBackend, marketHeaders } from '../testing/contract-calls'
import { CARDS_DE } from '../testing/harness'
import { cardsModule } from './routes'

const { get, expectRefused } = contractBackend(CARDS_DE, { modules: [pricesModule, cardsModule] })

async function list(query = '', headers = CARDS_DE): Promise<CardListPayload> {
  const { status, body, response } = await get(`/web-api/themes${query}`, headers)
  expect(status, query).toBe(200)
  expect(response.headers.get('cache-control')).toBe('public, max-age=60')
  return CardListAnswer.parse(body).payload
}

describe('GET /web-api/themes: the card list (shop-core §3 "Cards", §9)', () => {
  it('pages every design of the market 12 at a time by default, and 48 on request', async () => {
    const first = await list()
    expect(first).toMatchObject({ currency: 'EUR', sort: 'sort', page: 1, pageSize: 12 })
    expect(first.total).toBeGreaterThanOrEqual(60)
    expect(first.pageCount).toBe(Math.ceil(first.total / 12))
    expect(first.themes).toHaveLength(12)
    expect(first.themes[0]).toMatchObject({ themeId: '1001', name: 'Bunte Ballons' })
    const second = await list('?page=2')
    expect(second.themes).toHaveLength(12)
    const ids = new Set(first.themes.map((theme) => theme.themeId))
    expect(second.themes.some((theme) => ids.has(theme.themeId))).toBe(false)
    const large = await list('?pageSize=48')
    expect(large.themes).toHaveLength(48)
    expect(large.themes.slice(12, 24).map((theme) => theme.themeId)).toEqual(
      second.themes.map((theme) => theme.themeId),
    )
    const beyond = await list(`?page=${first.pageCount + 1}`)
    expect(beyond).toMatchObject({ total: first.total, themes: [] })
  })

  it('narrows by each filter; a facet counts what each of its values would leave', async () => {
    const all = await list()
    for (const filter of cardFilters) {
      for (const { value, count } of all.facets[filter]) {
        const filtered = await list(`?${filter}=${value}&pageSize=48`)
        expect(filtered.total, `${filter}=${value}`).toBe(count)
        expect(filtered.filters[filter]).toBe(value)
        for (const theme of filtered.themes) {
          if (filter === 'product') expect(theme.formatTypes).toContain(value)
          else expect(theme[filter]).toBe(value)
        }
      }
      expect(all.facets[filter].map((facet) => facet.value)).toEqual([...cardFilterValues[filter]])
      expect(all.facets[filter].filter((facet) => facet.count > 0).length).toBeGreaterThan(1)
    }
    const gold = await list('?color=gold')
    expect(gold.total).toBeGreaterThan(0)
    expect(gold.total).toBeLessThan(all.total)
    // the color facet ignores its own choice; the others follow it
    expect(gold.facets.color).toEqual(all.facets.color)
    expect(gold.facets.style.reduce((sum, facet) => sum + facet.count, 0)).toBe(gold.total)
  })

  it('combines the occasion and filters, and says so when nothing is left', async () => {
    const weddings = await list('?occasion=wedding&pageSize=48')
    expect(weddings.occasion).toBe('wedding')
    expect(weddings.total).toBeGreaterThan(12)
    expect(weddings.themes.every((theme) => theme.occasion === 'wedding')).toBe(true)
    const none = await list('?occasion=fathers-day&color=gold&label=eco')
    expect(none).toMatchObject({ total: 0, pageCount: 1, themes: [] })
  })

  it('sorts by the shop order, by popularity and by newest first', async () => {
    const popular = (await list('?sort=popularity&pageSize=48')).themes
    expect(popular.map((theme) => theme.popularity)).toEqual(
      [...popular.map((theme) => theme.popularity)].sort((a, b) => b - a),
    )
    const newest = (await list('?sort=created&pageSize=48')).themes
    expect(newest.map((theme) => theme.created)).toEqual(
      [...newest.map((theme) => theme.created)].sort().reverse(),
    )
    expect(newest[0]?.label).toBe('new')
  })

  it("gives each design's 'from' price per card: the lowest unit price of its formats and quantities", async () => {
    const [theme] = (await list('?pageSize=12')).themes
    let lowest = Infinity
    for (const formatType of theme!.formatTypes) {
      const { payload } = CardPriceAnswer.parse(
        (await get(`/web-api/card-price?formatType=${formatType}`)).body,
      )
      for (const price of payload.prices)
        if (typeof price.quantity === 'number' && theme!.quantities.includes(price.quantity))
          lowest = Math.min(lowest, Math.round((price.priceCurrent / price.quantity) * 100) / 100)
    }
    expect(theme!.fromPrice.priceCurrent).toBe(lowest)
    expect(theme!.fromPrice.priceOriginal).toBeGreaterThanOrEqual(theme!.fromPrice.priceCurrent)
  })

  it('answers every card market in its currency and language; designs sold only in some countries stay there', async () => {
    for (const locale of locales) {
      const country = locale.slice(3)
      const headers = { 'x-channel': `cards-${country}`, 'x-locale': locale }
      const payload = await list('', headers)
      expect(payload.currency).toBe(currencyOfLocale(locale))
      expect(payload.total).toBeGreaterThanOrEqual(60)
      const schoolStart = await list('?occasion=school-start', headers)
      expect(schoolStart.total, locale).toBe(
        ['DE', 'AT', 'CH', 'LI', 'LU', 'IT'].includes(country) ? 2 : 0,
      )
    }
    const english = await list('', { 'x-channel': 'cards-GB', 'x-locale': 'en-GB' })
    expect(english.themes[0]?.name).toBe('Colourful balloons')
    const onlyGerman = (await list('?occasion=school-start')).themes[0]!.themeId
    expect((await get(`/web-api/themes/${onlyGerman}`)).status).toBe(200)
    const dutch = { 'x-channel': 'cards-NL', 'x-locale': 'nl-NL' }
    expect((await get(`/web-api/themes/${onlyGerman}`, dutch)).status).toBe(404)
  })

  it('lists only designs the theme call knows', async () => {
    const all = await list('?pageSize=48&page=2')
    for (const theme of all.themes) {
      const answer = ThemeAnswer.parse((await get(`/web-api/themes/${theme.themeId}`)).body)
      expect(answer.payload.theme.name).toBe(theme.name)
    }
  })

  it('refuses an unknown, repeated or malformed parameter with 400 (never 500) and the wall-art shop with 404', async () => {
    for (const [query, field] of [
      ['?colour=gold', 'colour'],
      ['?color=mauve', 'color'],
      ['?occasion=Birthday', 'occasion'],
      ['?sort=price', 'sort'],
      ['?pageSize=20', 'pageSize'],
      ['?page=0', 'page'],
      ['?page=two', 'page'],
      ['?color=gold&color=red', 'color'],
    ] as const) {
      await expectRefused(`/web-api/themes${query}`, 400, field)
    }
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.constantFrom('occasion', 'sort', 'page', 'pageSize', ...cardFilters, 'x'),
            fc.oneof(
              fc.string(),
              fc.constantFrom('gold', 'birth', '12', '48', '0', '-1', '1e9', '%', '..'),
            ),
          ),
          { maxLength: 4 },
        ),
        async (pairs) => {
          const query = new URLSearchParams(pairs).toString()
          const { status, body } = await get(`/web-api/themes${query ? `?${query}` : ''}`)
          expect([200, 400]).toContain(status)
          if (status === 200) CardListAnswer.parse(body)
          else ShopErrorAnswer.parse(body)
        },
      ),
      { numRuns: 100 },
    )
    await expectRefused('/web-api/themes', 404, undefined, marketHeaders('wallart', 'de-DE'))
  })
})
