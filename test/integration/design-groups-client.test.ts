import { beforeAll, describe, expect, it } from 'vitest'
import { marketFor } from '~/domain/market'
import {
  CalendarDesignGroupAnswer,
  CollageDesignGroupsAnswer,
  PhotobookDesignGroupSetAnswer,
} from '../../contracts/design-groups'
import { referenceBackend } from './support/backend'

/**
 * The storefront's design-group client against the reference backend: the answers are
 * parsed with the contract the backend's own tests use, and turned into what the calendar,
 * photo-book and collage pages show.
 */
const backend = referenceBackend({ contentDir: 'backend/content' })
let designGroups: typeof import('~/services/design-groups.server')

beforeAll(async () => {
  designGroups = await import('~/services/design-groups.server')
})

const cardsDE = marketFor('cards', 'de', 'de-DE', 'web')
const cardsCH = marketFor('cards', 'ch', 'fr-CH', 'web')
const wallartDE = marketFor('wallart', 'de', 'de-DE', 'web')
const wallartUS = marketFor('wallart', 'com', 'en-US', 'web')
const page = (market: typeof cardsDE, address: string) => ({
  market,
  url: new URL(address, 'http://shop'),
})

describe('the calls, parsed with the shared contract', () => {
  it('the backend’s answers are what the contract says, for every call', async () => {
    for (const [path, schema] of [
      ['/web-api/calendar-design-group?designGroupId=300', CalendarDesignGroupAnswer],
      ['/web-api/photobook-design-group-set/4100?categoryIds[]=11', PhotobookDesignGroupSetAnswer],
      ['/web-api/collage-designer-design-groups?categoryIds[]=22', CollageDesignGroupsAnswer],
    ] as const) {
      const response = await fetch(`${backend().url}${path}`, {
        headers: { 'x-channel': 'cards-DE', 'x-locale': 'de-DE' },
      })
      expect(response.status, path).toBe(200)
      expect(schema.safeParse(await response.json()).success, path).toBe(true)
    }
  })

  it('the client sends categoryIds[] as a list and tells found, unknown and its field apart', async () => {
    const two = await designGroups.collageDesignGroups(cardsDE, ['21', '23'])
    expect(two.kind).toBe('found')
    if (two.kind === 'found')
      expect(two.payload.designGroups.map((design) => design.designId)).toEqual([
        '1',
        '27',
        '31',
        '42',
      ])
    expect(await designGroups.photobookDesignGroupSet(wallartDE, '4400')).toEqual({
      kind: 'unknown',
      fields: ['designGroupSetId'],
    })
    expect(await designGroups.calendarDesignGroup(wallartDE, '300')).toEqual({
      kind: 'unknown',
      fields: [],
    })
  })
})

describe('the calendar page’s design groups', () => {
  it('the chosen group and tiles for every group, linking to the page with designGroupId', async () => {
    const found = await designGroups.calendarDesignGroupsFor(
      page(cardsDE, '/products/calendar?designGroupId=555&materialType=familienplaner'),
      '555',
    )
    expect(found.kind).toBe('found')
    if (found.kind !== 'found') return
    expect(found.payload.group.calendarTypes).toEqual(['wandkalender', 'familienplaner'])
    const { panel } = found.payload
    expect(panel.selectedName).toBe('Familienzeit')
    expect(panel.categories).toEqual([])
    const family = panel.tiles.find((tile) => tile.id === '555')
    expect(family).toMatchObject({
      selected: true,
      href: '/products/calendar?designGroupId=555',
      note: 'Wandkalender, Familienplaner',
    })
    expect(panel.tiles.filter((tile) => tile.selected)).toHaveLength(1)
    expect(panel.cover).toBeNull()
  })

  it('an unknown group is unknown (the page answers 404)', async () => {
    expect(
      (await designGroups.calendarDesignGroupsFor(page(cardsDE, '/products?designGroupId=9'), '9'))
        .kind,
    ).toBe('unknown')
  })
})

