import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calendarMountings } from './calendar'
import { type DesignerConfig, designerUrl } from './designer-url'
import { locales } from './market'
import { photobookFormats, photobookTypes } from './photobook'
import { printFormats } from './photobox'

const config: DesignerConfig = {
  basePaths: {
    calendar: '/designer/calendar',
    card: '/designer/card',
    collage: '/designer/collage',
    photobook: '/designer/photobook',
    photobox: '/designer/photobox',
    photoframe: 'https://designer.test/frame?channel=wallart',
  },
  now: new Date('2026-12-31T23:30:00Z'), // already January 2027 in Berlin
  timeZone: 'Europe/Berlin',
}

const web = { locale: 'de-DE', platform: 'web' } as const
const query = (url: string) => Object.fromEntries(new URL(url, 'https://shop.test').searchParams)
const pathOf = (url: string) => new URL(url, 'https://shop.test').pathname

describe('designer hand-off URL, all types (shop-core §3 "locale, platform, and an optional ad-click id taken from a cookie")', () => {
  it("starts with the product's configured base path, locale and platform marker", () => {
    const url = designerUrl('card', { locale: 'fr-CH', platform: 'desktop' }, config)
    expect(url.startsWith('/designer/card?locale=fr-CH&platform=d')).toBe(true)
  })

  it('the web platform is "w"', () => {
    expect(query(designerUrl('card', web, config)).platform).toBe('w')
  })

  it('carries the ad-click id only when there is one', () => {
    expect(query(designerUrl('card', { ...web, adClickId: 'Cj0abc' }, config)).gclid).toBe('Cj0abc')
    expect(query(designerUrl('card', web, config))).not.toHaveProperty('gclid')
  })

  it('appends to a base path that already has a query', () => {
    const url = designerUrl('photoframe', { ...web, materialType: 'poster' }, config)
    expect(url.startsWith('https://designer.test/frame?channel=wallart&locale=de-DE')).toBe(true)
  })

  it('photo prints use the photobox base path', () => {
    expect(pathOf(designerUrl('photoprint', { ...web, format: '15x10' }, config))).toBe(
      '/designer/photobox',
    )
  })
})

describe('calendar (shop-core §3 "start month and start year … accessory types … mounting")', () => {
  it('"default to the current month and year", in the shop\'s time zone', () => {
    expect(query(designerUrl('calendar', { ...web, designGroupId: '5' }, config))).toMatchObject({
      designGroupId: '5',
      startMonth: '1',
      year: '2027',
    })
  })

  it('"or to the month of a given start date"', () => {
    expect(
      query(designerUrl('calendar', { ...web, startDate: '2027-04-01' }, config)),
    ).toMatchObject({ startMonth: '4', year: '2027' })
  })

  it('a start month and year given as parameters are kept; an unreadable start date is ignored', () => {
    expect(
      query(designerUrl('calendar', { ...web, startMonth: 7, year: 2027 }, config)),
    ).toMatchObject({ startMonth: '7', year: '2027' })
    expect(query(designerUrl('calendar', { ...web, startDate: 'soon' }, config))).toMatchObject({
      startMonth: '1',
      year: '2027',
    })
  })

  it('"accessory types (\'without\' when the mounting is not an accessory), mounting"', () => {
    expect(
      query(designerUrl('calendar', { ...web, mountingType: 'holzblock' }, config)),
    ).toMatchObject({
      accessoryTypes: 'holzblock',
      mountingType: 'holzblock',
    })
    expect(
      query(designerUrl('calendar', { ...web, mountingType: 'spirale' }, config)),
    ).toMatchObject({
      accessoryTypes: 'without',
      mountingType: 'spirale',
    })
    expect(query(designerUrl('calendar', web, config)).accessoryTypes).toBe('without')
  })
})

