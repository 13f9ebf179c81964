import { describe, expect, it } from 'vitest'
import { zonedInstant } from '~/utils/zoned-date'
import { campaignSpan, capSharedMaxAge, runningCampaign, secondsToNextBoundary } from './campaigns'

const week = (id: string, start: string, end: string, timeZone = 'Europe/Zurich') => ({
  id,
  start,
  end,
  timeZone,
  discounts: [{ kind: 'percent' as const, productType: 'calendar', percent: 20 }],
})

describe('zonedInstant', () => {
  it('reads a wall-clock minute in the campaign’s zone, summer and winter', () => {
    expect(zonedInstant('2026-11-29T23:59', 'Europe/Zurich')).toBe(
      Date.parse('2026-11-29T22:59:00Z'),
    )
    expect(zonedInstant('2026-07-05T23:59', 'Europe/Zurich')).toBe(
      Date.parse('2026-07-05T21:59:00Z'),
    )
    expect(zonedInstant('2026-11-29T23:59', 'America/New_York')).toBe(
      Date.parse('2026-11-30T04:59:00Z'),
    )
  })

  it('moves a skipped time past the gap and reads a repeated time as its first occurrence', () => {
    // 29 March 2026: 02:00 → 03:00 in Zurich; 25 October 2026: 03:00 → 02:00.
    expect(zonedInstant('2026-03-29T02:30', 'Europe/Zurich')).toBe(
      Date.parse('2026-03-29T01:30:00Z'),
    )
    expect(zonedInstant('2026-10-25T02:30', 'Europe/Zurich')).toBe(
      Date.parse('2026-10-25T00:30:00Z'),
    )
  })

  it('refuses what is not a local date-time', () => {
    expect(() => zonedInstant('2026-11-29T23:59Z', 'Europe/Zurich')).toThrow(RangeError)
  })
})

describe('runningCampaign', () => {
  const campaigns = [
    week('last', '2026-03-16T00:00', '2026-03-22T23:59'),
    week('dst', '2026-03-23T00:00', '2026-03-29T23:59'),
    week('next', '2026-03-30T00:00', '2026-04-05T23:59'),
  ]

  it('runs from the first instant of the start minute (inclusive)', () => {
    const start = Date.parse('2026-03-22T23:00:00Z') // Monday 00:00 in Zurich (winter time)
    expect(runningCampaign(campaigns, start)?.id).toBe('dst')
    expect(runningCampaign(campaigns, start - 1)?.id).toBe('last')
  })

  it('ends after its end minute (exclusive), across the change to summer time', () => {
    // Sunday 29 March 23:59 is 21:59 UTC in summer time, not 22:59.
    const lastMinute = Date.parse('2026-03-29T21:59:59.999Z')
    expect(runningCampaign(campaigns, lastMinute)?.id).toBe('dst')
    expect(runningCampaign(campaigns, lastMinute + 1)?.id).toBe('next')
    expect(campaignSpan(campaigns[1]!).end - campaignSpan(campaigns[1]!).start).toBe(
      (7 * 24 - 1) * 3_600_000,
    )
  })

  it('shows nothing once every campaign has ended, and the same rule in another zone', () => {
    expect(runningCampaign(campaigns, Date.parse('2026-04-06T00:00:00Z'))).toBeUndefined()
    const ny = [week('ny', '2026-03-02T00:00', '2026-03-08T23:59', 'America/New_York')]
    // New York changes on 8 March 2026: Sunday 23:59 EDT is 03:59 UTC on Monday.
    expect(runningCampaign(ny, Date.parse('2026-03-09T03:59:59Z'))?.id).toBe('ny')
    expect(runningCampaign(ny, Date.parse('2026-03-09T04:00:00Z'))).toBeUndefined()
  })

  it('prefers the campaign that started last where two overlap', () => {
    const overlapping = [
      week('month', '2026-03-01T00:00', '2026-03-31T23:59'),
      week('weekend', '2026-03-14T00:00', '2026-03-15T23:59'),
    ]
    expect(runningCampaign(overlapping, Date.parse('2026-03-14T12:00:00Z'))?.id).toBe('weekend')
  })
})

describe('secondsToNextBoundary and capSharedMaxAge', () => {
  const campaigns = [week('this', '2026-11-23T00:00', '2026-11-29T23:59')]
  const page = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400'

  it('caps a public page’s s-maxage at the seconds until the campaign ends', () => {
    const now = Date.parse('2026-11-29T22:58:00Z') // Sunday 23:58 in Zurich
    expect(secondsToNextBoundary(campaigns, now)).toBe(120)
    expect(capSharedMaxAge(page, 120)).toBe(
      'public, max-age=0, s-maxage=120, stale-while-revalidate=86400',
    )
  })

  it('leaves it alone far from a boundary, after the last one, and on private pages', () => {
    expect(capSharedMaxAge(page, 4_000)).toBe(page)
    expect(secondsToNextBoundary(campaigns, Date.parse('2026-12-01T00:00:00Z'))).toBeUndefined()
    expect(capSharedMaxAge(page, undefined)).toBe(page)
    expect(capSharedMaxAge('private, no-store', 10)).toBe('private, no-store')
  })

  it('counts the start of a future campaign as a boundary', () => {
    const now = Date.parse('2026-11-22T22:59:30Z')
    expect(secondsToNextBoundary(campaigns, now)).toBe(30)
  })
})
