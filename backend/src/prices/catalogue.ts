import { z } from 'zod'
import { cardFilterValues, cardOccasions } from '../../../contracts/card-vocabulary'
import {
  calendarMountings,
  calendarTypes,
  cardFormatTypes,
  cardRefinementTypes,
  currencies,
  frameTypes,
  optionTypeGroups,
  photobookPapers,
  photobookTypes,
  photoboxPaperTypes,
  photoboxTypes,
  wallArtMaterials,
  type Currency,
} from '../../../contracts/prices'
import data from './catalogue.json'

/**
 * The reference price catalogue: the data file `catalogue.json`, checked once at
 * start so a typo in it stops the backend instead of answering wrong prices.
 */

const channel = z.enum(['cards', 'wallart'])
const euro = z.number().nonnegative()
/** `[current]` or `[current, original]` in EUR; the original is never below the current price. */
const priceEntry = z
  .union([z.tuple([euro]), z.tuple([euro, euro])])
  .refine(
    ([current, original]) => original === undefined || original >= current,
    'original below current',
  )
const formatPrices = z.record(z.string(), priceEntry)
const size = z.string().regex(/^[1-9]\d*x[1-9]\d*$/)
const languageNames = z.object({
  de: z.string(),
  en: z.string(),
  es: z.string(),
  fr: z.string(),
  it: z.string(),
  nl: z.string(),
})
const monthDay = z.string().regex(/^\d{2}-\d{2}$/)
const clock = z.string().regex(/^\d{2}:\d{2}$/)

const CatalogueSchema = z.object({
  about: z.string(),
  version: z.number(),
  currencies: z.record(z.enum(currencies), z.number().positive()),
  wallart: z.object({
    channels: z.array(channel),
    referenceFormat: size,
    materials: z.partialRecord(
      z.enum(wallArtMaterials),
      z.object({
        formats: z.record(size, priceEntry),
        frames: z.array(z.enum(frameTypes)),
        options: z.partialRecord(z.enum(optionTypeGroups), z.record(z.string(), euro)),
      }),
    ),
    frames: z.record(z.enum(frameTypes), euro),
  }),
  cards: z.object({
    channels: z.array(channel),
    formats: z.record(
      z.enum(cardFormatTypes),
      z.object({
        unitPrices: z.array(z.tuple([z.number().int().positive(), euro])).min(1),
        discountPercent: z.number().min(0).max(90),
      }),
    ),
    /** Refinements a card can have: the EUR surcharge per card and the formats that take it. */
    refinements: z.partialRecord(
      z.enum(cardRefinementTypes).exclude(['ohne']),
      z.object({ unitPrice: euro, formats: z.array(z.enum(cardFormatTypes)).min(1) }),
    ),
    themes: z.array(
      z.object({
        themeId: z.string().regex(/^[1-9]\d*$/),
        occasion: z.enum(cardOccasions),
        designId: z.string(),
        name: languageNames,
        formatTypes: z.array(z.enum(cardFormatTypes)).min(1),
        initialFormatType: z.enum(cardFormatTypes),
        quantities: z.array(z.number().int().positive()).min(1),
        initialQuantity: z.number().int().positive(),
        // The card list's facets (contracts/cards.ts).
        aspectRatio: z.enum(cardFilterValues.aspectRatio),
        category: z.enum(cardFilterValues.category),
        color: z.enum(cardFilterValues.color),
        label: z.enum(cardFilterValues.label).nullable(),
        punching: z.enum(cardFilterValues.punching),
        style: z.enum(cardFilterValues.style),
        popularity: z.number().int().nonnegative(),
        created: z.iso.date(),
        /** Sold only in these countries; everywhere when absent. */
        countries: z.array(z.string().regex(/^[A-Z]{2}$/)).optional(),
      }),
    ),
  }),
  calendars: z.object({
    channels: z.array(channel),
    types: z.record(
      z.enum(calendarTypes),
      z.object({
        defaultMountingType: z.enum(calendarMountings),
        mountingTypes: z.array(z.enum(calendarMountings)),
        formats: formatPrices,
      }),
    ),
  }),
  photobooks: z.object({
    channels: z.array(channel),
    defaultDesignGroupSetId: z.string(),
    designGroupSets: z.record(
      z.string(),
      z.object({ landscape: z.string(), portrait: z.string(), square: z.string() }),
    ),
    types: z.record(
      z.enum(photobookTypes),
      z.object({
        paperTypes: z.array(z.enum(photobookPapers)).min(1),
        defaultPaperType: z.enum(photobookPapers),
        pageCount: z.object({
          min: z.number().int().positive(),
          max: z.number().int(),
          step: z.number().int().positive(),
          default: z.number().int(),
        }),
        pricePerExtraPages: euro,
        formats: formatPrices,
      }),
    ),
  }),
  photoboxes: z.object({
    channels: z.array(channel),
    paperTypes: z.array(z.enum(photoboxPaperTypes)).min(1),
    types: z.record(
      z.enum(photoboxTypes),
      z.object({
        printsPerBox: z.number().int().positive().nullable(),
        formats: z.record(size, priceEntry),
      }),
    ),
  }),
  collages: z.object({
    channels: z.array(channel),
    designs: z.record(
      z.string().regex(/^[1-9]\d*$/),
      z.object({
        name: languageNames,
        photoCount: z.number().int().positive(),
        materialTypes: z.array(z.enum(wallArtMaterials)).min(1),
        initialMaterialType: z.enum(wallArtMaterials),
        formatTypes: z.array(size).min(1),
        initialFormatType: size,
      }),
    ),
  }),
  shipping: z.object({
    timeZones: z.record(z.string(), z.string()),
    /** The one order cut-off: same-day dispatch and express delivery alike. */
    cutoff: clock,
    saturdayCutoff: z.object({
      weekday: z.number().int().min(1).max(7),
      time: clock,
      daysBefore: z.number().int().min(0).max(6),
    }),
    safety: z.object({ from: monthDay, until: monthDay, time: clock }),
    closed: z.array(z.object({ from: monthDay, until: monthDay })),
  }),
})

