import names from './names.json'
import type { paymentMethods } from '../../../contracts/product-data'
import type { Channel, Language } from '../market/markets'

/**
 * The reference shop's product data: names, descriptions and pictures of the
 * articles and accessories, and each shop frontend's service data. The backend seeds its
 * database from this module whenever it changes (a checksum, like the price catalogue).
 * Names of materials, calendar types, photo-book types, card formats and accessories are the
 * shop's catalogue names in each language.
 */

export type Texts = Readonly<Record<Language, string>>

const asset = (size: string, path: string) => `https://a.storyblok.com/f/287465/${size}/${path}`
const tile = (path: string) => asset('300x300', path)

/** Catalogue names: `{productType}:{material option}` and `accessory:{type}`. */
export const subjectNames: Readonly<Record<string, Texts>> = {
  ...names,
  'photobox:small': {
    de: 'Fotobox',
    en: 'Photo box',
    es: 'Caja de fotos',
    fr: 'Boîte à photos',
    it: 'Scatola con foto',
    nl: 'Fotobox',
  },
  'photobox:large': {
    de: 'Fotobox MAX',
    en: 'Photo box MAX',
    es: 'Caja de fotos MAX',
    fr: 'Boîte à photos MAX',
    it: 'Scatola con foto MAX',
    nl: 'Fotobox MAX',
  },
  'photoprint:glaenzend': {
    de: 'Fotoabzüge glänzend',
    en: 'Glossy photo prints',
    es: 'Copias de fotos en brillo',
    fr: 'Tirages photo brillants',
    it: 'Stampe fotografiche lucide',
    nl: 'Glanzende foto-afdrukken',
  },
  'photoprint:matt': {
    de: 'Fotoabzüge matt',
    en: 'Matt photo prints',
    es: 'Copias de fotos en mate',
    fr: 'Tirages photo mats',
    it: 'Stampe fotografiche opache',
    nl: 'Matte foto-afdrukken',
  },
}

