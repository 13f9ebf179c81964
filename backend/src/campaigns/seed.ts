import { shopTimeZoneOf } from '../../../contracts/vocabulary'
import type { CampaignData, ExpressProductData } from '../../../contracts/campaigns'
import type { Channel, Language } from '../market/markets'

/**
 * The reference shop's campaigns and express range. Campaign weeks are counted from
 * the current week in the market's time zone, so there is always one that ran last week, one
 * that runs now (Monday 00:00 to Sunday 23:59) and one that starts next Monday.
 */

type Texts = Readonly<Record<Language, string>>

const paths = {
  calendar: {
    de: '/fotokalender',
    en: '/photo-calendar',
    es: '/calendario-personalizado',
    fr: '/calendrier-photo',
    it: '/calendario-personalizzato',
    nl: '/fotokalender',
  },
  cards: {
    de: '/karten',
    en: '/cards',
    es: '/tarjetas',
    fr: '/cartes',
    it: '/biglietti',
    nl: '/kaarten',
  },
  prints: {
    de: '/fotoabzuege',
    en: '/photo-prints',
    es: '/revelado-de-fotos',
    fr: '/tirages-photos',
    it: '/stampa-foto',
    nl: '/foto-afdrukken',
  },
  canvas: {
    de: '/leinwanddruck',
    en: '/canvas-prints',
    es: '/impresion-sobre-lienzo',
    fr: '/impression-sur-toile',
    it: '/stampa-su-tela',
    nl: '/afdruk-op-canvas',
  },
} as const satisfies Record<string, Texts>

type CampaignSeed = Omit<CampaignData, 'start' | 'end' | 'timeZone'> & {
  /** Weeks from the current one: -1 last week, 0 this week, 1 next week. */
  week: number
}

const campaignSeeds: Readonly<Record<Channel, readonly CampaignSeed[]>> = {
  cards: [
    {
      id: 'autumn-cards',
      week: -1,
      banner: {
        de: 'Herbstaktion: 15 % auf alle Karten',
        en: 'Autumn offer: 15 % off all cards',
        es: 'Oferta de otoño: 15 % en todas las tarjetas',
        fr: "Offre d'automne : 15 % sur toutes les cartes",
        it: "Offerta d'autunno: 15 % su tutti i biglietti",
        nl: 'Herfstactie: 15 % op alle kaarten',
      },
      link: paths.cards,
      discounts: [{ kind: 'percent', productType: 'card', percent: 15 }],
      code: null,
    },
    {
      id: 'calendar-week',
      week: 0,
      banner: {
        de: 'Nur bis Sonntag: 20 % auf alle Fotokalender',
        en: 'Until Sunday only: 20 % off all photo calendars',
        es: 'Solo hasta el domingo: 20 % en todos los calendarios',
        fr: "Jusqu'à dimanche seulement : 20 % sur tous les calendriers photo",
        it: 'Solo fino a domenica: 20 % su tutti i calendari',
        nl: 'Alleen tot zondag: 20 % op alle fotokalenders',
      },
      link: paths.calendar,
      discounts: [{ kind: 'percent', productType: 'calendar', percent: 20 }],
      code: null,
    },
    {
      id: 'prints-week',
      week: 1,
      banner: {
        de: 'Ab Montag: 2 € Rabatt auf Fotoabzüge mit dem Code PRINTS2',
        en: 'From Monday: 2 off photo prints with the code PRINTS2',
        es: 'Desde el lunes: 2 de descuento en fotos con el código PRINTS2',
        fr: 'Dès lundi : 2 de remise sur les tirages avec le code PRINTS2',
        it: 'Da lunedì: 2 di sconto sulle stampe con il codice PRINTS2',
        nl: 'Vanaf maandag: 2 korting op foto-afdrukken met de code PRINTS2',
      },
      link: paths.prints,
      discounts: [{ kind: 'amount', productType: 'photoprint', amount: 2 }],
      code: 'PRINTS2',
    },
  ],
  wallart: [
    {
      id: 'canvas-autumn',
      week: -1,
      banner: {
        de: 'Herbstaktion: 25 % auf Leinwandbilder',
        en: 'Autumn offer: 25 % off canvas prints',
        es: 'Oferta de otoño: 25 % en lienzos',
        fr: "Offre d'automne : 25 % sur les toiles",
        it: "Offerta d'autunno: 25 % sulle tele",
        nl: 'Herfstactie: 25 % op canvasdoeken',
      },
      link: paths.canvas,
      discounts: [{ kind: 'percent', productType: 'wallart', percent: 25 }],
      code: null,
    },
    {
      id: 'wallart-week',
      week: 0,
      banner: {
        de: 'Nur bis Sonntag: 30 % auf alle Wandbilder',
        en: 'Until Sunday only: 30 % off all wall art',
        es: 'Solo hasta el domingo: 30 % en todos los cuadros',
        fr: "Jusqu'à dimanche seulement : 30 % sur tous les tableaux",
        it: 'Solo fino a domenica: 30 % su tutti i quadri',
        nl: 'Alleen tot zondag: 30 % op alle wanddecoratie',
      },
      link: paths.canvas,
      discounts: [{ kind: 'percent', productType: 'wallart', percent: 30 }],
      code: null,
    },
    {
      id: 'wallart-next',
      week: 1,
      banner: {
        de: 'Ab Montag: 10 % auf Acrylglas mit dem Code ACRYL10',
        en: 'From Monday: 10 % off acrylic glass with the code ACRYL10',
        es: 'Desde el lunes: 10 % en metacrilato con el código ACRYL10',
        fr: 'Dès lundi : 10 % sur le verre acrylique avec le code ACRYL10',
        it: 'Da lunedì: 10 % sul vetro acrilico con il codice ACRYL10',
        nl: 'Vanaf maandag: 10 % op acrylglas met de code ACRYL10',
      },
      link: paths.canvas,
      discounts: [{ kind: 'percent', productType: 'wallart', percent: 10 }],
      code: 'ACRYL10',
    },
  ],
}

