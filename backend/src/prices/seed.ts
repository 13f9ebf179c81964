import { currencies, sampleQuantity, type Currency } from '../../../contracts/prices'
import { cents, checksumOf, convert, type Catalogue, type PriceEntry } from './catalogue'
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
}

function entry([current, original]: PriceEntry): { current: number; original: number } {
  return { current: cents(current), original: cents(original ?? current) }
}

/** Perimeter of a `WxH` format in cm. */
function perimeter(format: string): number {
  const [width = 0, height = 0] = format.split('x').map(Number)
  return 2 * (width + height)
}

/**
 * Framed wall art: the unframed price plus the frame's price scaled by the perimeter
 * (the frame's listed price is for the reference format, 40x60).
 */
function framedCents(
  unframed: number,
  framePrice: number,
  format: string,
  referenceFormat: string,
): number {
  return unframed + Math.round((cents(framePrice) * perimeter(format)) / perimeter(referenceFormat))
}

function wallArtItems(catalogue: Catalogue): Item[] {
  const { materials, frames, referenceFormat } = catalogue.wallart
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
          current: framedCents(current, frames[frame], format, referenceFormat),
          original: framedCents(original, frames[frame], format, referenceFormat),
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

/** The rows for every channel and currency. */
export function priceRows(catalogue: Catalogue, quantities: readonly number[]): PriceRow[] {
  const rows: PriceRow[] = []
  catalogueItems(catalogue, quantities).forEach(
    ({ channels, current, original, ...item }, position) => {
      for (const channel of channels as PriceRow['channel'][]) {
        for (const currency of currencies) {
          const priceCurrent = convert(current, currency, catalogue)
          rows.push({
            ...item,
            channel,
            currency,
            priceCurrent,
            priceOriginal: Math.max(priceCurrent, convert(original, currency, catalogue)),
            position,
          })
        }
      }
    },
  )
  return rows
}

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
  const checksum = checksumOf(catalogue)
  const recorded = db
    .prepare<[], { checksum: string }>('SELECT checksum FROM price_catalogue WHERE id = 1')
    .get()
  if (recorded?.checksum === checksum) return false
  const insert = db.prepare(
    `INSERT INTO prices (channel, currency, line, variant, option, item, price_current, price_original, position)
     VALUES (@channel, @currency, @line, @variant, @option, @item, @priceCurrent, @priceOriginal, @position)`,
  )
  const rows = priceRows(catalogue, quantities)
  db.transaction(() => {
    db.prepare('DELETE FROM prices').run()
    for (const row of rows) insert.run(row)
    db.prepare(
      `INSERT INTO price_catalogue (id, checksum, seeded_at) VALUES (1, ?, ?)
       ON CONFLICT (id) DO UPDATE SET checksum = excluded.checksum, seeded_at = excluded.seeded_at`,
    ).run(checksum, now())
  }).immediate()
  return true
}
