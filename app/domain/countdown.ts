/**
 * The order-deadline countdown (site-chrome §4 "Countdown text"). The current time is an
 * argument; the UI maps the result to a translated text. ADR 040.
 */
import { daysBetween, zonedDateOf } from './zoned-date'

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

function dayOf(deadline: Date, now: Date, timeZone: string): DeadlineDay {
  const daysAhead = daysBetween(zonedDateOf(now, timeZone), zonedDateOf(deadline, timeZone))
  if (daysAhead === 0) return 'today'
  if (daysAhead === 1) return 'tomorrow'
  return 'default'
}

/**
 * "If lodStart is still in the future, no text. Otherwise the first matching deadline
 * applies, checked as safety, normal, express, Saturday. Each gives a today, tomorrow or
 * default text depending on its date. Only deadlines still in the future count."
 */
export function countdownText(leadTimes: LeadTimes, now: Date, timeZone: string): CountdownText {
  if (leadTimes.lodStart.getTime() > now.getTime()) return { kind: 'none' }
  for (const kind of deadlineKinds) {
    const deadline = leadTimes[deadlineFields[kind]]
    if (deadline && deadline.getTime() > now.getTime()) {
      return { kind, day: dayOf(deadline, now, timeZone), deadline }
    }
  }
  return { kind: 'none' }
}
