/** Calendar vocabulary (shop-core §3 "Calendars"). Format groups and accessories. */

import { calendarMountings, calendarTypes, type CalendarType } from '../../contracts/vocabulary'

export { calendarMountings, calendarTypes, type CalendarType }

export const calendarFormats = [
  'a3-hoch',
  'a3-quer',
  'a4-hoch',
  'a4-quer',
  'a5-quer',
  'a6-hoch',
  'a6-quer',
  '150-400',
  '200-400',
  '130-300',
  '145-145',
  '200-200',
  '300-300',
  '265-120',
] as const
export type CalendarFormat = (typeof calendarFormats)[number]

export type CalendarMounting = (typeof calendarMountings)[number]

export function isCalendarType(value: string): value is CalendarType {
  return (calendarTypes as readonly string[]).includes(value)
}

/** The formats each calendar type is made in; the first is preselected. */
export const calendarFormatGroups: Readonly<Record<CalendarType, readonly CalendarFormat[]>> = {
  wandkalender: ['a4-hoch', 'a4-quer', 'a3-hoch', 'a3-quer', '200-200', '300-300'],
  familienplaner: ['200-400', '150-400'],
  kuechenkalender: ['130-300'],
  terminkalender: ['a4-hoch', 'a3-hoch'],
  tischkalender: ['a5-quer', 'a6-quer', 'a6-hoch', '145-145', '265-120'],
}

/** Mountings sold as a separate accessory; the others are part of the calendar's make. */
export const calendarAccessoryMountings = [
  'holzblock',
  'holzfuss',
] as const satisfies readonly CalendarMounting[]
export type CalendarAccessory = (typeof calendarAccessoryMountings)[number]

/** The designer's accessory type: the mounting when it is an accessory, else 'without'. */
export function calendarAccessoryType(
  mounting: CalendarMounting | undefined,
): CalendarAccessory | 'without' {
  return (calendarAccessoryMountings as readonly (CalendarMounting | undefined)[]).includes(
    mounting,
  )
    ? (mounting as CalendarAccessory)
    : 'without'
}
