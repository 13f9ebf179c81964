import type { InitOptions, Resource } from 'i18next'

/**
 * Translation namespaces: `common` (shared words), one per area of the UI, and `labels`
 * (the product label catalogues, loaded only where products are shown).
 */
export const namespaces = ['common', 'chrome', 'content', 'account', 'product', 'labels'] as const
export const uiNamespaces = ['common', 'chrome', 'content', 'account', 'product'] as const
export type Namespace = (typeof namespaces)[number]

export type TranslationBundle = { locale: string; resources: Resource }

const reported = new Set<string>()

/**
 * i18next options shared by server and client. Keys are flat and dotted (`header.cart`),
 * so `keySeparator` is off. A missing key shows the key's second segment and is
 * reported once per key (C8 "Missing translation").
 */
export function i18nOptions(bundle: TranslationBundle, report: (key: string) => void): InitOptions {
  return {
    lng: bundle.locale,
    fallbackLng: false,
    supportedLngs: [bundle.locale],
    resources: bundle.resources,
    ns: Object.keys(bundle.resources[bundle.locale] ?? {}),
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    returnNull: false,
    initImmediate: false,
    react: { useSuspense: false },
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => {
      const id = `${ns}:${key}`
      if (reported.has(id)) return
      reported.add(id)
      report(id)
    },
    parseMissingKeyHandler: (key) => secondSegmentOf(key),
  }
}

/** "the second segment of the key is displayed": `header.cart` shows `cart`. */
export function secondSegmentOf(key: string): string {
  return key.split('.')[1] ?? key
}
