/**
 * The shop's own words (shop-core §3), one list each, shared by the storefront (`app/domain`
 * re-exports them), the API contracts and the reference backend: a new locale or material is
 * added here once.
 */

export const channels = ['cards', 'wallart'] as const
export type Channel = (typeof channels)[number]

export const locales = [
  'de-AT',
  'de-CH',
  'de-DE',
  'de-IT',
  'de-LI',
  'de-LU',
  'en-GB',
  'en-US',
  'es-ES',
  'fr-BE',
  'fr-CH',
  'fr-FR',
  'fr-LU',
  'it-CH',
  'it-IT',
  'nl-BE',
  'nl-NL',
] as const
export type Locale = (typeof locales)[number]

export const languages = ['de', 'en', 'es', 'fr', 'it', 'nl'] as const
export type Language = (typeof languages)[number]

/** The shop's time zone per country: its "today", its order deadlines, its campaigns' clocks. */
export const countryTimeZones = {
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  LI: 'Europe/Vaduz',
  LU: 'Europe/Luxembourg',
  IT: 'Europe/Rome',
  FR: 'Europe/Paris',
  BE: 'Europe/Brussels',
  NL: 'Europe/Amsterdam',
  ES: 'Europe/Madrid',
  GB: 'Europe/London',
  US: 'America/New_York',
} as const

/** A country's shop time zone; a country the shop does not know gets the German one. */
export function shopTimeZoneOf(country: string): string {
  return (countryTimeZones as Readonly<Record<string, string>>)[country] ?? countryTimeZones.DE
}

export const currencies = ['EUR', 'CHF', 'GBP', 'USD'] as const
export const wallArtMaterials = [
  'acrylglas',
  'aludibond',
  'backlitfolie',
  'echtglas',
  'forexplatte',
  'fototapete',
  'gallerybond',
  'hahnemuehle',
  'klebefolie',
  'leinwand',
  'poster',
  'pvcplane',
] as const
export const frameTypes = [
  'alurahmen',
  'artbox',
  'fotorahmen',
  'holzrahmen',
  'kunststoffrahmen',
  'schattenfuge-leinwand',
  'schattenfuge-platte',
] as const
/**
 * Option groups of wall-art materials (site-chrome §9), plus `frame`, whose options are the frame
 * types.
 */
export const optionTypeGroups = [
  'frame',
  'drilling',
  'print-process',
  'material-finish',
  'backlit-frame',
  'milling',
  'adhesive-film-style',
  'stretcher-frame',
  'canvas-edge',
  'lamination',
  'eyelets',
] as const
export const calendarTypes = [
  'familienplaner',
  'kuechenkalender',
  'terminkalender',
  'tischkalender',
  'wandkalender',
] as const
export const calendarMountings = ['holzblock', 'holzfuss', 'lochung', 'spirale', 'ohne'] as const
export const photobookTypes = ['digitalfotobuch', 'echtfotobuch', 'fotoheft'] as const
export const photobookPapers = ['feinstweiss', 'glaenzend', 'matt', 'standard'] as const
export const photoboxTypes = ['small', 'large', 'prints'] as const
export const photoboxPaperTypes = ['glaenzend', 'matt'] as const
export const cardFormatTypes = ['postkarte-a6', 'klappkarte-a6', 'klappkarte-quadratisch'] as const
/** Card quantities (shop-core §9) and the free sample. */
export const cardQuantities = [
  1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 200, 300, 400, 500, 600, 700, 800,
  900, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750, 3000, 3250, 3500, 3750, 4000, 4250, 4500,
  4750, 5000,
] as const
export const sampleQuantity = 'sample'
/** Card refinements (shop-core §3 "Refinement"); 'ohne' is none. */
export const cardRefinementTypes = ['ohne', 'gold', 'silber', 'rosegold', 'relief'] as const
export const productTypes = [
  'wallart',
  'calendar',
  'photobook',
  'photobox',
  'photoprint',
  'card',
] as const

export type Currency = (typeof currencies)[number]
export type WallArtMaterial = (typeof wallArtMaterials)[number]
export type FrameType = (typeof frameTypes)[number]
export type OptionTypeGroup = (typeof optionTypeGroups)[number]
export type CalendarType = (typeof calendarTypes)[number]
export type PhotobookType = (typeof photobookTypes)[number]
export type PhotoboxType = (typeof photoboxTypes)[number]
export type CardFormatType = (typeof cardFormatTypes)[number]
export type PriceProductType = (typeof productTypes)[number]

/** What a wishlist holds: a card theme, or one design of a theme (shop-core §1 "wishlist"). */
export const wishlistItemTypes = ['theme', 'design'] as const
/** Gift-voucher designs (the card the voucher is printed on). */
export const giftVoucherDesigns = ['classic', 'birthday', 'christmas', 'thank-you'] as const
/** Why a voucher code was refused: the storefront shows its own text per reason. */
export const voucherFailureReasons = [
  'invalid',
  'unknown',
  'expired',
  'used',
  'not-yet-valid',
  'not-applicable',
] as const
/** Card accessories (shop-core §3 "Cards") and the sample cards, priced by the same calls. */
export const cardAccessoryTypes = [
  'bag',
  'bow',
  'box',
  'envelope',
  'inlay',
  'pen',
  'posterbar',
  'ribbon',
  'screw',
  'seal',
  'standard',
] as const
export const accessoryPriceTypes = [...cardAccessoryTypes, 'sample'] as const
/** The rows of the envelope-surcharge table (shop-core §9). */
export const envelopeSurchargeClasses = ['standard', 'compact', 'large'] as const
/**
 * The envelope of each size class (shop-core §3 "Cards": C6 162x114, B6 176x125, DIN long
 * 220x110), in millimetres. The surcharges rise standard < compact < large, the envelopes' areas
 * C6 < B6 < DIN long: each class is the envelope of its rank.
 */
export const envelopeFormats = {
  standard: { format: 'c6', widthMm: 162, heightMm: 114 },
  compact: { format: 'b6', widthMm: 176, heightMm: 125 },
  large: { format: 'dl', widthMm: 220, heightMm: 110 },
} as const satisfies Record<
  (typeof envelopeSurchargeClasses)[number],
  { format: string; widthMm: number; heightMm: number }
>
export const accessoryUnits = ['card', 'piece'] as const
