import { describe, expect, it } from 'vitest'
import {
  calendarAccessoryType,
  calendarFormatGroups,
  calendarFormats,
  calendarMountings,
  calendarTypes,
  isCalendarType,
} from './calendar'

describe('calendars (shop-core §3 "Calendars")', () => {
  it('"Types: familienplaner, kuechenkalender, terminkalender, tischkalender, wandkalender."', () => {
    expect(calendarTypes).toEqual([
      'familienplaner',
      'kuechenkalender',
      'terminkalender',
      'tischkalender',
      'wandkalender',
    ])
    expect(isCalendarType('wandkalender')).toBe(true)
    expect(isCalendarType('fotobuch')).toBe(false)
  })

  it('"Formats: a3-hoch, a3-quer, a4-hoch, a4-quer, a5-quer, a6-hoch, a6-quer, 150-400, 200-400, 130-300, 145-145, 200-200, 300-300, 265-120."', () => {
    expect(calendarFormats).toHaveLength(14)
  })

  it('"Mounting: holzblock, holzfuss, lochung, spirale, ohne."', () => {
    expect(calendarMountings).toEqual(['holzblock', 'holzfuss', 'lochung', 'spirale', 'ohne'])
  })

  it('"A format group per calendar type exists": every type has formats, every format a type', () => {
    for (const type of calendarTypes) expect(calendarFormatGroups[type].length).toBeGreaterThan(0)
    const grouped = new Set(Object.values(calendarFormatGroups).flat())
    for (const format of calendarFormats) expect(grouped.has(format), format).toBe(true)
  })

  it('desk calendars come in the small formats, family planners in the tall ones', () => {
    expect(calendarFormatGroups.tischkalender).toContain('145-145')
    expect(calendarFormatGroups.familienplaner).toEqual(['200-400', '150-400'])
  })

  it('"accessory types (\'without\' when the mounting is not an accessory)"', () => {
    expect(calendarAccessoryType('holzblock')).toBe('holzblock')
    expect(calendarAccessoryType('holzfuss')).toBe('holzfuss')
    expect(calendarAccessoryType('spirale')).toBe('without')
    expect(calendarAccessoryType('lochung')).toBe('without')
    expect(calendarAccessoryType('ohne')).toBe('without')
    expect(calendarAccessoryType(undefined)).toBe('without')
  })
})
