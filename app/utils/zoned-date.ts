/** The calendar date an instant falls on in a time zone (the shop's, not the server's). */
import { msPerDay } from '~/domain/constants'

export type ZonedDate = { year: number; month: number; day: number }

const dateFormats = new Map<string, Intl.DateTimeFormat>()

function dateFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    })
    if (dateFormats.size < 64) dateFormats.set(timeZone, format)
  }
  return format
}

export function zonedDateOf(instant: Date | number, timeZone: string): ZonedDate {
  const parts = dateFormatOf(timeZone).formatToParts(instant)
  const value = (type: 'year' | 'month' | 'day') =>
    Number(parts.find((part) => part.type === type)?.value)
  return { year: value('year'), month: value('month'), day: value('day') }
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
