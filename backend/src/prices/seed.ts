import { currencies, sampleQuantity, type Currency } from '../../../contracts/prices'
import { checksumOf, reseedIfChanged } from '../db/reseed'
import { cents, convert, type Catalogue, type PriceEntry } from './catalogue'
import type { Db } from '../db/database'

/** One priced item in one channel and currency (a row of `prices`). */
export type PriceRow = {
  channel: 'cards' | 'wallart'
  currency: Currency
  line:
    | 'wallart'
    | 'wallart-option'
    | 'card'
    | 'calendar'
    | 'photobook'
    | 'photobook-pages'
    | 'photobox'
  variant: string
  option: string
  item: string
  priceCurrent: number
  priceOriginal: number
  position: number
}

type Item = Omit<
  PriceRow,
  'channel' | 'currency' | 'priceCurrent' | 'priceOriginal' | 'position'
> & {
  /** EUR cents. */
  current: number
  original: number
  /** EUR cents converted on their own and added to both prices (a frame's price). */
  addOn?: number
}

function entry([current, original]: PriceEntry): { current: number; original: number } {
  return { current: cents(current), original: cents(original ?? current) }
}

/** A print's price from the catalogue in EUR cents (the original is the current when none). */
export const printCents = entry

/**
 * What a frame adds to a print, in EUR cents: the frame's price as the frame options of the price
 * calls answer it (one amount per frame and material, whatever the format: the calculator adds it
 * to the print's price), plus a surcharge in percent (a dearer colour).
 */
export function frameCents(framePrice: number, surchargePercent = 0): number {
  return Math.round(cents(framePrice) * (1 + surchargePercent / 100))
}

/**
 * A framed print in EUR cents: the print's price, and the frame's as its `addOn`. The one rule for
 * a framed picture's price: the price calls' framed rows, the calculator's print + frame option
 * and the photo frames all come to it, so one article has one price on every page.
 */
export function framedCents(
  print: { current: number; original: number },
  framePrice: number,
  surchargePercent = 0,
): { current: number; original: number; addOn: number } {
  return { ...print, addOn: frameCents(framePrice, surchargePercent) }
}

function wallArtItems(catalogue: Catalogue): Item[] {
  const { materials, frames } = catalogue.wallart
  const items: Item[] = []
  for (const [material, data] of Object.entries(materials)) {
    for (const [format, price] of Object.entries(data.formats)) {
      const { current, original } = entry(price)
      items.push({
        line: 'wallart',
        variant: material,
        option: '',
        item: format,
        current,
        original,
      })
      for (const frame of data.frames) {
        items.push({
          line: 'wallart',
          variant: material,
          option: frame,
          item: format,
          ...framedCents({ current, original }, frames[frame]),
        })
      }
    }
    for (const frame of data.frames) {
      items.push({
        line: 'wallart-option',
        variant: material,
        option: 'frame',
        item: frame,
        current: cents(frames[frame]),
        original: cents(frames[frame]),
      })
    }
    for (const [group, options] of Object.entries(data.options)) {
      for (const [option, price] of Object.entries(options)) {
        items.push({
          line: 'wallart-option',
          variant: material,
          option: group,
          item: option,
          current: cents(price),
          original: cents(price),
        })
      }
    }
  }
  return items
}

/**
 * The unit price of a card format at a quantity: the last tier whose minimum the quantity reaches.
 */
export function cardUnitEuros(
  unitPrices: readonly (readonly [number, number])[],
  quantity: number,
): number {
  let unit = unitPrices[0]![1]
  for (const [minimum, price] of unitPrices) if (quantity >= minimum) unit = price
  return unit
}

function cardItems(catalogue: Catalogue, quantities: readonly number[]): Item[] {
  const items: Item[] = []
  for (const [format, data] of Object.entries(catalogue.cards.formats)) {
    for (const quantity of quantities) {
      const original = Math.round(cents(cardUnitEuros(data.unitPrices, quantity)) * quantity)
      const current = Math.round((original * (100 - data.discountPercent)) / 100)
      items.push({
        line: 'card',
        variant: format,
        option: '',
        item: String(quantity),
        current,
        original,
      })
    }
    // A free sample card (shop-core §9: "up to 3 free").
    items.push({
      line: 'card',
      variant: format,
      option: '',
      item: sampleQuantity,
      current: 0,
      original: 0,
    })
  }
  return items
}

