/**
 * Shop pages (not content stories) whose paths are localised per language. The splat route
 * (routes/$.tsx) looks the path, without the sublocale and desktop prefixes, up here and
 * hands the request to the page's view; the page validates the language.
 */
import { specialPrefixes } from './special-prefixes'
import type { Language } from './market'

/** The page modules (app/pages/{view}.tsx and .server.ts); several pages may share one. */
export type PageView =
  | 'logout'
  | 'account'
  | 'account-login'
  | 'account-sign-up'
  | 'account-password-reset'
  | 'account-new-password'
  | 'newsletter'
  | 'newsletter-confirm'
  | 'error'
  | 'configurator'
  | 'hand-off'
  | 'products'
  | 'theme'
  | 'wishlist'
  | 'whitelabel-orders'
  | 'gift-voucher'
  | 'voucher-redeem'
  | 'card-accessories'
  | 'market-switch'
  | 'express'
  | 'toolbox'

export type LocalisedPage = {
  /** Page id (links, the request log's route: `routes/$:account-login`). */
  id: string
  /**
   * The page module; none for paths a resource route of their own answers (`/consent-notice.js`,
   * `/llms.txt`).
   */
  view?: PageView
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
    view: 'logout',
    paths: specialPrefixes.logout,
  },
  // Customer accounts, newsletter and the consent notice's script
  // (docs/decisions/033-forms.md).
  { id: 'account', view: 'account', paths: specialPrefixes.account },
  {
    id: 'account-login',
    view: 'account-login',
    paths: under(specialPrefixes.account, {
      de: '/anmelden',
      en: '/login',
      es: '/iniciar-sesion',
      fr: '/connexion',
      it: '/accedi',
      nl: '/inloggen',
    }),
  },
  {
    id: 'account-sign-up',
    view: 'account-sign-up',
    paths: under(specialPrefixes.account, {
      de: '/registrieren',
      en: '/sign-up',
      es: '/registro',
      fr: '/inscription',
      it: '/registrazione',
      nl: '/registreren',
    }),
  },
  {
    id: 'account-password-reset',
    view: 'account-password-reset',
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
    view: 'account-new-password',
    paths: under(specialPrefixes.account, {
      de: '/neues-passwort',
      en: '/new-password',
      es: '/nueva-contrasena',
      fr: '/nouveau-mot-de-passe',
      it: '/nuova-password',
      nl: '/nieuw-wachtwoord',
    }),
  },
  { id: 'newsletter', view: 'newsletter', paths: specialPrefixes.newsletter },
  {
    id: 'newsletter-confirm',
    view: 'newsletter-confirm',
    paths: under(specialPrefixes.newsletter, {
      de: '/bestaetigen',
      en: '/confirm',
      es: '/confirmar',
      fr: '/confirmer',
      it: '/conferma',
      nl: '/bevestigen',
    }),
  },
  { id: 'consent-notice-script', paths: same('/consent-notice.js') },
  { id: 'error', view: 'error', paths: same('/error') },
  { id: 'llms-txt', paths: specialPrefixes.llmsTxt },
  ...(
    [
      ['configurator-calendar', '/configurator-calendar'],
      ['configurator-card', '/configurator-card'],
      ['configurator-collage', '/configurator-collage'],
      ['configurator-photo-frame', '/configurator-photo-frame'],
      ['configurator-photobook', '/configurator-photobook'],
      ['configurator-photobox', '/configurator-photobox'],
    ] as const
  ).map(([id, path]) => ({ id, view: 'configurator' as const, paths: same(path) })),
  ...handOffKinds.map((kind) => ({
    id: `hand-off-${kind}`,
    view: 'hand-off' as const,
    paths: specialPrefixes[kind],
    splat: true,
  })),
  // Product pages without a story: /products, its pre-configurator aliases, and /themes/{id}
  // (/themes alone is a 404); docs/decisions/014-product-pages-skus-and-design-groups.md.
  { id: 'products', view: 'products', paths: same('/products') },
  { id: 'products-calendar', view: 'products', paths: same('/products/calendar') },
  { id: 'products-cards', view: 'products', paths: same('/products/cards') },
  { id: 'themes', view: 'theme', paths: same('/themes'), splat: true },
  // Wishlist, gift vouchers, voucher codes, card accessories, whitelabel orders and the market
  // switcher.
  {
    id: 'wishlist',
    view: 'wishlist',
    paths: under(specialPrefixes.account, {
      de: '/merkliste',
      en: '/wishlist',
      es: '/lista-de-deseos',
      fr: '/liste-de-souhaits',
      it: '/lista-dei-desideri',
      nl: '/verlanglijst',
    }),
  },
  {
    id: 'whitelabel-orders',
    view: 'whitelabel-orders',
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
    view: 'gift-voucher',
    paths: {
      de: '/geschenkgutschein',
      en: '/gift-voucher',
      es: '/tarjeta-regalo',
      fr: '/carte-cadeau',
      it: '/buono-regalo',
      nl: '/cadeaubon',
    },
  },
  {
    id: 'voucher-redeem',
    view: 'voucher-redeem',
    paths: {
      de: '/gutschein-einloesen',
      en: '/redeem-voucher',
      es: '/canjear-codigo',
      fr: '/utiliser-un-code',
      it: '/usa-un-codice',
      nl: '/kortingscode-inwisselen',
    },
  },
  {
    id: 'card-accessories',
    view: 'card-accessories',
    paths: {
      de: '/kartenzubehoer',
      en: '/card-accessories',
      es: '/accesorios-tarjetas',
      fr: '/accessoires-cartes',
      it: '/accessori-biglietti',
      nl: '/kaartaccessoires',
    },
  },
  {
    id: 'market-switch',
    view: 'market-switch',
    paths: {
      de: '/land-und-sprache',
      en: '/country-and-language',
      es: '/pais-e-idioma',
      fr: '/pays-et-langue',
      it: '/paese-e-lingua',
      nl: '/land-en-taal',
    },
  },
  // The toolbox: converting and optimising files.
  {
    id: 'toolbox',
    view: 'toolbox',
    paths: {
      de: '/werkzeugkasten',
      en: '/toolbox',
      es: '/herramientas',
      fr: '/boite-a-outils',
      it: '/strumenti',
      nl: '/gereedschapskist',
    },
  },
  // The express shop.
  {
    id: 'express',
    view: 'express',
    paths: {
      de: '/expressversand',
      en: '/express-delivery',
      es: '/envio-expres',
      fr: '/livraison-express',
      it: '/spedizione-express',
      nl: '/expreslevering',
    },
  },
]

