import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CardAccessoriesAnswer,
  CardAccessoryOrderAnswer,
  CardAccessoryPriceAnswer,
} from '../../../contracts/shop-extras'
import { contractBackend, marketHeaders } from '../testing/contract-calls'
import { CARDS_DE, CARDS_GB, CookieJar, getJson, postJson } from '../testing/harness'

const { backend, get } = contractBackend(CARDS_DE)

const CARDS_AT = marketHeaders('cards', 'de-AT')
const CARDS_CH = marketHeaders('cards', 'de-CH')
const CARDS_LI = marketHeaders('cards', 'de-LI')
const CARDS_FR = marketHeaders('cards', 'fr-FR')
const WALLART_DE = marketHeaders('wallart', 'de-DE')

const list = (headers?: Record<string, string>) => get('/web-api/card-accessories', headers)
function price(query: Record<string, string> | string, headers?: Record<string, string>) {
  const search = typeof query === 'string' ? query : new URLSearchParams(query).toString()
  return get(`/web-api/card-accessory-price?${search}`, headers)
}

describe('GET /web-api/card-accessories', () => {
  it('lists the card accessories with prices in the market currency, envelopes with the surcharge per size class', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    const { payload } = CardAccessoriesAnswer.parse(body)
    expect(payload.currency).toBe('EUR')
    expect(payload.accessories.map((a) => a.accessoryType)).toEqual([
      'bag',
      'bow',
      'box',
      'envelope',
      'inlay',
      'pen',
      'posterbar',
      'ribbon',
      'screw',
      'seal',
      'standard',
      'sample',
    ])
    const envelope = payload.accessories.find((a) => a.accessoryType === 'envelope')!
    expect(envelope.sizeClasses).toEqual([
      { sizeClass: 'standard', format: 'c6', widthMm: 162, heightMm: 114, priceCurrent: 0.95 },
      { sizeClass: 'compact', format: 'b6', widthMm: 176, heightMm: 125, priceCurrent: 1.1 },
      { sizeClass: 'large', format: 'dl', widthMm: 220, heightMm: 110, priceCurrent: 1.8 },
    ])
    expect(payload.accessories.find((a) => a.accessoryType === 'sample')).toMatchObject({
      unit: 'card',
      freeQuantity: 3,
      maxQuantity: 10,
      priceCurrent: 1.49,
    })
  })

  it('lists Swiss francs and the Swiss table in CH', async () => {
    const { payload } = CardAccessoriesAnswer.parse((await list(CARDS_CH)).body)
    expect(payload.currency).toBe('CHF')
    expect(
      payload.accessories
        .find((a) => a.accessoryType === 'envelope')!
        .sizeClasses!.map((c) => c.priceCurrent),
    ).toEqual([1, 1.2, 2.9])
    expect(payload.accessories.find((a) => a.accessoryType === 'sample')!.priceCurrent).toBe(3.5)
  })

  it('lists only the wall-art accessories on the wall-art channel', async () => {
    const { payload } = CardAccessoriesAnswer.parse((await list(WALLART_DE)).body)
    expect(payload.accessories.map((a) => a.accessoryType)).toEqual(['box', 'posterbar', 'screw'])
  })

  it('answers 400 for any query parameter', async () => {
    expect((await get('/web-api/card-accessories?x=1')).status).toBe(400)
  })
})

