/**
 * Translation namespaces: `common` (shared words), one per area of the UI, and `labels`
 * (the product label catalogues, loaded only where products are shown).
 */
export const namespaces = ['common', 'chrome', 'content', 'account', 'product', 'labels'] as const
export const uiNamespaces = ['common', 'chrome', 'content', 'account', 'product'] as const
export type Namespace = (typeof namespaces)[number]

/** Texts per locale and namespace: `{ [locale]: { [namespace]: { [key]: text } } }`. */
export type Resources = Record<string, Record<string, Record<string, string>>>
/** A translation for server code, undefined when the locale has none (i18n.server.ts). */
export type ServerText = (namespace: string, key: string) => string | undefined
/** The page's texts. */
export type TranslationBundle = { locale: string; resources: Resources }

/** "the second segment of the key is displayed": `header.cart` shows `cart`. */
export function secondSegmentOf(key: string): string {
  return key.split('.')[1] ?? key
}