describe('card (shop-core §3 "quantity (a \'sample\' quantity becomes 1), sample flag, referral source")', () => {
  it('passes quantity, design and theme', () => {
    expect(
      query(designerUrl('card', { ...web, themeId: '3', designId: '8', quantity: 50 }, config)),
    ).toMatchObject({
      themeId: '3',
      designId: '8',
      quantity: '50',
    })
  })

  it('"Default designer quantity 1."', () => {
    expect(query(designerUrl('card', web, config)).quantity).toBe('1')
  })

  it('"a \'sample\' quantity becomes 1", sets the sample flag and "a shopping-ad source for sample URLs"', () => {
    expect(
      query(
        designerUrl('card', { ...web, quantity: 'sample', referralSource: 'newsletter' }, config),
      ),
    ).toMatchObject({
      quantity: '1',
      sample: 'true',
      referralSource: 'google-shopping',
    })
  })

  it('a normal card URL has no sample flag and keeps its own referral source', () => {
    const q = query(
      designerUrl('card', { ...web, quantity: 10, referralSource: 'newsletter' }, config),
    )
    expect(q).not.toHaveProperty('sample')
    expect(q.referralSource).toBe('newsletter')
  })
})

describe('photobook (shop-core §3 "photobookPrinting and photobookCover … templateId, amount (default 1), refinement")', () => {
  const templates = { landscape: 'L1', portrait: 'P1', square: 'S1' }
  const book = { ...web, type: 'echtfotobuch', photobookFormat: 'a4-quer', templates } as const

  it('derives printing and cover from the type and the binding default', () => {
    expect(query(designerUrl('photobook', book, config))).toMatchObject({
      photobookPrinting: 'photo',
      photobookCover: 'hard',
      binding: 'layflat',
      photobookFormat: 'a4-quer',
      amount: '1',
    })
  })

  it('a chosen binding, paper and page count are passed on', () => {
    const q = query(
      designerUrl(
        'photobook',
        { ...book, binding: 'pur', paperType: 'matt', photobookPageCount: 48, amount: 3 },
        config,
      ),
    )
    expect(q).toMatchObject({
      binding: 'pur',
      paperType: 'matt',
      photobookPageCount: '48',
      amount: '3',
    })
  })

  it('"templateId is the design group of the landscape, portrait or square template chosen from the format name"', () => {
    expect(query(designerUrl('photobook', book, config)).templateId).toBe('L1')
    expect(
      query(designerUrl('photobook', { ...book, photobookFormat: 'a5-hoch' }, config)).templateId,
    ).toBe('P1')
    expect(
      query(designerUrl('photobook', { ...book, photobookFormat: '300-300' }, config)).templateId,
    ).toBe('S1')
  })

  it('"refinement (only when not none and not \'ohne\')"', () => {
    expect(
      query(designerUrl('photobook', { ...book, refinementType: 'gold' }, config)).refinementType,
    ).toBe('gold')
    expect(
      query(designerUrl('photobook', { ...book, refinementType: 'ohne' }, config)),
    ).not.toHaveProperty('refinementType')
    expect(
      query(designerUrl('photobook', { ...book, refinementType: 'none' }, config)),
    ).not.toHaveProperty('refinementType')
    expect(query(designerUrl('photobook', book, config))).not.toHaveProperty('refinementType')
  })

  it('the cover lamination, when chosen, is passed on', () => {
    expect(
      query(designerUrl('photobook', { ...book, laminationType: 'matt' }, config)).laminationType,
    ).toBe('matt')
    expect(query(designerUrl('photobook', book, config))).not.toHaveProperty('laminationType')
  })
})

describe('photobox (shop-core §3 "format width and height; type small for the photo box, otherwise photo prints")', () => {
  it('the photo box', () => {
    expect(query(designerUrl('photobox', { ...web, format: '10x10' }, config))).toMatchObject({
      width: '10',
      height: '10',
      type: 'small',
    })
  })

  it('photo prints', () => {
    expect(query(designerUrl('photoprint', { ...web, format: '13x9' }, config))).toMatchObject({
      width: '13',
      height: '9',
      type: 'prints',
    })
  })
})

