import { describe, expect, it } from 'vitest'
import {
  CalendarDesignGroupAnswer,
  CollageDesignGroupsAnswer,
  PhotobookDesignGroupSetAnswer,
} from '../../../contracts/design-groups'
import { PhotobookPriceAnswer } from '../../../contracts/prices'
import { locales } from '../../../contracts/vocabulary'
import { defaultCatalogue } from '../prices/catalogue'
import { contractBackend, marketHeaders } from '../testing/contract-calls'
import { getJson, startTestBackend, CARDS_DE } from '../testing/harness'
import { designGroupRows } from './data'
import data from './design-groups.json'

const CARDS_CH_FR = marketHeaders('cards', 'fr-CH')
const WALLART_DE = marketHeaders('wallart', 'de-DE')
const WALLART_US = marketHeaders('wallart', 'en-US')

const { backend, get, expectRefused } = contractBackend(CARDS_DE)

/** Every market of a channel as the storefront sends it. */
const marketsOf = (channel: 'cards' | 'wallart') =>
  locales.map((locale) => marketHeaders(channel, locale))

describe('GET /web-api/calendar-design-group?designGroupId=… (design group and the shop’s groups)', () => {
  it('answers the group and every calendar design group, names in the locale’s language, cacheable', async () => {
    const { status, body, response } = await get('/web-api/calendar-design-group?designGroupId=330')
    expect(status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    const { payload } = CalendarDesignGroupAnswer.parse(body)
    expect(payload.designGroup).toMatchObject({
      designGroupId: '330',
      name: 'Schuljahr',
      calendarTypes: ['terminkalender', 'familienplaner'],
      startMonth: 8,
    })
    expect(payload.designGroup.image).toMatch(/^https:\/\/a\.storyblok\.com\/f\/287465\//)
    expect(payload.designGroups.map((group) => group.designGroupId)).toEqual([
      '300',
      '555',
      '310',
      '320',
      '330',
    ])
    const french = CalendarDesignGroupAnswer.parse(
      (await get('/web-api/calendar-design-group?designGroupId=330', CARDS_CH_FR)).body,
    )
    expect(french.payload.designGroup.name).toBe('Année scolaire')
  })

  it('answers every market of the cards channel; the wall-art shop sells no calendars (404)', async () => {
    for (const headers of marketsOf('cards'))
      CalendarDesignGroupAnswer.parse(
        (await get('/web-api/calendar-design-group?designGroupId=300', headers)).body,
      )
    await expectRefused(
      '/web-api/calendar-design-group?designGroupId=300',
      404,
      undefined,
      WALLART_DE,
    )
  })

  it('refuses a missing, malformed, repeated or unknown parameter with 400, an unknown group with 404', async () => {
    await expectRefused('/web-api/calendar-design-group', 400, 'designGroupId')
    await expectRefused('/web-api/calendar-design-group?designGroupId=abc', 400, 'designGroupId')
    await expectRefused('/web-api/calendar-design-group?designGroupId=0300', 400, 'designGroupId')
    await expectRefused(
      '/web-api/calendar-design-group?designGroupId=300&designGroupId=310',
      400,
      'designGroupId',
    )
    await expectRefused(
      '/web-api/calendar-design-group?designGroupId=300&categoryIds[]=11',
      400,
      'categoryIds[]',
    )
    await expectRefused('/web-api/calendar-design-group?designGroupId=999', 404, 'designGroupId')
  })
})

describe('GET /web-api/photobook-design-group-set/{designGroupSetId}?categoryIds[]=… (photo-book design list)', () => {
  it('answers the set with the price catalogue’s templates, the categories and every set', async () => {
    const { status, body } = await get('/web-api/photobook-design-group-set/4200')
    expect(status).toBe(200)
    const { payload } = PhotobookDesignGroupSetAnswer.parse(body)
    expect(payload.designGroupSet).toMatchObject({
      designGroupSetId: '4200',
      name: 'Fernweh',
      categoryId: '11',
      photobookTypes: ['digitalfotobuch', 'echtfotobuch'],
      laminationTypes: ['glossy', 'matt'],
    })
    const price = PhotobookPriceAnswer.parse(
      (await get('/web-api/photobook-price?type=echtfotobuch&designGroupSetId=4200')).body,
    )
    expect(payload.designGroupSet.templates).toEqual(price.payload.templates)
    expect(payload.categories.map((category) => category.key)).toEqual([
      'urlaub',
      'hochzeit',
      'baby',
      'familie',
      'jahrbuch',
      'liebe',
      'gaestebuch',
      'kondolenzbuch',
    ])
    expect(payload.designGroupSets.length).toBe(9)
  })

  it('"take query lists categoryIds[]": one or several categories filter the list, the set in the path stays', async () => {
    const guestbooks = PhotobookDesignGroupSetAnswer.parse(
      (await get('/web-api/photobook-design-group-set/4100?categoryIds[]=17')).body,
    ).payload
    expect(guestbooks.designGroupSet.designGroupSetId).toBe('4100')
    expect(guestbooks.designGroupSets.map((set) => set.designGroupSetId)).toEqual(['4400', '4410'])
    const two = PhotobookDesignGroupSetAnswer.parse(
      (await get('/web-api/photobook-design-group-set/4100?categoryIds[]=17&categoryIds[]=18'))
        .body,
    ).payload
    expect(two.designGroupSets.map((set) => set.designGroupSetId)).toEqual(['4400', '4410', '4500'])
    for (const set of two.designGroupSets) expect(['17', '18']).toContain(set.categoryId)
  })

  it('"wishlist, guestbooks and condolence books on one channel only": the wall-art shop has neither', async () => {
    for (const headers of marketsOf('wallart')) {
      const { payload } = PhotobookDesignGroupSetAnswer.parse(
        (await get('/web-api/photobook-design-group-set/4100', headers)).body,
      )
      const keys = payload.categories.map((category) => category.key)
      expect(keys).not.toContain('gaestebuch')
      expect(keys).not.toContain('kondolenzbuch')
      expect(payload.designGroupSets.map((set) => set.designGroupSetId)).not.toContain('4400')
    }
    await expectRefused(
      '/web-api/photobook-design-group-set/4400',
      404,
      'designGroupSetId',
      WALLART_DE,
    )
    await expectRefused(
      '/web-api/photobook-design-group-set/4100?categoryIds[]=17',
      404,
      'categoryIds[]',
      WALLART_US,
    )
    const english = PhotobookDesignGroupSetAnswer.parse(
      (await get('/web-api/photobook-design-group-set/4100', WALLART_US)).body,
    ).payload
    expect(english.designGroupSet.name).toBe('Timeless')
  })

  it('answers every market of the cards channel', async () => {
    for (const headers of marketsOf('cards'))
      PhotobookDesignGroupSetAnswer.parse(
        (await get('/web-api/photobook-design-group-set/4500?categoryIds[]=18', headers)).body,
      )
  })

  it('refuses malformed ids and parameters with 400 and unknown sets or categories with 404', async () => {
    await expectRefused('/web-api/photobook-design-group-set/abc', 400, 'designGroupSetId')
    await expectRefused(
      '/web-api/photobook-design-group-set/4100?categoryIds[]=x',
      400,
      'categoryIds[]',
    )
    await expectRefused('/web-api/photobook-design-group-set/4100?categoryId=11', 400, 'categoryId')
    await expectRefused('/web-api/photobook-design-group-set/4100?type=photobook', 400, 'type')
    await expectRefused('/web-api/photobook-design-group-set/9999', 404, 'designGroupSetId')
    await expectRefused(
      '/web-api/photobook-design-group-set/4100?categoryIds[]=99',
      404,
      'categoryIds[]',
    )
  })
})

describe('GET /web-api/collage-designer-design-groups?categoryIds[]=… (collage design list)', () => {
  it('answers the categories and the designs with the price catalogue’s details, on both channels', async () => {
    const cards = CollageDesignGroupsAnswer.parse(
      (await get('/web-api/collage-designer-design-groups')).body,
    ).payload
    expect(cards.categories.map((category) => category.name)).toEqual(['Raster', 'Formen', 'Retro'])
    expect(cards.designGroups.map((design) => design.designId)).toEqual([
      '13',
      '1',
      '27',
      '31',
      '42',
    ])
    expect(cards.designGroups[0]).toMatchObject({
      designId: '13',
      name: 'Herz aus Fotos',
      photoCount: 12,
      initialMaterialType: 'poster',
      initialFormatType: '40x60',
    })
    const wallart = CollageDesignGroupsAnswer.parse(
      (await get('/web-api/collage-designer-design-groups', WALLART_US)).body,
    ).payload
    expect(wallart.designGroups.map((design) => design.designId)).toEqual([
      '13',
      '1',
      '27',
      '42',
      '55',
    ])
    expect(wallart.designGroups[0]!.name).toBe('Heart of photos')
    for (const headers of [...marketsOf('cards'), ...marketsOf('wallart')])
      CollageDesignGroupsAnswer.parse(
        (await get('/web-api/collage-designer-design-groups?categoryIds[]=21', headers)).body,
      )
  })

  it('filters by categoryIds[]', async () => {
    const { payload } = CollageDesignGroupsAnswer.parse(
      (await get('/web-api/collage-designer-design-groups?categoryIds[]=21&categoryIds[]=23')).body,
    )
    expect(payload.designGroups.map((design) => design.designId)).toEqual(['1', '27', '31', '42'])
  })

  it('refuses malformed or unknown parameters with 400 and an unknown category with 404', async () => {
    await expectRefused(
      '/web-api/collage-designer-design-groups?categoryIds[]=',
      400,
      'categoryIds[]',
    )
    await expectRefused('/web-api/collage-designer-design-groups?designId=13', 400, 'designId')
    await expectRefused(
      '/web-api/collage-designer-design-groups?categoryIds[]=11',
      404,
      'categoryIds[]',
    )
  })
})

describe('the data file', () => {
  it('is checked against the price catalogue: a set without templates or a design without prices stops the backend', () => {
    const withSet = structuredClone(data)
    withSet.photobooks[0]!.designGroupSetId = '4999'
    expect(() => designGroupRows(withSet, defaultCatalogue)).toThrow(/4999: no templates/)
    const withDesign = structuredClone(data)
    withDesign.collages[0]!.designId = '77'
    expect(() => designGroupRows(withDesign, defaultCatalogue)).toThrow(/77: not in the price/)
    const unpriced = structuredClone(defaultCatalogue)
    unpriced.collages.designs['13']!.formatTypes.push('80x120')
    expect(() => designGroupRows(data, unpriced)).toThrow(/poster has no price for 80x120/)
    const withFormat = structuredClone(data)
    withFormat.calendars[3]!.formatTypes = ['130-300', 'a3-hoch']
    expect(() => designGroupRows(withFormat, defaultCatalogue)).toThrow(/a3-hoch fits none/)
    const onWrongChannel = structuredClone(data)
    onWrongChannel.calendars[0]!.channels = ['cards', 'wallart']
    expect(() => designGroupRows(onWrongChannel, defaultCatalogue)).toThrow(/does not sell it/)
    const noCategory = structuredClone(data)
    noCategory.photobooks[6]!.channels = ['cards', 'wallart']
    expect(() => designGroupRows(noCategory, defaultCatalogue)).toThrow(
      /category 17 not on wallart/,
    )
  })

  it('is persisted: a restart on the same data answers from the stored rows without reseeding', async () => {
    const dataDir = backend().dataDir
    const again = await startTestBackend({ dataDir })
    try {
      expect(again.logs.some((line) => line.event === 'design-groups-seeded')).toBe(false)
      const { body } = await getJson(`${again.url}/web-api/collage-designer-design-groups`, {
        headers: CARDS_DE,
      })
      expect(CollageDesignGroupsAnswer.parse(body).payload.designGroups).toHaveLength(5)
    } finally {
      await again.close()
    }
  })
})
