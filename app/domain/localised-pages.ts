/**
 * Shop pages (not content stories) whose paths are localised per language. Each entry
 * becomes Remix routes for every language's path, with and without the sublocale and
 * desktop prefixes (see remix.config.js). The route module validates the prefixes.
 */
import type { Language } from './market'
import { specialPrefixes } from './special-prefixes'

export type LocalisedPage = {
  /** Route id stem; the language is appended (`account-login-de`). */
  id: string
  /** Route module, relative to app/. */
  file: string
  /** Path per language, without sublocale prefix. */
  paths: Readonly<Record<Language, string>>
  /** Also match everything below the path (`/warenkorb/…`). */
  splat?: boolean
}

type Slugs = Readonly<Record<Language, string>>

/** `{prefix}{sub}` per language: the special prefix of a kind, then a localised sub-path. */
function under(prefix: Slugs, sub: Slugs): Slugs {
  return {
    de: `${prefix.de}${sub.de}`,
    en: `${prefix.en}${sub.en}`,
    es: `${prefix.es}${sub.es}`,
    fr: `${prefix.fr}${sub.fr}`,
    it: `${prefix.it}${sub.it}`,
    nl: `${prefix.nl}${sub.nl}`,
  }
}

function same(path: string): Slugs {
  return { de: path, en: path, es: path, fr: path, it: path, nl: path }
}

/**
 * Special prefixes served by other applications of the shop (ordering, reviews, …): the
 * storefront recognises them, never asks the content system, and hands them off.
 */
export const handOffKinds = [
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
] as const satisfies readonly (keyof typeof specialPrefixes)[]

export const localisedPages: readonly LocalisedPage[] = [
  {
    id: 'logout',
    file: 'pages/logout.tsx',
    paths: specialPrefixes.logout,
  },
  // Customer accounts, newsletter and the consent notice's script (docs/decisions/071-account-pages.md).
  { id: 'account', file: 'pages/account.tsx', paths: specialPrefixes.account },
  {
    id: 'account-login',
    file: 'pages/account-login.tsx',
    paths: under(specialPrefixes.account, { de: '/anmelden', en: '/login', es: '/iniciar-sesion', fr: '/connexion', it: '/accedi', nl: '/inloggen' }),
  },
  {
    id: 'account-sign-up',
    file: 'pages/account-sign-up.tsx',
    paths: under(specialPrefixes.account, { de: '/registrieren', en: '/sign-up', es: '/registro', fr: '/inscription', it: '/registrazione', nl: '/registreren' }),
  },
  {
    id: 'account-password-reset',
    file: 'pages/account-password-reset.tsx',
    paths: under(specialPrefixes.account, {
      de: '/passwort-vergessen',
      en: '/forgot-password',
      es: '/contrasena-olvidada',
      fr: '/mot-de-passe-oublie',
      it: '/password-dimenticata',
      nl: '/wachtwoord-vergeten',
    }),
  },
  {
    id: 'account-new-password',
    file: 'pages/account-new-password.tsx',
    paths: under(specialPrefixes.account, {
      de: '/neues-passwort',
      en: '/new-password',
      es: '/nueva-contrasena',
      fr: '/nouveau-mot-de-passe',
      it: '/nuova-password',
      nl: '/nieuw-wachtwoord',
    }),
  },
  { id: 'newsletter', file: 'pages/newsletter.tsx', paths: specialPrefixes.newsletter },
  {
    id: 'newsletter-confirm',
    file: 'pages/newsletter-confirm.tsx',
    paths: under(specialPrefixes.newsletter, { de: '/bestaetigen', en: '/confirm', es: '/confirmar', fr: '/confirmer', it: '/conferma', nl: '/bevestigen' }),
  },
  { id: 'consent-notice-script', file: 'pages/consent-notice-script.ts', paths: same('/consent-notice.js') },
  { id: 'error', file: 'pages/error.tsx', paths: same('/error') },
  { id: 'llms-txt', file: 'pages/llms-txt.ts', paths: specialPrefixes.llmsTxt },
  ...(
    [
      ['configurator-calendar', '/configurator-calendar'],
      ['configurator-card', '/configurator-card'],
      ['configurator-collage', '/configurator-collage'],
      ['configurator-photo-frame', '/configurator-photo-frame'],
      ['configurator-photobook', '/configurator-photobook'],
      ['configurator-photobox', '/configurator-photobox'],
    ] as const
  ).map(([id, path]) => ({ id, file: 'pages/configurator.tsx', paths: same(path) })),
  ...handOffKinds.map((kind) => ({ id: `hand-off-${kind}`, file: 'pages/hand-off.tsx', paths: specialPrefixes[kind], splat: true })),
  // Product pages without a story (docs/decisions/098-product-pages.md): /products, its
  // pre-configurator aliases, and /themes/{id} (/themes alone is a 404).
  { id: 'products', file: 'pages/products.tsx', paths: same('/products') },
  { id: 'products-calendar', file: 'pages/products.tsx', paths: same('/products/calendar') },
  { id: 'products-cards', file: 'pages/products.tsx', paths: same('/products/cards') },
  { id: 'themes', file: 'pages/theme.tsx', paths: same('/themes'), splat: true },
  // Wishlist, gift vouchers, voucher codes, card accessories, whitelabel orders and the market switcher (issue 12, ADRs 120-126).
  {
    id: 'wishlist',
    file: 'pages/wishlist.tsx',
    paths: under(specialPrefixes.account, { de: '/merkliste', en: '/wishlist', es: '/lista-de-deseos', fr: '/liste-de-souhaits', it: '/lista-dei-desideri', nl: '/verlanglijst' }),
  },
  {
    id: 'whitelabel-orders',
    file: 'pages/whitelabel-orders.tsx',
    paths: under(specialPrefixes.account, {
      de: '/whitelabel-bestellungen',
      en: '/whitelabel-orders',
      es: '/pedidos-marca-blanca',
      fr: '/commandes-marque-blanche',
      it: '/ordini-whitelabel',
      nl: '/whitelabelbestellingen',
    }),
  },
  {
    id: 'gift-voucher',
    file: 'pages/gift-voucher.tsx',
    paths: { de: '/geschenkgutschein', en: '/gift-voucher', es: '/tarjeta-regalo', fr: '/carte-cadeau', it: '/buono-regalo', nl: '/cadeaubon' },
  },
  {
    id: 'voucher-redeem',
    file: 'pages/voucher-redeem.tsx',
    paths: { de: '/gutschein-einloesen', en: '/redeem-voucher', es: '/canjear-codigo', fr: '/utiliser-un-code', it: '/usa-un-codice', nl: '/kortingscode-inwisselen' },
  },
  {
    id: 'card-accessories',
    file: 'pages/card-accessories.tsx',
    paths: { de: '/kartenzubehoer', en: '/card-accessories', es: '/accesorios-tarjetas', fr: '/accessoires-cartes', it: '/accessori-biglietti', nl: '/kaartaccessoires' },
  },
  {
    id: 'market-switch',
    file: 'pages/market-switch.tsx',
    paths: { de: '/land-und-sprache', en: '/country-and-language', es: '/pais-e-idioma', fr: '/pays-et-langue', it: '/paese-e-lingua', nl: '/land-en-taal' },
  },
]

export { under as localisedPath }

/** The path of a localised page in a language (without prefixes). */
export function localisedPagePath(id: string, language: Language): string {
  const page = localisedPages.find((candidate) => candidate.id === id)
  if (!page) throw new Error(`Unknown localised page: ${id}`)
  return page.paths[language]
}