describe('GET /web-api/card-accessory-price', () => {
  it.each([
    ['DE standard', CARDS_DE, 'standard', 0.95, 'EUR'],
    ['DE compact', CARDS_DE, 'compact', 1.1, 'EUR'],
    ['DE large', CARDS_DE, 'large', 1.8, 'EUR'],
    ['AT standard', CARDS_AT, 'standard', 1, 'EUR'],
    ['AT compact', CARDS_AT, 'compact', 1.5, 'EUR'],
    ['AT large', CARDS_AT, 'large', 1.5, 'EUR'],
    ['CH standard', CARDS_CH, 'standard', 1, 'CHF'],
    ['CH compact', CARDS_CH, 'compact', 1.2, 'CHF'],
    ['CH large', CARDS_CH, 'large', 2.9, 'CHF'],
    ['LI (the Swiss amounts)', CARDS_LI, 'large', 2.9, 'CHF'],
    ['FR (the German amounts)', CARDS_FR, 'compact', 1.1, 'EUR'],
    ['GB (the German amounts converted)', CARDS_GB, 'standard', 0.85, 'GBP'],
  ])(
    '"Envelope surcharge per card (size class: AT / DE / CH)": %s',
    async (_name, headers, sizeClass, unit, currency) => {
      const { status, body } = await price(
        { accessoryType: 'envelope', quantity: '20', sizeClass },
        headers,
      )
      expect(status).toBe(200)
      const { payload } = CardAccessoryPriceAnswer.parse(body)
      expect(payload).toMatchObject({
        currency,
        unitPrice: unit,
        chargedQuantity: 20,
        freeQuantity: 0,
        sizeClass,
      })
      expect(payload.priceCurrent).toBeCloseTo(unit * 20, 2)
    },
  )

  it('"Free sample cards: up to 3 free, each further one 3.50 CHF (Swiss texts)"', async () => {
    const three = CardAccessoryPriceAnswer.parse(
      (await price({ accessoryType: 'sample', quantity: '3' }, CARDS_CH)).body,
    ).payload
    expect(three).toMatchObject({ freeQuantity: 3, chargedQuantity: 0, priceCurrent: 0 })
    const five = CardAccessoryPriceAnswer.parse(
      (await price({ accessoryType: 'sample', quantity: '5' }, CARDS_CH)).body,
    ).payload
    expect(five).toMatchObject({
      currency: 'CHF',
      unitPrice: 3.5,
      freeQuantity: 3,
      chargedQuantity: 2,
      priceCurrent: 7,
    })
  })

  it('charges further sample cards at the per-card price outside the Swiss markets', async () => {
    const postcard = CardAccessoryPriceAnswer.parse(
      (await price({ accessoryType: 'sample', quantity: '5' })).body,
    ).payload
    expect(postcard).toMatchObject({
      formatType: 'postkarte-a6',
      unitPrice: 1.49,
      chargedQuantity: 2,
      priceCurrent: 2.98,
      priceOriginal: 2.98,
    })
    // klappkarte-a6 is 20 % off in the price catalogue: 2.49 → 1.99 per card.
    const folded = CardAccessoryPriceAnswer.parse(
      (await price({ accessoryType: 'sample', quantity: '4', formatType: 'klappkarte-a6' })).body,
    ).payload
    expect(folded).toMatchObject({
      unitPrice: 1.99,
      chargedQuantity: 1,
      priceCurrent: 1.99,
      priceOriginal: 2.49,
    })
  })

  it('prices per-card and per-piece accessories by quantity', async () => {
    expect(
      CardAccessoryPriceAnswer.parse((await price({ accessoryType: 'inlay', quantity: '40' })).body)
        .payload,
    ).toMatchObject({ unitPrice: 0.25, priceCurrent: 10 })
    expect(
      CardAccessoryPriceAnswer.parse(
        (await price({ accessoryType: 'pen', quantity: '2' }, CARDS_CH)).body,
      ).payload,
    ).toMatchObject({ currency: 'CHF', unitPrice: 3.25, priceCurrent: 6.5 })
  })

  it.each([
    ['no accessory type', 'quantity=1', 'accessoryType'],
    ['an unknown accessory type', 'accessoryType=glitter&quantity=1', 'accessoryType'],
    ['no quantity', 'accessoryType=inlay', 'quantity'],
    ['a quantity of 0', 'accessoryType=inlay&quantity=0', 'quantity'],
    ['a quantity over 5000', 'accessoryType=inlay&quantity=5001', 'quantity'],
    ['a quantity that is no whole number', 'accessoryType=inlay&quantity=2.5', 'quantity'],
    ['an envelope without size class', 'accessoryType=envelope&quantity=10', 'sizeClass'],
    ['an unknown size class', 'accessoryType=envelope&quantity=10&sizeClass=C6', 'sizeClass'],
    ['a size class for a bow', 'accessoryType=bow&quantity=1&sizeClass=large', 'sizeClass'],
    [
      'a format for an envelope',
      'accessoryType=envelope&quantity=1&sizeClass=large&formatType=postkarte-a6',
      'formatType',
    ],
    ['more than 10 sample cards', 'accessoryType=sample&quantity=11', 'quantity'],
    ['more pens than sold at once', 'accessoryType=pen&quantity=501', 'quantity'],
    ['an unknown parameter', 'accessoryType=inlay&quantity=1&colour=red', 'colour'],
    ['a repeated parameter', 'accessoryType=inlay&quantity=1&quantity=2', 'quantity'],
  ])('answers 400 for %s, naming the parameter', async (_name, query, field) => {
    const { status, body } = await price(query)
    expect(status).toBe(400)
    expect(Object.keys(body.payload.errors)).toContain(field)
  })

  it('answers 404 for card accessories on the wall-art channel', async () => {
    expect(
      (await price({ accessoryType: 'envelope', quantity: '1', sizeClass: 'standard' }, WALLART_DE))
        .status,
    ).toBe(404)
    expect((await price({ accessoryType: 'sample', quantity: '1' }, WALLART_DE)).status).toBe(404)
    expect((await price({ accessoryType: 'posterbar', quantity: '1' }, WALLART_DE)).status).toBe(
      200,
    )
  })

  it('never answers 500, whatever the query', async () => {
    const names = ['accessoryType', 'quantity', 'sizeClass', 'formatType', 'x']
    const values = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'envelope',
        'sample',
        'bow',
        'large',
        '1',
        '0',
        '-1',
        '1e3',
        '5000',
        'postkarte-a6',
        '%',
        '',
      ),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...names), values), { maxLength: 5 }),
        async (pairs) => {
          const search = new URLSearchParams(pairs).toString()
          const { status } = await price(search)
          expect([200, 400, 404]).toContain(status)
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('POST /web-api/card-accessory-order', () => {
  it('puts the accessory with its surcharge into the basket', async () => {
    const jar = new CookieJar()
    const { status, body, response } = await postJson(
      `${backend().url}/web-api/card-accessory-order`,
      { accessoryType: 'envelope', quantity: 25, sizeClass: 'large' },
      { jar },
    )
    expect(status).toBe(200)
    const { payload } = CardAccessoryOrderAnswer.parse(body)
    expect(payload.item).toMatchObject({
      type: 'card-accessory',
      quantity: 25,
      currency: 'EUR',
      priceCurrent: 45,
      details: { accessoryType: 'envelope', sizeClass: 'large', formatType: null },
    })
    expect(payload.price.unitPrice).toBe(1.8)
    expect(payload.order.cartArticlesAmount).toBe(1)
    expect(response.headers.get('set-cookie')).toMatch(/^shop_basket=/)
    const data = await getJson(`${backend().url}/web-api/customer-data`, { jar, headers: CARDS_DE })
    expect(data.body.payload.order.cartArticlesAmount).toBe(1)
  })

  it('answers 400 for a bad order and 404 for an envelope on wall art, adding nothing', async () => {
    const jar = new CookieJar()
    for (const body of [
      {},
      { accessoryType: 'envelope', quantity: 10 },
      { accessoryType: 'seal', quantity: -1 },
      { accessoryType: 'seal', quantity: 1, extra: true },
    ]) {
      expect(
        (await postJson(`${backend().url}/web-api/card-accessory-order`, body, { jar })).status,
      ).toBe(400)
    }
    expect(
      (
        await postJson(
          `${backend().url}/web-api/card-accessory-order`,
          { accessoryType: 'envelope', quantity: 1, sizeClass: 'standard' },
          { jar, headers: WALLART_DE },
        )
      ).status,
    ).toBe(404)
    expect(jar.get('shop_basket')).toBeUndefined()
  })
})
