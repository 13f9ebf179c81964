/**
 * The order-deadline countdown (site-chrome §4 "Countdown text"). The current time is an
 * argument; the UI maps the result to a translated text. ADR 040.
 */
import { dayBefore, startOfZonedDay, zonedDateOf } from './zoned-date'

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

export type CountdownText = { kind: 'none' } | { kind: DeadlineKind; day: DeadlineDay; deadline: Date }

const deadlineFields = {
  safety: 'safetyLodEnd',
  normal: 'lodEnd',
  express: 'expressLodEnd',
  saturday: 'saturdayLodEnd',
} as const satisfies Record<DeadlineKind, keyof LeadTimes>

/**
 * A deadline with the instants its day and the day before begin in the shop's time zone:
 * enough to tell today, tomorrow or later with comparisons alone. The server works this out;
 * the browser keeps the countdown current without Intl (ADR 137).
 */
export type ScheduledDeadline = { kind: DeadlineKind; at: number; dayStart: number; previousDayStart: number }

/** The offered deadlines in the order they are checked. */
export function deadlineSchedule(leadTimes: LeadTimes, timeZone: string): ScheduledDeadline[] {
  return deadlineKinds.flatMap((kind) => {
    const deadline = leadTimes[deadlineFields[kind]]
    if (!deadline) return []
    const day = zonedDateOf(deadline, timeZone)
    return [{ kind, at: deadline.getTime(), dayStart: startOfZonedDay(day, timeZone), previousDayStart: startOfZonedDay(dayBefore(day), timeZone) }]
  })
}

export type CountdownAt<D> = { kind: 'none' } | { kind: DeadlineKind; day: DeadlineDay; deadline: D }

/**
 * "If lodStart is still in the future, no text. Otherwise the first matching deadline
 * applies, checked as safety, normal, express, Saturday. Each gives a today, tomorrow or
 * default text depending on its date. Only deadlines still in the future count."
 */
export function countdownAt<D extends ScheduledDeadline>(lodStart: number, schedule: readonly D[], now: number): CountdownAt<D> {
  if (lodStart > now) return { kind: 'none' }
  const deadline = schedule.find((candidate) => candidate.at > now)
  if (!deadline) return { kind: 'none' }
  const day = now >= deadline.dayStart ? 'today' : now >= deadline.previousDayStart ? 'tomorrow' : 'default'
  return { kind: deadline.kind, day, deadline }
}

export function countdownText(leadTimes: LeadTimes, now: Date, timeZone: string): CountdownText {
  const result = countdownAt(leadTimes.lodStart.getTime(), deadlineSchedule(leadTimes, timeZone), now.getTime())
  return result.kind === 'none' ? result : { kind: result.kind, day: result.day, deadline: new Date(result.deadline.at) }
}

/**
 * The countdown as a page sends it: instants in ms, and each deadline's time and date
 * already written in the market's language and the shop's time zone.
 */
export type CountdownData = { lodStart: number; deadlines: Array<ScheduledDeadline & { time: string; date: string }> }

const dateTimeFormats = new Map<string, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>()

function dateTimeFormatsOf(locale: string, timeZone: string) {
  const key = `${locale}|${timeZone}`
  let formats = dateTimeFormats.get(key)
  if (!formats) {
    formats = {
      time: new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }),
      date: new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long' }),
    }
    if (dateTimeFormats.size < 128) dateTimeFormats.set(key, formats)
  }
  return formats
}

export function countdownData(leadTimes: LeadTimes, timeZone: string, locale: string): CountdownData {
  const { time, date } = dateTimeFormatsOf(locale, timeZone)
  return {
    lodStart: leadTimes.lodStart.getTime(),
    deadlines: deadlineSchedule(leadTimes, timeZone).map((deadline) => ({ ...deadline, time: time.format(deadline.at), date: date.format(deadline.at) })),
  }
}
