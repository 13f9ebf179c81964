import {
  envelopeSurchargeClasses,
  type AccessoryPriceType,
  type EnvelopeSurchargeClassName,
  type ExtrasCurrency,
} from '../../../contracts/shop-extras'
import type { Channel } from '../market/markets'

/**
 * Card accessories of the reference setup. Prices are EUR; other currencies are
 * the EUR amount times the price catalogue's factor, rounded to 0.05. `unit`
 * says what the quantity counts: cards (one per card of the order) or pieces.
 */
export type AccessoryEntry = {
  unit: 'card' | 'piece'
  euros: number
  channels: readonly Channel[]
  maxQuantity: number
}

export const accessoryCatalogue: Readonly<
  Record<Exclude<AccessoryPriceType, 'envelope' | 'sample'>, AccessoryEntry>
> = {
  standard: { unit: 'card', euros: 0, channels: ['cards'], maxQuantity: 5000 },
  inlay: { unit: 'card', euros: 0.25, channels: ['cards'], maxQuantity: 5000 },
  seal: { unit: 'card', euros: 0.35, channels: ['cards'], maxQuantity: 5000 },
  bag: { unit: 'card', euros: 0.2, channels: ['cards'], maxQuantity: 5000 },
  ribbon: { unit: 'card', euros: 0.45, channels: ['cards'], maxQuantity: 5000 },
  bow: { unit: 'piece', euros: 1.5, channels: ['cards'], maxQuantity: 500 },
  box: { unit: 'piece', euros: 4.95, channels: ['cards', 'wallart'], maxQuantity: 500 },
  pen: { unit: 'piece', euros: 2.95, channels: ['cards'], maxQuantity: 500 },
  posterbar: { unit: 'piece', euros: 12.95, channels: ['cards', 'wallart'], maxQuantity: 100 },
  screw: { unit: 'piece', euros: 1.95, channels: ['cards', 'wallart'], maxQuantity: 100 },
}

export const currencyFactors: Readonly<Record<ExtrasCurrency, number>> = {
  EUR: 1,
  CHF: 1.1,
  GBP: 0.87,
  USD: 1.1,
}

/** EUR cents → minor units of a currency (rounded to 0.05). */
export function convert(euroCents: number, currency: ExtrasCurrency): number {
  if (currency === 'EUR') return Math.round(euroCents)
  return Math.round((euroCents * currencyFactors[currency]) / 5) * 5
}

/**
 * "Envelope surcharge per card (size class: AT / DE / CH)" (shop-core §9), in minor
 * units of the country's currency. Countries the spec does not list take the amounts of
 * their neighbour (LI the Swiss ones, the other euro countries the German ones) and GB and
 * US the German ones converted: the reference backend invents no other prices.
 */
export const envelopeSurchargeTable: Readonly<
  Record<'AT' | 'DE' | 'CH', Readonly<Record<EnvelopeSurchargeClassName, number>>>
> = {
  AT: { standard: 100, compact: 150, large: 150 },
  DE: { standard: 95, compact: 110, large: 180 },
  CH: { standard: 100, compact: 120, large: 290 },
}

export function envelopeSurchargeOf(
  country: string,
  currency: ExtrasCurrency,
  sizeClass: EnvelopeSurchargeClassName,
): number {
  if (country === 'AT' || country === 'DE' || country === 'CH')
    return envelopeSurchargeTable[country][sizeClass]
  if (country === 'LI') return envelopeSurchargeTable.CH[sizeClass]
  return convert(envelopeSurchargeTable.DE[sizeClass], currency)
}

/** An accessory with a price of its own: every card accessory (samples are priced per card). */
export type PricedAccessory = Exclude<AccessoryPriceType, 'sample'>

/**
 * Every card accessory, envelopes included: an envelope is charged per card, by the surcharge of
 * its size class (`euros` is not used for it).
 */
export const accessoryEntries: Readonly<Record<PricedAccessory, AccessoryEntry>> = {
  envelope: { unit: 'card', euros: 0, channels: ['cards'], maxQuantity: 5000 },
  ...accessoryCatalogue,
}

/**
 * The price of one unit of an accessory in a country's currency, in minor units: an envelope's
 * surcharge for its size class, else the catalogue's EUR price converted. The accessory calls
 * price with it, and the product-data seed stores what it answers.
 */
export function accessoryUnitPrice(
  accessoryType: PricedAccessory,
  country: string,
  currency: ExtrasCurrency,
  sizeClass: EnvelopeSurchargeClassName = 'standard',
): number {
  return accessoryType === 'envelope'
    ? envelopeSurchargeOf(country, currency, sizeClass)
    : convert(Math.round(accessoryCatalogue[accessoryType].euros * 100), currency)
}

/** An accessory's price variants in a country: per envelope size class, else one `default`. */
export function accessoryPriceVariants(
  accessoryType: PricedAccessory,
  country: string,
  currency: ExtrasCurrency,
): [variant: string, price: number][] {
  return accessoryType === 'envelope'
    ? envelopeSurchargeClasses.map((sizeClass) => [
        sizeClass,
        accessoryUnitPrice(accessoryType, country, currency, sizeClass),
      ])
    : [['default', accessoryUnitPrice(accessoryType, country, currency)]]
}

/** "Free sample cards: up to 3 free, each further one 3.50 CHF (Swiss texts)." */
export const freeSampleCards = 3
export const swissFurtherSampleCard = 350
