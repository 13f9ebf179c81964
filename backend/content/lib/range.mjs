// The product range the stories name: occasions, card types and calendar kinds, each with the
// base copy's path key and tile image. The navigation (global-config.mjs) and the catalogue
// pages (catalogue-pages.mjs) both read it.

export const OCCASIONS = [
  'birth',
  'wedding',
  'birthday',
  'baptism',
  'communion',
  'confirmation',
  'christmas',
  'sympathy',
  'thanks',
  'invitation',
]

export const CARD_TYPES = ['folded', 'postcard', 'panorama', 'foil']

/** [calendar type (calculator value), path key, tile image] */
export const CALENDAR_TYPES = [
  ['wandkalender', 'wallCalendar', 'tile-calendar-wall'],
  ['tischkalender', 'deskCalendar', 'tile-calendar-desk'],
  ['familienplaner', 'familyPlanner', 'tile-calendar-family'],
  ['kuechenkalender', 'kitchenCalendar', 'tile-calendar-kitchen'],
  ['terminkalender', 'appointmentCalendar', 'tile-calendar-appointment'],
]
