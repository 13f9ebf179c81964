import { afterAll, describe, expect, it } from 'vitest'
import { closeFlagClient } from './flags.server'
import { trackEvents } from './track.server'

const KEY = 'shop_uk=33333333-3333-4333-8333-333333333333; consent=granted'
const NO_CHOICE = 'shop_uk=33333333-3333-4333-8333-333333333333'
afterAll(() => closeFlagClient())

describe('tracked events (site-chrome §3, §5, §7)', () => {
  it('accepts valid events and drops invalid ones by the event rules', async () => {
    const result = await trackEvents(KEY, {
      events: [
        { eventType: 'calculator_cta_click', value: 1, properties: { material: 'leinwand' } },
        { eventType: '-starts-with-dash' },
        { eventType: 'ok', value: Number.POSITIVE_INFINITY },
        { eventType: 'x'.repeat(81) },
      ],
    })
    expect(result).toEqual({ status: 202, accepted: 1, rejected: 3 })
  })

  it('"when declined, queued data is cleared and sending stops": declined consent tracks nothing', async () => {
    const result = await trackEvents(`${NO_CHOICE}; consent=declined`, {
      events: [{ eventType: 'ok' }],
    })
    expect(result.status).toBe(204)
    expect(result.accepted).toBe(0)
  })

  it('tracks nothing before the shopper has chosen: the notice’s own cookie is the only source', async () => {
    expect((await trackEvents(NO_CHOICE, { events: [{ eventType: 'ok' }] })).status).toBe(204)
    // The name the tracker once read is nobody's cookie: it grants nothing.
    expect(
      (await trackEvents(`${NO_CHOICE}; shop_consent=granted`, { events: [{ eventType: 'ok' }] }))
        .status,
    ).toBe(204)
    expect(
      (await trackEvents(`${NO_CHOICE}; consent=granted`, { events: [{ eventType: 'ok' }] }))
        .status,
    ).toBe(202)
  })

  it('tracks nothing without a valid user key', async () => {
    expect((await trackEvents('shop_uk=nonsense', { events: [{ eventType: 'ok' }] })).status).toBe(
      204,
    )
  })

  it('refuses batches that are empty, too large or not a list', async () => {
    expect((await trackEvents(KEY, {})).status).toBe(400)
    expect((await trackEvents(KEY, { events: [] })).status).toBe(400)
    expect(
      (await trackEvents(KEY, { events: Array.from({ length: 51 }, () => ({ eventType: 'a' })) }))
        .status,
    ).toBe(400)
  })
})
