/**
 * Card vocabulary and business constants (shop-core §3 "Cards", §9; site-chrome §9).
 * Quantity steps; envelope surcharges, samples and express delivery;
 * occasions; the card list's query.
 */
import { cardAccessoryTypes, cardQuantities, cardRefinementTypes } from '../../contracts/vocabulary'
import type { Currency } from './market'

export const cardAccessories = cardAccessoryTypes
export type CardAccessory = (typeof cardAccessories)[number]

export {
  cardFilters,
  cardFilterValues,
  cardOccasions,
  cardPageSizes,
  cardSortKeys,
  type CardFilter,
  type CardOccasion,
  type CardPageSize,
  type CardSortKey,
} from '../../contracts/card-vocabulary'

/**
 * "From 1 in steps of 4 up to 5, then 5, 10, 100 and 250 up to 5000": steps of 5 up to 50,
 * of 10 up to 100, of 100 up to 1000 and of 250 up to 5000.
 */
export const cardQuantitySteps = cardQuantities

export type Money = { amount: number; currency: Currency }

export const envelopeSurchargeClasses = ['standard', 'compact', 'large'] as const

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

/** Card refinements (shop-core §3 "Refinement"): none, gold, silver, rose gold, relief. */
export const cardRefinements = cardRefinementTypes
export type CardRefinement = (typeof cardRefinements)[number]
/** The card without refinement: never in a URL or the designer link. */
export const noRefinement: CardRefinement = 'ohne'

/** The URL's `refinementType`, when it is a refinement at all (read leniently: else none asked). */
export function askedRefinement(value: string | null | undefined): CardRefinement | null {
  return (cardRefinements as readonly (string | null | undefined)[]).includes(value)
    ? (value as CardRefinement)
    : null
}

/**
 * The refinement a card format shows: the one asked when the format takes it, else none (a
 * postcard has no relief; the shopper's wish stays in the URL for the format that does).
 */
export function refinementFor(
  offered: readonly { value: string }[] | undefined,
  asked: string | null | undefined,
): CardRefinement {
  const refinement = askedRefinement(asked)
  return refinement && offered?.some((option) => option.value === refinement)
    ? refinement
    : noRefinement
}