/** One description per product type; `{name}` is the article's catalogue name. */
export const descriptions: Readonly<Record<string, Texts>> = {
  wallart: {
    de: '{name} mit deinem Foto, in unserer Druckerei gedruckt und fertig zum Aufhängen geliefert.',
    en: '{name} with your photo, printed in our own print shop and delivered ready to hang.',
    es: '{name} con tu foto, impreso en nuestra imprenta y entregado listo para colgar.',
    fr: '{name} avec votre photo, imprimé dans notre atelier et livré prêt à accrocher.',
    it: '{name} con la tua foto, stampato nella nostra tipografia e consegnato pronto da appendere.',
    nl: '{name} met je eigen foto, in onze drukkerij gedrukt en klaar om op te hangen geleverd.',
  },
  calendar: {
    de: '{name} mit zwölf Monaten deiner schönsten Fotos, Start in jedem Monat möglich.',
    en: '{name} with twelve months of your favourite photos, starting in any month you like.',
    es: '{name} con doce meses de tus mejores fotos, empezando en el mes que quieras.',
    fr: '{name} avec douze mois de vos plus belles photos, à partir du mois de votre choix.',
    it: '{name} con dodici mesi delle tue foto più belle, a partire dal mese che preferisci.',
    nl: '{name} met twaalf maanden vol mooie foto’s, te beginnen in elke maand.',
  },
  photobook: {
    de: '{name}: deine Fotos als gebundenes Buch, Seitenzahl und Papier nach Wahl.',
    en: '{name}: your photos as a bound book, with the page count and paper you choose.',
    es: '{name}: tus fotos en un libro encuadernado, con las páginas y el papel que elijas.',
    fr: '{name} : vos photos en livre relié, nombre de pages et papier au choix.',
    it: '{name}: le tue foto in un libro rilegato, con pagine e carta a scelta.',
    nl: '{name}: je foto’s als gebonden boek, met het aantal pagina’s en papier naar keuze.',
  },
  photobox: {
    de: '{name}: deine Fotoabzüge in einer stabilen Geschenkbox mit eigenem Deckelfoto.',
    en: '{name}: your photo prints in a sturdy gift box with your own photo on the lid.',
    es: '{name}: tus copias de fotos en una caja regalo resistente con tu foto en la tapa.',
    fr: '{name} : vos tirages dans une boîte cadeau solide avec votre photo sur le couvercle.',
    it: '{name}: le tue stampe in una robusta scatola regalo con la tua foto sul coperchio.',
    nl: '{name}: je foto-afdrukken in een stevige geschenkdoos met je eigen foto op het deksel.',
  },
  photoprint: {
    de: '{name} auf echtem Fotopapier, entwickelt in unserem Fotolabor.',
    en: '{name} on real photo paper, developed in our own photo lab.',
    es: '{name} en papel fotográfico auténtico, reveladas en nuestro laboratorio.',
    fr: '{name} sur vrai papier photo, développés dans notre laboratoire.',
    it: '{name} su vera carta fotografica, sviluppate nel nostro laboratorio.',
    nl: '{name} op echt fotopapier, ontwikkeld in ons eigen fotolab.',
  },
  card: {
    de: '{name} mit deinem Motiv und Text, auf festem Karton gedruckt, mit Umschlag.',
    en: '{name} with your design and text, printed on heavy card stock, with envelopes.',
    es: '{name} con tu diseño y texto, impresa en cartulina gruesa, con sobre.',
    fr: '{name} avec votre motif et votre texte, imprimée sur carton épais, avec enveloppe.',
    it: '{name} con il tuo motivo e testo, stampato su cartoncino robusto, con busta.',
    nl: '{name} met je eigen ontwerp en tekst, gedrukt op stevig karton, met envelop.',
  },
  accessory: {
    de: '{name} passend zu deiner Bestellung, sorgfältig beigelegt und mitgeliefert.',
    en: '{name} to go with your order, packed carefully and delivered with it.',
    es: '{name} a juego con tu pedido, empaquetado con cuidado y enviado junto a él.',
    fr: '{name} assorti à votre commande, emballé avec soin et livré avec elle.',
    it: '{name} abbinato al tuo ordine, imballato con cura e consegnato insieme.',
    nl: '{name} passend bij je bestelling, zorgvuldig verpakt en meegeleverd.',
  },
}

/** The option names of the SKU container. */
export const optionNames: Readonly<
  Record<'material' | 'format' | 'quantity' | 'paper' | 'size', Texts>
> = {
  material: {
    de: 'Material',
    en: 'Material',
    es: 'Material',
    fr: 'Matériau',
    it: 'Materiale',
    nl: 'Materiaal',
  },
  format: { de: 'Format', en: 'Size', es: 'Formato', fr: 'Format', it: 'Formato', nl: 'Formaat' },
  quantity: {
    de: 'Anzahl',
    en: 'Quantity',
    es: 'Cantidad',
    fr: 'Quantité',
    it: 'Quantità',
    nl: 'Aantal',
  },
  paper: { de: 'Papier', en: 'Paper', es: 'Papel', fr: 'Papier', it: 'Carta', nl: 'Papier' },
  size: {
    de: 'Boxgröße',
    en: 'Box size',
    es: 'Tamaño de caja',
    fr: 'Taille de boîte',
    it: 'Misura scatola',
    nl: 'Doosformaat',
  },
}

