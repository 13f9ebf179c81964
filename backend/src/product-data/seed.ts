import { accessoryTypes } from '../../../contracts/product-data'
import { accessoryEntries, accessoryPriceVariants } from '../accessories/catalogue'
import { checksumOf, reseedIfChanged } from '../db/reseed'
import { channels, COUNTRIES, languages, type Channel } from '../market/markets'
import { accessoryProductTypes, descriptions, frontends, subjectImages, subjectNames } from './data'
import type { Currency } from '../../../contracts/vocabulary'
import type { Db } from '../db/database'

/**
 * Seeds the product-data tables (migration 185) from data.ts, like the price catalogue: the
 * rows are replaced in one transaction whenever their checksum changes.
 */

/** The currency of a country's shop (shop-core §3: CHF for CH and LI, GBP, USD, else EUR). */
export function currencyOfCountry(country: string): Currency {
  if (country === 'GB') return 'GBP'
  if (country === 'US') return 'USD'
  return country === 'CH' || country === 'LI' ? 'CHF' : 'EUR'
}

const minor = (amount: number) => Math.round(amount * 100)

type Rows = {
  texts: { subject: string; language: string; name: string; description: string }[]
  images: { subject: string; position: number; src: string }[]
  accessories: {
    channel: Channel
    accessoryType: string
    position: number
    unit: string
    maxQuantity: number
    productTypes: string
  }[]
  accessoryPrices: {
    channel: Channel
    country: string
    currency: Currency
    accessoryType: string
    variant: string
    position: number
    priceCurrent: number
    priceOriginal: number
  }[]
  frontends: {
    channel: Channel
    country: string
    currency: Currency
    phone: string
    phoneHref: string
    opens: string
    closes: string
    standardDays: number
    paymentMethods: string
    shippingCost: number
    freeShippingFrom: number | null
  }[]
}

function productDataRows(): Rows {
  const rows: Rows = { texts: [], images: [], accessories: [], accessoryPrices: [], frontends: [] }
  for (const [subject, name] of Object.entries(subjectNames)) {
    const type = subject.slice(0, subject.indexOf(':'))
    const template = descriptions[type]
    if (!template) throw new Error(`No description for ${subject}`)
    for (const language of languages) {
      rows.texts.push({
        subject,
        language,
        name: name[language],
        description: template[language].replace('{name}', name[language]),
      })
    }
  }
  for (const [subject, sources] of Object.entries(subjectImages))
    sources.forEach((src, position) => rows.images.push({ subject, position, src }))

  for (const channel of channels) {
    accessoryTypes.forEach((accessoryType, position) => {
      const entry = accessoryEntries[accessoryType]
      if (!entry.channels.includes(channel)) return
      rows.accessories.push({
        channel,
        accessoryType,
        position,
        unit: entry.unit,
        maxQuantity: entry.maxQuantity,
        productTypes: (accessoryProductTypes[accessoryType] ?? ['card']).join(','),
      })
      for (const country of COUNTRIES) {
        const currency = currencyOfCountry(country)
        accessoryPriceVariants(accessoryType, country, currency).forEach(
          ([variant, price], index) =>
            rows.accessoryPrices.push({
              channel,
              country,
              currency,
              accessoryType,
              variant,
              position: index,
              priceCurrent: price,
              priceOriginal: price,
            }),
        )
      }
    })
    for (const country of COUNTRIES) {
      const frontend = frontends[country]
      if (!frontend) throw new Error(`No shop frontend data for ${country}`)
      const shipping = frontend.shipping[channel]
      rows.frontends.push({
        channel,
        country,
        currency: currencyOfCountry(country),
        phone: frontend.phone,
        // The number to dial: the shown one without its spaces.
        phoneHref: frontend.phone.replace(/[^\d+]/g, ''),
        opens: frontend.opens,
        closes: frontend.closes,
        standardDays: frontend.standardDays,
        paymentMethods: frontend.paymentMethods.join(','),
        shippingCost: minor(shipping.cost),
        freeShippingFrom: shipping.freeFrom === null ? null : minor(shipping.freeFrom),
      })
    }
  }
  return rows
}

/** Replaces the product-data rows when the data changed; returns whether it reseeded. */
export function seedProductData(db: Db, now: () => number): boolean {
  const rows = productDataRows()
  const inserts = {
    texts: db.prepare(
      'INSERT INTO product_texts (subject, language, name, description) VALUES (@subject, @language, @name, @description)',
    ),
    images: db.prepare(
      'INSERT INTO product_images (subject, position, src) VALUES (@subject, @position, @src)',
    ),
    accessories: db.prepare(
      `INSERT INTO accessories (channel, accessory_type, position, unit, max_quantity, product_types)
       VALUES (@channel, @accessoryType, @position, @unit, @maxQuantity, @productTypes)`,
    ),
    accessoryPrices: db.prepare(
      `INSERT INTO accessory_prices (channel, country, currency, accessory_type, variant, position, price_current, price_original)
       VALUES (@channel, @country, @currency, @accessoryType, @variant, @position, @priceCurrent, @priceOriginal)`,
    ),
    frontends: db.prepare(
      `INSERT INTO shop_frontends (channel, country, currency, phone, phone_href, opens, closes, standard_days, payment_methods, shipping_cost, free_shipping_from)
       VALUES (@channel, @country, @currency, @phone, @phoneHref, @opens, @closes, @standardDays, @paymentMethods, @shippingCost, @freeShippingFrom)`,
    ),
  }
  return reseedIfChanged(db, {
    checksumTable: 'product_data_seed',
    checksum: checksumOf(rows),
    tables: [
      'product_texts',
      'product_images',
      'accessories',
      'accessory_prices',
      'shop_frontends',
    ],
    fill: () => {
      for (const row of rows.texts) inserts.texts.run(row)
      for (const row of rows.images) inserts.images.run(row)
      for (const row of rows.accessories) inserts.accessories.run(row)
      for (const row of rows.accessoryPrices) inserts.accessoryPrices.run(row)
      for (const row of rows.frontends) inserts.frontends.run(row)
    },
    now,
  })
}