export type Catalogue = z.infer<typeof CatalogueSchema>
export type PriceEntry = z.infer<typeof priceEntry>

/** Checks a catalogue (the data file, or a test's variant); throws with every problem listed. */
export function parseCatalogue(value: unknown): Catalogue {
  const result = CatalogueSchema.safeParse(value)
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ')
    throw new Error(`Invalid price catalogue: ${problems}`)
  }
  const catalogue = result.data
  for (const [type, entry] of Object.entries(catalogue.calendars.types)) {
    if (!entry.mountingTypes.includes(entry.defaultMountingType))
      throw new Error(`Invalid price catalogue: ${type} default mounting not offered`)
  }
  for (const theme of catalogue.cards.themes) {
    if (
      !theme.formatTypes.includes(theme.initialFormatType) ||
      !theme.quantities.includes(theme.initialQuantity)
    ) {
      throw new Error(`Invalid price catalogue: theme ${theme.themeId} initial choice not offered`)
    }
  }
  return catalogue
}

/** The catalogue in the repository. */
export const defaultCatalogue: Catalogue = parseCatalogue(data)

/** Amounts in minor units: EUR as listed, other currencies converted and rounded to 0.05. */
export function convert(euroCents: number, currency: Currency, catalogue: Catalogue): number {
  const factor = catalogue.currencies[currency] ?? 1
  if (currency === 'EUR' || factor === 1) return Math.round(euroCents)
  return Math.round((euroCents * factor) / 5) * 5
}

export function cents(euros: number): number {
  return Math.round(euros * 100)
}

/**
 * The currency of a locale (shop-core §3): CHF for CH and LI, GBP for en-GB, USD for en-US, else
 * EUR.
 */
export function currencyOfLocale(locale: string): Currency {
  if (locale === 'en-GB') return 'GBP'
  if (locale === 'en-US') return 'USD'
  const country = locale.slice(3)
  return country === 'CH' || country === 'LI' ? 'CHF' : 'EUR'
}