/** Pictures per subject (the first is the lead picture); others take their product type's. */
export const subjectImages: Readonly<Record<string, readonly string[]>> = {
  'wallart:leinwand': [
    tile('2dbfc71697/tile-material-canvas.jpg'),
    asset('1600x900', 'f53f8a8f02/hero-canvas-livingroom.jpg'),
  ],
  'wallart:acrylglas': [
    tile('3184790c66/tile-material-acrylic.jpg'),
    asset('1600x900', '709f6ff344/hero-acrylic.jpg'),
  ],
  'wallart:aludibond': [tile('add000b8a8/tile-material-alu.jpg')],
  'wallart:poster': [
    tile('0328c6517d/tile-material-poster.jpg'),
    asset('1600x900', 'cb5dba0030/hero-framed-poster.jpg'),
  ],
  'wallart:gallerybond': [tile('1d4b99b2a1/tile-material-gallery.jpg')],
  'wallart:hahnemuehle': [tile('08b9ec14c2/tile-material-hahnemuehle.jpg')],
  'wallart:forexplatte': [tile('dedc80138a/tile-material-forex.jpg')],
  wallart: [
    asset('1600x900', 'def271a499/hero-wallart-gallery.jpg'),
    tile('9591eab697/tile-frames.jpg'),
  ],
  'calendar:wandkalender': [
    tile('b36a8a9f60/tile-calendar-wall.jpg'),
    asset('1600x900', 'd88245b1de/hero-calendar-wall.jpg'),
  ],
  'calendar:tischkalender': [
    tile('e618c5da61/tile-calendar-desk.jpg'),
    asset('1600x900', 'aac10bda6f/hero-calendar-desk.jpg'),
  ],
  'calendar:familienplaner': [tile('9254d4a1d3/tile-calendar-family.jpg')],
  'calendar:kuechenkalender': [tile('19b444b9c1/tile-calendar-kitchen.jpg')],
  'calendar:terminkalender': [tile('59ae25fbca/tile-calendar-appointment.jpg')],
  photobook: [
    tile('f60f3d2ec8/tile-photobook.jpg'),
    asset('1600x900', '406c3d9bcf/hero-photobook.jpg'),
  ],
  'photobox:large': [asset('1600x900', '8e4da1c090/hero-photobox.jpg')],
  photobox: [
    tile('7f05645611/tile-photobox.jpg'),
    asset('1600x900', '8e4da1c090/hero-photobox.jpg'),
  ],
  photoprint: [
    tile('2f42bdb485/tile-photo-prints.jpg'),
    asset('1600x900', '69eee15e86/hero-photo-prints.jpg'),
  ],
  'card:postkarte-a6': [tile('061e5a272c/tile-card-postcard.jpg')],
  'card:klappkarte-a6': [tile('d7f8493111/tile-card-folded.jpg')],
  'card:klappkarte-quadratisch': [tile('bbd73e6973/tile-card-panorama.jpg')],
  'accessory:bow': [tile('36cafa6b49/tile-card-foil.jpg')],
  'accessory:ribbon': [tile('36cafa6b49/tile-card-foil.jpg')],
  'accessory:seal': [tile('36cafa6b49/tile-card-foil.jpg')],
  'accessory:box': [tile('9b1f0fe09a/tile-voucher.jpg')],
  'accessory:posterbar': [tile('9591eab697/tile-frames.jpg')],
  'accessory:screw': [tile('9591eab697/tile-frames.jpg')],
  accessory: [tile('d7f8493111/tile-card-folded.jpg')],
}

/** The product types an accessory goes with. */
export const accessoryProductTypes: Readonly<Record<string, readonly string[]>> = {
  bag: ['card'],
  bow: ['card', 'photobox'],
  box: ['card', 'photoprint', 'wallart'],
  envelope: ['card'],
  inlay: ['card'],
  pen: ['card', 'photobook'],
  posterbar: ['wallart'],
  ribbon: ['card', 'photobox'],
  screw: ['wallart'],
  seal: ['card'],
  standard: ['card'],
}

type PaymentMethod = (typeof paymentMethods)[number]

/**
 * Service data of one country's shop frontend; amounts in the country's currency. The hotlines
 * are the ones the content's header shows for the market.
 */
export type FrontendSeed = {
  phone: string
  opens: string
  closes: string
  standardDays: number
  paymentMethods: readonly PaymentMethod[]
  /** Per channel: shipping cost and the order value from which shipping is free. */
  shipping: Readonly<Record<Channel, { cost: number; freeFrom: number | null }>>
}

