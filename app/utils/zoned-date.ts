/**
 * Dates and wall-clock times in a time zone (the shop's or a campaign's, not the server's).
 */
import { msPerDay } from '~/domain/constants'

export type ZonedDate = { year: number; month: number; day: number }

const msPerMinute = 60_000
const formats = new Map<string, Intl.DateTimeFormat>()

/** One formatter per time zone, for its calendar date and its wall clock to the minute. */
function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    if (formats.size < 64) formats.set(timeZone, format)
  }
  return format
}

function partsOf(instant: Date | number, timeZone: string) {
  const parts = formatOf(timeZone).formatToParts(instant)
  return (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value)
}

export function zonedDateOf(instant: Date | number, timeZone: string): ZonedDate {
  const value = partsOf(instant, timeZone)
  return { year: value('year'), month: value('month'), day: value('day') }
}

/** The wall clock of an instant in a time zone, as if it were UTC (ms, minute precision). */
function wallClockOf(instant: number, timeZone: string): number {
  const value = partsOf(instant, timeZone)
  return Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'))
}

const halfDay = 12 * 60 * msPerMinute

/** How far a time zone's wall clock is ahead of UTC at an instant (ms). */
function offsetAt(instant: number, timeZone: string): number {
  return wallClockOf(instant, timeZone) - Math.floor(instant / msPerMinute) * msPerMinute
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/**
 * The instant a local date-time (`2026-03-29T02:30`) names in a time zone. A time the clock
 * skips (spring forward) is read with the offset before the change, which lands after the gap; a
 * time that happens twice (fall back) is its first occurrence.
 */
export function zonedInstant(local: string, timeZone: string): number {
  const match = localPattern.exec(local)
  if (!match) throw new RangeError(`Not a local date-time: ${local}`)
  const [, year, month, day, hour, minute] = match.map(Number) as number[]
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!)
  // The offsets half a day before and after: the earlier reading wins where both fit (fall back).
  const before = wall - offsetAt(wall - halfDay, timeZone)
  const after = wall - offsetAt(wall + halfDay, timeZone)
  for (const candidate of before <= after ? [before, after] : [after, before])
    if (wallClockOf(candidate, timeZone) === wall) return candidate
  // In a gap no instant shows this wall time: the offset from before the change.
  return before
}

/** Whole days from one calendar date to another. */
export function daysBetween(from: ZonedDate, to: ZonedDate): number {
  return epochDayOf(to) - epochDayOf(from)
}

const epochDayOf = ({ year, month, day }: ZonedDate) => Date.UTC(year, month - 1, day) / msPerDay

function isBefore(a: ZonedDate, b: ZonedDate): boolean {
  return epochDayOf(a) < epochDayOf(b)
}

/** The calendar date one day earlier. */
export function dayBefore({ year, month, day }: ZonedDate): ZonedDate {
  const date = new Date(Date.UTC(year, month - 1, day - 1))
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

const dayStarts = new Map<string, number>()
const fifteenHours = 15 * 60 * 60 * 1000

/**
 * The first instant of a calendar date in a time zone (its midnight, or the first minute
 * after a skipped one): a search between the UTC offsets −15 h and +15 h, kept per zone and date.
 */
export function startOfZonedDay(date: ZonedDate, timeZone: string): number {
  const key = `${timeZone}|${date.year}-${date.month}-${date.day}`
  const known = dayStarts.get(key)
  if (known !== undefined) return known
  const midnightUtc = Date.UTC(date.year, date.month - 1, date.day)
  // Invariant: `low` falls on an earlier date, `high` on this date or later.
  let low = midnightUtc - fifteenHours
  let high = midnightUtc + fifteenHours
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (isBefore(zonedDateOf(middle, timeZone), date)) low = middle
    else high = middle
  }
  if (dayStarts.size >= 512) dayStarts.clear()
  dayStarts.set(key, high)
  return high
}
