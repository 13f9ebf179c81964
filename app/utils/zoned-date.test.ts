import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dayBefore, daysBetween, startOfZonedDay, zonedDateOf } from './zoned-date'

describe("calendar dates in the shop's time zone", () => {
  it('an instant near midnight falls on different dates in different zones', () => {
    const instant = new Date('2026-12-31T23:30:00Z')
    expect(zonedDateOf(instant, 'UTC')).toEqual({ year: 2026, month: 12, day: 31 })
    expect(zonedDateOf(instant, 'Europe/Berlin')).toEqual({ year: 2027, month: 1, day: 1 })
    expect(zonedDateOf(instant, 'America/New_York')).toEqual({ year: 2026, month: 12, day: 31 })
  })

  it('counts whole days across month and year ends', () => {
    expect(daysBetween({ year: 2026, month: 12, day: 31 }, { year: 2027, month: 1, day: 1 })).toBe(
      1,
    )
    expect(daysBetween({ year: 2028, month: 2, day: 28 }, { year: 2028, month: 3, day: 1 })).toBe(2)
    expect(daysBetween({ year: 2026, month: 3, day: 10 }, { year: 2026, month: 3, day: 10 })).toBe(
      0,
    )
  })

  it('a day starts at its midnight, 23 or 25 hours after the day before when the clocks change', () => {
    expect(
      new Date(startOfZonedDay({ year: 2026, month: 3, day: 29 }, 'Europe/Berlin')).toISOString(),
    ).toBe('2026-03-28T23:00:00.000Z')
    expect(
      new Date(startOfZonedDay({ year: 2026, month: 3, day: 30 }, 'Europe/Berlin')).toISOString(),
    ).toBe('2026-03-29T22:00:00.000Z')
    expect(
      new Date(startOfZonedDay({ year: 2026, month: 10, day: 26 }, 'Europe/Berlin')).toISOString(),
    ).toBe('2026-10-25T23:00:00.000Z')
  })

  it('a day whose midnight is skipped starts at the first instant it has (Chile, 6 September 2026)', () => {
    const start = startOfZonedDay({ year: 2026, month: 9, day: 6 }, 'America/Santiago')
    expect(zonedDateOf(start, 'America/Santiago')).toEqual({ year: 2026, month: 9, day: 6 })
    expect(zonedDateOf(start - 1, 'America/Santiago')).toEqual({ year: 2026, month: 9, day: 5 })
  })

  it('property: the start of a day falls on it, the instant before on the day before', () => {
    const zones = fc.constantFrom(
      'Europe/Berlin',
      'Europe/London',
      'America/Santiago',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'Asia/Kolkata',
    )
    fc.assert(
      fc.property(
        zones,
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }),
        (timeZone, instant) => {
          const date = zonedDateOf(instant, timeZone)
          const start = startOfZonedDay(date, timeZone)
          expect(start).toBeLessThanOrEqual(instant)
          expect(zonedDateOf(start, timeZone)).toEqual(date)
          expect(zonedDateOf(start - 1, timeZone)).toEqual(dayBefore(date))
        },
      ),
      { numRuns: 500 },
    )
  })
})