/** Switzerland and Liechtenstein ship from the same Swiss warehouse, in francs. */
const swissShipping = { cards: { cost: 7.9, freeFrom: 69 }, wallart: { cost: 8.9, freeFrom: 99 } }
const euroShipping = {
  cards: { cost: 4.95, freeFrom: 49 },
  wallart: { cost: 5.95, freeFrom: 79 },
} as const

export const frontends: Readonly<Record<string, FrontendSeed>> = {
  DE: {
    phone: '+49 30 577 028 90',
    opens: '08:00',
    closes: '18:00',
    standardDays: 3,
    paymentMethods: [
      'invoice',
      'paypal',
      'credit-card',
      'klarna',
      'sofort',
      'apple-pay',
      'google-pay',
    ],
    shipping: euroShipping,
  },
  AT: {
    phone: '+43 1 555 431 20',
    opens: '08:00',
    closes: '18:00',
    standardDays: 4,
    paymentMethods: ['invoice', 'paypal', 'credit-card', 'klarna', 'sofort'],
    shipping: euroShipping,
  },
  CH: {
    phone: '+41 44 505 17 80',
    opens: '08:00',
    closes: '17:30',
    standardDays: 5,
    paymentMethods: ['invoice', 'twint', 'postfinance', 'paypal', 'credit-card'],
    shipping: swissShipping,
  },
  LI: {
    phone: '+423 237 56 40',
    opens: '08:00',
    closes: '17:30',
    standardDays: 5,
    paymentMethods: ['invoice', 'twint', 'postfinance', 'paypal', 'credit-card'],
    shipping: swissShipping,
  },
  LU: {
    phone: '+352 20 55 51 90',
    opens: '08:00',
    closes: '18:00',
    standardDays: 4,
    paymentMethods: ['paypal', 'credit-card', 'apple-pay'],
    shipping: euroShipping,
  },
  IT: {
    phone: '+39 02 8295 4471',
    opens: '09:00',
    closes: '18:00',
    standardDays: 5,
    paymentMethods: ['paypal', 'credit-card', 'klarna', 'apple-pay'],
    shipping: euroShipping,
  },
  FR: {
    phone: '+33 1 76 40 25 18',
    opens: '09:00',
    closes: '18:00',
    standardDays: 4,
    paymentMethods: ['credit-card', 'paypal', 'apple-pay'],
    shipping: euroShipping,
  },
  BE: {
    phone: '+32 2 588 47 10',
    opens: '09:00',
    closes: '18:00',
    standardDays: 4,
    paymentMethods: ['bancontact', 'credit-card', 'paypal'],
    shipping: euroShipping,
  },
  NL: {
    phone: '+31 20 808 4417',
    opens: '09:00',
    closes: '18:00',
    standardDays: 3,
    paymentMethods: ['ideal', 'paypal', 'credit-card'],
    shipping: euroShipping,
  },
  ES: {
    phone: '+34 910 60 47 25',
    opens: '09:00',
    closes: '18:00',
    standardDays: 5,
    paymentMethods: ['credit-card', 'paypal', 'google-pay'],
    shipping: euroShipping,
  },
  GB: {
    phone: '+44 20 7946 0958',
    opens: '09:00',
    closes: '17:30',
    standardDays: 5,
    paymentMethods: ['credit-card', 'paypal', 'apple-pay', 'google-pay'],
    shipping: { cards: { cost: 4.49, freeFrom: 45 }, wallart: { cost: 5.49, freeFrom: 69 } },
  },
  US: {
    phone: '+1 646 555 0147',
    opens: '09:00',
    closes: '17:00',
    standardDays: 8,
    paymentMethods: ['credit-card', 'paypal', 'apple-pay', 'google-pay'],
    shipping: { cards: { cost: 6.99, freeFrom: 60 }, wallart: { cost: 9.99, freeFrom: 99 } },
  },
}