const byId = new Map(localisedPages.map((page) => [page.id, page]))

/** The path of a localised page in a language (without prefixes). */
export function localisedPagePath(id: string, language: Language): string {
  const page = byId.get(id)
  if (!page) throw new Error(`Unknown localised page: ${id}`)
  return page.paths[language]
}

/** Pages by each language's exact path, and the pages that also own everything below their path. */
const byPath = new Map<string, LocalisedPage[]>()
for (const page of localisedPages) {
  for (const path of new Set(Object.values(page.paths)))
    byPath.set(path, [...(byPath.get(path) ?? []), page])
}
const splatPages = localisedPages.filter((page) => page.splat)

/**
 * The localised page a path (without prefixes) belongs to, in any language: the page decides
 * whether it is its own language's path (or redirects there). The market's language wins a
 * tie; an exact path wins over a page that owns everything below its path.
 */
export function localisedPageOf(rest: string, language: Language): LocalisedPage | undefined {
  const path = rest.replace(/\/+$/, '') || '/'
  const exact = byPath.get(path)
  if (exact) return exact.find((page) => page.paths[language] === path) ?? exact[0]
  const below = splatPages.filter((page) =>
    Object.values(page.paths).some((own) => path.startsWith(`${own}/`)),
  )
  return below.find((page) => path.startsWith(`${page.paths[language]}/`)) ?? below[0]
}
