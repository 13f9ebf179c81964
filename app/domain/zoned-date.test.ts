import { describe, expect, it } from 'vitest'
import { daysBetween, zonedDateOf } from './zoned-date'

describe('calendar dates in the shop\'s time zone (ADR 040)', () => {
  it('an instant near midnight falls on different dates in different zones', () => {
    const instant = new Date('2026-12-31T23:30:00Z')
    expect(zonedDateOf(instant, 'UTC')).toEqual({ year: 2026, month: 12, day: 31 })
    expect(zonedDateOf(instant, 'Europe/Berlin')).toEqual({ year: 2027, month: 1, day: 1 })
    expect(zonedDateOf(instant, 'America/New_York')).toEqual({ year: 2026, month: 12, day: 31 })
  })

  it('counts whole days across month and year ends', () => {
    expect(daysBetween({ year: 2026, month: 12, day: 31 }, { year: 2027, month: 1, day: 1 })).toBe(1)
    expect(daysBetween({ year: 2028, month: 2, day: 28 }, { year: 2028, month: 3, day: 1 })).toBe(2)
    expect(daysBetween({ year: 2026, month: 3, day: 10 }, { year: 2026, month: 3, day: 10 })).toBe(0)
  })
})
