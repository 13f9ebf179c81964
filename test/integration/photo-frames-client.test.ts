import { beforeAll, describe, expect, it, vi } from 'vitest'
import { marketFor } from '~/domain/market'
import { modules } from '../../backend/src/modules'
import { photoFrameRange } from '../../backend/src/photo-frames/range'
import { photoFramesModuleWith } from '../../backend/src/photo-frames/routes'
import { defaultCatalogue } from '../../backend/src/prices/catalogue'
import { referenceBackend } from './support/backend'

/**
 * The storefront's photo-frame client and selection page data against the reference backend
 * (contracts/photo-frames.ts): the same schemas parse the answers on both sides. The
 * backend's range here makes the plastic frame without prints, as a shop might while it is out of
 * stock, so the page's notice and the spec's event code can be seen.
 */
vi.mock('~/services/logger.server', async (importOriginal) => {
  const original = await importOriginal<typeof import('~/services/logger.server')>()
  return { ...original, logEvent: vi.fn(original.logEvent) }
})

const range = {
  ...photoFrameRange,
  frameTypes: photoFrameRange.frameTypes.map((frame) =>
    frame.frameType === 'kunststoffrahmen' ? { ...frame, materials: [] } : frame,
  ),
}
const backend = referenceBackend({
  modules: [
    ...modules.filter((module) => module.name !== 'photo-frames'),
    photoFramesModuleWith(range, defaultCatalogue),
  ],
})
let frames: typeof import('~/services/photo-frames.server')
let logger: typeof import('~/services/logger.server')

beforeAll(async () => {
  frames = await import('~/services/photo-frames.server')
  logger = await import('~/services/logger.server')
})

const wallartDE = marketFor('wallart', 'de', 'de-DE', 'web')
const wallartUS = marketFor('wallart', 'com', 'en-US', 'web')
const wallartCH = marketFor('wallart', 'ch', 'fr-CH', 'web')
const cardsDE = marketFor('cards', 'de', 'de-DE', 'web')
const now = Date.parse('2026-03-02T09:00:00Z')
const query = (search: string) => new URLSearchParams(search)

describe('photo-frame calls (contract shared with the backend)', () => {
  it('reads every call of the selection in the market currency', async () => {
    for (const [name, callQuery] of [
      ['data', {}],
      ['pricesFormatGroup', { frameType: 'holzrahmen' }],
      ['pricesFormats', { frameType: 'holzrahmen', formatGroup: '3-2' }],
      ['priceArticle', { frameType: 'holzrahmen', formatType: '40x60' }],
      ['pricesFrom', {}],
      ['variantsForFrameTypes', { frameTypes: 'holzrahmen,alurahmen' }],
      ['frame', { frameType: 'alurahmen', formatType: '40x60' }],
    ] as const) {
      const result = await frames.photoFrameCall(name, wallartCH, callQuery)
      expect(result.ok, name).toBe(true)
    }
    const article = await frames.photoFrameCall('priceArticle', wallartCH, {
      frameType: 'holzrahmen',
      formatType: '40x60',
    })
    expect(article.ok && article.payload.currency).toBe('CHF')
  })

  it("answers the frame tiles' 'from' prices, and nothing for a page without frame tiles", async () => {
    const prices = await frames.tileFramePrices(wallartDE, {
      body: [{ component: 'grid', items: [{ component: 'tile', frameType: 'alurahmen' }] }],
    })
    expect(Object.keys(prices ?? {})).toEqual(['alurahmen'])
    expect(prices?.alurahmen?.priceCurrent).toBeGreaterThan(0)
    expect(await frames.tileFramePrices(wallartDE, { body: [] })).toBeUndefined()
  })

  it('the card shop sells no frames: a 404 the client reports as such', async () => {
    expect(await frames.photoFrameCall('data', cardsDE)).toEqual({ ok: false, status: 404 })
    expect(await frames.photoFrameSelection(cardsDE, query('frameType=holzrahmen'), now)).toBe(
      undefined,
    )
  })
})

describe('the selection page data (/products?frameType=…)', () => {
  it('takes the frame type’s defaults: black, poster, white mat 30, 30x40, priced', async () => {
    const data = await frames.photoFrameSelection(wallartDE, query('frameType=holzrahmen'), now)
    expect(data?.choice).toEqual({
      frameType: 'holzrahmen',
      frameVariant: 'holzrahmen-schwarz',
      materialType: 'poster',
      matType: 'mat-weiss',
      matSize: 30,
      formatType: '30x40',
    })
    expect(data?.frameTypes.find((frame) => frame.checked)?.label).toBe('Holzrahmen')
    expect(
      data?.frameTypes.every((frame) => frame.value === 'kunststoffrahmen' || frame.from),
    ).toBe(true)
    expect(data?.article).toMatchObject({
      sku: 'photoframe-holzrahmen-schwarz-poster-mat-weiss-30-30x40',
      summary: 'Holzrahmen, Schwarz mit Passepartout · Poster',
      format: '30 x 40 cm',
    })
    expect(data?.article?.framePrice?.priceCurrent).toBeLessThan(data!.article!.price.priceCurrent)
    expect(data?.designerHref).toContain('frameType=holzrahmen&frameVariant=holzrahmen-schwarz')
    expect(data?.notice).toBeNull()
    // Every format of the article's group is listed with its price, the chosen one checked.
    const formats = data!.formatGroups.flatMap((group) => group.formats)
    expect(formats.filter((format) => format.checked).map((format) => format.value)).toEqual([
      '30x40',
    ])
  })

  it('keeps a variant, mat and format the frame is made with; shows inches in en-US', async () => {
    const data = await frames.photoFrameSelection(
      wallartUS,
      query(
        'frameType=alurahmen&frameVariant=alurahmen-rund-gold&matType=mat-none&formatType=40x60',
      ),
      now,
    )
    expect(data?.currency).toBe('USD')
    expect(data?.choice).toMatchObject({
      frameVariant: 'alurahmen-rund-gold',
      matType: 'mat-none',
      matSize: 0,
      formatType: '40x60',
    })
    expect(data?.article?.format).toBe('16 x 24 in')
    expect(data?.article?.summary).toBe('Round aluminum frame, gold · Poster · No mat')
  })

  it('a frame type without prints: a clear notice and the event code, no price', async () => {
    vi.mocked(logger.logEvent).mockClear()
    const data = await frames.photoFrameSelection(
      wallartDE,
      query('frameType=kunststoffrahmen'),
      now,
    )
    expect(data?.notice).toBe('noMaterials')
    expect(data?.article).toBeNull()
    expect(data?.designerHref).toBeNull()
    expect(vi.mocked(logger.logEvent)).toHaveBeenCalledWith(
      'warn',
      'error-no-materials-for-frame-type',
      expect.objectContaining({ frameType: 'kunststoffrahmen' }),
    )
  })

  it('an unknown frame type is no page at all (404)', async () => {
    expect(
      await frames.photoFrameSelection(wallartDE, query('frameType=bambusrahmen'), now),
    ).toBeUndefined()
  })
})

describe('without the shop API', () => {
  it('the page says the selection is not available instead of failing', async () => {
    await backend().close()
    const data = await frames.photoFrameSelection(
      marketFor('wallart', 'nl', 'nl-NL', 'web'),
      query('frameType=holzrahmen&formatType=40x60'),
      now,
    )
    expect(data?.notice).toBe('notAvailable')
    expect(data?.frameTypes).toEqual([])
    expect(data?.article).toBeNull()
  })
})
