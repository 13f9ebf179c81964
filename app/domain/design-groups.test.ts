import { describe, expect, it } from 'vitest'
import { channelDefaults } from './channel'
import {
  calendarMaterialsOf,
  categoryIdsOf,
  coverChoiceOf,
  designGroupHref,
  designGroupStartDate,
  showsPhotobookCategory,
} from './design-groups'
import { photobookCategories } from './photobook'

const cards = channelDefaults('cards', 'de-DE')
const wallart = channelDefaults('wallart', 'de-DE')
const query = (search: string) => new URLSearchParams(search)

describe('photo-book categories per channel (shop-core §9 "wishlist, guestbooks and condolence books on one channel only")', () => {
  it('guest books and books of condolence show on the cards channel only', () => {
    for (const key of ['gaestebuch', 'kondolenzbuch']) {
      expect(showsPhotobookCategory(key, cards), key).toBe(true)
      expect(showsPhotobookCategory(key, wallart), key).toBe(false)
    }
  })

  it('every other category shows on both channels, a key the shop does not know as well', () => {
    for (const key of photobookCategories.filter(
      (category) => category !== 'gaestebuch' && category !== 'kondolenzbuch',
    )) {
      expect(showsPhotobookCategory(key, cards), key).toBe(true)
      expect(showsPhotobookCategory(key, wallart), key).toBe(true)
    }
    expect(showsPhotobookCategory('reise', wallart)).toBe(true)
  })
})

describe('the category filter of the page ("categoryIds[]")', () => {
  it('keeps well-formed ids once each, in order', () => {
    expect(categoryIdsOf(query('categoryId=12&categoryId=11&categoryId=12'))).toEqual(['12', '11'])
  })

  it('drops malformed ids and keeps at most 20', () => {
    expect(categoryIdsOf(query('categoryId=abc&categoryId=011&categoryId=&categoryId=7'))).toEqual([
      '7',
    ])
    const many = Array.from({ length: 30 }, (_, index) => `categoryId=${index + 1}`).join('&')
    expect(categoryIdsOf(query(many))).toHaveLength(20)
  })
})

describe('the photo book cover (shop-core §9 "photobook cover lamination glossy (matt on one channel); gold refinement default on one channel")', () => {
  const offer = {
    laminationTypes: ['glossy', 'matt'],
    refinementTypes: ['ohne', 'gold', 'silber'],
  }

  it('without a choice: glossy and gold on the cards channel, matt and no refinement on wall art', () => {
    expect(coverChoiceOf(query(''), offer, cards)).toEqual({
      laminationType: 'glossy',
      refinementType: 'gold',
    })
    expect(coverChoiceOf(query(''), offer, wallart)).toEqual({
      laminationType: 'matt',
      refinementType: 'ohne',
    })
  })

  it("the shopper's choice wins when the design offers it", () => {
    expect(coverChoiceOf(query('laminationType=matt&refinementType=silber'), offer, cards)).toEqual(
      { laminationType: 'matt', refinementType: 'silber' },
    )
  })

  it('a choice or default the design does not offer falls back: the default, no refinement, the first option', () => {
    expect(
      coverChoiceOf(query('laminationType=satin&refinementType=rosegold'), offer, cards),
    ).toEqual({ laminationType: 'glossy', refinementType: 'gold' })
    const sombre = { laminationTypes: ['matt', 'glossy'], refinementTypes: ['ohne', 'silber'] }
    expect(coverChoiceOf(query(''), sombre, cards)).toEqual({
      laminationType: 'glossy',
      refinementType: 'ohne',
    })
    const foilOnly = { laminationTypes: ['matt'], refinementTypes: ['silber'] }
    expect(coverChoiceOf(query(''), foilOnly, cards)).toEqual({
      laminationType: 'matt',
      refinementType: 'silber',
    })
  })
})

describe('the calendar types and formats of a design group', () => {
  const family = {
    calendarTypes: ['wandkalender', 'familienplaner'] as const,
    formatTypes: ['300-300', 'a4-hoch', '200-400', 'a3-hoch', '150-400'],
  }

  it('each type with the formats of its format group the design has, in the format group’s order', () => {
    expect(calendarMaterialsOf(family)).toEqual([
      { type: 'wandkalender', formats: ['a4-hoch', 'a3-hoch', '300-300'] },
      { type: 'familienplaner', formats: ['200-400', '150-400'] },
    ])
  })

  it('the asked type first when the design has it; a type without formats is left out', () => {
    expect(calendarMaterialsOf(family, 'familienplaner').map((entry) => entry.type)).toEqual([
      'familienplaner',
      'wandkalender',
    ])
    expect(calendarMaterialsOf(family, 'tischkalender').map((entry) => entry.type)).toEqual([
      'wandkalender',
      'familienplaner',
    ])
    expect(
      calendarMaterialsOf({
        calendarTypes: ['kuechenkalender', 'wandkalender'],
        formatTypes: ['130-300'],
      }),
    ).toEqual([{ type: 'kuechenkalender', formats: ['130-300'] }])
  })
})

describe('the start of a design group’s calendar ("start month and start year … default to the current month")', () => {
  const berlin = 'Europe/Berlin'

  it('a design that starts in a month starts the next time that month begins, this month included', () => {
    expect(designGroupStartDate(8, new Date('2026-11-26T08:00:00Z'), berlin)).toBe('2027-08')
    expect(designGroupStartDate(8, new Date('2026-03-01T08:00:00Z'), berlin)).toBe('2026-08')
    expect(designGroupStartDate(8, new Date('2026-08-31T08:00:00Z'), berlin)).toBe('2026-08')
  })

  it('is read in the shop’s time zone', () => {
    // 31 July 23:30 UTC is already 1 August in Berlin.
    expect(designGroupStartDate(7, new Date('2026-07-31T23:30:00Z'), berlin)).toBe('2027-07')
    expect(designGroupStartDate(7, new Date('2026-07-31T23:30:00Z'), 'America/New_York')).toBe(
      '2026-07',
    )
  })

  it('a design for any month has none (the designer takes the current month)', () => {
    expect(designGroupStartDate(null, new Date('2026-11-26T08:00:00Z'), berlin)).toBeUndefined()
  })
})

describe('the address of a design on its page', () => {
  it('names the product and the design with the spec’s parameters, keeping the category filter', () => {
    expect(designGroupHref('photobook', '/products', '4300', ['12', '17'])).toBe(
      '/products?type=photobook&designGroupSetId=4300&categoryId=12&categoryId=17',
    )
    expect(designGroupHref('collage', '/fr/products', '27')).toBe(
      '/fr/products?type=collage&designId=27',
    )
    expect(designGroupHref('calendar', '/d/products/calendar', '555')).toBe(
      '/d/products/calendar?designGroupId=555',
    )
  })
})