describe('photo frame and collage (shop-core §3 "the material type can be stripped for frame-only URLs")', () => {
  const choice = {
    materialType: 'poster',
    frameType: 'holzrahmen',
    formatType: '40x30',
    matType: 'mat-weiss',
    matSize: 30,
  }

  it('passes the wall-art choice', () => {
    expect(query(designerUrl('photoframe', { ...web, ...choice }, config))).toMatchObject({
      materialType: 'poster',
      frameType: 'holzrahmen',
      formatType: '40x30',
      matType: 'mat-weiss',
      matSize: '30',
    })
  })

  it('a frame-only URL has no material type', () => {
    const q = query(designerUrl('photoframe', { ...web, ...choice, frameOnly: true }, config))
    expect(q).not.toHaveProperty('materialType')
    expect(q.frameType).toBe('holzrahmen')
  })

  it('a collage carries its design id and material', () => {
    expect(
      query(designerUrl('collage', { ...web, designId: '13', materialType: 'leinwand' }, config)),
    ).toMatchObject({
      designId: '13',
      materialType: 'leinwand',
    })
  })
})

describe('round trips (property)', () => {
  const locale = fc.constantFrom(...locales)
  const platform = fc.constantFrom('web' as const, 'desktop' as const)
  const text = fc.string({ minLength: 1, maxLength: 20 })

  it('every parameter put into a calendar URL is read back by a URL parser', () => {
    fc.assert(
      fc.property(
        locale,
        platform,
        fc.option(text, { nil: undefined }),
        text,
        fc.constantFrom(...calendarMountings),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (l, p, adClickId, designGroupId, mountingType, start) => {
          const startDate = start.toISOString().slice(0, 10)
          const q = query(
            designerUrl(
              'calendar',
              { locale: l, platform: p, adClickId, designGroupId, mountingType, startDate },
              config,
            ),
          )
          expect(q.locale).toBe(l)
          expect(q.platform).toBe(p === 'web' ? 'w' : 'd')
          expect(q.gclid).toBe(adClickId)
          expect(q.designGroupId).toBe(designGroupId)
          expect(q.mountingType).toBe(mountingType)
          expect(Number(q.startMonth)).toBe(start.getUTCMonth() + 1)
          expect(Number(q.year)).toBe(start.getUTCFullYear())
        },
      ),
    )
  })

  it('every photobook parameter is read back, and the template follows the orientation', () => {
    fc.assert(
      fc.property(
        locale,
        fc.constantFrom(...photobookTypes),
        fc.constantFrom(...photobookFormats),
        fc.integer({ min: 1, max: 500 }),
        text,
        (l, type, photobookFormat, pageCount, refinementType) => {
          const templates = { landscape: 'land', portrait: 'port', square: 'squa' }
          const q = query(
            designerUrl(
              'photobook',
              {
                locale: l,
                platform: 'web',
                type,
                photobookFormat,
                photobookPageCount: pageCount,
                templates,
                refinementType,
              },
              config,
            ),
          )
          expect(q.photobookFormat).toBe(photobookFormat)
          expect(Number(q.photobookPageCount)).toBe(pageCount)
          const expected = photobookFormat.includes('-quer')
            ? 'land'
            : photobookFormat.includes('-hoch')
              ? 'port'
              : 'squa'
          expect(q.templateId).toBe(expected)
          expect(q.refinementType).toBe(
            ['none', 'ohne'].includes(refinementType) ? undefined : refinementType,
          )
        },
      ),
    )
  })

  it("every print format's width and height are read back", () => {
    fc.assert(
      fc.property(locale, fc.constantFrom(...printFormats.map((f) => f.cm)), (l, format) => {
        const q = query(designerUrl('photobox', { locale: l, platform: 'web', format }, config))
        expect(`${q.width}x${q.height}`).toBe(format)
      }),
    )
  })
})
