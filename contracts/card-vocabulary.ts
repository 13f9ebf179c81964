/**
 * The card overview's words (shop-core §3 "Cards", §9): occasions, the seven filters
 * with the values the catalogue uses, the sort keys and the page sizes. Plain lists without zod,
 * so the storefront's domain (and the browser code built on it) can import them; the card-list
 * contract (`contracts/cards.ts`) and the reference backend read the same lists.
 */
import { cardFormatTypes } from './vocabulary'

/** The full list of occasions. */
export const cardOccasions = [
  'birth',
  'wedding',
  'birthday',
  'baptism',
  'communion',
  'confirmation',
  'school-start',
  'graduation',
  'engagement',
  'anniversary',
  'thank-you',
  'invitation',
  'condolence',
  'christmas',
  'new-year',
  'easter',
  'valentines-day',
  'mothers-day',
  'fathers-day',
  'moving-house',
  'retirement',
  'get-well',
] as const

/** "Filters: aspectRatio, category, color, label, product, punching, style." */
export const cardFilters = [
  'aspectRatio',
  'category',
  'color',
  'label',
  'product',
  'punching',
  'style',
] as const

/** The values of each filter; `product` is the card format a design is printed as. */
export const cardFilterValues = {
  aspectRatio: ['portrait', 'landscape', 'square'],
  category: ['greeting', 'invitation', 'announcement', 'thank-you', 'save-the-date'],
  color: [
    'white',
    'beige',
    'pink',
    'red',
    'orange',
    'yellow',
    'green',
    'blue',
    'purple',
    'gold',
    'black',
  ],
  label: ['new', 'bestseller', 'eco'],
  product: cardFormatTypes,
  punching: ['none', 'rounded-corners', 'die-cut'],
  style: ['classic', 'modern', 'playful', 'elegant', 'rustic', 'minimal', 'floral', 'vintage'],
} as const satisfies Record<(typeof cardFilters)[number], readonly string[]>

/**
 * "Sort: sort, popularity, created": the shop's own order, the most popular first, the newest
 * first.
 */
export const cardSortKeys = ['sort', 'popularity', 'created'] as const

/** "Card page sizes: 12 and 48." The first is the default. */
export const cardPageSizes = [12, 48] as const

export type CardOccasion = (typeof cardOccasions)[number]
export type CardFilter = (typeof cardFilters)[number]
export type CardFilterValue<F extends CardFilter> = (typeof cardFilterValues)[F][number]
export type CardSortKey = (typeof cardSortKeys)[number]
export type CardPageSize = (typeof cardPageSizes)[number]