describe('the photo-book page’s design group sets and cover', () => {
  it('on the cards channel: every category including guest books and condolence, glossy and gold by default', async () => {
    const found = await designGroups.photobookDesignGroupsFor(
      page(cardsDE, '/products?type=photobook&designGroupSetId=4300&materialType=echtfotobuch'),
      '4300',
    )
    expect(found.kind).toBe('found')
    if (found.kind !== 'found') return
    const { panel, cover, set } = found.payload
    expect(set.templates).toEqual({ landscape: '7301', portrait: '7302', square: '7303' })
    expect(panel.categories.map((category) => category.name)).toContain('Gästebuch')
    expect(panel.categories.map((category) => category.name)).toContain('Kondolenzbuch')
    expect(cover).toEqual({ laminationType: 'glossy', refinementType: 'gold' })
    expect(panel.cover?.fields).toEqual([
      ['type', 'photobook'],
      ['designGroupSetId', '4300'],
      ['materialType', 'echtfotobuch'],
    ])
    expect(panel.tiles.find((tile) => tile.id === '4400')?.note).toBe('Digitalfotobuch')
  })

  it('the shopper’s cover and category filter; a category the channel lacks shows every design', async () => {
    const chosen = await designGroups.photobookDesignGroupsFor(
      page(
        cardsCH,
        '/fr/products?type=photobook&designGroupSetId=4500&categoryId=17&categoryId=18&laminationType=glossy&refinementType=silber',
      ),
      '4500',
    )
    if (chosen.kind !== 'found') throw new Error('4500 not found')
    expect(chosen.payload.cover).toEqual({ laminationType: 'glossy', refinementType: 'silber' })
    expect(chosen.payload.panel.selectedName).toBe('En souvenir')
    expect(chosen.payload.panel.tiles.map((tile) => tile.id)).toEqual(['4400', '4410', '4500'])
    expect(chosen.payload.panel.tiles[0]!.href).toBe(
      '/fr/products?type=photobook&designGroupSetId=4400&categoryId=17&categoryId=18',
    )
    const lacking = await designGroups.photobookDesignGroupsFor(
      page(wallartDE, '/products/?type=photobook&designGroupSetId=4100&categoryId=17'),
      '4100',
    )
    if (lacking.kind !== 'found') throw new Error('4100 not found on wall art')
    expect(lacking.payload.panel.categories.some((category) => category.checked)).toBe(false)
    expect(lacking.payload.panel.tiles.length).toBeGreaterThan(1)
  })

  it('on the wall-art channel: no guest books or condolence books, matt and no refinement by default', async () => {
    const found = await designGroups.photobookDesignGroupsFor(
      page(wallartUS, '/products/?type=photobook&designGroupSetId=4200'),
      '4200',
    )
    if (found.kind !== 'found') throw new Error('4200 not found on wall art')
    const names = found.payload.panel.categories.map((category) => category.name)
    expect(names).toEqual(['Holidays', 'Wedding', 'Family', 'Year book', 'Love'])
    expect(found.payload.panel.tiles.map((tile) => tile.id)).not.toContain('4400')
    expect(found.payload.cover).toEqual({ laminationType: 'matt', refinementType: 'ohne' })
    expect(
      (
        await designGroups.photobookDesignGroupsFor(
          page(wallartUS, '/products/?type=photobook&designGroupSetId=4500'),
          '4500',
        )
      ).kind,
    ).toBe('unknown')
  })
})

describe('the collage page’s designs', () => {
  it('"default collage id 13 (1 on one channel)": the channel’s default design comes first', async () => {
    const cards = await designGroups.collageDesignGroupsFor(
      page(cardsDE, '/products?type=collage&designId=27'),
      '27',
    )
    const wallart = await designGroups.collageDesignGroupsFor(
      page(wallartUS, '/products/?type=collage&designId=27'),
      '27',
    )
    if (cards.kind !== 'found' || wallart.kind !== 'found') throw new Error('collages missing')
    expect(cards.payload.panel.tiles[0]!.id).toBe('13')
    expect(wallart.payload.panel.tiles[0]!.id).toBe('1')
    expect(cards.payload.panel.selectedName).toBe('Filmstreifen')
    expect(cards.payload.panel.tiles.find((tile) => tile.id === '13')?.note).toBe('12 Fotos')
    expect(wallart.payload.panel.tiles.find((tile) => tile.id === '13')?.note).toBe('12 photos')
    expect(cards.payload.panel.filterFields).toEqual([
      ['type', 'collage'],
      ['designId', '27'],
    ])
  })
})

describe('when the shop API does not answer', () => {
  it('the design groups are unavailable, not unknown: the page keeps its calculator', async () => {
    await backend().close()
    expect(await designGroups.calendarDesignGroup(cardsDE, '310')).toEqual({
      kind: 'unavailable',
    })
  })
})
