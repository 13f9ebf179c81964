import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { daysBetween, zonedDateOf } from '~/utils/zoned-date'
import {
  countdownAt,
  countdownAtNow,
  countdownData,
  countdownText,
  deadlineSchedule,
  type LeadTimes,
} from './countdown'

const zone = 'Europe/Berlin'
const now = new Date('2026-03-10T10:00:00Z') // 11:00 in Berlin, a Tuesday
const at = (iso: string) => new Date(iso)
const started: LeadTimes = { lodStart: at('2026-03-10T05:00:00Z') }

describe('countdown text (site-chrome §4 "Countdown text, in order")', () => {
  it('"if lodStart is still in the future, no text"', () => {
    const leadTimes = { lodStart: at('2026-03-10T10:00:01Z'), lodEnd: at('2026-03-10T14:00:00Z') }
    expect(countdownText(leadTimes, now, zone)).toEqual({ kind: 'none' })
  })

  it('lodStart at this very moment has started', () => {
    const leadTimes = { lodStart: now, lodEnd: at('2026-03-10T14:00:00Z') }
    expect(countdownText(leadTimes, now, zone).kind).toBe('normal')
  })

  it('"the first matching deadline applies, checked as safety, normal, express, Saturday"', () => {
    const all = {
      ...started,
      safetyLodEnd: at('2026-03-10T12:00:00Z'),
      lodEnd: at('2026-03-10T14:00:00Z'),
      expressLodEnd: at('2026-03-10T15:00:00Z'),
      saturdayLodEnd: at('2026-03-13T10:00:00Z'),
    }
    expect(countdownText(all, now, zone).kind).toBe('safety')
    expect(countdownText({ ...all, safetyLodEnd: null }, now, zone).kind).toBe('normal')
    expect(countdownText({ ...all, safetyLodEnd: null, lodEnd: null }, now, zone).kind).toBe(
      'express',
    )
    expect(countdownText({ ...started, saturdayLodEnd: all.saturdayLodEnd }, now, zone).kind).toBe(
      'saturday',
    )
  })

  it('"Only deadlines still in the future count."', () => {
    const leadTimes = {
      ...started,
      safetyLodEnd: at('2026-03-10T09:00:00Z'),
      lodEnd: now,
      expressLodEnd: at('2026-03-10T15:00:00Z'),
    }
    expect(countdownText(leadTimes, now, zone)).toEqual({
      kind: 'express',
      day: 'today',
      deadline: at('2026-03-10T15:00:00Z'),
    })
  })

  it('no deadline left in the future gives no text', () => {
    expect(countdownText({ ...started, lodEnd: at('2026-03-10T09:59:59Z') }, now, zone)).toEqual({
      kind: 'none',
    })
    expect(countdownText(started, now, zone)).toEqual({ kind: 'none' })
  })

  it('"Each gives a today, tomorrow or default text depending on its date"', () => {
    const dayOf = (deadline: string) => {
      const result = countdownText({ ...started, lodEnd: at(deadline) }, now, zone)
      return result.kind === 'none' ? undefined : result.day
    }
    expect(dayOf('2026-03-10T22:59:00Z')).toBe('today') // 23:59 Berlin
    expect(dayOf('2026-03-10T23:00:00Z')).toBe('tomorrow') // 00:00 Berlin on the 11th
    expect(dayOf('2026-03-11T22:59:00Z')).toBe('tomorrow')
    expect(dayOf('2026-03-11T23:00:00Z')).toBe('default')
    expect(dayOf('2026-04-10T12:00:00Z')).toBe('default')
  })

  it("today and tomorrow are calendar days in the shop's time zone, not in UTC", () => {
    const lateEvening = new Date('2026-03-10T23:30:00Z') // 00:30 on the 11th in Berlin
    const deadline = at('2026-03-11T10:00:00Z')
    const result = countdownText(
      { lodStart: started.lodStart, lodEnd: deadline },
      lateEvening,
      zone,
    )
    expect(result).toMatchObject({ kind: 'normal', day: 'today' })
    expect(
      countdownText({ lodStart: started.lodStart, lodEnd: deadline }, lateEvening, 'UTC'),
    ).toMatchObject({ day: 'tomorrow' })
  })

  it('days are counted across a daylight-saving change and a month end', () => {
    const beforeSwitch = new Date('2026-03-28T12:00:00Z')
    const result = countdownText(
      { lodStart: started.lodStart, lodEnd: at('2026-03-29T12:00:00Z') },
      beforeSwitch,
      zone,
    )
    expect(result).toMatchObject({ day: 'tomorrow' })
    const monthEnd = new Date('2026-04-30T12:00:00Z')
    expect(
      countdownText(
        { lodStart: started.lodStart, lodEnd: at('2026-05-01T08:00:00Z') },
        monthEnd,
        zone,
      ),
    ).toMatchObject({
      day: 'tomorrow',
    })
  })

  it('property: a result is never a deadline in the past, and "none" only when no deadline is in the future', () => {
    const instant = fc
      .integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 })
      .map((offset) => new Date(now.getTime() + offset))
    const optional = fc.option(instant, { nil: null })
    fc.assert(
      fc.property(
        optional,
        optional,
        optional,
        optional,
        (safetyLodEnd, lodEnd, expressLodEnd, saturdayLodEnd) => {
          const leadTimes = { ...started, safetyLodEnd, lodEnd, expressLodEnd, saturdayLodEnd }
          const result = countdownText(leadTimes, now, zone)
          const future = [safetyLodEnd, lodEnd, expressLodEnd, saturdayLodEnd].filter(
            (d) => d && d > now,
          )
          if (result.kind === 'none') expect(future).toHaveLength(0)
          else expect(result.deadline.getTime()).toBeGreaterThan(now.getTime())
        },
      ),
    )
  })

  it('property: the day boundaries tell today, tomorrow and later as the calendar dates do', () => {
    const zones = fc.constantFrom(
      'Europe/Berlin',
      'Europe/London',
      'America/New_York',
      'America/Santiago',
      'Pacific/Apia',
      'UTC',
    )
    // Around the daylight-saving changes of 2026 in Europe (29 March, 25 October) and Chile (5
    // April, 6 September).
    const anchor = fc.constantFrom(
      '2026-03-29T00:30:00Z',
      '2026-10-25T00:30:00Z',
      '2026-04-05T03:30:00Z',
      '2026-09-06T04:30:00Z',
      '2026-06-15T12:00:00Z',
    )
    const offset = fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 })
    fc.assert(
      fc.property(zones, anchor, offset, offset, (timeZone, iso, nowOffset, deadlineOffset) => {
        const current = new Date(new Date(iso).getTime() + nowOffset)
        const deadline = new Date(new Date(iso).getTime() + deadlineOffset)
        const result = countdownAt(
          0,
          deadlineSchedule({ lodStart: new Date(0), lodEnd: deadline }, timeZone),
          current.getTime(),
        )
        if (deadline <= current) {
          expect(result.kind).toBe('none')
          return
        }
        const days = daysBetween(zonedDateOf(current, timeZone), zonedDateOf(deadline, timeZone))
        expect(result).toMatchObject({
          day: days === 0 ? 'today' : days === 1 ? 'tomorrow' : 'default',
        })
      }),
      { numRuns: 2000 },
    )
  })

  it("the page's countdown data: lead times and zone; its text at a given time in the market's language and the shop's zone", () => {
    const data = countdownData(
      {
        ...started,
        lodEnd: at('2026-03-10T15:00:00Z'),
        saturdayLodEnd: at('2026-03-14T09:30:00Z'),
      },
      zone,
    )
    expect(data).toEqual({
      lodStart: started.lodStart.getTime(),
      timeZone: zone,
      deadlines: [
        { kind: 'normal', at: Date.parse('2026-03-10T15:00:00Z') },
        { kind: 'saturday', at: Date.parse('2026-03-14T09:30:00Z') },
      ],
    })
    expect(JSON.parse(JSON.stringify(data))).toEqual(data)
    expect(countdownAtNow(data, now.getTime(), 'de-DE')).toEqual({
      kind: 'normal',
      day: 'today',
      time: '16:00',
      date: 'Dienstag, 10. März',
    })
    expect(countdownAtNow(data, Date.parse('2026-03-13T12:00:00Z'), 'de-DE')).toEqual({
      kind: 'saturday',
      day: 'tomorrow',
      time: '10:30',
      date: 'Samstag, 14. März',
    })
    // The locale's clock: 12-hour in en-US, no leading zero.
    const american = countdownAtNow(data, now.getTime(), 'en-US')
    expect(american.kind === 'none' ? '' : american.time.replace(/\s/gu, ' ')).toBe('4:00 PM')
  })
})