function namedFormatItems(
  line: Item['line'],
  types: Record<string, { formats: Record<string, PriceEntry> }>,
): Item[] {
  return Object.entries(types).flatMap(([type, data]) =>
    Object.entries(data.formats).map(([format, price]) => ({
      line,
      variant: type,
      option: '',
      item: format,
      ...entry(price),
    })),
  )
}

/** Every priced item of the catalogue in EUR cents, in catalogue order. */
export function catalogueItems(
  catalogue: Catalogue,
  quantities: readonly number[],
): (Item & { channels: readonly string[] })[] {
  const withChannels = (items: Item[], channels: readonly string[]) =>
    items.map((item) => ({ ...item, channels }))
  return [
    ...withChannels(wallArtItems(catalogue), catalogue.wallart.channels),
    ...withChannels(cardItems(catalogue, quantities), catalogue.cards.channels),
    ...withChannels(
      namedFormatItems('calendar', catalogue.calendars.types),
      catalogue.calendars.channels,
    ),
    ...withChannels(
      namedFormatItems('photobook', catalogue.photobooks.types),
      catalogue.photobooks.channels,
    ),
    ...withChannels(
      Object.entries(catalogue.photobooks.types).map(([type, data]) => ({
        line: 'photobook-pages' as const,
        variant: type,
        option: '',
        item: '',
        current: cents(data.pricePerExtraPages),
        original: cents(data.pricePerExtraPages),
      })),
      catalogue.photobooks.channels,
    ),
    ...withChannels(
      namedFormatItems('photobox', catalogue.photoboxes.types),
      catalogue.photoboxes.channels,
    ),
  ]
}

/**
 * Items priced in EUR cents as rows for each of their channels and every currency: converted,
 * the original never below the current price, `position` the item's place in the list. An
 * item's `addOn` (a frame's price) is converted on its own and added to both prices, so a framed
 * print costs in every currency the print's price plus the frame's, as the calculator adds them.
 */
export function inEveryCurrency<
  Channel extends string,
  Item extends { channels: readonly Channel[]; current: number; original: number; addOn?: number },
>(items: readonly Item[], catalogue: Catalogue) {
  return items.flatMap(({ channels, current, original, addOn = 0, ...item }, position) =>
    channels.flatMap((channel) =>
      currencies.map((currency) => {
        const added = convert(addOn, currency, catalogue)
        const priceCurrent = convert(current, currency, catalogue) + added
        return {
          ...item,
          channel,
          currency,
          priceCurrent,
          priceOriginal: Math.max(priceCurrent, convert(original, currency, catalogue) + added),
          position,
        }
      }),
    ),
  )
}

/** The rows for every channel and currency. */
export function priceRows(catalogue: Catalogue, quantities: readonly number[]): PriceRow[] {
  return inEveryCurrency(
    catalogueItems(catalogue, quantities).map((item) => ({
      ...item,
      channels: item.channels as readonly PriceRow['channel'][],
    })),
    catalogue,
  )
}

/**
 * The pricing rules' version: raise it when the rows' arithmetic changes (2: a frame adds its
 * option price, whatever the format), so that stored rows are reseeded.
 */
const rulesVersion = 2

/**
 * Brings the `prices` table in line with the catalogue: when the catalogue's checksum
 * differs from the one recorded, every row is replaced in one transaction (readers see
 * the old or the new catalogue, never half of each). Returns whether it reseeded.
 */
export function seedPrices(
  db: Db,
  catalogue: Catalogue,
  quantities: readonly number[],
  now: () => number,
): boolean {
  const insert = db.prepare(
    `INSERT INTO prices (channel, currency, line, variant, option, item, price_current, price_original, position)
     VALUES (@channel, @currency, @line, @variant, @option, @item, @priceCurrent, @priceOriginal, @position)`,
  )
  return reseedIfChanged(db, {
    checksumTable: 'price_catalogue',
    checksum: checksumOf({ rulesVersion, catalogue }),
    tables: ['prices'],
    fill: () => {
      for (const row of priceRows(catalogue, quantities)) insert.run(row)
    },
    now,
  })
}
