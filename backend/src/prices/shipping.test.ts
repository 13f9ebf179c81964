import { describe, expect, it } from 'vitest'
import { defaultCatalogue } from './catalogue'
import { leadTimes, zonedInstant } from './shipping'

const shipping = defaultCatalogue.shipping
const at = (iso: string, timeZone = 'Europe/Berlin') =>
  leadTimes(Date.parse(iso), timeZone, shipping)

describe('lead times (lodStart, safetyLodEnd, lodEnd, expressLodEnd, saturdayLodEnd)', () => {
  it('before the cutoff on a working day, the deadline is today at 14:00 local time, express too', () => {
    expect(at('2026-03-02T09:00:00Z')).toMatchObject({
      lodStart: '2026-03-01T23:00:00.000Z',
      lodEnd: '2026-03-02T13:00:00.000Z',
      expressLodEnd: '2026-03-02T13:00:00.000Z',
      saturdayLodEnd: null,
      safetyLodEnd: null,
    })
  })

  it('after the one cutoff both deadlines move to the next working day', () => {
    // Friday 15:00 in Berlin
    expect(at('2026-03-06T14:00:00Z')).toMatchObject({
      lodEnd: '2026-03-09T13:00:00.000Z',
      expressLodEnd: '2026-03-09T13:00:00.000Z',
    })
  })

  it('the Saturday deadline is Friday noon, offered from three days before', () => {
    expect(at('2026-03-04T08:00:00Z').saturdayLodEnd).toBe('2026-03-06T11:00:00.000Z')
    expect(at('2026-03-02T08:00:00Z').saturdayLodEnd).toBeNull()
    expect(at('2026-03-06T12:00:00Z').saturdayLodEnd).toBeNull()
  })

  it('in December before the 18th a safety deadline (last order before Christmas) is given', () => {
    expect(at('2026-12-10T08:00:00Z').safetyLodEnd).toBe('2026-12-18T13:00:00.000Z')
    expect(at('2026-12-19T08:00:00Z').safetyLodEnd).toBeNull()
  })

  it('during the holiday closure lodStart lies in the future (no countdown) and deadlines follow the closure', () => {
    const closed = at('2026-12-25T10:00:00Z')
    expect(closed.lodStart).toBe('2026-12-26T23:00:00.000Z')
    expect(Date.parse(closed.lodStart)).toBeGreaterThan(Date.parse('2026-12-25T10:00:00Z'))
    expect(closed.lodEnd).toBe('2026-12-28T13:00:00.000Z')
  })

  it('uses the market time zone across daylight-saving changes and in the US', () => {
    expect(zonedInstant({ year: 2026, month: 3, day: 30 }, '14:00', 'Europe/Berlin')).toBe(
      Date.parse('2026-03-30T12:00:00Z'),
    )
    expect(zonedInstant({ year: 2026, month: 3, day: 27 }, '14:00', 'Europe/Berlin')).toBe(
      Date.parse('2026-03-27T13:00:00Z'),
    )
    expect(at('2026-03-02T15:00:00Z', 'America/New_York')).toMatchObject({
      lodEnd: '2026-03-02T19:00:00.000Z',
      timeZone: 'America/New_York',
    })
  })
})