type Wall = { year: number; month: number; day: number; weekday: number }

/** The calendar date and weekday (0 Monday) of an instant in a time zone. */
function wallDate(instant: number, timeZone: string): Wall {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(instant)
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? ''
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')),
  }
}

const pad = (value: number) => String(value).padStart(2, '0')

/** `YYYY-MM-DD` of a calendar date plus some days. */
function plusDays({ year, month, day }: Wall, days: number): string {
  const date = new Date(Date.UTC(year, month - 1, day + days))
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

/** The campaigns of a channel in a country's time zone, their weeks counted from `now`. */
export function campaignsOf(channel: Channel, country: string, now: number): CampaignData[] {
  const timeZone = shopTimeZoneOf(country)
  const today = wallDate(now, timeZone)
  return campaignSeeds[channel].map(({ week, ...campaign }) => {
    const monday = -today.weekday + 7 * week
    return {
      ...campaign,
      start: `${plusDays(today, monday)}T00:00`,
      end: `${plusDays(today, monday + 6)}T23:59`,
      timeZone,
    }
  })
}

/** "Express delivery in 48 h (Swiss) or 24 h": Liechtenstein ships through the Swiss customs. */
export function expressLeadTimeOf(country: string): 24 | 48 {
  return country === 'CH' || country === 'LI' ? 48 : 24
}

type ExpressSeed = Omit<
  ExpressProductData,
  'leadTimeHours' | 'cutOff' | 'priceCurrent' | 'priceOriginal'
>

const image = (name: string) => `https://a.storyblok.com/f/287465/300x300/${name}`

/**
 * The express range names its articles by SKU (as `/price-api/prices/article`); their prices are
 * the price catalogue's, never their own. A name carries no size: the storefront adds
 * the SKU's format as its vocabulary writes it, so a size has one name per language.
 */
const expressSeeds: Readonly<Record<Channel, readonly ExpressSeed[]>> = {
  cards: [
    {
      id: 'postcards-a6',
      productType: 'card',
      sku: 'card-postkarte-a6-1',
      name: {
        de: 'Postkarten A6',
        en: 'A6 postcards',
        es: 'Postales A6',
        fr: 'Cartes postales A6',
        it: 'Cartoline A6',
        nl: 'Ansichtkaarten A6',
      },
      image: image('061e5a272c/tile-card-postcard.jpg'),
      link: paths.cards,
    },
    {
      id: 'wall-calendar-a4',
      productType: 'calendar',
      sku: 'calendar-wandkalender-a4-hoch',
      name: {
        de: 'Wandkalender A4',
        en: 'A4 wall calendar',
        es: 'Calendario de pared A4',
        fr: 'Calendrier mural A4',
        it: 'Calendario da parete A4',
        nl: 'Wandkalender A4',
      },
      image: image('b36a8a9f60/tile-calendar-wall.jpg'),
      link: paths.calendar,
    },
    {
      id: 'photo-prints-10x15',
      productType: 'photoprint',
      sku: 'photoprint-glaenzend-15x10',
      name: {
        de: 'Fotoabzüge',
        en: 'Photo prints',
        es: 'Copias de fotos',
        fr: 'Tirages photo',
        it: 'Stampe foto',
        nl: 'Foto-afdrukken',
      },
      image: image('2f42bdb485/tile-photo-prints.jpg'),
      link: paths.prints,
    },
  ],
  wallart: [
    {
      id: 'canvas-20x30',
      productType: 'wallart',
      sku: 'wallart-leinwand-20x30',
      name: {
        de: 'Leinwand',
        en: 'Canvas',
        es: 'Lienzo',
        fr: 'Toile',
        it: 'Tela',
        nl: 'Canvas',
      },
      image: image('2dbfc71697/tile-material-canvas.jpg'),
      link: paths.canvas,
    },
    {
      id: 'poster-30x40',
      productType: 'wallart',
      sku: 'wallart-poster-30x40',
      name: {
        de: 'Poster',
        en: 'Poster',
        es: 'Póster',
        fr: 'Poster',
        it: 'Poster',
        nl: 'Poster',
      },
      image: image('0328c6517d/tile-material-poster.jpg'),
      link: paths.canvas,
    },
  ],
}

/** An article's price in the market's currency, as the price API answers it. */
export type ArticlePrice = { priceCurrent: number; priceOriginal: number }

/**
 * The express products of a channel for a country: each article's price from `priceOf` (the
 * price table, in the market's currency) and the express cut-off of the shipping information
 * (`expressLodEnd`). An article the price table does not hold is left out.
 */
export function expressProductsOf(
  channel: Channel,
  country: string,
  priceOf: (sku: string) => ArticlePrice | undefined,
  cutOff: string,
): ExpressProductData[] {
  const leadTimeHours = expressLeadTimeOf(country)
  return expressSeeds[channel].flatMap((product) => {
    const price = priceOf(product.sku)
    return price ? [{ ...product, ...price, leadTimeHours, cutOff }] : []
  })
}

/** The express lead time of a product type when the channel's express range holds it, else null. */
export function expressHoursOf(
  channel: Channel,
  country: string,
  productType: string,
): 24 | 48 | null {
  return expressSeeds[channel].some((product) => product.productType === productType)
    ? expressLeadTimeOf(country)
    : null
}
