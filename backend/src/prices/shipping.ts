import type { Catalogue } from './catalogue'

/**
 * Lead-time data for `/web-api/shipping-information`: when the order window
 * opens (`lodStart`) and the next order deadlines, as instants, computed from the clock in
 * the market's time zone. A deadline the shop does not offer right now is null.
 */
export type LeadTimes = {
  lodStart: string
  safetyLodEnd: string | null
  lodEnd: string | null
  expressLodEnd: string | null
  saturdayLodEnd: string | null
  timeZone: string
}

type Shipping = Catalogue['shipping']
type LocalDate = { year: number; month: number; day: number }

const DAY_MS = 86_400_000

function partsIn(
  instant: number,
  timeZone: string,
): LocalDate & { hour: number; minute: number; second: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant)
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value)
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
  }
}

function offsetAt(instant: number, timeZone: string): number {
  const p = partsIn(instant, timeZone)
  return (
    Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) -
    Math.floor(instant / 1000) * 1000
  )
}

/** The instant a local wall-clock time in a time zone stands for. */
export function zonedInstant(date: LocalDate, time: string, timeZone: string): number {
  const [hour = 0, minute = 0] = time.split(':').map(Number)
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute)
  let instant = wall - offsetAt(wall, timeZone)
  // Across a daylight-saving change the offset at the result can differ from the guess's.
  instant = wall - offsetAt(instant, timeZone)
  return instant
}

function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS)
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() }
}

/** ISO weekday: Monday 1 … Sunday 7. */
function weekdayOf(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() || 7
}

function monthDayOf(date: LocalDate): string {
  return `${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
}

/** Whether a month-day lies in a range that may wrap the year end (12-31 … 01-01). */
function inRange(monthDay: string, from: string, until: string): boolean {
  return from <= until
    ? monthDay >= from && monthDay <= until
    : monthDay >= from || monthDay <= until
}

function isClosed(date: LocalDate, shipping: Shipping): boolean {
  return shipping.closed.some((range) => inRange(monthDayOf(date), range.from, range.until))
}

function isWorkingDay(date: LocalDate, shipping: Shipping): boolean {
  return weekdayOf(date) <= 5 && !isClosed(date, shipping)
}

/** The first working day from `today` on whose cutoff is still ahead. */
function nextDeadline(
  today: LocalDate,
  time: string,
  now: number,
  timeZone: string,
  shipping: Shipping,
): number | null {
  for (let days = 0; days < 21; days++) {
    const date = addDays(today, days)
    if (!isWorkingDay(date, shipping)) continue
    const instant = zonedInstant(date, time, timeZone)
    if (instant > now) return instant
  }
  return null
}

export function timeZoneOfCountry(country: string, shipping: Shipping): string {
  return shipping.timeZones[country] ?? 'Europe/Berlin'
}

const iso = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString())

export function leadTimes(now: number, timeZone: string, shipping: Shipping): LeadTimes {
  const local = partsIn(now, timeZone)
  const today: LocalDate = { year: local.year, month: local.month, day: local.day }

  // During a closure (the holidays) the window opens on the first day after it.
  let opening = today
  for (let days = 0; days < 14 && isClosed(opening, shipping); days++) opening = addDays(opening, 1)
  const lodStart = zonedInstant(opening, '00:00', timeZone)

  // One cut-off per market: an express order is dispatched with the same day's shipment.
  const lodEnd = nextDeadline(opening, shipping.cutoff, now, timeZone, shipping)
  const expressLodEnd = lodEnd

  const { weekday, time, daysBefore } = shipping.saturdayCutoff
  let saturdayLodEnd: number | null = null
  for (let days = 0; days <= daysBefore; days++) {
    const date = addDays(today, days)
    if (weekdayOf(date) !== weekday || !isWorkingDay(date, shipping)) continue
    const instant = zonedInstant(date, time, timeZone)
    if (instant > now) saturdayLodEnd = instant
    break
  }

  const { from, until, time: safetyTime } = shipping.safety
  let safetyLodEnd: number | null = null
  if (inRange(monthDayOf(today), from, until)) {
    const [month = 12, day = 1] = until.split('-').map(Number)
    const instant = zonedInstant({ year: today.year, month, day }, safetyTime, timeZone)
    if (instant > now) safetyLodEnd = instant
  }

  return {
    lodStart: new Date(lodStart).toISOString(),
    safetyLodEnd: iso(safetyLodEnd),
    lodEnd: iso(lodEnd),
    expressLodEnd: iso(expressLodEnd),
    saturdayLodEnd: iso(saturdayLodEnd),
    timeZone,
  }
}
