/**
 * Special (non-content) path prefixes, localised per language (shop-core §2). A path under
 * one of them is served by the shop, not by a content story. Slugs.
 */
import { type Language, languages } from './market'

export const specialPrefixKinds = [
  'configurator',
  'account',
  'magazine',
  'logout',
  'orders',
  'basket',
  'checkout',
  'recommendation',
  'registrationVerification',
  'reviews',
  'users',
  'motifs',
  'corporateCustomers',
  'whitelabelService',
  'newsletter',
  'llmsTxt',
] as const
export type SpecialPrefixKind = (typeof specialPrefixKinds)[number]

type Slugs = Readonly<Record<Language, string>>

function same(slug: string): Slugs {
  return { de: slug, en: slug, es: slug, fr: slug, it: slug, nl: slug }
}

/** Paths (without the sublocale prefix). A prefix ending in '-' matches as a string prefix. */
export const specialPrefixes: Readonly<Record<SpecialPrefixKind, Slugs>> = {
  configurator: same('/configurator-'),
  account: {
    de: '/mein-konto',
    en: '/my-account',
    es: '/mi-cuenta',
    fr: '/mon-compte',
    it: '/il-mio-account',
    nl: '/mijn-account',
  },
  magazine: {
    de: '/magazin',
    en: '/magazine',
    es: '/revista',
    fr: '/magazine',
    it: '/magazine',
    nl: '/magazine',
  },
  logout: {
    de: '/abmelden',
    en: '/logout',
    es: '/cerrar-sesion',
    fr: '/deconnexion',
    it: '/esci',
    nl: '/uitloggen',
  },
  orders: {
    de: '/bestellungen',
    en: '/orders',
    es: '/pedidos',
    fr: '/commandes',
    it: '/ordini',
    nl: '/bestellingen',
  },
  basket: {
    de: '/warenkorb',
    en: '/basket',
    es: '/cesta',
    fr: '/panier',
    it: '/carrello',
    nl: '/winkelmandje',
  },
  checkout: {
    de: '/kasse',
    en: '/checkout',
    es: '/finalizar-compra',
    fr: '/finaliser-commande',
    it: '/cassa',
    nl: '/afrekenen',
  },
  recommendation: {
    de: '/weiterempfehlen',
    en: '/recommend-a-friend',
    es: '/recomendar',
    fr: '/parrainage',
    it: '/consiglia-un-amico',
    nl: '/aanbevelen',
  },
  registrationVerification: {
    de: '/registrierung-bestaetigen',
    en: '/verify-registration',
    es: '/confirmar-registro',
    fr: '/confirmer-inscription',
    it: '/conferma-registrazione',
    nl: '/registratie-bevestigen',
  },
  reviews: {
    de: '/bewertungen',
    en: '/reviews',
    es: '/opiniones',
    fr: '/avis',
    it: '/recensioni',
    nl: '/beoordelingen',
  },
  users: {
    de: '/nutzer',
    en: '/users',
    es: '/usuarios',
    fr: '/utilisateurs',
    it: '/utenti',
    nl: '/gebruikers',
  },
  motifs: {
    de: '/motive',
    en: '/motifs',
    es: '/motivos',
    fr: '/motifs',
    it: '/motivi',
    nl: '/motieven',
  },
  corporateCustomers: {
    de: '/geschaeftskundenportal',
    en: '/business-customers',
    es: '/clientes-empresa',
    fr: '/clients-professionnels',
    it: '/clienti-aziendali',
    nl: '/zakelijke-klanten',
  },
  whitelabelService: {
    de: '/whitelabel-service',
    en: '/whitelabel-service',
    es: '/servicio-marca-blanca',
    fr: '/service-marque-blanche',
    it: '/servizio-whitelabel',
    nl: '/whitelabel-service',
  },
  newsletter: { ...same('/newsletter'), nl: '/nieuwsbrief' },
  llmsTxt: same('/llms.txt'),
}

/**
 * Prefixes given up because a content page of the same path was hidden behind them (the French
 * payment methods, the German business customers): the page is content now, and a path below
 * the old prefix still reaches the application under its new one.
 */
export const formerSpecialPrefixes: readonly {
  kind: SpecialPrefixKind
  language: Language
  prefix: string
}[] = [
  { kind: 'checkout', language: 'fr', prefix: '/paiement' },
  { kind: 'corporateCustomers', language: 'de', prefix: '/geschaeftskunden' },
]

/** Where a path below a former prefix lives now (`/paiement/x` → `/finaliser-commande/x`). */
export function movedSpecialPath(pathname: string): string | undefined {
  for (const { kind, language, prefix } of formerSpecialPrefixes)
    // `/paiement/` is the content page on the channel whose paths end in a slash
    if (pathname.startsWith(`${prefix}/`) && pathname.length > prefix.length + 1)
      return `${specialPrefixes[kind][language]}${pathname.slice(prefix.length)}`
  return undefined
}

function matches(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('-')) return pathname.startsWith(prefix)
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

export type SpecialPrefix = { kind: SpecialPrefixKind; language: Language }

/**
 * The special prefix a path (after its sublocale prefix) starts with. A slug several
 * languages share is reported in the preferred language when it is one of them, else in
 * the first of them in `languages` order.
 */
export function specialPrefixOf(
  pathname: string,
  preferredLanguage?: Language,
): SpecialPrefix | undefined {
  const order = preferredLanguage ? [preferredLanguage, ...languages] : languages
  for (const kind of specialPrefixKinds) {
    const language = order.find((candidate) => matches(pathname, specialPrefixes[kind][candidate]))
    if (language) return { kind, language }
  }
  return undefined
}
