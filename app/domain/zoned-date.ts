/** The calendar date an instant falls on in a time zone (the shop's, not the server's). */
import { msPerDay } from './constants'

export type ZonedDate = { year: number; month: number; day: number }

export function zonedDateOf(instant: Date, timeZone: string): ZonedDate {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(
    instant,
  )
  const value = (type: 'year' | 'month' | 'day') => Number(parts.find((part) => part.type === type)?.value)
  return { year: value('year'), month: value('month'), day: value('day') }
}

/** Whole days from one calendar date to another. */
export function daysBetween(from: ZonedDate, to: ZonedDate): number {
  const epochDay = ({ year, month, day }: ZonedDate) => Date.UTC(year, month - 1, day) / msPerDay
  return epochDay(to) - epochDay(from)
}
