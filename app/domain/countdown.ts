/**
 * The order-deadline countdown (site-chrome §4 "Countdown text"). The current time is an
 * argument; the UI maps the result to a translated text.
 */
import { dayBefore, startOfZonedDay, zonedDateOf } from '~/utils/zoned-date'

/** Lead-time data; a deadline the shop does not offer today is absent or null. */
export type LeadTimes = {
  lodStart: Date
  safetyLodEnd?: Date | null
  lodEnd?: Date | null
  expressLodEnd?: Date | null
  saturdayLodEnd?: Date | null
}

export const deadlineKinds = ['safety', 'normal', 'express', 'saturday'] as const
export type DeadlineKind = (typeof deadlineKinds)[number]
export type DeadlineDay = 'today' | 'tomorrow' | 'default'

export type CountdownText =
  { kind: 'none' } | { kind: DeadlineKind; day: DeadlineDay; deadline: Date }

const deadlineFields = {
  safety: 'safetyLodEnd',
  normal: 'lodEnd',
  express: 'expressLodEnd',
  saturday: 'saturdayLodEnd',
} as const satisfies Record<DeadlineKind, keyof LeadTimes>

/** A deadline with the instants its day and the day before begin in the shop's time zone. */
export type ScheduledDeadline = {
  kind: DeadlineKind
  at: number
  dayStart: number
  previousDayStart: number
}

/** The offered deadlines in the order they are checked. */
export function deadlineSchedule(leadTimes: LeadTimes, timeZone: string): ScheduledDeadline[] {
  return deadlineKinds.flatMap((kind) => {
    const deadline = leadTimes[deadlineFields[kind]]
    if (!deadline) return []
    const day = zonedDateOf(deadline, timeZone)
    return [
      {
        kind,
        at: deadline.getTime(),
        dayStart: startOfZonedDay(day, timeZone),
        previousDayStart: startOfZonedDay(dayBefore(day), timeZone),
      },
    ]
  })
}

export type CountdownAt<D> =
  { kind: 'none' } | { kind: DeadlineKind; day: DeadlineDay; deadline: D }

/**
 * "If lodStart is still in the future, no text. Otherwise the first matching deadline
 * applies, checked as safety, normal, express, Saturday. Each gives a today, tomorrow or
 * default text depending on its date. Only deadlines still in the future count."
 */
export function countdownAt<D extends ScheduledDeadline>(
  lodStart: number,
  schedule: readonly D[],
  now: number,
): CountdownAt<D> {
  if (lodStart > now) return { kind: 'none' }
  const deadline = schedule.find((candidate) => candidate.at > now)
  if (!deadline) return { kind: 'none' }
  const day =
    now >= deadline.dayStart ? 'today' : now >= deadline.previousDayStart ? 'tomorrow' : 'default'
  return { kind: deadline.kind, day, deadline }
}

export function countdownText(leadTimes: LeadTimes, now: Date, timeZone: string): CountdownText {
  const result = countdownAt(
    leadTimes.lodStart.getTime(),
    deadlineSchedule(leadTimes, timeZone),
    now.getTime(),
  )
  return result.kind === 'none'
    ? result
    : { kind: result.kind, day: result.day, deadline: new Date(result.deadline.at) }
}

/**
 * The countdown as a page sends it: the lead times as instants (ms) and the shop's time
 * zone. Server and browser work out the text from it with Intl.
 */
export type CountdownData = {
  lodStart: number
  timeZone: string
  deadlines: Array<{ kind: DeadlineKind; at: number }>
}

export function countdownData(leadTimes: LeadTimes, timeZone: string): CountdownData {
  return {
    lodStart: leadTimes.lodStart.getTime(),
    timeZone,
    deadlines: deadlineKinds.flatMap((kind) => {
      const deadline = leadTimes[deadlineFields[kind]]
      return deadline ? [{ kind, at: deadline.getTime() }] : []
    }),
  }
}

function leadTimesOf(data: CountdownData): LeadTimes {
  const leadTimes: LeadTimes = { lodStart: new Date(data.lodStart) }
  for (const { kind, at } of data.deadlines) leadTimes[deadlineFields[kind]] = new Date(at)
  return leadTimes
}

const dateTimeFormats = new Map<string, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>()

function dateTimeFormatsOf(locale: string, timeZone: string) {
  const key = `${locale}|${timeZone}`
  let formats = dateTimeFormats.get(key)
  if (!formats) {
    formats = {
      // The locale's own clock: "14:00" in German, "2:00 PM" in en-US.
      time: new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }),
      date: new Intl.DateTimeFormat(locale, {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      }),
    }
    if (dateTimeFormats.size < 128) dateTimeFormats.set(key, formats)
  }
  return formats
}

/**
 * The countdown at `now` with its deadline's time and date in the market's language and the shop's
 * zone.
 */
export function countdownAtNow(
  data: CountdownData,
  now: number,
  locale: string,
): { kind: 'none' } | { kind: DeadlineKind; day: DeadlineDay; time: string; date: string } {
  const result = countdownText(leadTimesOf(data), new Date(now), data.timeZone)
  if (result.kind === 'none') return result
  const { time, date } = dateTimeFormatsOf(locale, data.timeZone)
  return {
    kind: result.kind,
    day: result.day,
    time: time.format(result.deadline),
    date: date.format(result.deadline),
  }
}
