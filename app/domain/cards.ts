/**
 * Card vocabulary and business constants (shop-core §3 "Cards", §9; site-chrome §9).
 * Quantity steps: ADR 033; envelope surcharges, samples and express delivery: ADR 034;
 * occasions: ADR 035.
 */
import { cardAccessoryTypes, cardQuantities } from '../../contracts/vocabulary'
import type { Country, Currency } from './market'

export const cardAccessories = cardAccessoryTypes
export type CardAccessory = (typeof cardAccessories)[number]

/** Envelope size classes with their size in millimetres. */
export const envelopeSizeClasses = {
  C6: { width: 162, height: 114 },
  B6: { width: 176, height: 125 },
  'DIN-lang': { width: 220, height: 110 },
} as const
export type EnvelopeSizeClass = keyof typeof envelopeSizeClasses

export const cardRefinements = ['gold', 'ohne', 'relief', 'rosegold', 'silber'] as const
export type CardRefinement = (typeof cardRefinements)[number]

export const cardFilters = [
  'aspectRatio',
  'category',
  'color',
  'label',
  'product',
  'punching',
  'style',
] as const
export type CardFilter = (typeof cardFilters)[number]

export const cardSortKeys = ['sort', 'popularity', 'created'] as const
export type CardSortKey = (typeof cardSortKeys)[number]

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
export type CardOccasion = (typeof cardOccasions)[number]

/** Cards per overview page. */
export const cardPageSizes = [12, 48] as const

/**
 * "From 1 in steps of 4 up to 5, then 5, 10, 100 and 250 up to 5000": steps of 5 up to 50,
 * of 10 up to 100, of 100 up to 1000 and of 250 up to 5000.
 */
export const cardQuantitySteps = cardQuantities

/** "The default option is the 11th entry." */
export const defaultCardQuantity = cardQuantitySteps[10]

export type Money = { amount: number; currency: Currency }

export const envelopeSurchargeClasses = ['standard', 'compact', 'large'] as const
export type EnvelopeSurchargeClass = (typeof envelopeSurchargeClasses)[number]

const envelopeSurchargeCountries = ['AT', 'DE', 'CH'] as const satisfies readonly Country[]
type EnvelopeSurchargeCountry = (typeof envelopeSurchargeCountries)[number]

/**
 * Surcharge per card for its envelope; booklet and pocketfold cards are priced by the price API.
 */
export const envelopeSurcharges: Readonly<
  Record<EnvelopeSurchargeClass, Readonly<Record<EnvelopeSurchargeCountry, Money>>>
> = {
  standard: {
    AT: { amount: 1, currency: 'EUR' },
    DE: { amount: 0.95, currency: 'EUR' },
    CH: { amount: 1, currency: 'CHF' },
  },
  compact: {
    AT: { amount: 1.5, currency: 'EUR' },
    DE: { amount: 1.1, currency: 'EUR' },
    CH: { amount: 1.2, currency: 'CHF' },
  },
  large: {
    AT: { amount: 1.5, currency: 'EUR' },
    DE: { amount: 1.8, currency: 'EUR' },
    CH: { amount: 2.9, currency: 'CHF' },
  },
}

/** The envelope surcharge per card, or undefined in a country without a listed surcharge. */
export function envelopeSurcharge(
  country: Country,
  sizeClass: EnvelopeSurchargeClass,
): Money | undefined {
  return (envelopeSurchargeCountries as readonly Country[]).includes(country)
    ? envelopeSurcharges[sizeClass][country as EnvelopeSurchargeCountry]
    : undefined
}

/** Swiss-franc markets (CH, LI) follow the Swiss sample-card and delivery terms. */
function isSwiss(currency: Currency): boolean {
  return currency === 'CHF'
}

export const freeSampleCards = 3
export const furtherSampleCardPrice: Money = { amount: 3.5, currency: 'CHF' }

/**
 * "Up to 3 free, each further one 3.50 CHF (Swiss texts)": what a Swiss order of sample
 * cards costs; undefined outside the Swiss markets, whose terms are not stated.
 */
export function sampleCardsCharge(count: number, currency: Currency): Money | undefined {
  if (!isSwiss(currency)) return undefined
  const charged = Math.max(0, count - freeSampleCards)
  return { amount: Math.round(charged * furtherSampleCardPrice.amount * 100) / 100, currency }
}

/** "Express delivery in 48 h (Swiss) or 24 h." */
export function expressDeliveryHours(currency: Currency): 24 | 48 {
  return isSwiss(currency) ? 48 : 24
}

/** "Minimum default rate: 2.5 (DE) and 3.5 (CH)." */
export const minimumDefaultRates: Readonly<Partial<Record<Country, number>>> = { DE: 2.5, CH: 3.5 }
