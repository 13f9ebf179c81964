import { describe, expect, it } from 'vitest'
import {
  CampaignDataAnswer,
  ExpressShopAnswer,
  FeatureFlagsAnswer,
} from '../../../contracts/campaigns'
import { contractBackend, marketHeaders } from '../testing/contract-calls'
import { CARDS_DE } from '../testing/harness'
import { defaultTreatments } from './routes'

// The backend's clock: Monday 2 March 2026, 10:00 in Berlin and Zurich.
const { get: call } = contractBackend(CARDS_DE)
const market = marketHeaders

describe('GET /web-api/campaign-data', () => {
  it('answers last week’s, this week’s and next week’s campaigns in the market’s time zone', async () => {
    const { status, body } = await call('/web-api/campaign-data', market('cards', 'de-CH'))
    expect(status).toBe(200)
    const { payload } = CampaignDataAnswer.parse(body)
    expect(payload.currency).toBe('CHF')
    expect(
      payload.campaigns.map(({ id, start, end, timeZone }) => ({ id, start, end, timeZone })),
    ).toEqual([
      {
        id: 'autumn-cards',
        start: '2026-02-23T00:00',
        end: '2026-03-01T23:59',
        timeZone: 'Europe/Zurich',
      },
      {
        id: 'calendar-week',
        start: '2026-03-02T00:00',
        end: '2026-03-08T23:59',
        timeZone: 'Europe/Zurich',
      },
      {
        id: 'prints-week',
        start: '2026-03-09T00:00',
        end: '2026-03-15T23:59',
        timeZone: 'Europe/Zurich',
      },
    ])
    expect(payload.campaigns[1]!.discounts).toEqual([
      { kind: 'percent', productType: 'calendar', percent: 20 },
    ])
  })

  it('answers the wall-art channel’s campaigns with texts in every language', async () => {
    const { body } = await call('/web-api/campaign-data', market('wallart', 'en-US'))
    const { payload } = CampaignDataAnswer.parse(body)
    expect(payload.currency).toBe('USD')
    expect(payload.campaigns.map((campaign) => campaign.id)).toEqual([
      'canvas-autumn',
      'wallart-week',
      'wallart-next',
    ])
    expect(payload.campaigns[0]!.timeZone).toBe('America/New_York')
    expect(Object.keys(payload.campaigns[1]!.banner).sort()).toEqual([
      'de',
      'en',
      'es',
      'fr',
      'it',
      'nl',
    ])
  })

  it('refuses a call without market headers', async () => {
    const { status } = await call('/web-api/campaign-data', {})
    expect(status).toBe(400)
  })
})

describe('GET /web-api/express-shop', () => {
  it('answers 24 h with the 14:00 cut-off in Germany', async () => {
    const { status, body } = await call('/web-api/express-shop', market('cards', 'de-DE'))
    expect(status).toBe(200)
    const { payload } = ExpressShopAnswer.parse(body)
    expect(payload).toMatchObject({ currency: 'EUR', timeZone: 'Europe/Berlin' })
    expect(payload.products.length).toBeGreaterThan(0)
    for (const product of payload.products)
      expect(product).toMatchObject({ leadTimeHours: 24, cutOff: '14:00' })
    expect(payload.products.find((p) => p.id === 'wall-calendar-a4')?.priceCurrent).toBe(24.99)
  })

  it('answers 48 h in Switzerland and Liechtenstein, prices in francs', async () => {
    for (const locale of ['de-CH', 'fr-CH', 'de-LI']) {
      const { body } = await call('/web-api/express-shop', market('wallart', locale))
      const { payload } = ExpressShopAnswer.parse(body)
      expect(payload.currency).toBe('CHF')
      for (const product of payload.products) expect(product.leadTimeHours).toBe(48)
    }
  })
})

describe('GET /web-api/feature-flags', () => {
  it('answers the flags of config/flags.yml with their default treatments', async () => {
    const { status, body } = await call('/web-api/feature-flags', market('cards', 'de-DE'))
    expect(status).toBe(200)
    const { payload } = FeatureFlagsAnswer.parse(body)
    expect(payload.flags).toContainEqual({ name: 'home_hero_experiment', treatment: 'off' })
    expect(payload.flags).toContainEqual({ name: 'product_matrix_wallart', treatment: 'off' })
  })

  it('reads the entry without keys as the default, keyed-only flags as control', () => {
    const yaml = [
      '- a:',
      "    treatment: 'on'",
      "    keys: ['k']",
      '- a:',
      "    treatment: 'off'",
      '- b:',
      "    treatment: 'on'",
      "    keys: ['k']",
    ].join('\n')
    expect(defaultTreatments(yaml)).toEqual([
      { name: 'a', treatment: 'off' },
      { name: 'b', treatment: 'control' },
    ])
  })
})
